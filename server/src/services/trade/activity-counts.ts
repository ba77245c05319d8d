import type { CartSku } from '../../../../src/core/contract/types';
import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';

/**
 * Activity sales (issue 5, orders): what a trade bought under a seckill, group buy or
 * crowdfunding is added to the activity's counts inside the checkout transaction, refused past
 * the activity's quantity, and given back when its order is cancelled. Each counted line is a
 * `trade_activity` row (590-activity-sales.sql), which is also what per-buyer caps count.
 */

/** The activities whose sales are counted (the points mall's exchanges are points.ts's). */
type CountedType = 'SECKILL' | 'GROUPBUY' | 'CROWDFUNDING';

type Move = (id: number, num: number, amountCents: number) => [string, unknown[]];

/** Takes `num` pieces worth `amountCents` from an activity: a row back when it fits, none when past its quantity. */
const TAKE: Record<CountedType, Move> = {
  SECKILL: (id, num) => [
    'update promo_seckill_goods set sold_num = sold_num + $2 where id = $1 and sold_num + $2 <= quantity returning id',
    [id, num],
  ],
  GROUPBUY: (id, num) => [
    'update promo_groupbuy set buy_num = buy_num + $2 where id = $1 and buy_num + $2 <= goods_num returning id',
    [id, num],
  ],
  // a campaign backs as many buyers as come: it counts the money raised and its backers, never refuses
  CROWDFUNDING: (id, _num, amountCents) => [
    'update promo_crowdfunding set raised_cents = raised_cents + $2, backers = backers + 1 where id = $1 returning id',
    [id, amountCents],
  ],
};
/** Gives them back (a cancelled order). */
const GIVE_BACK: Record<CountedType, Move> = {
  SECKILL: (id, num) => ['update promo_seckill_goods set sold_num = greatest(sold_num - $2, 0) where id = $1', [id, num]],
  GROUPBUY: (id, num) => ['update promo_groupbuy set buy_num = greatest(buy_num - $2, 0) where id = $1', [id, num]],
  CROWDFUNDING: (id, _num, amountCents) => [
    'update promo_crowdfunding set raised_cents = greatest(raised_cents - $2, 0), backers = greatest(backers - 1, 0) where id = $1',
    [id, amountCents],
  ],
};

const isCounted = (type: string): type is CountedType => type in TAKE;
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
    const { rows } = await q.query(...TAKE[sale.type](sale.id, sale.num, sale.amountCents));
    if (rows.length === 0) soldOut.push(sale.name);
  }
  if (soldOut.length > 0) throw ruleError('tradeActivityNoRoom', { names: soldOut.join(', ') });
  for (const sale of sales) {
    await q.query(
      `insert into trade_activity (trade_sn, sku_id, member_id, promotion_type, promotion_id, num, amount_cents) values ($1, $2, $3, $4, $5, $6, $7)`,
      [trade.tradeSn, sale.skuId, trade.memberId, sale.type, sale.id, sale.num, sale.amountCents],
    );
  }
}

/** Gives a cancelled order's activity sales back to their activities, once (inside the cancel's transaction). */
export async function returnActivitySales(q: Queryable, orderSn: string, at: number): Promise<void> {
  const { rows } = await q.query<{ promotion_type: string; promotion_id: number; num: number; amount_cents: number }>(
    `update trade_activity a set returned_at = $2 from trade_order o
     where o.sn = $1 and a.trade_sn = o.trade_sn and a.returned_at is null
       and a.sku_id in (select i.sku_id from order_item i where i.order_sn = o.sn)
     returning a.promotion_type, a.promotion_id, a.num, a.amount_cents`,
    [orderSn, at],
  );
  for (const row of rows) {
    if (isCounted(row.promotion_type)) await q.query(...GIVE_BACK[row.promotion_type](row.promotion_id, row.num, Number(row.amount_cents)));
  }
}

/**
 * Pieces a member bought under each of these activities in orders not cancelled, keyed
 * `TYPE:id`: what a per-buyer cap counts besides the cart.
 */
export async function memberActivityUnits(q: Queryable, memberId: number, activityIds: readonly number[]): Promise<Map<string, number>> {
  if (activityIds.length === 0) return new Map();
  const { rows } = await q.query<{ promotion_type: string; promotion_id: number; units: number }>(
    `select promotion_type, promotion_id, sum(num)::int as units from trade_activity
     where member_id = $1 and returned_at is null and promotion_id = any($2::bigint[])
     group by promotion_type, promotion_id`,
    [memberId, [...new Set(activityIds)]],
  );
  return new Map(rows.map((row) => [activityKey(row.promotion_type, Number(row.promotion_id)), row.units]));
}

export const activityKey = (type: string, id: number) => `${type}:${id}`;
