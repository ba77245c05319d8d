import { aSite } from '../../tests/unit/support/replies';
import { describe, expect, test, vi } from 'vitest';
import type { SiteState } from '../core/stores/site';
import { decide, loginRedirect, runGuard, safeForward, type GuardDeps, type GuardInput } from './guard';
import { routes } from './routes';

const route = (name: string) => routes.find((r) => r.name === name)!;
const ORIGIN = 'https://shop.example';
const base: GuardInput = { site: 'open', route: route('home'), fullPath: '/', origin: ORIGIN, loggedIn: false };

describe('decide (spec §4 route guard)', () => {
  test.each<[string, Partial<GuardInput>, ReturnType<typeof decide>]>([
    ['site open, public page', {}, { kind: 'render' }],
    ['siteon 0 → /500', { site: 'closed' }, { kind: 'redirect', to: '/500' }],
    ['siteon 0 on a members page → /500 before login', { site: 'closed', route: route('member') }, { kind: 'redirect', to: '/500' }],
    ['siteon 0 on /500 itself renders it', { site: 'closed', route: route('serverError'), fullPath: '/500' }, { kind: 'render' }],
    ['site config unreadable', { site: 'error' }, { kind: 'unavailable' }],
    [
      'protected, visitor → login with forward',
      { route: route('member'), fullPath: '/member' },
      { kind: 'redirect', to: '/login?forward=%2Fmember' },
    ],
    [
      'forward keeps the query',
      { route: route('checkout'), fullPath: '/checkout?way=BUY_NOW' },
      { kind: 'redirect', to: '/login?forward=%2Fcheckout%3Fway%3DBUY_NOW' },
    ],
    ['protected, logged in → passes', { route: route('memberMyOrder'), fullPath: '/member/my-order', loggedIn: true }, { kind: 'render' }],
    ['cart needs login', { route: route('cart'), fullPath: '/cart' }, { kind: 'redirect', to: '/login?forward=%2Fcart' }],
    ['public page, logged in', { route: route('search'), loggedIn: true }, { kind: 'render' }],
    ['login page, visitor', { route: route('login'), fullPath: '/login' }, { kind: 'render' }],
    [
      'login page, member → forward',
      { route: route('login'), loggedIn: true, forward: '/member/my-order' },
      { kind: 'redirect', to: '/member/my-order' },
    ],
    ['login page, member, no forward → home', { route: route('login'), loggedIn: true }, { kind: 'redirect', to: '/' }],
    [
      'login page, member, foreign forward → home',
      { route: route('register'), loggedIn: true, forward: '//evil.example/x' },
      { kind: 'redirect', to: '/' },
    ],
    [
      'login page, member, a tab hides the foreign host → home',
      { route: route('login'), loggedIn: true, forward: '/\t/evil.example/' },
      { kind: 'redirect', to: '/' },
    ],
  ])('%s', (_, input, decision) => {
    expect(decide({ ...base, ...input })).toEqual(decision);
  });
});

describe('safeForward: a return path stays on this site (issue 9: /login?forward=%2F%09%2Fevil.example%2F)', () => {
  test.each<[string, string | undefined, string | undefined]>([
    ['a path', '/member', '/member'],
    ['with query and hash', '/search?keyword=a&pageNo=2#top', '/search?keyword=a&pageNo=2#top'],
    ['an absolute URL of this site, reduced to its path', `${ORIGIN}/cart?way=BUY_NOW`, '/cart?way=BUY_NOW'],
    ['a relative path, resolved against the root', 'member/my-order', '/member/my-order'],
    ['an encoded slash stays a path of this site', '/%2F/evil.example', '/%2F/evil.example'],
    ['protocol-relative', '//evil.example', undefined],
    ['protocol-relative with credentials', '//shop.example@evil.example/', undefined],
    ['tab between the slashes', '/\t/evil.example/', undefined],
    ['newline between the slashes', '/\n/evil.example/', undefined],
    ['carriage return between the slashes', '/\r/evil.example/', undefined],
    ['tab and newline mixed', '\t/\r\n/evil.example', undefined],
    ['backslash', '/\\evil.example', undefined],
    ['two backslashes', '\\\\evil.example', undefined],
    ['backslash after a tab', '/\t\\evil.example', undefined],
    ['a dot segment leaving a double slash', '/.//evil.example', undefined],
    ['another origin', 'https://evil.example/', undefined],
    ['this host on another port', 'https://shop.example:8443/member', undefined],
    ['this origin as a prefix of another host', 'https://shop.example.evil.example/', undefined],
    ['http instead of https', 'http://shop.example/member', undefined],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['javascript: with a tab', 'java\tscript:alert(1)', undefined],
    ['data:', 'data:text/html,<script>alert(1)</script>', undefined],
    ['the login page itself', '/login?forward=/x', undefined],
    ['empty', '', undefined],
    ['absent', undefined, undefined],
  ])('%s: %j → %j', (_, input, out) => {
    expect(safeForward(input, ORIGIN)).toBe(out);
  });
});

test('loginRedirect encodes the whole path', () => {
  expect(loginRedirect('/search?keyword=a b&pageNo=2')).toBe('/login?forward=%2Fsearch%3Fkeyword%3Da%20b%26pageNo%3D2');
});

describe('runGuard does the steps in order', () => {
  function deps(over: { site?: SiteState; refresh?: boolean; user?: boolean; ensureFails?: boolean } = {}) {
    let user = over.user ?? false;
    const calls: string[] = [];
    const d: GuardDeps = {
      loadSite: vi.fn(async (): Promise<SiteState> => {
        calls.push('site');
        return over.site ?? { status: 'open', site: aSite({ siteon: 1 }) };
      }),
      hasRefreshToken: () => over.refresh ?? false,
      hasUser: () => user,
      origin: () => ORIGIN,
      ensureUser: vi.fn(async () => {
        calls.push('user');
        if (over.ensureFails) throw new Error('403');
        user = true;
      }),
      warn: vi.fn(),
    };
    return { d, calls };
  }

  test('site first, then the member when only a refresh token is present', async () => {
    const { d, calls } = deps({ refresh: true });
    expect(await runGuard(route('member'), '/member', undefined, d)).toEqual({ kind: 'render' });
    expect(calls).toEqual(['site', 'user']);
  });

  test('a closed site stops before loading the member', async () => {
    const { d, calls } = deps({ site: { status: 'closed', site: aSite({ siteon: 0 }) }, refresh: true });
    expect(await runGuard(route('member'), '/member', undefined, d)).toEqual({ kind: 'redirect', to: '/500' });
    expect(calls).toEqual(['site']);
  });

  test('no refresh token: the member is not loaded, protected pages go to login', async () => {
    const { d, calls } = deps();
    expect(await runGuard(route('member'), '/member?tab=1', undefined, d)).toEqual({
      kind: 'redirect',
      to: loginRedirect('/member?tab=1'),
    });
    expect(calls).toEqual(['site']);
  });

  test('a user already loaded is not loaded again', async () => {
    const { d } = deps({ refresh: true, user: true });
    await runGuard(route('member'), '/member', undefined, d);
    expect(d.ensureUser).not.toHaveBeenCalled();
  });

  test('a failed member load leaves a visitor, who goes to login', async () => {
    const { d } = deps({ refresh: true, ensureFails: true });
    expect(await runGuard(route('cart'), '/cart', undefined, d)).toEqual({ kind: 'redirect', to: '/login?forward=%2Fcart' });
    expect(d.warn).toHaveBeenCalled();
  });

  test('a user without a refresh token is a visitor', async () => {
    const { d } = deps({ refresh: false, user: true });
    expect(await runGuard(route('member'), '/member', undefined, d)).toEqual({ kind: 'redirect', to: '/login?forward=%2Fmember' });
  });
});
