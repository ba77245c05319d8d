// From a location to what is on screen: match the route (unknown → /404), follow a redirect, run
// the guard, then publish the view. A newer navigation makes an older, still-pending one moot.
import { atom, type ReadableAtom } from 'nanostores';
import { createMatcher, type Params } from './router/match';
import type { HistoryRouter, Location } from './router/history';
import { runGuard, type GuardDeps } from './guard';
import { NOT_FOUND, type RouteDef, type RouteName } from './routes';

export interface ReadyView {
  status: 'ready';
  route: RouteDef<RouteName>;
  params: Params;
  location: Location;
}

export type ViewState = { status: 'pending' } | ReadyView | { status: 'unavailable' };

export interface Navigation {
  $view: ReadableAtom<ViewState>;
  /** True while a guard is deciding (a slow site or member call). */
  $busy: ReadableAtom<boolean>;
  /** Judge the current location again (the member logged in or out, the site came back). */
  revalidate(): void;
  stop(): void;
}

export function startNavigation(router: HistoryRouter, routes: readonly RouteDef<RouteName>[], deps: GuardDeps): Navigation {
  const match = createMatcher(routes);
  const $view = atom<ViewState>({ status: 'pending' });
  const $busy = atom(false);
  let seq = 0;

  async function resolve(location: Location): Promise<void> {
    const mine = ++seq;
    const found = match(location.pathname);
    if (!found) return router.replace(NOT_FOUND);
    if (found.route.redirect) return router.replace(found.route.redirect);
    $busy.set(true);
    const decision = await runGuard(found.route, location.href, location.query.forward, deps);
    if (mine !== seq) return;
    $busy.set(false);
    if (decision.kind === 'redirect') return router.replace(decision.to);
    if (decision.kind === 'unavailable') return $view.set({ status: 'unavailable' });
    const now = $view.get();
    if (now.status === 'ready' && now.location === location && now.route === found.route) return;
    $view.set({ status: 'ready', route: found.route, params: found.params, location });
  }

  const unlisten = router.$location.subscribe((location) => void resolve(location));
  return {
    $view,
    $busy,
    revalidate: () => void resolve(router.$location.get()),
    stop: () => {
      seq++;
      unlisten();
    },
  };
}
