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
  /** This site's origin: `forward` must stay on it. */
  origin: string;
  loggedIn: boolean;
}

/** `/login?forward=<full path>` (same as core's loginPath, without reading location). */
export const loginRedirect = (fullPath: string): string => `/login?forward=${encodeURIComponent(fullPath)}`;

/**
 * A return path (`forward`) as a path of this site, or undefined. It is resolved the way the
 * browser will resolve it, against the site's origin, and kept only if it lands there: URL
 * parsers drop tabs and newlines and read `\` as `/`, so `/\t/evil.example` is `//evil.example`
 * and a prefix check on the raw text is not enough (issue 9). What comes back is the parsed
 * pathname + search + hash, never the raw text, and never a path that itself starts with `//`
 * (`/.//evil.example` parses to the pathname `//evil.example`, another host once followed).
 */
export function safeForward(forward: string | undefined, origin: string): string | undefined {
  if (!forward) return undefined;
  let url: URL;
  try {
    url = new URL(forward, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return url.pathname + url.search + url.hash;
}

export function decide({ site, route, fullPath, forward, origin, loggedIn }: GuardInput): Decision {
  if (site === 'loading' || site === 'error') return { kind: 'unavailable' };
  if (site === 'closed') return route.path === SITE_CLOSED ? { kind: 'render' } : { kind: 'redirect', to: SITE_CLOSED };
  if (route.auth && !loggedIn) return { kind: 'redirect', to: loginRedirect(fullPath) };
  if (route.guest && loggedIn) return { kind: 'redirect', to: safeForward(forward, origin) ?? '/' };
  return { kind: 'render' };
}

export interface GuardDeps {
  loadSite(): Promise<SiteState>;
  hasRefreshToken(): boolean;
  hasUser(): boolean;
  ensureUser(): Promise<void>;
  /** the site's origin (`location.origin`), which a return path must stay on */
  origin(): string;
  warn(message: string, error: unknown): void;
}

export async function runGuard(
  route: GuardInput['route'],
  fullPath: string,
  forward: string | undefined,
  deps: GuardDeps,
): Promise<Decision> {
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
  return decide({ site: site.status, route, fullPath, forward, origin: deps.origin(), loggedIn });
}
