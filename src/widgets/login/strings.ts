import type { Dict, DictLoaders, Locale } from '../../core/locale';
import { accountRuleStrings } from '../../core/stores/i18n';

const own: DictLoaders = {
  es_MX: () => import('./i18n/es_MX'),
  en_US: () => import('./i18n/en_US'),
  zh_CN: () => import('./i18n/zh_CN'),
};

/** The widget's strings (under `login`) and the account rules' messages it shows (`acctRules`), fetched together. */
const both = (locale: Locale) => async (): Promise<{ default: Dict }> => {
  const [mine, rules] = await Promise.all([own[locale](), accountRuleStrings[locale]()]);
  return { default: { ...mine.default, ...rules.default } };
};

export const loginStrings: DictLoaders = { es_MX: both('es_MX'), en_US: both('en_US'), zh_CN: both('zh_CN') };
