// Every link a widget follows goes through here: a cancelable `vitrina:navigate` event first, so a
// partner can route in-app; then the full storefront's router, or the storefront URL.
import { $config, storefrontHref } from './config';
import { emit } from './events';

type Router = (path: string, replace?: boolean) => void;
let router: Router | undefined;
/** Full-page mode registers its history router here. */
export const setRouter = (fn: Router | undefined) => void (router = fn);

export function navigate(path: string, from: EventTarget = document, replace = false): void {
  const url = storefrontHref(path);
  if (!emit(from, 'navigate', { path, url }, true)) return;
  if (router && $config.get().mode === 'full') router(path, replace);
  else location.assign(url);
}

/** `/login?forward=<current path>` (spec §4 route guard). */
export function loginPath(forward: string = location.pathname + location.search): string {
  return `/login?forward=${encodeURIComponent(forward)}`;
}
