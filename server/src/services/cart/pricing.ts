import type { PriceDetail } from '../../../../src/core/contract/types';
import { toMxn } from '../../http/money';

export interface Tier {
  minNum: number;
  priceBp: number;
}

/**
 * Unit price in centavos at the wholesale tier reached by `goodsUnits`, the units of the same
 * goods (all its skus) in the cart: buying 30 red and 30 blue reaches the 50-unit tier.
 */
export function tierPriceCents(basePriceCents: number, tiers: readonly Tier[], goodsUnits: number): number {
  let bp = 10_000;
  for (const tier of tiers) if (goodsUnits >= tier.minNum) bp = tier.priceBp;
  return Math.round((basePriceCents * bp) / 10_000);
}

export interface PriceSums {
  originalCents: number;
  goodsCents: number;
}

export const NO_PRICE: PriceSums = { originalCents: 0, goodsCents: 0 };

/**
 * Tier savings are already in `goods_price` (original − goods shows them); `discount_price` is
 * for promotions, none of which exist yet. Freight is settled at checkout.
 */
export function priceDetail(sums: PriceSums): PriceDetail {
  return {
    total_price: toMxn(sums.goodsCents),
    original_price: toMxn(sums.originalCents),
    goods_price: toMxn(sums.goodsCents),
    freight_price: 0,
    discount_price: 0,
    cash_back: 0,
    coupon_price: 0,
    full_minus: 0,
    is_free_freight: 0,
    exchange_point: 0,
  };
}

export function addSums(a: PriceSums, b: PriceSums): PriceSums {
  return { originalCents: a.originalCents + b.originalCents, goodsCents: a.goodsCents + b.goodsCents };
}
