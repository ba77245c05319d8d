// Where the page is, for `aria-current`: the full storefront passes its route's path and query in
// the `here` attribute. A partner page passes none: its links lead to the marketplace, so none of
// them is the current page.

export interface Here {
  pathname: string;
  search: string;
  query: URLSearchParams;
}

export function readHere(here: string | undefined): Here | undefined {
  if (!here?.startsWith('/')) return undefined;
  const url = new URL(here, 'http://x');
  return { pathname: url.pathname, search: url.search, query: url.searchParams };
}
