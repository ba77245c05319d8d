import type { DictLoaders } from '../../../../core/locale';

/** Strings of the purchase request pages (all under `pur`), one chunk per locale. */
export const purchaseStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
