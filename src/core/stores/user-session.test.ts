// Beginning and losing a session (spec §4 Login, §8 session gone), against the in-process API.
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
  initSession(); // what the boot does: a lost session clears it and, in full-page mode, goes to login
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

describe('session gone (spec §8) in full-page mode', () => {
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

  test.each<{ name: string; mode: Mode; refresh: string | null; call: typeof mall; reply: Reply; gone: boolean; routed: boolean }>([
    {
      name: 'code 502 in a 200 mall reply',
      mode: 'full',
      refresh: 'ref',
      call: mall,
      reply: { json: { success: false, code: 502, message: '' } },
      gone: true,
      routed: true,
    },
    {
      name: 'HTTP 403 with a refresh token',
      mode: 'full',
      refresh: 'ref',
      call: buyer,
      reply: javashopError(403, '403', 'expired'),
      gone: true,
      routed: true,
    },
    // Embedded on a partner page the session still ends, but the partner's page stays where it is.
    {
      name: 'code 502, embedded',
      mode: 'embedded',
      refresh: 'ref',
      call: mall,
      reply: { json: { success: false, code: 502, message: '' } },
      gone: true,
      routed: false,
    },
    {
      name: 'HTTP 403 without a refresh token',
      mode: 'full',
      refresh: null,
      call: buyer,
      reply: javashopError(403, '403', 'forbidden'),
      gone: false,
      routed: false,
    },
  ])('$name → session cleared: $gone, sent to login: $routed', async ({ mode, refresh, call, reply, gone, routed: toLogin }) => {
    memberOnPage(mode, refresh);
    fixture().on('GET', call.path, () => reply);
    await expect(request(call)).rejects.toMatchObject({ name: 'ApiError' });
    expect(held()).toEqual(gone ? [] : sessionKeys.filter((k) => refresh || k !== 'refresh_token'));
    expect($user.get()).toEqual(gone ? null : member);
    expect($toasts.get().map((t) => [t.kind, t.text])).toEqual(gone ? [['warning', 'Please log in']] : []);
    // Replaces the page in history: Back must not return to a page that needs the lost session.
    expect(routed).toEqual(toLogin ? [[forward, true]] : []);
    expect(navigateEvents).toEqual(toLogin ? [forward] : []);
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
