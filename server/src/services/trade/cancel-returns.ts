import type { Queryable } from '../../db/types';
import { returnCoupons } from '../../repos/trade/coupons';
import { returnActivitySales } from './activity-counts';
import { returnCardOfOrder } from './discount-card';

/**
 * What a cancelled order gives back besides its money, stock and points: the member coupons it
 * used, the discount card of its trade (once every order of the trade is cancelled) and the
 * activity sales it counted. Called once per order, inside the transaction that cancelled it:
 * the buyer's cancel, the expiry sweep, and a paid order refunded whole before shipping
 * (after-sale's refund only, issue 12 §4).
 */
export async function returnCancelledOrderDiscounts(
  q: Queryable,
  order: { sn: string; mc_ids: readonly number[] },
  at: number,
): Promise<void> {
  if (order.mc_ids.length > 0) await returnCoupons(q, order.mc_ids);
  await returnCardOfOrder(q, order.sn);
  await returnActivitySales(q, order.sn, at);
}
