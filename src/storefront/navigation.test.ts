import { aSite } from '../../tests/unit/support/replies';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SiteState } from '../core/stores/site';
import type { GuardDeps } from './guard';
import { startNavigation, type Navigation } from './navigation';
import { createHistoryRouter, type HistoryRouter } from './router/history';
import { routes } from './routes';

let router: HistoryRouter;
let nav: Navigation | undefined;
let site: SiteState;
let user: boolean;

const deps: GuardDeps = {
  loadSite: async () => site,
  hasRefreshToken: () => user,
  hasUser: () => user,
  ensureUser: async () => undefined,
  origin: () => window.location.origin,
  warn: () => undefined,
};
const settle = () => new Promise((r) => setTimeout(r, 0));

function start(path: string): Navigation {
  history.replaceState(null, '', path);
  router = createHistoryRouter(window);
  nav = startNavigation(router, routes, deps);
  return nav;
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  site = { status: 'open', site: aSite({ siteon: 1 }) };
  user = false;
});
afterEach(() => {
  nav?.stop();
  router.stop();
});

const shown = (n: Navigation) => {
  const v = n.$view.get();
  return v.status === 'ready' ? `${v.route.name} ${v.location.href}` : v.status;
};

describe('navigation', () => {
  test('a known path renders its route with params', async () => {
    const n = start('/goods/42');
    await settle();
    const v = n.$view.get();
    expect(v.status === 'ready' && v.params).toEqual({ id: '42' });
    expect(shown(n)).toBe('goodsDetail /goods/42');
  });

  test('an unknown path is replaced by /404', async () => {
    const n = start('/no/such/page');
    await settle();
    expect(location.pathname).toBe('/404');
    expect(shown(n)).toBe('notFound /404');
  });

  test('the distribution section goes to my-recommend', async () => {
    user = true;
    const n = start('/member/distribution');
    await settle();
    expect(shown(n)).toBe('distributionMyRecommend /member/distribution/my-recommend');
  });

  test('a protected page sends a visitor to login with the full path', async () => {
    const n = start('/member/my-order?status=1');
    await settle();
    expect(shown(n)).toBe('login /login?forward=%2Fmember%2Fmy-order%3Fstatus%3D1');
  });

  test('siteon 0 shows /500', async () => {
    site = { status: 'closed', site: aSite({ siteon: 0 }) };
    const n = start('/search?keyword=x');
    await settle();
    expect(shown(n)).toBe('serverError /500');
  });

  test('an unreachable site shows the retry state, and a retry recovers', async () => {
    site = { status: 'error', error: new Error('down') };
    const n = start('/');
    await settle();
    expect(shown(n)).toBe('unavailable');
    site = { status: 'open', site: aSite({ siteon: 1 }) };
    n.revalidate();
    await settle();
    expect(shown(n)).toBe('home /');
  });

  test('logging out on a protected page is judged again', async () => {
    user = true;
    const n = start('/member');
    await settle();
    expect(shown(n)).toBe('member /member');
    user = false;
    n.revalidate();
    await settle();
    expect(shown(n)).toBe('login /login?forward=%2Fmember');
  });

  test('a newer navigation wins over an older, slower one', async () => {
    let release: (s: SiteState) => void = () => undefined;
    const slow: GuardDeps = { ...deps, loadSite: () => new Promise((r) => (release = r)) };
    history.replaceState(null, '', '/help');
    router = createHistoryRouter(window);
    nav = startNavigation(router, routes, slow);
    router.push('/search');
    release(site);
    await settle();
    expect(shown(nav)).toBe('search /search');
  });
});
