import type { Queryable } from '../../db/types';
import { findFreeFreightCents } from '../../repos/trade/freight';
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
  const value = await findFreeFreightCents(q);
  // No site row yet (a bare database): nothing is free, which never undercharges.
  return { freeFromCents: value ?? Number.MAX_SAFE_INTEGER, flatCents: FLAT_FREIGHT_CENTS };
}

/** Shipping of one shop's order with `goodsCents` of goods (nothing bought, nothing shipped). */
export const freightCents = (goodsCents: number, rule: FreightRule): number =>
  goodsCents > 0 && goodsCents < rule.freeFromCents ? rule.flatCents : 0;

/** What more an order needs for free shipping; 0 once it ships free. */
export const missingForFreeFreight = (goodsCents: number, rule: FreightRule): number => Math.max(0, rule.freeFromCents - goodsCents);
