import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFixture, wrapped, type Fixture } from '../../../tests/unit/support/api-fixture';
import { clearCookies, setCookie, useApi, useLocale } from '../../../tests/unit/support/page';
import { normaliseCart, type CartView } from '../api/cart';
import { $cart, $cartCount, $cartState, badgeText, CART_BADGE_CAP, refreshCart, refreshCartCount } from './cart';

describe('badgeText (spec §2: the mini cart caps at "99+")', () => {
  test.each([
    [0, '0'],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [12345, '99+'],
  ])('%i → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  test('the cap is 99', () => expect(CART_BADGE_CAP).toBe(99));
});

const sku = (over: Partial<CartView['cart_list'][number]['sku_list'][number]>) => ({
  sku_id: 1,
  goods_id: 1,
  name: 'Tornillo',
  goods_image: '/i.png',
  num: 10,
  checked: 1,
  purchase_price: 2.5,
  subtotal: 25,
  ...over,
});
const view = (skus: ReturnType<typeof sku>[]): CartView => ({
  cart_list: [{ seller_id: 3, seller_name: 'Ferretería', checked: 1, sku_list: skus }],
  total_price: { total_price: 25 },
});
const promos = (...types: string[]) => types.map((promotion_type) => ({ promotion_type }));

describe('normaliseCart (spec §4: point goods drop FULL_DISCOUNT)', () => {
  test.each([
    ['POINT', promos('FULL_DISCOUNT', 'MINUS', 'FULL_DISCOUNT'), ['MINUS']],
    ['NORMAL', promos('FULL_DISCOUNT', 'MINUS'), ['FULL_DISCOUNT', 'MINUS']],
    [undefined, promos('FULL_DISCOUNT'), ['FULL_DISCOUNT']],
    ['POINT', promos(), []],
  ])('%s with %o keeps %o', (goods_type, single_list, kept) => {
    const out = normaliseCart(view([sku({ goods_type, single_list })]));
    expect(out.cart_list[0]?.sku_list[0]?.single_list?.map((p) => p.promotion_type)).toEqual(kept);
  });

  test('the input is not changed', () => {
    const input = view([sku({ goods_type: 'POINT', single_list: promos('FULL_DISCOUNT') })]);
    normaliseCart(input);
    expect(input.cart_list[0]?.sku_list[0]?.single_list).toHaveLength(1);
  });
});

describe('cart stores against the API', () => {
  let api: Fixture;
  beforeAll(async () => {
    api = await startFixture();
    await useLocale('en_US');
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    clearCookies();
    useApi(api.api);
    $cartCount.set(0);
    $cart.set(null);
    $cartState.set('idle');
  });

  test('a visitor has count 0 and asks nobody', async () => {
    $cartCount.set(5);
    await refreshCartCount();
    expect($cartCount.get()).toBe(0);
    expect(api.seen).toEqual([]);
  });

  test('a member gets the count from the mall call with shipmentType 1', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    api.on('POST', '/mallpcapi/orderCart/cartcount', () => wrapped(12));
    await refreshCartCount();
    expect($cartCount.get()).toBe(12);
    expect(api.seen[0]?.form.get('shipmentType')).toBe('1');
    expect(api.seen[0]?.headers.authorization).toBe('acc');
  });

  test('refreshCart loads, normalises, and reports errors through $cartState', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    api.on('GET', '/buyer/trade/carts/all', () => ({ json: view([sku({ goods_type: 'POINT', single_list: promos('FULL_DISCOUNT') })]) }));
    await refreshCart();
    expect($cartState.get()).toBe('idle');
    expect($cart.get()?.cart_list[0]?.sku_list[0]?.single_list).toEqual([]);
    expect(api.seen[0]?.query.get('way')).toBe('CART');

    api.on('GET', '/buyer/trade/carts/all', () => ({ status: 500, json: { code: '500', message: 'boom' } }));
    await expect(refreshCart()).rejects.toThrow('boom');
    expect($cartState.get()).toBe('error');
  });

  test('a reply of the wrong shape fails loudly with the path of the bad field', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    api.on('GET', '/buyer/trade/carts/all', () => ({ json: { cart_list: [{ seller_id: 1 }], total_price: { total_price: 0 } } }));
    await expect(refreshCart()).rejects.toMatchObject({ code: 'SHAPE', message: expect.stringContaining('cart_list.0.') });
  });
});
