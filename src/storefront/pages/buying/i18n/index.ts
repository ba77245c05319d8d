import type { DictLoaders } from '../../../../core/locale';

/** Strings of the buying pages (under `buy`, with the checkout widget's `co` that their shared forms use), one chunk per locale. */
export const buyingStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
