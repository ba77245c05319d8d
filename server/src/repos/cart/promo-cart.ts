import type { Queryable } from '../../db/types';

/**
 * The activity types that price a cart line (api-reference "Promotion types", plus CROWDFUNDING).
 * EXCHANGE is the points mall (services/trade/points.ts lists those offers).
 */
export type OfferType = 'SECKILL' | 'GROUPBUY' | 'CROWDFUNDING' | 'EXCHANGE';

/** One running activity a sku may be bought under, as stored. Quantities are pieces. */
export interface OfferRow {
  type: OfferType;
  id: number;
  sku_id: number;
  price_cents: number;
  /** pieces one buyer may take; null = no cap of its own */
  limit_num: number | null;
  /** pieces left at the activity price; null = no stock of its own (the sku's stock applies) */
  remaining: number | null;
  end_time: number;
  /** EXCHANGE: the points one piece also takes (price_cents is then the money part) */
  point?: number;
}

/**
 * The activities running at `now` for these skus: the seckill goods of the slot running now
 * (`seckillHour`, null when none runs), and group buys and crowdfunding campaigns inside their
 * dates, which sell their goods' default sku. Goods off the market offer nothing.
 */
export async function listOffers(
  q: Queryable,
  skuIds: readonly number[],
  now: number,
  seckillHour: number | null,
  seckillEnd: number,
): Promise<OfferRow[]> {
  if (skuIds.length === 0) return [];
  const { rows } = await q.query<OfferRow>(
    `select 'SECKILL' as type, p.id, p.sku_id, p.price_cents, p.limit_num, greatest(p.quantity - p.sold_num, 0) as remaining, $4::bigint as end_time
     from promo_seckill_goods p join goods g on g.id = p.goods_id
     where p.sku_id = any($1::bigint[]) and p.slot_hour = $3 and g.market_enable = 1
     union all
     select 'GROUPBUY', p.id, g.default_sku_id, p.price_cents, null, greatest(p.goods_num - p.buy_num, 0), p.end_time
     from promo_groupbuy p join goods g on g.id = p.goods_id
     where g.default_sku_id = any($1::bigint[]) and p.start_time <= $2 and p.end_time >= $2 and g.market_enable = 1
     union all
     select 'CROWDFUNDING', p.id, g.default_sku_id, p.price_cents, null, null, p.end_time
     from promo_crowdfunding p join goods g on g.id = p.goods_id
     where g.default_sku_id = any($1::bigint[]) and p.start_time <= $2 and p.end_time >= $2 and g.market_enable = 1
     order by 3, 1, 2`,
    [skuIds, now, seckillHour ?? -1, seckillEnd],
  );
  return rows;
}

/** Skus sold in the points mall: their cart lines are point goods (goods_type POINT). */
export async function pointSkus(q: Queryable, skuIds: readonly number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const { rows } = await q.query<{ sku_id: number }>('select distinct sku_id from promo_exchange where sku_id = any($1::bigint[])', [
    skuIds,
  ]);
  return new Set(rows.map((row) => row.sku_id));
}
