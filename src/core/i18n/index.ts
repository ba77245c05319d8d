import type { DictLoaders } from '../locale';

/** Core strings, one chunk per locale, fetched only for the active one. */
export const coreStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
