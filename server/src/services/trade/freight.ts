import type { Queryable } from '../../db/types';
import { FLAT_FREIGHT_CENTS } from './constants';

/** How an order's shipping is charged: free from `freeFromCents` of goods (a site setting), else flat. */
export interface FreightRule {
  freeFromCents: number;
  flatCents: number;
}

/**
 * The site's rule, read where it is used (cart view, trade creation) so a change in the site row
 * applies to the next checkout without a restart.
 */
export async function loadFreightRule(q: Queryable): Promise<FreightRule> {
  const { rows } = await q.query<{ free_freight_cents: string | number }>('select free_freight_cents from site where id = 1');
  const value = rows[0]?.free_freight_cents;
  // No site row yet (a bare database): nothing is free, which never undercharges.
  return { freeFromCents: value === undefined ? Number.MAX_SAFE_INTEGER : Number(value), flatCents: FLAT_FREIGHT_CENTS };
}

/** Shipping of one shop's order with `goodsCents` of goods (nothing bought, nothing shipped). */
export const freightCents = (goodsCents: number, rule: FreightRule): number =>
  goodsCents > 0 && goodsCents < rule.freeFromCents ? rule.flatCents : 0;

/** What more an order needs for free shipping; 0 once it ships free. */
export const missingForFreeFreight = (goodsCents: number, rule: FreightRule): number => Math.max(0, rule.freeFromCents - goodsCents);
