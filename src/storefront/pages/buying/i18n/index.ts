import type { DictLoaders } from '../../../../core/locale';

/** Strings of the buying pages (all under `buy`), one chunk per locale, loaded with the first of them. */
export const buyingStrings: DictLoaders = {
  es_MX: () => import('../../../../widgets/member-centre/i18n/buying/es_MX'),
  en_US: () => import('../../../../widgets/member-centre/i18n/buying/en_US'),
  zh_CN: () => import('../../../../widgets/member-centre/i18n/buying/zh_CN'),
};
