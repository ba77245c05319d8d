import type { CartSku } from '../../../../src/core/contract/types';
import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import {
  type CountedType,
  giveBackActivityPieces,
  insertActivitySale,
  isCounted,
  markSalesReturned,
  sumMemberActivityUnits,
  takeActivityPieces,
} from '../../repos/trade/activity-sales';

/**
 * Activity sales (issue 5, orders): what a trade bought under a seckill, group buy or
 * crowdfunding is added to the activity's counts inside the checkout transaction, refused past
 * the activity's quantity, and given back when its order is cancelled. Each counted line is a
 * `trade_activity` row (590-activity-sales.sql), which is also what per-buyer caps count.
 */

const cents = (mxn: number) => Math.round(mxn * 100);

interface Sale {
  skuId: number;
  name: string;
  type: CountedType;
  id: number;
  num: number;
  amountCents: number;
}

/**
 * The lines of `skus` bought under an activity, one per sku (its wholesale and dropship lines
 * share the sku's one choice), and the names of those whose chosen activity still runs but no
 * longer fits them (pieces left, or the buyer's cap with what they bought before).
 */
function salesOf(skus: readonly CartSku[]): { sales: Sale[]; unfit: string[] } {
  const sales = new Map<number, Sale>();
  const unfit = new Set<string>();
  for (const sku of skus) {
    const chosen = sku.single_list.find((promo) => promo.is_check === 1);
    if (!chosen || !isCounted(chosen.promotion_type)) continue;
    // the cart view prices a chosen activity that does not fit at the normal price with a notice:
    // at checkout that is refused, never bought at a price the buyer did not choose
    if (sku.promotion_notice !== '') {
      unfit.add(sku.name);
      continue;
    }
    const sale = sales.get(sku.sku_id) ?? {
      skuId: sku.sku_id,
      name: sku.name,
      type: chosen.promotion_type,
      id: chosen.promotion_id,
      num: 0,
      amountCents: 0,
    };
    sale.num += sku.num;
    sale.amountCents += cents(sku.purchase_price) * sku.num;
    sales.set(sku.sku_id, sale);
  }
  // one order of taking rows for every checkout, so two trades never wait on each other in a circle
  const sorted = [...sales.values()].sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id || a.skuId - b.skuId);
  return { sales: sorted, unfit: [...unfit] };
}

/**
 * Counts a trade's activity sales inside its checkout transaction (after its stock is taken):
 * each activity's count grows by a conditional update, so concurrent buyers can never sell it past
 * its quantity; a line that does not fit is a translated 400 naming the goods, and the caller's
 * transaction then writes nothing.
 */
export async function countActivitySales(
  q: Queryable,
  trade: { tradeSn: string; memberId: number; skus: readonly CartSku[] },
): Promise<void> {
  const { sales, unfit } = salesOf(trade.skus);
  if (unfit.length > 0) throw ruleError('tradeActivityNoRoom', { names: unfit.join(', ') });
  const soldOut: string[] = [];
  for (const sale of sales) {
    if (!(await takeActivityPieces(q, sale.type, sale.id, sale.num, sale.amountCents))) soldOut.push(sale.name);
  }
  if (soldOut.length > 0) throw ruleError('tradeActivityNoRoom', { names: soldOut.join(', ') });
  for (const sale of sales) {
    await insertActivitySale(q, {
      tradeSn: trade.tradeSn,
      skuId: sale.skuId,
      memberId: trade.memberId,
      type: sale.type,
      id: sale.id,
      num: sale.num,
      amountCents: sale.amountCents,
    });
  }
}

/** Gives a cancelled order's activity sales back to their activities, once (inside the cancel's transaction). */
export async function returnActivitySales(q: Queryable, orderSn: string, at: number): Promise<void> {
  for (const row of await markSalesReturned(q, orderSn, at)) {
    if (isCounted(row.promotion_type))
      await giveBackActivityPieces(q, row.promotion_type, row.promotion_id, row.num, Number(row.amount_cents));
  }
}

/**
 * Pieces a member bought under each of these activities in orders not cancelled, keyed
 * `TYPE:id`: what a per-buyer cap counts besides the cart.
 */
export async function memberActivityUnits(q: Queryable, memberId: number, activityIds: readonly number[]): Promise<Map<string, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await sumMemberActivityUnits(q, memberId, activityIds);
  return new Map(rows.map((row) => [activityKey(row.promotion_type, Number(row.promotion_id)), row.units]));
}

export const activityKey = (type: string, id: number) => `${type}:${id}`;
