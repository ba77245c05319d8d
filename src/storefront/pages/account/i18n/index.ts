import type { DictLoaders } from '../../../../core/locale';

/** Strings of the account pages (all under `acct`), one chunk per locale. */
export const accountStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
