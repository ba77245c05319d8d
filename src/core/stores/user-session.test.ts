// Beginning and losing a session (spec §4 Login, §8 session gone as issue 16 §1 changed it), against
// the in-process API.
import { aUser } from '../../../tests/unit/support/replies';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { javashopError, wrapped, type Reply } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { cookieNames, setCookie } from '../../../tests/unit/support/page';
import { $config, type Mode } from '../config';
import { readCookie } from '../cookies';
import { request } from '../http';
import { setRouter } from '../navigate';
import { TOKEN_DAYS } from '../session';
import { $toasts } from '../toasts';
import { $cartCount, $countReply } from '../cart/store';
import { beginSession } from './begin-session';
import { $user, initSession } from './user';

const fixture = useFixtureApi();
beforeAll(() => {
  initSession(); // what the boot does: a dead session is dropped quietly (the storefront's guard handles member pages)
});

const routed: [string, boolean | undefined][] = [];
const navigateEvents: string[] = [];
const onNavigate = (e: Event) => navigateEvents.push((e as CustomEvent<{ path: string }>).detail.path);

beforeEach(() => {
  $user.set(null);
  $toasts.set([]);
  $countReply.set(0);
  routed.length = 0;
  navigateEvents.length = 0;
  setRouter((path, replace) => routed.push([path, replace]));
  document.addEventListener('vitrina:navigate', onNavigate);
});
afterEach(() => {
  setRouter(undefined);
  document.removeEventListener('vitrina:navigate', onNavigate);
  history.replaceState(null, '', '/');
  vi.useRealTimers();
});

const DAY_MS = 86_400_000;
const member = aUser({ id: 7, userName: 'ana' });
const sessionKeys = ['access_token', 'refresh_token', 'uid', 'user'];
const held = () => sessionKeys.filter((k) => cookieNames().includes(k));

describe('a dead session ends quietly, in either mode (issue 16 §1)', () => {
  /** A member on a deep page of the full storefront, when a call finds the session gone. */
  function memberOnPage(mode: Mode, refresh: string | null) {
    $config.set({ ...$config.get(), mode });
    history.replaceState(null, '', '/member/orders?status=PAID&page=2');
    setCookie('access_token', 'acc');
    if (refresh) setCookie('refresh_token', refresh);
    setCookie('uid', '7');
    setCookie('user', JSON.stringify(member));
    $user.set(member);
  }

  const mall = { path: '/mallpcapi/member/getMemberInfo', auth: true };
  const buyer = { path: '/buyer/members/statistics', auth: true };
  const forward = `/login?forward=${encodeURIComponent('/member/orders?status=PAID&page=2')}`;

  // No toast and no navigation from core: on a public page the buyer carries on as a visitor; the
  // storefront's guard (which listens to $user) sends a member page to login, tested in guard.test.ts
  // and tests/e2e/session-end.test.ts.
  test.each<{ name: string; mode: Mode; refresh: string | null; call: typeof mall; reply: Reply; gone: boolean }>([
    {
      name: 'code 502 in a 200 mall reply',
      mode: 'full',
      refresh: 'ref',
      call: mall,
      reply: { json: { success: false, code: 502, message: '' } },
      gone: true,
    },
    {
      name: 'HTTP 403 "403" with a refresh token',
      mode: 'full',
      refresh: 'ref',
      call: buyer,
      reply: javashopError(403, '403', 'expired'),
      gone: true,
    },
    {
      name: 'code 502, embedded',
      mode: 'embedded',
      refresh: 'ref',
      call: mall,
      reply: { json: { success: false, code: 502, message: '' } },
      gone: true,
    },
    {
      name: 'HTTP 403 without a refresh token',
      mode: 'full',
      refresh: null,
      call: buyer,
      reply: javashopError(403, '403', 'forbidden'),
      gone: false,
    },
    // the message is the buyer's language and is never read: the same code in Chinese ends it too
    {
      name: 'HTTP 403 "403" with a Chinese message',
      mode: 'full',
      refresh: 'ref',
      call: buyer,
      reply: javashopError(403, '403', '请登录'),
      gone: true,
    },
  ])('$name → session cleared: $gone, no toast, no navigation', async ({ mode, refresh, call, reply, gone }) => {
    memberOnPage(mode, refresh);
    const logouts: unknown[] = [];
    const onLogout = (e: Event) => logouts.push((e as CustomEvent).detail);
    document.addEventListener('vitrina:logout', onLogout);
    fixture().on('GET', call.path, () => reply);
    await expect(request(call)).rejects.toMatchObject({ name: 'ApiError' });
    document.removeEventListener('vitrina:logout', onLogout);
    expect(held()).toEqual(gone ? [] : sessionKeys.filter((k) => refresh || k !== 'refresh_token'));
    expect($user.get()).toEqual(gone ? null : member);
    expect($toasts.get()).toEqual([]);
    expect(routed).toEqual([]);
    expect(navigateEvents).toEqual([]);
    expect(logouts).toEqual(gone ? [{ reason: 'expired' }] : []);
  });

  test('five calls meeting the dead session at once say "logout" once', async () => {
    memberOnPage('full', 'ref');
    let logouts = 0;
    const onLogout = () => void (logouts += 1);
    document.addEventListener('vitrina:logout', onLogout);
    fixture().on('GET', buyer.path, () => javashopError(403, '403', 'expired'));
    await Promise.all(Array.from({ length: 5 }, () => request(buyer).catch(() => 0)));
    document.removeEventListener('vitrina:logout', onLogout);
    expect(logouts).toBe(1);
  });
});

describe('login (spec §4)', () => {
  test('the token is stored as access and refresh token for 30 days, then the uid, then the profile is loaded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T12:00:00Z').getTime();
    vi.setSystemTime(start);
    const profile = aUser({ id: 7, userName: 'ana', nickname: 'Ana G.', birthday: 86_400 });
    fixture().on('GET', '/mallpcapi/member/getMemberInfo', () => wrapped(profile));
    fixture().on('POST', '/mallpcapi/orderCart/cartcount', () => wrapped(4));
    const logins: unknown[] = [];
    const onLogin = (e: Event) => logins.push((e as CustomEvent).detail);
    document.addEventListener('vitrina:login', onLogin);

    const user = await beginSession('tok-abc', aUser({ id: 7, userName: 'ana' }));

    expect(readCookie('access_token')).toBe('tok-abc');
    expect(readCookie('refresh_token')).toBe('tok-abc');
    expect(readCookie('uid')).toBe('7');
    // The profile request went out after the token was stored: it carries it.
    const [profileCall] = fixture().seen.filter((s) => s.path === '/mallpcapi/member/getMemberInfo');
    expect(profileCall?.headers.authorization).toBe('tok-abc');
    // The loaded profile, not the login reply's summary, is the user (birthday seconds → ms).
    const loaded = { ...profile, birthday: 86_400_000 };
    expect(user).toEqual(loaded);
    expect($user.get()).toEqual(loaded);
    // issue 9: the cookie keeps what the page shows before the profile loads, not the profile
    expect(JSON.parse(readCookie('user') ?? 'null')).toEqual({ id: 7, userName: 'ana', nickname: 'Ana G.', headImg: '', language: 4 });
    expect(logins).toEqual([{ user: loaded }]);
    await vi.waitFor(() => expect($cartCount.get()).toBe(4));
    document.removeEventListener('vitrina:login', onLogin);

    // 30 days of life for the session's cookies: there an hour before, gone an hour after (issue 9:
    // uid and user used to stay 3650 days).
    expect(TOKEN_DAYS).toBe(30);
    vi.setSystemTime(start + 30 * DAY_MS - 3_600_000);
    expect(held()).toEqual(sessionKeys);
    vi.setSystemTime(start + 30 * DAY_MS + 3_600_000);
    expect(held()).toEqual([]);
  });
});
