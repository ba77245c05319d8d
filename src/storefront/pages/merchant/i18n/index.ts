import type { DictLoaders } from '../../../../core/locale';

/** Strings of the distributor / factory / seller application (all under `mch`), loaded with its form. */
export const merchantStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
