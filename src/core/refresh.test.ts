import { aUser } from '../../tests/unit/support/replies';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { javashopError, type Reply } from '../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../tests/unit/support/fixture-api';
import { clearCookies, cookieNames, setCookie } from '../../tests/unit/support/page';
import { ApiError } from './errors';
import { request } from './http';
import { accessToken, refreshToken } from './session';
import { $cart, $cartCount, $countReply } from './cart/store';
import { $user, initSession } from './stores/user';

const fixture = useFixtureApi();
beforeAll(() => {
  initSession(); // what the boot does: a refused refresh clears user, tokens and cart
});

const member = aUser({ id: 9, userName: 'bo' });
const PATH = '/buyer/members/statistics';

/** Only a refresh token survives (the 30-day access cookie expired, say). */
function onlyRefreshToken(token = 'refresh-0') {
  fixture().reset();
  clearCookies();
  setCookie('refresh_token', token);
  setCookie('uid', '9');
  $user.set(member);
  $countReply.set(4);
  // a loaded cart with 4 units: the badge reads 4 from it until the session goes
  const line = {
    sku_id: 1,
    shipment_type: 1 as const,
    name: 'x',
    goods_image: '',
    num: 4,
    purchase_price: 1,
    subtotal: 4,
    invalid: 0 as const,
  };
  $cart.set({ cart_list: [{ seller_id: 1, seller_name: 's', sku_list: [line] }], total_price: { total_price: 4 } });
  fixture().validRefreshTokens.add(token);
  fixture().on('GET', PATH, (req) => ({ json: { authorization: req.headers.authorization ?? null } }));
}

const statistics = () => request<{ authorization: string | null }>({ path: PATH, auth: true });

describe('one refresh for many callers (spec §4)', () => {
  test('passport/token gets the refresh token in a form body, the uuid header and lang', async () => {
    onlyRefreshToken('refresh-0');
    await statistics();
    const passport = fixture().seen.find((s) => s.path === '/passport/token');
    expect(passport?.method).toBe('POST');
    expect(passport?.form.get('refresh_token')).toBe('refresh-0');
    expect(passport?.headers.uuid).toBeTruthy();
    expect(passport?.query.get('lang')).toBe('en_US');
    expect(passport?.headers.authorization).toBeUndefined();
    expect([accessToken(), refreshToken()]).toEqual(['access-1', 'refresh-1']);
  });

  test('property: 1..50 concurrent auth calls → passport/token hit once, every call carries the new token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 50 }), async (n) => {
        onlyRefreshToken();
        const replies = await Promise.all(Array.from({ length: n }, statistics));
        const fresh = fixture().issued[0]?.accessToken;
        expect(fixture().count('/passport/token')).toBe(1);
        expect(fresh).toBeTruthy();
        expect(replies.map((r) => r.authorization)).toEqual(Array(n).fill(fresh));
        expect(
          fixture()
            .seen.filter((s) => s.path === PATH)
            .map((s) => s.headers.authorization),
        ).toEqual(Array(n).fill(fresh));
        expect(accessToken()).toBe(fresh);
      }),
      { numRuns: 25 },
    );
    // Up to 1,300 real HTTP round trips to the test server: ~1 s alone, over 5 s on a loaded
    // machine; past the default timeout the property kept running into the next test.
  }, 30_000);

  test('a failed refresh rejects every waiting call and clears user, tokens and cart', async () => {
    onlyRefreshToken('refresh-0');
    fixture().validRefreshTokens.clear(); // the server no longer knows this token
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        statistics().then(
          () => undefined,
          (e: unknown) => e,
        ),
      ),
    );
    for (const error of results) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: '109' });
    }
    expect(fixture().count('/passport/token')).toBe(1);
    expect(fixture().count(PATH)).toBe(0);
    expect(cookieNames()).not.toEqual(expect.arrayContaining(['refresh_token']));
    expect(cookieNames()).not.toEqual(expect.arrayContaining(['access_token']));
    expect(cookieNames()).not.toEqual(expect.arrayContaining(['uid']));
    expect($user.get()).toBeNull();
    expect($cart.get()).toBeNull();
    expect($cartCount.get()).toBe(0);
  });

  test('a refresh reply without tokens counts as a failure', async () => {
    onlyRefreshToken('refresh-0');
    fixture().on('POST', '/passport/token', () => ({ json: { accessToken: 'only-half' } }));
    await expect(statistics()).rejects.toMatchObject({ status: 403, code: '109' });
    expect(accessToken()).toBeUndefined();
    expect($user.get()).toBeNull();
  });

  test('property (scheduler): any order of call starts and server replies → one refresh; all succeed or all fail', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 12 }), fc.boolean(), async (s, n, refreshWorks) => {
        onlyRefreshToken();
        if (!refreshWorks) fixture().validRefreshTokens.clear();
        // Every server reply waits for the scheduler, so it picks the order in which they land.
        const gate = (label: string, reply: () => Reply) => s.schedule(Promise.resolve(label), label).then(reply);
        fixture().on('POST', '/passport/token', (req) => {
          const token = req.form.get('refresh_token') ?? '';
          return gate('passport reply', () =>
            fixture().validRefreshTokens.delete(token)
              ? { json: { accessToken: 'access-new', refreshToken: 'refresh-new' } }
              : javashopError(400, '109', 'invalid'),
          );
        });
        fixture().on('GET', PATH, (req) =>
          gate(`reply to ${req.query.get('i')}`, () => ({ json: { authorization: req.headers.authorization ?? null } })),
        );

        const calls = Array.from({ length: n }, (_, i) =>
          s
            .schedule(Promise.resolve(i), `start ${i}`)
            .then(() => request<{ authorization: string | null }>({ path: PATH, query: { i }, auth: true }))
            .then(
              (r) => r.authorization,
              (e: unknown) => e,
            ),
        );
        const outcomes = await s.waitFor(Promise.all(calls));

        expect(fixture().count('/passport/token')).toBe(1);
        if (refreshWorks) {
          expect(outcomes).toEqual(Array(n).fill('access-new'));
          expect(
            fixture()
              .seen.filter((x) => x.path === PATH)
              .map((x) => x.headers.authorization),
          ).toEqual(Array(n).fill('access-new'));
        } else {
          for (const o of outcomes) expect(o).toBeInstanceOf(ApiError);
          expect(fixture().count(PATH)).toBe(0); // nobody reached the server without a token
          expect($user.get()).toBeNull();
          expect(refreshToken()).toBeUndefined();
        }
      }),
      { numRuns: 40 },
    );
  });
});
