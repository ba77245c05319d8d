import { aUser } from '../../../tests/unit/support/replies';
import { beforeEach, expect, test, vi } from 'vitest';
import { javashopError, wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { cookieNames, setCookie } from '../../../tests/unit/support/page';
import { request } from '../http';
import { $user, ensureUser, initSession, resyncUser } from './user';

const fixture = useFixtureApi();
beforeEach(() => {
  $user.set(null);
});

test('route guard step 3: concurrent ensureUser calls load the profile once (seconds → ms)', async () => {
  setCookie('access_token', 'tok');
  setCookie('refresh_token', 'tok');
  fixture().on('GET', '/mallpcapi/member/getMemberInfo', () => wrapped(aUser({ id: 7, userName: 'demo', birthday: 86400 })));
  await Promise.all([ensureUser(), ensureUser(), ensureUser()]);
  expect(fixture().count('/mallpcapi/member/getMemberInfo')).toBe(1);
  expect($user.get()).toMatchObject({ id: 7, birthday: 86_400_000 });
  await ensureUser(); // loaded: nothing more asked
  expect(fixture().count('/mallpcapi/member/getMemberInfo')).toBe(1);
});

test('a visitor without a refresh token asks nothing', async () => {
  await ensureUser();
  expect(fixture().seen).toHaveLength(0);
  expect($user.get()).toBeNull();
});

// Nothing in this file calls initSession before this test: the import alone wired nothing.
test('importing the store has no side effect: a lost session only clears the page once initSession ran', async () => {
  const member = aUser({ id: 7, userName: 'ana' });
  const tokens = () => cookieNames().filter((name) => name.endsWith('_token'));
  fixture().on('GET', '/buyer/members/statistics', () => javashopError(403, '403', 'expired'));
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(member);
  await expect(request({ path: '/buyer/members/statistics', auth: true })).rejects.toMatchObject({ status: 403 });
  expect([tokens(), $user.get()]).toEqual([['access_token', 'refresh_token'], member]);

  initSession();
  await expect(request({ path: '/buyer/members/statistics', auth: true })).rejects.toMatchObject({ status: 403 });
  expect([tokens(), $user.get()]).toEqual([[], null]);
});

// Another tab's message (core/sync.ts). Chromium can deliver it before this tab sees the cookies
// the other tab changed; a logout must still sign this tab out, and a read here must never write.
test.each([
  { kind: 'logout' as const, tokens: true, member: null, why: 'a logout is believed though the tokens still read as present' },
  { kind: 'logout' as const, tokens: false, member: null, why: 'a logout the cookies show' },
  { kind: 'login' as const, tokens: true, member: { id: 7 }, why: 'a login whose cookies arrived shows the member' },
])('another tab: $why', ({ kind, tokens, member }) => {
  if (tokens) {
    setCookie('refresh_token', 'ref');
    setCookie('user', JSON.stringify({ id: 7, userName: 'ana', nickname: 'ana', headImg: '', language: 1 }));
  }
  const before = document.cookie;
  $user.set(aUser({ id: 9 }));
  resyncUser(kind);
  expect($user.get() && { id: $user.get()?.id }).toEqual(member);
  // a logout removes what this tab may still read; a login is only read
  expect(document.cookie).toBe(kind === 'logout' ? '' : before);
});

test('another tab logged in: its cookies may come a moment after its message, and are read again', async () => {
  vi.useFakeTimers();
  try {
    resyncUser('login');
    expect($user.get()).toBeNull();
    setCookie('refresh_token', 'ref');
    setCookie('user', JSON.stringify({ id: 7, userName: 'ana', nickname: 'ana', headImg: '', language: 1 }));
    await vi.advanceTimersByTimeAsync(60);
    expect($user.get()).toMatchObject({ id: 7 });
  } finally {
    vi.useRealTimers();
  }
});
