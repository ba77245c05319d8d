// The cart's edit queue: each edit shows at once, reaches the server after the ones before it, and
// a refusal puts the cart back as it was and says the server's words; then the cart is reloaded.
import { beforeEach, describe, expect, test } from 'vitest';
import { javashopError } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { aCartShop, aCartSku, aCartView } from '../../../tests/unit/support/replies';
import type { CartGlance } from '../api/cart';
import { $toasts } from '../toasts';
import { editCart } from './edits';
import { $cart, $cartCount, $cartState, clearCart, refreshCart } from './store';

const cart = () => aCartView([aCartShop(1, [aCartSku(11, { num: 12, subtotal: 121.2 }), aCartSku(12, { num: 6, subtotal: 60.6 })])]);
const numOf = (held: CartGlance | null, skuId: number) =>
  held?.cart_list.flatMap((shop) => shop.sku_list).find((sku) => sku.sku_id === skuId)?.num;

const fixture = useFixtureApi();
beforeEach(() => {
  clearCart();
  $toasts.set([]);
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $cart.set(cart());
  fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: cart() }));
});

describe('editCart', () => {
  test('shows each edit at once and sends them in the order made, the next only once the one before is answered', async () => {
    let answerFirst = () => {};
    const first = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    fixture().on('POST', '/buyer/trade/carts/sku/11', async () => {
      await first;
      return { json: {} };
    });
    fixture().on('POST', '/buyer/trade/carts/sku/12', () => ({ json: {} }));
    const one = editCart({ kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 24 });
    const two = editCart({ kind: 'num', line: { skuId: 12, shipmentType: 1 }, num: 18 });
    // both on screen before the server has answered either; the badge follows the cart
    expect(numOf($cart.get(), 11)).toBe(24);
    expect(numOf($cart.get(), 12)).toBe(18);
    expect($cartCount.get()).toBe(42);
    await fixture().next('POST', '/buyer/trade/carts/sku/11');
    expect(fixture().count('/buyer/trade/carts/sku/12')).toBe(0);
    answerFirst();
    await expect(one).resolves.toBe(true);
    await expect(two).resolves.toBe(true);
    const order = fixture().seen.map((s) => `${s.method} ${s.path}`);
    expect(order.indexOf('POST /buyer/trade/carts/sku/11')).toBeLessThan(order.indexOf('POST /buyer/trade/carts/sku/12'));
    // each edit ends with the cart reloaded from the server
    expect(fixture().count('/buyer/trade/carts/all')).toBe(2);
    expect(numOf($cart.get(), 11)).toBe(12);
  });

  test('a refusal rolls the cart back, toasts the server’s words and resolves false; the cart is then reloaded', async () => {
    fixture().on('POST', '/buyer/trade/carts/sku/11', () => javashopError(400, '400', 'Buy in multiples of 12'));
    fixture().on('GET', '/buyer/trade/carts/all', () => ({ json: aCartView([aCartShop(1, [aCartSku(11, { num: 12 })])]) }));
    const seen: (number | undefined)[] = [];
    const stop = $cart.listen((held) => seen.push(numOf(held, 11)));
    try {
      await expect(editCart({ kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 13 })).resolves.toBe(false);
    } finally {
      stop();
    }
    // optimistic 13, back to 12 as it was, then the server's cart
    expect(seen).toEqual([13, 12, 12]);
    expect($toasts.get().map((t) => [t.text, t.kind])).toEqual([['Buy in multiples of 12', 'error']]);
    expect(numOf($cart.get(), 12)).toBeUndefined();
    expect($cartCount.get()).toBe(12);
  });

  test('a refused edit does not stop the ones queued after it', async () => {
    fixture().on('POST', '/buyer/trade/carts/sku/11', () => javashopError(400, '400', 'No'));
    fixture().on('POST', '/buyer/trade/carts/sku/12', () => ({ json: {} }));
    const one = editCart({ kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 13 });
    const two = editCart({ kind: 'checkSku', line: { skuId: 12, shipmentType: 1 }, checked: false });
    await expect(one).resolves.toBe(false);
    await expect(two).resolves.toBe(true);
    expect(
      fixture()
        .seen.filter((s) => s.method === 'POST')
        .map((s) => s.form.get('checked') ?? s.form.get('num')),
    ).toEqual(['13', '0']);
  });

  test('a cart read asked before an edit, answered after it, does not undo the edit on screen', async () => {
    // a cart mounted again reads the cart; the buyer edits before that read is answered
    let answerRead = () => {};
    const read = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    let server = 12;
    fixture().on('GET', '/buyer/trade/carts/all', async () => {
      const now = server;
      await read;
      return { json: aCartView([aCartShop(1, [aCartSku(11, { num: now }), aCartSku(12, { num: 6 })])]) };
    });
    fixture().on('POST', '/buyer/trade/carts/sku/11', () => {
      server = 24;
      return { json: {} };
    });
    const stale = refreshCart();
    await fixture().next('GET', '/buyer/trade/carts/all');
    const edit = editCart({ kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 24 });
    expect(numOf($cart.get(), 11)).toBe(24);
    answerRead(); // the read taken before the edit says 12
    await stale;
    expect(numOf($cart.get(), 11)).toBe(24);
    await expect(edit).resolves.toBe(true);
    // the edit's own reload, after the server took it
    expect(numOf($cart.get(), 11)).toBe(24);
    expect($cartState.get()).toBe('idle');
  });

  test('a cart read asked while an edit is unanswered is dropped even when it is answered after the edit', async () => {
    // the edit is on its way; a cart mounted again reads the cart; the server takes the read first
    let answerEdit = () => {};
    const editHeld = new Promise<void>((resolve) => {
      answerEdit = resolve;
    });
    let answerRead = () => {};
    const readHeld = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    let server = 12;
    let reads = 0;
    fixture().on('GET', '/buyer/trade/carts/all', async () => {
      reads += 1;
      const now = server;
      if (reads === 1) await readHeld;
      return { json: aCartView([aCartShop(1, [aCartSku(11, { num: now }), aCartSku(12, { num: 6 })])]) };
    });
    fixture().on('POST', '/buyer/trade/carts/sku/11', async () => {
      await editHeld;
      server = 24;
      return { json: {} };
    });
    const edit = editCart({ kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 24 });
    await fixture().next('POST', '/buyer/trade/carts/sku/11');
    const stale = refreshCart();
    await fixture().next('GET', '/buyer/trade/carts/all');
    answerEdit();
    await expect(edit).resolves.toBe(true);
    answerRead(); // taken before the edit: 12
    await stale;
    expect(numOf($cart.get(), 11)).toBe(24);
  });
});
