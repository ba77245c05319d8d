import type { Queryable } from '../../db/types';

/** The activities whose sales are counted (the points mall's exchanges are counted in points.ts). */
export type CountedType = 'SECKILL' | 'GROUPBUY' | 'CROWDFUNDING';

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

export const isCounted = (type: string): type is CountedType => type in TAKE;

/** Adds a sale to its activity's counts by one conditional update; false when it would pass the activity's quantity. */
export async function takeActivityPieces(q: Queryable, type: CountedType, id: number, num: number, amountCents: number): Promise<boolean> {
  const { rows } = await q.query(...TAKE[type](id, num, amountCents));
  return rows.length > 0;
}

export async function giveBackActivityPieces(q: Queryable, type: CountedType, id: number, num: number, amountCents: number): Promise<void> {
  await q.query(...GIVE_BACK[type](id, num, amountCents));
}

export async function insertActivitySale(
  q: Queryable,
  sale: { tradeSn: string; skuId: number; memberId: number; type: CountedType; id: number; num: number; amountCents: number },
): Promise<void> {
  await q.query(
    `insert into trade_activity (trade_sn, sku_id, member_id, promotion_type, promotion_id, num, amount_cents) values ($1, $2, $3, $4, $5, $6, $7)`,
    [sale.tradeSn, sale.skuId, sale.memberId, sale.type, sale.id, sale.num, sale.amountCents],
  );
}

/** Marks a cancelled order's activity sales returned, once: the sales it marked. */
export async function markSalesReturned(
  q: Queryable,
  orderSn: string,
  at: number,
): Promise<{ promotion_type: string; promotion_id: number; num: number; amount_cents: number }[]> {
  const { rows } = await q.query<{ promotion_type: string; promotion_id: number; num: number; amount_cents: number }>(
    `update trade_activity a set returned_at = $2 from trade_order o
     where o.sn = $1 and a.trade_sn = o.trade_sn and a.returned_at is null
       and a.sku_id in (select i.sku_id from order_item i where i.order_sn = o.sn)
     returning a.promotion_type, a.promotion_id, a.num, a.amount_cents`,
    [orderSn, at],
  );
  return rows;
}

/** Pieces a member bought under each of these activities in orders not cancelled. */
export async function sumMemberActivityUnits(
  q: Queryable,
  memberId: number,
  activityIds: readonly number[],
): Promise<{ promotion_type: string; promotion_id: number; units: number }[]> {
  const { rows } = await q.query<{ promotion_type: string; promotion_id: number; units: number }>(
    `select promotion_type, promotion_id, sum(num)::int as units from trade_activity
     where member_id = $1 and returned_at is null and promotion_id = any($2::bigint[])
     group by promotion_type, promotion_id`,
    [memberId, [...new Set(activityIds)]],
  );
  return rows;
}
