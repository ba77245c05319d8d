// The page globals the drawn components read while rendering, as the server-side build injects
// them (scripts/ssr-build.mjs, esbuild `inject`: a bare `location` in any module reads this one):
// the page's own URL on the public origin (PUBLIC_URL, never the request's Host), set per render.
export const location = { href: 'http://ssr.invalid/', origin: 'http://ssr.invalid', pathname: '/', search: '', hash: '' };

export function setLocation(url: URL): void {
  Object.assign(location, { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash });
}

/** The window as a page is at its first paint: at the top, no scroll. */
export const window = { location, scrollY: 0, pageYOffset: 0 };
