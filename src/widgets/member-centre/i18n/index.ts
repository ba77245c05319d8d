import type { Dict, DictLoaders, Locale } from '../../../core/locale';
import { accountRuleStrings } from '../../../core/stores/i18n';

const own: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};

/** The pages' strings and core's account rules (the forms' checks), fetched together. */
const both = (locale: Locale) => async (): Promise<{ default: Dict }> => {
  const [page, rules] = await Promise.all([own[locale](), accountRuleStrings[locale]()]);
  return { default: { ...page.default, ...rules.default } };
};

export const memberStrings: DictLoaders = { es_MX: both('es_MX'), en_US: both('en_US'), zh_CN: both('zh_CN') };
