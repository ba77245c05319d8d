import type { DictLoaders } from '../../../../core/locale';

/** The distribution pages' strings, fetched with those pages only (the member centre's own stay within their budget). */
export const distributionStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
