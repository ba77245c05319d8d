// Which clicks inside the member centre it follows itself: a plain left click on a link of this
// site. A link to a member page changes the page inside the widget; any other (a product, a shop)
// goes through `vitrina:navigate`. Other origins, new tabs and downloads stay with the browser.

const BASE = 'https://member.invalid';

/** The site path (`/x?y#z`) a click on `anchor` asks for, or undefined to let the browser act. */
export function clickedPath(event: MouseEvent, anchor: HTMLAnchorElement, current: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const href = anchor.getAttribute('href');
  if (!href || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    // relative links (`?page=2`) are relative to the member page shown, not to the host page
    url = new URL(href, BASE + current);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return undefined;
  if (['/api/', '/sdk/', '/uploads/'].some((p) => url.pathname.startsWith(p))) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The nearest link on the event's composed path. */
export function anchorOf(event: Event): HTMLAnchorElement | undefined {
  for (const node of event.composedPath()) if (node instanceof HTMLAnchorElement) return node;
  return undefined;
}
