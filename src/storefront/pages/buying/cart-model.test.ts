import { describe, expect, it } from 'vitest';
import type { CartShop, CartSku, CartView } from '../../../core/api/cart';
import { allChecked, applyEdit, selection, splitLines, stepBounds, type Edit } from './cart-model';

const sku = (id: number, over: Partial<CartSku> = {}): CartSku => ({
  sku_id: id, goods_id: id, name: `sku ${id}`, goods_image: '', num: 6, checked: 1, invalid: 0, purchase_price: 10.1,
  subtotal: 60.6, enable_quantity: 30, package_unit: 6, ...over,
});
const shop = (id: number, skus: CartSku[]): CartShop => ({ seller_id: id, seller_name: `shop ${id}`, checked: 1, invalid: 0, sku_list: skus });
const cart = (): CartView => ({
  cart_list: [shop(1, [sku(11), sku(12, { num: 12, subtotal: 121.2 })]), shop(2, [sku(21), sku(22, { invalid: 1 })])],
  total_price: { total_price: 242.4 },
});

describe('cart page model', () => {
  const cases: [string, Edit, { lines: number; units: number; cents: number }][] = [
    ['nothing changed', { kind: 'checkAll', checked: true }, { lines: 3, units: 24, cents: 24240 }],
    ['a quantity, priced in centavos', { kind: 'num', skuId: 11, num: 18 }, { lines: 3, units: 36, cents: 36360 }],
    ['a line unchecked', { kind: 'checkSku', skuId: 12, checked: false }, { lines: 2, units: 12, cents: 12120 }],
    ['a shop unchecked', { kind: 'checkShop', sellerId: 1, checked: false }, { lines: 1, units: 6, cents: 6060 }],
    ['all unchecked', { kind: 'checkAll', checked: false }, { lines: 0, units: 0, cents: 0 }],
    ['two lines deleted', { kind: 'delete', skuIds: [11, 21] }, { lines: 1, units: 12, cents: 12120 }],
    ['the cart cleared', { kind: 'clear' }, { lines: 0, units: 0, cents: 0 }],
  ];
  it.each(cases)('selection after %s', (_, edit, expected) => {
    const next = applyEdit(cart(), edit);
    expect(selection(next)).toEqual(expected);
    expect(Math.round(next.total_price.total_price * 100)).toBe(expected.cents);
  });

  it('keeps invalid lines apart and out of the totals and the all-checked state', () => {
    const { shops, invalid } = splitLines(cart());
    expect(invalid.map((line) => line.sku_id)).toEqual([22]);
    expect(shops.flatMap((s) => s.sku_list).map((line) => line.sku_id)).toEqual([11, 12, 21]);
    expect(allChecked(cart())).toBe(true);
    expect(allChecked(applyEdit(cart(), { kind: 'checkSku', skuId: 21, checked: false }))).toBe(false);
  });

  it('drops a shop whose lines are all deleted and recomputes the shop check', () => {
    const next = applyEdit(cart(), { kind: 'delete', skuIds: [21, 22] });
    expect(next.cart_list.map((s) => s.seller_id)).toEqual([1]);
    expect(applyEdit(cart(), { kind: 'checkSku', skuId: 11, checked: false }).cart_list[0]?.checked).toBe(0);
  });

  const bounds: [number, number, { step: number; min: number; max: number }][] = [
    [6, 30, { step: 6, min: 6, max: 30 }],
    [6, 35, { step: 6, min: 6, max: 30 }],
    [1, 7, { step: 1, min: 1, max: 7 }],
    [12, 5, { step: 12, min: 12, max: 12 }],
  ];
  it.each(bounds)('steps a unit of %i with %i in stock in whole packages', (unit, stock, expected) => {
    expect(stepBounds({ package_unit: unit, enable_quantity: stock })).toEqual(expected);
  });
});
