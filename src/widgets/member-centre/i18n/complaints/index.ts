import type { DictLoaders } from '../../../../core/locale';

/**
 * The complaint pages' strings (`cp.*`), fetched with their chunk rather than with the member
 * centre's dictionary: that one is what every member page pays for (3 KB a locale at most).
 */
export const complaintStrings: DictLoaders = {
  es_MX: () => import('./es_MX'),
  en_US: () => import('./en_US'),
  zh_CN: () => import('./zh_CN'),
};
