import type { DictLoaders } from '../../core/locale';

/** The storefront's strings (all under `sf`, so they never overwrite a widget's table), one chunk per locale. */
export const storefrontStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
