import { describe, expect, it } from 'vitest';
import { aCartShop as shop, aCartSku as sku, aCartView, aPromo } from '../../../tests/unit/support/replies';
import type { CartSku, CartView } from '../api/cart';
import { allChecked, applyEdit, chosenPromo, selection, splitLines, stepBounds, type Edit } from './model';

const cart = (): CartView =>
  aCartView([shop(1, [sku(11), sku(12, { num: 12, subtotal: 121.2 })]), shop(2, [sku(21), sku(22, { invalid: 1 })])], {
    total_price: 242.4,
  });

describe('cart page model', () => {
  const cases: [string, Edit, { lines: number; units: number; cents: number }][] = [
    ['nothing changed', { kind: 'checkAll', checked: true }, { lines: 3, units: 24, cents: 24240 }],
    [
      'a quantity, priced in centavos',
      { kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 18 },
      { lines: 3, units: 36, cents: 36360 },
    ],
    ['a line unchecked', { kind: 'checkSku', line: { skuId: 12, shipmentType: 1 }, checked: false }, { lines: 2, units: 12, cents: 12120 }],
    ['a shop unchecked', { kind: 'checkShop', sellerId: 1, checked: false }, { lines: 1, units: 6, cents: 6060 }],
    ['all unchecked', { kind: 'checkAll', checked: false }, { lines: 0, units: 0, cents: 0 }],
    [
      'two lines deleted',
      {
        kind: 'delete',
        lines: [
          { skuId: 11, shipmentType: 1 },
          { skuId: 21, shipmentType: 1 },
        ],
      },
      { lines: 1, units: 12, cents: 12120 },
    ],
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
    expect(allChecked(applyEdit(cart(), { kind: 'checkSku', line: { skuId: 21, shipmentType: 1 }, checked: false }))).toBe(false);
  });

  it('drops a shop whose lines are all deleted and recomputes the shop check', () => {
    const next = applyEdit(cart(), {
      kind: 'delete',
      lines: [
        { skuId: 21, shipmentType: 1 },
        { skuId: 22, shipmentType: 1 },
      ],
    });
    expect(next.cart_list.map((s) => s.seller_id)).toEqual([1]);
    expect(applyEdit(cart(), { kind: 'checkSku', line: { skuId: 11, shipmentType: 1 }, checked: false }).cart_list[0]?.checked).toBe(0);
  });

  const bounds: [number, number, { step: number; min: number; max: number }][] = [
    [6, 30, { step: 6, min: 6, max: 30 }],
    [6, 35, { step: 6, min: 6, max: 30 }],
    [1, 7, { step: 1, min: 1, max: 7 }],
    [12, 5, { step: 12, min: 12, max: 12 }],
  ];
  it.each(bounds)('steps a unit of %i with %i in stock in whole packages', (unit, stock, expected) => {
    expect(stepBounds({ package_unit: unit, enable_quantity: stock, shipment_type: 1 })).toEqual(expected);
  });

  it('steps a dropship line one piece at a time, whatever the package unit', () => {
    expect(stepBounds({ package_unit: 6, enable_quantity: 35, shipment_type: 2 })).toEqual({ step: 1, min: 1, max: 35 });
  });

  /** One sku twice: a wholesale line and a dropship line (issue 3). */
  const twoKinds = (): CartView =>
    aCartView([shop(1, [sku(11), sku(11, { num: 3, purchase_price: 11.11, subtotal: 33.33, shipment_type: 2, package_unit: 1 })])], {
      total_price: 93.93,
    });
  const kindCases: [string, Edit, [number, number, 0 | 1][]][] = [
    [
      'the dropship quantity',
      { kind: 'num', line: { skuId: 11, shipmentType: 2 }, num: 5 },
      [
        [1, 6, 1],
        [2, 5, 1],
      ],
    ],
    [
      'the wholesale quantity',
      { kind: 'num', line: { skuId: 11, shipmentType: 1 }, num: 12 },
      [
        [1, 12, 1],
        [2, 3, 1],
      ],
    ],
    [
      'the dropship check',
      { kind: 'checkSku', line: { skuId: 11, shipmentType: 2 }, checked: false },
      [
        [1, 6, 1],
        [2, 3, 0],
      ],
    ],
    ['the dropship line deleted', { kind: 'delete', lines: [{ skuId: 11, shipmentType: 2 }] }, [[1, 6, 1]]],
  ];
  it.each(kindCases)('edits only %s when a sku sits in the cart once per type', (_, edit, expected) => {
    const next = applyEdit(twoKinds(), edit);
    const lines = next.cart_list
      .flatMap((s) => s.sku_list)
      .map((line): [number, number, 0 | 1] => [line.shipment_type, line.num, line.checked]);
    expect(lines).toEqual(expected);
  });

  describe('promotion chooser (optimistic)', () => {
    const seckill = aPromo({
      sku_id: 11,
      promotion_type: 'SECKILL',
      promotion_id: 5,
      promotion_name: 'Flash sale',
      price: 7.5,
      limit_num: 50,
      remain_quantity: 12,
    });
    const group = aPromo({
      sku_id: 11,
      promotion_type: 'GROUPBUY',
      promotion_id: 9,
      promotion_name: 'Group buy',
      price: 8.25,
      limit_num: null,
      remain_quantity: 40,
    });
    const promoCart = (over: Partial<CartSku> = {}): CartView =>
      aCartView([shop(1, [sku(11, { original_price: 10.1, single_list: [seckill, group], ...over }), sku(12)])], { total_price: 121.2 });
    const line = (view: CartView) => view.cart_list[0]!.sku_list[0]!;
    const cases: [string, CartView, { id: number; type: string } | null, string | undefined, number][] = [
      ['choosing a seckill prices the line at it', promoCart(), { id: 5, type: 'SECKILL' }, 'SECKILL', 750],
      [
        'switching to the group buy',
        promoCart({ single_list: [{ ...seckill, is_check: 1 }, group], purchase_price: 7.5 }),
        { id: 9, type: 'GROUPBUY' },
        'GROUPBUY',
        825,
      ],
      [
        'dropping a pricing choice goes back to the plain price',
        promoCart({ single_list: [{ ...seckill, is_check: 1 }, group], purchase_price: 7.5 }),
        null,
        undefined,
        1010,
      ],
      [
        'dropping a choice that priced nothing keeps the price',
        promoCart({ single_list: [{ ...seckill, is_check: 1 }], purchase_price: 9.6, promotion_notice: 'ended' }),
        null,
        undefined,
        960,
      ],
      ['another shop’s sku is untouched', promoCart(), { id: 5, type: 'SECKILL' }, undefined, 1010],
    ];
    it.each(cases)('%s', (what, view, promotion, chosen, unitCents) => {
      const sellerId = what.startsWith('another') ? 2 : 1;
      const next = applyEdit(view, { kind: 'promotion', sellerId, skuId: 11, promotion });
      expect(chosenPromo(line(next))?.promotion_type).toBe(chosen);
      expect(Math.round(line(next).purchase_price * 100)).toBe(unitCents);
      expect(Math.round(line(next).subtotal * 100)).toBe(unitCents * 6);
      expect(selection(next).cents).toBe(unitCents * 6 + 6060);
    });
  });
});
