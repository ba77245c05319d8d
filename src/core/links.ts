// Where a configurable link goes (the header's nav links, the storefront's banners and promotions).

/** Spec §2: external http(s) links open in a new tab. */
export const isExternal = (url: string): boolean => /^https?:\/\//i.test(url.trim());

/** Attributes for an `<a>` to `url`: a new tab without opener for external links. */
export function linkAttrs(url: string): { href: string; target?: '_blank'; rel?: string } {
  const href = url.trim();
  return isExternal(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href: href.startsWith('/') ? href : `/${href}` };
}

/** `aria-current="page"` for a link to exactly where we are (path and query). */
export function isCurrent(href: string, location: { pathname: string; search: string }): boolean {
  if (isExternal(href)) return false;
  const url = new URL(href, 'http://x');
  const same = (a: string, b: string) => new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
  return url.pathname === location.pathname && same(url.search, location.search);
}
