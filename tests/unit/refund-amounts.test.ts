import { describe, expect, it } from 'vitest';
import { type OrderMoney, refundAmounts } from '../../server/src/services/after-sale/refund-amounts';

// 3 units of 100.00 and freight 50.00; a 30.00 coupon: 320.00 paid, 120.00 of it from the balance
const order: OrderMoney = {
  goodsCents: 30_000,
  freightCents: 5_000,
  paidCents: 32_000,
  balanceCents: 12_000,
  exchangePoint: 0,
  refundedCents: 0,
  refundedBalanceCents: 0,
  refundedPoint: 0,
  shipped: true,
};

describe('refundAmounts', () => {
  it('gives one unit its share of what was paid for the goods, split as the money came', () => {
    // goods paid 270.00; a third is 90.00; 120/320 of it from the balance (33.75), the rest by the gateway
    expect(refundAmounts(order, { valueCents: 10_000, points: 0, last: false })).toEqual({
      refundCents: 9_000,
      balanceCents: 3_375,
      gatewayCents: 5_625,
      points: 0,
    });
  });

  it('the last units take exactly what is left of the goods money; freight stays when shipped', () => {
    const after = { ...order, refundedCents: 9_000, refundedBalanceCents: 3_375 };
    expect(refundAmounts(after, { valueCents: 20_000, points: 0, last: true })).toEqual({
      refundCents: 18_000,
      balanceCents: 8_625,
      gatewayCents: 9_375,
      points: 0,
    });
  });

  it('an unshipped order refunded in full gets everything back, freight included', () => {
    expect(refundAmounts({ ...order, shipped: false }, { valueCents: 30_000, points: 0, last: true })).toEqual({
      refundCents: 32_000,
      balanceCents: 12_000,
      gatewayCents: 20_000,
      points: 0,
    });
  });

  it('never gives back more than is left, and points go back to points', () => {
    const spent = {
      ...order,
      paidCents: 1_000,
      balanceCents: 1_000,
      refundedCents: 1_000,
      refundedBalanceCents: 1_000,
      exchangePoint: 500,
    };
    expect(refundAmounts(spent, { valueCents: 10_000, points: 200, last: false })).toEqual({
      refundCents: 0,
      balanceCents: 0,
      gatewayCents: 0,
      points: 200,
    });
    expect(refundAmounts({ ...spent, refundedPoint: 200 }, { valueCents: 20_000, points: 300, last: true }).points).toBe(300);
  });

  it('an order paid only from the balance refunds only to the balance', () => {
    const balanceOnly = { ...order, balanceCents: 32_000 };
    const split = refundAmounts(balanceOnly, { valueCents: 10_000, points: 0, last: false });
    expect(split).toEqual({ refundCents: 9_000, balanceCents: 9_000, gatewayCents: 0, points: 0 });
  });
});
