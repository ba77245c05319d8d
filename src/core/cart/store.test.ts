import { beforeEach, describe, expect, test } from 'vitest';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { aCartShop, aCartSku, aCartView, aPromo } from '../../../tests/unit/support/replies';
import { wholeCart as wholeCart_ } from '../api/cart-view';
import { $cart, $cartCount, $cartState, $countReply, badgeText, CART_BADGE_CAP, refreshCart, refreshCartCount } from './store';

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

/** A whole cart reply: one shop, one point-goods line under an exchange. */
const wholeCart = () =>
  aCartView([aCartShop(3, [aCartSku(1, { goods_type: 'POINT', point: 1300, single_list: [aPromo({ promotion_type: 'EXCHANGE' })] })])], {
    total_price: 25,
  });

describe('wholeCart: the cart page checks what the runtime did not', () => {
  test('a cart with only what the mini cart reads fails the page’s check, naming the first missing field', () => {
    const glance = { cart_list: [{ seller_id: 3, seller_name: 'Ferretería', sku_list: [] }], total_price: { total_price: 0 } };
    expect(() => wholeCart_(glance)).toThrowError(
      expect.objectContaining({ code: 'SHAPE', message: expect.stringContaining('cart_list.0.shipping_type_id') }),
    );
  });

  test('a whole cart passes, the same as the server sent it', () => {
    expect(wholeCart_(wholeCart())).toEqual(wholeCart());
  });
});

describe('cart stores against the API', () => {
  const fixture = useFixtureApi();
  beforeEach(() => {
    $countReply.set(0);
    $cart.set(null);
    $cartState.set('idle');
  });

  test('a visitor has count 0 and asks nobody', async () => {
    $countReply.set(5);
    await refreshCartCount();
    expect($cartCount.get()).toBe(0);
    expect(fixture().seen).toEqual([]);
  });

  test('a member gets the count from the mall call with shipmentType 1', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    fixture().on('POST', '/mallpcapi/orderCart/cartcount', () => wrapped(12));
    await refreshCartCount();
    expect($cartCount.get()).toBe(12);
    expect(fixture().seen[0]?.form.get('shipmentType')).toBe('1');
    expect(fixture().seen[0]?.headers.authorization).toBe('acc');
  });

  test('refreshCart loads and reports errors through $cartState', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: wholeCart() }));
    await refreshCart();
    expect($cartState.get()).toBe('idle');
    expect($cart.get()?.cart_list[0]?.sku_list[0]?.name).toBe('sku 1');
    expect(fixture().seen[0]?.query.get('way')).toBe('CART');

    fixture().on('GET', '/buyer/trade/carts/all', () => ({ status: 500, json: { code: '500', message: 'boom' } }));
    await expect(refreshCart()).rejects.toThrow('boom');
    expect($cartState.get()).toBe('error');
  });

  test('$cart keeps the fields the runtime does not check, for the pages that read the whole cart', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: wholeCart() }));
    await refreshCart();
    const held = $cart.get();
    expect(held && wholeCart_(held)).toEqual(wholeCart());
  });

  test('a newer server may add fields: the cart still loads (forward compatibility of partner pages)', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    const newer = { ...wholeCart(), gift_wrap: true };
    fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: newer }));
    await refreshCart();
    expect($cartState.get()).toBe('idle');
    expect($cart.get()?.total_price.total_price).toBe(25);
  });

  test('a reply of the wrong shape fails loudly with the path of the bad field', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: { cart_list: [{ seller_id: 1 }], total_price: { total_price: 0 } } }));
    await expect(refreshCart()).rejects.toMatchObject({ code: 'SHAPE', message: expect.stringContaining('cart_list.0.') });
  });
});
