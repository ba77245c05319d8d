// A locale is addressable by URL with `?lang=` (the parameter every API call already carries), so a
// shared link and a crawler read a page in one language: no `lang` is es-MX, which is also the
// x-default. Without `?lang=` the storefront keeps the buyer's cookie as today (client side); the
// server answers such a URL in es-MX, so a shared cache can keep one copy per URL.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/core/contract/locales';

/** es_MX → es-MX (hreflang, `<html lang>`, og:locale with `_`). */
export const hreflangOf = (locale: Locale): string => locale.replace('_', '-');

/** `path` (with its own query, never a `lang`) in `locale`, absolute on `origin`. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** Every locale's URL of a page, for `hreflang` alternates and sitemaps. */
export const alternates = (origin: string, path: string): { hreflang: string; href: string }[] => [
  ...LOCALES.map((locale) => ({ hreflang: hreflangOf(locale), href: localizedUrl(origin, path, locale) })),
  { hreflang: 'x-default', href: `${origin}${path}` },
];
