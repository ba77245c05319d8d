// Spec §4 route guard. `decide` is the rule as a pure function; `runGuard` does its steps in order
// with the world injected: 1. load the site configuration, 2. siteon 0 → /500, 3. a refresh token
// but no user → load the user, 4. a page needing login → /login?forward={full path}.
import type { SiteState } from '../core/stores/site';
import type { RouteDef } from './routes';
import { SITE_CLOSED } from './routes';

export type Decision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** The site configuration could not be read: nothing can be judged, offer a retry. */
  | { kind: 'unavailable' };

export interface GuardInput {
  site: SiteState['status'];
  route: Pick<RouteDef, 'path' | 'auth' | 'guest'>;
  /** pathname + search + hash of the page asked for. */
  fullPath: string;
  /** The `forward` query parameter, for guest-only pages. */
  forward?: string;
  loggedIn: boolean;
}

/** `/login?forward=<full path>` (same as core's loginPath, without reading location). */
export const loginRedirect = (fullPath: string): string => `/login?forward=${encodeURIComponent(fullPath)}`;

/** A forward target only if it is a path of this site (`/x`), never `//evil.example` or a URL. */
export function safeForward(forward: string | undefined): string | undefined {
  if (!forward || !forward.startsWith('/') || forward.startsWith('//') || forward.startsWith('/\\')) return undefined;
  return forward.startsWith('/login') ? undefined : forward;
}

export function decide({ site, route, fullPath, forward, loggedIn }: GuardInput): Decision {
  if (site === 'loading' || site === 'error') return { kind: 'unavailable' };
  if (site === 'closed') return route.path === SITE_CLOSED ? { kind: 'render' } : { kind: 'redirect', to: SITE_CLOSED };
  if (route.auth && !loggedIn) return { kind: 'redirect', to: loginRedirect(fullPath) };
  if (route.guest && loggedIn) return { kind: 'redirect', to: safeForward(forward) ?? '/' };
  return { kind: 'render' };
}

export interface GuardDeps {
  loadSite(): Promise<SiteState>;
  hasRefreshToken(): boolean;
  hasUser(): boolean;
  ensureUser(): Promise<void>;
  warn(message: string, error: unknown): void;
}

export async function runGuard(route: GuardInput['route'], fullPath: string, forward: string | undefined, deps: GuardDeps): Promise<Decision> {
  const site = await deps.loadSite();
  if (site.status === 'open' && deps.hasRefreshToken() && !deps.hasUser()) {
    try {
      await deps.ensureUser();
    } catch (error) {
      // A lost session has already been cleared by core; the buyer continues as a visitor.
      deps.warn('could not load the member', error);
    }
  }
  const loggedIn = deps.hasUser() && deps.hasRefreshToken();
  return decide({ site: site.status, route, fullPath, forward, loggedIn });
}
