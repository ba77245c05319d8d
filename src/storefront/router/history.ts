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

type Win = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

function read(win: Win, action: Location['action']): Location {
  const { pathname, search, hash } = win.location;
  return { pathname, search, hash, query: parseQuery(search), href: pathname + search + hash, action };
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
    if (action === 'push' && !same) win.history.pushState(null, '', href);
    else win.history.replaceState(win.history.state, '', href);
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
