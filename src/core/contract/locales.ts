/** Locale ids of the spec; es_MX is the default everywhere. */
export const LOCALES = ['es_MX', 'en_US', 'zh_CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es_MX';

/** Member language codes of the spec: 0 English, 2 Chinese, anything else Spanish (we store 4). */
export type LanguageCode = 0 | 2 | 4;
export const LANGUAGE_CODES: readonly LanguageCode[] = [0, 2, 4];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Falls back to es_MX so a message can always be rendered, even for a bad `lang`. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function localeOfLanguageCode(code: number): Locale {
  if (code === 0) return 'en_US';
  if (code === 2) return 'zh_CN';
  return 'es_MX';
}

export function languageCodeOfLocale(locale: Locale): LanguageCode {
  if (locale === 'en_US') return 0;
  if (locale === 'zh_CN') return 2;
  return 4;
}
