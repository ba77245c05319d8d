// The history-mode router: one `$location` atom fed by push/replace and the back/forward buttons,
// plus link interception inside the storefront's shadow root. The window is injected so tests
// drive it through happy-dom's.
import { atom, type ReadableAtom } from 'nanostores';
import { anchorOf, interceptedPath } from './links';
import { parseQuery, type Query } from './query';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  query: Query;
  /** pathname + search + hash: what `forward` and links carry. */
  href: string;
  /** How we got here: first load, a push (the app shows the new page from its top), a replace, or back/forward. */
  action: 'load' | 'push' | 'replace' | 'pop';
  /** Back/forward: where the page was scrolled when the buyer left it by a link (the app scrolls there again). */
  scrollY?: number;
}

export interface HistoryRouter {
  $location: ReadableAtom<Location>;
  push(path: string): void;
  replace(path: string): void;
  /** Routes same-origin link clicks inside `root` through `follow` (default: push). */
  interceptLinks(root: EventTarget, follow?: (path: string, anchor: HTMLAnchorElement) => void): () => void;
  /** Stops listening to popstate. */
  stop(): void;
}

type Win = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener' | 'scrollY'>;

/** The key of the scroll position kept in a history entry's state. */
const SCROLL_KEY = 'vitrinaScrollY';

/** The current entry's state as a record (another script's non-object state reads as empty). */
function entryState(win: Win): Record<string, unknown> {
  const state: unknown = win.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function read(win: Win, action: Location['action']): Location {
  const { pathname, search, hash } = win.location;
  const saved = action === 'pop' ? entryState(win)[SCROLL_KEY] : undefined;
  return {
    pathname,
    search,
    hash,
    query: parseQuery(search),
    href: pathname + search + hash,
    action,
    ...(typeof saved === 'number' ? { scrollY: saved } : {}),
  };
}

export function createHistoryRouter(win: Win = window): HistoryRouter {
  const $location = atom<Location>(read(win, 'load'));
  const onPop = () => $location.set(read(win, 'pop'));
  win.addEventListener('popstate', onPop);

  function go(path: string, action: 'push' | 'replace'): void {
    const url = new URL(path, win.location.href);
    if (url.origin !== win.location.origin) {
      win.location.assign(url.href);
      return;
    }
    const href = url.pathname + url.search + url.hash;
    const same = href === $location.get().href;
    if (action === 'push' && !same) {
      // The entry left keeps where it was scrolled: Back brings the buyer there again, not to the
      // top of a list they were halfway down (the browser's own restoring comes before the list does).
      win.history.replaceState({ ...entryState(win), [SCROLL_KEY]: win.scrollY }, '');
      win.history.pushState(null, '', href);
    } else win.history.replaceState(win.history.state, '', href);
    $location.set(read(win, action));
  }

  return {
    $location,
    push: (path) => go(path, 'push'),
    replace: (path) => go(path, 'replace'),
    interceptLinks(root, follow = (path) => go(path, 'push')) {
      const onClick = (event: Event) => {
        const anchor = anchorOf(event);
        if (!anchor || !(event instanceof MouseEvent)) return;
        const path = interceptedPath(event, anchor, win.location);
        if (path === undefined) return;
        event.preventDefault();
        follow(path, anchor);
      };
      root.addEventListener('click', onClick);
      return () => root.removeEventListener('click', onClick);
    },
    stop: () => win.removeEventListener('popstate', onPop),
  };
}
