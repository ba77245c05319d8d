// A locale is addressable by URL: `?lang=en_US` (server/src/web/page-locale.ts writes such links as
// hreflang alternates). The page opens in it, and it becomes the buyer's choice (the cookie), so a
// reload or the language switcher, which reloads, is not overruled by a `lang` left in the URL:
// it is taken out of the address bar once read.
import { inDays, writeCookie } from '../core/cookies';
import { isLocale, type Locale } from '../core/locale';
import { keys, STORED_DAYS } from '../core/session';

export function takeUrlLocale(win: Window = window): Locale | undefined {
  const url = new URL(win.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return undefined;
  url.searchParams.delete('lang');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  if (!isLocale(lang)) return undefined;
  writeCookie(keys.locale, lang, inDays(STORED_DAYS), win.document);
  return lang;
}
