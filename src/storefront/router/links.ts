// Which clicks on links the router takes over: a plain left click on a same-origin link to a page
// of the storefront. Modifier clicks, other targets, downloads and files the server serves itself
// (the API, the SDK, uploads) stay with the browser.

/** Same-origin paths that are not storefront pages. */
export const SERVER_PREFIXES = ['/api/', '/sdk/', '/uploads/'] as const;

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
}

/** The in-app path (`/x?y#z`) a click should route to, or undefined to let the browser act. */
export function interceptedPath(
  event: ClickLike,
  anchor: AnchorLike,
  current: { origin: string; pathname: string; search: string },
): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || !anchor.getAttribute('href')) return undefined;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  // `/.//evil.example` is a page of this site to the browser, but its pathname `//evil.example`
  // taken as a path is another host: such a link is left to the browser (issue 9)
  if (url.pathname.startsWith('//')) return undefined;
  if (SERVER_PREFIXES.some((p) => url.pathname.startsWith(p))) return undefined;
  // Only the fragment changes: the browser scrolls, nothing to route.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The nearest link on the event's composed path (through open shadow roots). */
export function anchorOf(event: Event): HTMLAnchorElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement) return node;
  }
  return undefined;
}
