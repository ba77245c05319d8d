// The one step after the cart changed on the server: this page reloads what it holds of the cart,
// other tabs hear 'cart' (a second BroadcastChannel here plays the other tab), and an add tells
// the host page.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { aCartShop, aCartSku, aCartView } from '../../../tests/unit/support/replies';
import { addItem } from './add';
import { afterCartChange } from './after-change';
import { $cart, $cartCount, $countReply, clearCart } from './store';

const fixture = useFixtureApi();
let otherTab: BroadcastChannel;
let heard: unknown[];
beforeEach(() => {
  clearCart();
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  heard = [];
  otherTab = new BroadcastChannel('vitrina');
  otherTab.onmessage = (e: MessageEvent) => heard.push(e.data);
  fixture().on('POST', '/mallpcapi/orderCart/cartcount', () => wrapped(9));
  fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: aCartView([aCartShop(1, [aCartSku(11, { num: 24 })])]) }));
});
afterEach(() => otherTab.close());

describe('afterCartChange', () => {
  test('no cart loaded: asks the count, then tells the other tabs', async () => {
    await afterCartChange();
    expect(fixture().seen.map((s) => s.path)).toEqual(['/mallpcapi/orderCart/cartcount']);
    expect($cartCount.get()).toBe(9);
    expect($cart.get()).toBeNull();
    await expect.poll(() => heard).toEqual(['cart']);
  });

  test('a loaded cart is reloaded (the count follows it), with no count call', async () => {
    $cart.set(aCartView([aCartShop(1, [aCartSku(11, { num: 6 })])]));
    await afterCartChange();
    expect(fixture().seen.map((s) => s.path)).toEqual(['/buyer/trade/carts/all']);
    expect($cartCount.get()).toBe(24);
    await expect.poll(() => heard).toEqual(['cart']);
  });

  test('a reload that fails rejects, and the other tabs are told all the same', async () => {
    fixture().on('POST', '/mallpcapi/orderCart/cartcount', () => ({ status: 500, json: { code: '500', message: 'boom' } }));
    await expect(afterCartChange()).rejects.toThrow();
    await expect.poll(() => heard).toEqual(['cart']);
  });
});

describe('addItem', () => {
  test('takes the count from the add’s reply (no count call), tells other tabs and the host page', async () => {
    fixture().on('POST', '/mallpcapi/orderCart/addtocart', () => wrapped(30));
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('vitrina:cart', listen);
    try {
      await expect(addItem(11, 6)).resolves.toBe(30);
    } finally {
      document.removeEventListener('vitrina:cart', listen);
    }
    expect(fixture().seen.map((s) => s.path)).toEqual(['/mallpcapi/orderCart/addtocart']);
    expect($countReply.get()).toBe(30);
    expect($cartCount.get()).toBe(30);
    expect(events).toEqual([{ action: 'add', skuId: 11, num: 6, count: 30, shipmentType: 1 }]);
    await expect.poll(() => heard).toEqual(['cart']);
  });

  test('with the cart loaded (the mini cart’s panel), reloads it before the host page hears', async () => {
    fixture().on('POST', '/mallpcapi/orderCart/addtocart', () => wrapped(24));
    $cart.set(aCartView([]));
    const counts: number[] = [];
    const listen = () => counts.push($cartCount.get());
    document.addEventListener('vitrina:cart', listen);
    try {
      await addItem(11, 6);
    } finally {
      document.removeEventListener('vitrina:cart', listen);
    }
    expect(fixture().seen.map((s) => s.path)).toEqual(['/mallpcapi/orderCart/addtocart', '/buyer/trade/carts/all']);
    expect(counts).toEqual([24]);
  });

  test('a refused add rejects with the server’s words and changes nothing', async () => {
    fixture().on('POST', '/mallpcapi/orderCart/addtocart', () => ({
      json: { success: false, code: 500, message: 'Buy in multiples of 12', result: null },
    }));
    await expect(addItem(11, 5)).rejects.toThrow('Buy in multiples of 12');
    expect($cartCount.get()).toBe(0);
    expect(fixture().count('/mallpcapi/orderCart/cartcount')).toBe(0);
  });
});
