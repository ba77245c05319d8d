import type { DictLoaders } from '../../../../../core/locale';

/** The question-and-answer pages' strings, one chunk per locale, fetched when a page of them opens. */
export const askStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
