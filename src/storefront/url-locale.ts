// A locale is addressable by URL: `?lang=en_US` (server/src/web/page-locale.ts writes such links as
// hreflang alternates). The page opens in it, for this visit; the buyer's cookie stays the default.
// `lang` is taken out of the address bar once read, so the language switch, which writes the
// cookie and reloads, is not overruled by a `lang` left in the URL. Nothing here imports core:
// a binding the storefront newly takes from the shared runtime is an export the runtime grows by.

/** The `lang` of the page's URL as given (init() keeps it only if it names a locale). */
export function takeUrlLocale(win: Window = window): string | undefined {
  const url = new URL(win.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return undefined;
  url.searchParams.delete('lang');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  return lang;
}
