// The badge's count is derived: from the loaded cart when there is one, from the server's count
// call otherwise. Both count the same thing (units of buyable lines, both shipment types), so the
// badge reads the same number whichever it comes from.
import { beforeEach, describe, expect, test } from 'vitest';
import { aCartShop, aCartSku, aCartView } from '../../../tests/unit/support/replies';
import { $cart, $cartCount, $countReply, cartUnits, clearCart } from './store';

const cart = () =>
  aCartView([
    aCartShop(1, [aCartSku(11, { num: 12 }), aCartSku(11, { num: 3, shipment_type: 2, package_unit: 1 })]),
    aCartShop(2, [aCartSku(21, { num: 6 }), aCartSku(22, { num: 40, invalid: 1 })]),
  ]);

describe('$cartCount', () => {
  beforeEach(() => clearCart());

  test('units of the buyable lines, of both shipment types; invalid lines left out (as the count call counts)', () => {
    expect(cartUnits(cart())).toBe(21);
    expect(cartUnits(aCartView([]))).toBe(0);
  });

  test('no cart loaded: the count call’s answer', () => {
    $countReply.set(7);
    expect($cartCount.get()).toBe(7);
  });

  test('a loaded cart wins over the count call’s answer, and follows each change of the cart', () => {
    $countReply.set(7);
    $cart.set(cart());
    expect($cartCount.get()).toBe(21);
    $countReply.set(30);
    expect($cartCount.get()).toBe(21);
    $cart.set(aCartView([aCartShop(1, [aCartSku(11, { num: 2 })])]));
    expect($cartCount.get()).toBe(2);
  });

  test('listeners hear each new count', () => {
    const heard: number[] = [];
    const stop = $cartCount.listen((n) => heard.push(n));
    $countReply.set(4);
    $cart.set(cart());
    clearCart();
    stop();
    expect(heard).toEqual([4, 21, 0]);
  });
});
