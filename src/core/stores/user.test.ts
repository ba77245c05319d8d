import { aUser } from '../../../tests/unit/support/replies';
import { beforeEach, expect, test } from 'vitest';
import { javashopError, wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { cookieNames, setCookie } from '../../../tests/unit/support/page';
import { request } from '../http';
import { $user, ensureUser, initSession } from './user';

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
