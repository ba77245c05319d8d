import type { Locale } from '../../../src/core/contract/locales';

/**
 * The column suffix holding a locale's text (`name_es`, `value_en`…). Only these fixed strings
 * are ever put into SQL, never anything from a request.
 */
export function localeSuffix(locale: Locale): 'es' | 'en' | 'zh' {
  if (locale === 'en_US') return 'en';
  if (locale === 'zh_CN') return 'zh';
  return 'es';
}
