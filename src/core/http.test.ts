import { aUser } from '../../tests/unit/support/replies';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { javashopError, startFixture, wrapped, wrappedFail } from '../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../tests/unit/support/fixture-api';
import { cookieNames, setCookie, useApi, useLocale } from '../../tests/unit/support/page';
import { ApiError } from './errors';
import { encodeParams, request, TIMEOUT_MS, type Call } from './http';
import type { Locale } from './locale';
import { $cart, $cartCount, $countReply } from './cart/store';
import { $user, initSession } from './stores/user';
import { $toasts } from './toasts';

const fixture = useFixtureApi();
beforeAll(() => {
  initSession(); // what the boot does: a lost session clears user, tokens and cart
});

beforeEach(async () => {
  $user.set(null);
  $toasts.set([]);
  await useLocale('en_US'); // tests below switch the locale
});
afterEach(() => {
  vi.useRealTimers();
});

const member = aUser({ id: 7, userName: 'ana' });
/** A logged-in page: tokens, uid, user and the bill/member ids the spec clears on logout. */
function logIn({ access = 'acc', refresh = 'ref' }: { access?: string | null; refresh?: string | null } = {}) {
  if (access) setCookie('access_token', access);
  if (refresh) setCookie('refresh_token', refresh);
  setCookie('uid', '7');
  setCookie('user', JSON.stringify(member));
  setCookie('bill_id', 'b1');
  setCookie('member_id', 'm1');
  $user.set(member);
}
const sessionKeys = ['access_token', 'refresh_token', 'uid', 'user', 'bill_id', 'member_id'];
const held = () => sessionKeys.filter((k) => cookieNames().includes(k));

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('what every call carries', () => {
  test.each<[Locale, Call]>([
    ['es_MX', { path: '/mallpcapi/product/productQuery', query: { keyword: 'tornillo' } }],
    ['en_US', { path: '/buyer/goods/search/words', query: { keyword: 'x' } }],
    ['zh_CN', { method: 'POST', path: '/mallpcapi/login/login', form: { username: 'a' } }],
    ['en_US', { method: 'DELETE', path: '/buyer/trade/carts' }],
    ['es_MX', { method: 'PUT', path: '/buyer/passport/find-pwd/update-password', form: { uuid: 'u', password: 'p' } }],
  ])('lang=%s and the uuid header on %o', async (locale, call) => {
    await useLocale(locale);
    fixture().on(call.method ?? 'GET', call.path, (req) => (req.path.startsWith('/mallpcapi/') ? wrapped(null) : { json: {} }));
    await request(call);
    const [seen] = fixture().seen;
    expect(seen?.query.get('lang')).toBe(locale);
    expect(seen?.headers.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('the uuid header is the same device id on every call', async () => {
    fixture().on('GET', '/buyer/a', () => ({ json: {} }));
    await request({ path: '/buyer/a' });
    await request({ path: '/buyer/a' });
    const [a, b] = fixture().seen;
    expect(a?.headers.uuid).toBeTruthy();
    expect(b?.headers.uuid).toBe(a?.headers.uuid);
  });

  test.each([
    { auth: true, access: 'tok-1', expected: 'tok-1' },
    { auth: false, access: 'tok-1', expected: undefined },
    { auth: false, access: null, expected: undefined },
  ])('Authorization with auth=$auth and access token $access → $expected', async ({ auth, access, expected }) => {
    logIn({ access });
    fixture().on('GET', '/buyer/members/statistics', () => ({ json: { order_count: 1 } }));
    await request({ path: '/buyer/members/statistics', auth });
    expect(fixture().seen[0]?.headers.authorization).toBe(expected);
  });
});

describe('bodies', () => {
  test.each([
    [{ sku_id: [1, 2, 3] }, 'sku_id=1&sku_id=2&sku_id=3'],
    [{ checked: true }, 'checked=1'],
    [{ checked: false }, 'checked=0'],
    [{ a: null, b: undefined, c: 'x' }, 'c=x'],
    [{ q: 'a b&c' }, 'q=a+b%26c'],
    [{ n: 0 }, 'n=0'],
    [{ flags: [true, false] }, 'flags=1&flags=0'],
  ])('encodeParams(%o) → %s', (params, out) => {
    expect(encodeParams(params).toString()).toBe(out);
  });

  test('a form body goes form-encoded with repeated array params and 0|1 booleans', async () => {
    fixture().on('POST', '/buyer/trade/promotion', () => ({ status: 200, empty: true }));
    await request({ method: 'POST', path: '/buyer/trade/promotion', form: { sku_id: [4, 5], checked: true, note: 'ñ' } });
    const [seen] = fixture().seen;
    expect(seen?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen?.form.getAll('sku_id')).toEqual(['4', '5']);
    expect(seen?.form.get('checked')).toBe('1');
    expect(seen?.form.get('note')).toBe('ñ');
  });

  test('query params repeat arrays too, and lang is added', async () => {
    fixture().on('GET', '/buyer/express', () => ({ json: {} }));
    await request({ path: '/buyer/express', query: { id: [1, 2], num: 'x' } });
    expect(fixture().seen[0]?.query.getAll('id')).toEqual(['1', '2']);
    expect(fixture().seen[0]?.query.get('lang')).toBe('en_US');
  });

  test('JSON where asked', async () => {
    logIn();
    fixture().on('POST', '/mallpcapi/memberFavorite/updateFavorite', () => wrapped(true));
    await request({ method: 'POST', path: '/mallpcapi/memberFavorite/updateFavorite', json: { ids: [1, 2] }, auth: true });
    const [seen] = fixture().seen;
    expect(seen?.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(seen?.body ?? '')).toEqual({ ids: [1, 2] });
  });
});

describe('the two reply families', () => {
  test('/mallpcapi success → result', async () => {
    fixture().on('GET', '/mallpcapi/ytConfig/getNoticePhone', () => wrapped('800-123'));
    await expect(request({ path: '/mallpcapi/ytConfig/getNoticePhone' })).resolves.toBe('800-123');
  });

  test('/mallpcapi success false → ApiError with the server message and data', async () => {
    fixture().on('POST', '/mallpcapi/login/login', () => wrappedFail('Wrong password', 401, { tries: 2 }));
    const error = await rejection(request({ method: 'POST', path: '/mallpcapi/login/login', form: { username: 'a' } }));
    expect(error).toMatchObject({ message: 'Wrong password', status: 200, code: '401', data: { tries: 2 } });
  });

  test('/mallpcapi success false without a message → the translated submission failure', async () => {
    fixture().on('GET', '/mallpcapi/x', () => ({ json: { success: false, code: 500 } }));
    const error = await rejection(request({ path: '/mallpcapi/x' }));
    expect(error.message).toBe('Submission failed, please try again later');
  });

  test('Javashop bare resource → the body itself; empty 200 → undefined', async () => {
    fixture().on('GET', '/buyer/trade/carts/price', () => ({ json: { total_price: 10.5 } }));
    fixture().on('POST', '/buyer/trade/checkout-params/remark', () => ({ status: 200, empty: true }));
    await expect(request({ path: '/buyer/trade/carts/price' })).resolves.toEqual({ total_price: 10.5 });
    await expect(request({ method: 'POST', path: '/buyer/trade/checkout-params/remark', form: { remark: 'r' } })).resolves.toBeUndefined();
  });

  test.each([
    [400, '004', 'Quantity must be positive'],
    [404, '003', 'Goods not found'],
    [500, '452', 'Trade create failed'],
  ])('Javashop %i {code %s} → ApiError with status, code and message', async (status, code, message) => {
    fixture().on('GET', '/buyer/thing', () => javashopError(status, code, message));
    const error = await rejection(request({ path: '/buyer/thing' }));
    expect(error).toMatchObject({ status, code, message });
  });
});

describe('session gone (spec §8)', () => {
  test('code 502 in a /mallpcapi reply clears cookies, user and cart, quietly (issue 16 §1)', async () => {
    logIn();
    $countReply.set(3);
    fixture().on('GET', '/mallpcapi/member/getMemberInfo', () => ({ json: { success: false, code: 502, message: '' } }));
    const error = await rejection(request({ path: '/mallpcapi/member/getMemberInfo', auth: true }));
    expect(error.code).toBe('502');
    expect(held()).toEqual([]);
    expect($user.get()).toBeNull();
    expect($cartCount.get()).toBe(0);
    expect($cart.get()).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  test.each([
    { name: 'HTTP 403 with a refresh token', reply: javashopError(403, '403', 'expired'), refresh: 'ref', cleared: true },
    { name: 'code 502 in an error reply with a refresh token', reply: javashopError(401, '502', 'gone'), refresh: 'ref', cleared: true },
    { name: 'HTTP 403 without a refresh token', reply: javashopError(403, '403', 'expired'), refresh: null, cleared: false },
    { name: 'HTTP 401 with a refresh token', reply: javashopError(401, '002', 'no permission'), refresh: 'ref', cleared: false },
  ])('$name → session cleared: $cleared', async ({ reply, refresh, cleared }) => {
    logIn({ refresh });
    fixture().on('GET', '/buyer/members/statistics', () => reply);
    await rejection(request({ path: '/buyer/members/statistics', auth: true }));
    const before = refresh ? sessionKeys : sessionKeys.filter((k) => k !== 'refresh_token');
    expect(held()).toEqual(cleared ? [] : before);
    expect($user.get()).toEqual(cleared ? null : member);
    expect($toasts.get()).toEqual([]);
  });

  test('an auth call with no tokens at all is not sent, and the stale session is cleared quietly', async () => {
    logIn({ access: null, refresh: null });
    fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: { cart_list: [], total_price: { total_price: 0 } } }));
    const error = await rejection(request({ path: '/buyer/trade/carts/all', auth: true }));
    expect(error.code).toBe('NO_TOKEN');
    expect(fixture().seen).toEqual([]);
    expect(held()).toEqual([]);
    expect($user.get()).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  test('a visitor calling an auth endpoint gets no toast: there was nothing to lose', async () => {
    const error = await rejection(request({ path: '/buyer/trade/carts/all', auth: true }));
    expect(error.code).toBe('NO_TOKEN');
    expect(fixture().seen).toEqual([]);
    expect($toasts.get()).toEqual([]);
  });
});

describe('network and time', () => {
  test('a refused connection → ApiError status 0 NETWORK, translated in en_US', async () => {
    const gone = await startFixture();
    await gone.close();
    useApi(gone.api);
    const error = await rejection(request({ path: '/buyer/goods/1/sales' }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: 'Network error, please try again later' });
  });

  test.each([
    ['es_MX', 'Error de red, inténtalo de nuevo más tarde'],
    ['en_US', 'Network error, please try again later'],
  ] as const)('the network message follows the locale (%s)', async (locale, message) => {
    await useLocale(locale);
    const gone = await startFixture();
    await gone.close();
    useApi(gone.api);
    await expect(request({ path: '/buyer/x' })).rejects.toThrow(message);
  });

  test('a server that never answers → ApiError status 0 NETWORK after 8000 ms (spec §9), not before', async () => {
    expect(TIMEOUT_MS).toBe(8000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fixture().on('GET', '/buyer/slow', () => ({ hang: true }));
    const arrived = fixture().next('GET', '/buyer/slow');
    let settled = false;
    const pending = request({ path: '/buyer/slow' }).finally(() => (settled = true));
    const outcome = pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    await arrived;
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: 'Network error, please try again later' });
  });

  test('an upload has no timeout: it may take longer than 8 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logIn();
    let release: (r: ReturnType<typeof wrapped>) => void = () => {};
    fixture().on('POST', '/mallpcapi/upload/file', () => new Promise((resolve) => (release = resolve)));
    const arrived = fixture().next('POST', '/mallpcapi/upload/file');
    const form = new FormData();
    form.append('path', 'merchant/settled');
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'apply.pdf');
    const pending = request<string>({ method: 'POST', path: '/mallpcapi/upload/file', upload: form, auth: true });
    const seen = await arrived;
    await vi.advanceTimersByTimeAsync(30_000);
    release(wrapped('uploads/apply.pdf'));
    await expect(pending).resolves.toBe('uploads/apply.pdf');
    expect(seen.contentType).toMatch(/^multipart\/form-data/);
    expect(seen.body).toContain('merchant/settled');
    expect(seen.headers.authorization).toBe('acc');
  });

  test('a caller that cancels gets its own abort reason, not an ApiError, and no session change', async () => {
    logIn();
    fixture().on('GET', '/buyer/goods/search/words', () => ({ hang: true }));
    const arrived = fixture().next('GET', '/buyer/goods/search/words');
    const controller = new AbortController();
    const pending = request({ path: '/buyer/goods/search/words', signal: controller.signal });
    await arrived;
    controller.abort(new DOMException('stale', 'AbortError'));
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(held()).toEqual(sessionKeys);
  });
});

describe('types', () => {
  test('a Call takes only the documented methods', () => {
    // @ts-expect-error PATCH is not a method of spec §7
    const bad: Call = { method: 'PATCH', path: '/x' };
    expect(bad.path).toBe('/x');
  });
});
