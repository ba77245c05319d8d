import type { DictLoaders } from '../../locale';

/** Messages of the account rules in stores/account.ts (all under `acctRules`), one chunk per locale. */
export const accountRuleStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
