import type { DictLoaders } from '../../../../core/locale';

/** Strings of the catalogue pages (all under `cat`), one chunk per locale. */
export const catalogueStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
