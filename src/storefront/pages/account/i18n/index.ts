import type { Dict, DictLoaders, Locale } from '../../../../core/locale';
import { accountRuleStrings } from '../../../../core/stores/i18n';

const pageStrings: DictLoaders = {
  es_MX: () => import('../../../../widgets/member-centre/i18n/account/es_MX'),
  en_US: () => import('../../../../widgets/member-centre/i18n/account/en_US'),
  zh_CN: () => import('../../../../widgets/member-centre/i18n/account/zh_CN'),
};

/** The account pages' own strings and core's account rules, fetched together. */
const both = (locale: Locale) => async (): Promise<{ default: Dict }> => {
  const [page, rules] = await Promise.all([pageStrings[locale](), accountRuleStrings[locale]()]);
  return { default: { ...page.default, ...rules.default } };
};

/** Strings of the account pages (under `acct`) and of the rules they use (`acctRules`), one chunk pair per locale. */
export const accountStrings: DictLoaders = { es_MX: both('es_MX'), en_US: both('en_US'), zh_CN: both('zh_CN') };
