import type { DictLoaders } from '../../locale';

/** Strings of core/ui's states, pagination and confirm dialog (under `ui`), one chunk per locale. */
export const uiStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
