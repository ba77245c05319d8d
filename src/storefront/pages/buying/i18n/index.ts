import type { DictLoaders } from '../../../../core/locale';

/** Strings of the buying pages (all under `buy`), one chunk per locale, loaded with the first of them. */
export const buyingStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
