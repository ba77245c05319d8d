import type { Queryable } from '../../db/types';
import type { OfferRow } from '../cart/promo-cart';

/** An exchange has no dates: it runs while it has pieces left. */
const NO_END = 2_147_483_647;

/** The points-mall offers of these skus, as cart offers (the money part is the price; `remaining` the exchange stock). */
export async function listExchangeOffers(q: Queryable, skuIds: readonly number[]): Promise<OfferRow[]> {
  if (skuIds.length === 0) return [];
  const { rows } = await q.query<OfferRow>(
    `select 'EXCHANGE' as type, p.id, p.sku_id, p.exchange_money_cents as price_cents, null::int as limit_num,
            p.enable_quantity as remaining, $2::bigint as end_time, p.exchange_point as point
     from promo_exchange p join goods g on g.id = p.goods_id
     where p.sku_id = any($1::bigint[]) and g.market_enable = 1
     order by p.sku_id, p.id`,
    [skuIds, NO_END],
  );
  return rows;
}

/** Takes `points` from the member's spendable points by one conditional update; false when short. */
export async function takeMemberPoints(q: Queryable, memberId: number, points: number): Promise<boolean> {
  const { rows } = await q.query<{ consum_point: number }>(
    'update member set consum_point = consum_point - $2 where id = $1 and consum_point >= $2 returning consum_point',
    [memberId, points],
  );
  return rows[0] !== undefined;
}

export async function findSpendablePoints(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ consum_point: number }>('select consum_point from member where id = $1', [memberId]);
  return Number(rows[0]?.consum_point ?? 0);
}

export async function giveMemberPoints(q: Queryable, memberId: number, points: number): Promise<void> {
  await q.query('update member set consum_point = consum_point + $2 where id = $1', [memberId, points]);
}

/** Takes `num` pieces of an exchange by one conditional update; false when it has fewer left. */
export async function takeExchangePieces(q: Queryable, exchangeId: number, num: number): Promise<boolean> {
  const { rows } = await q.query(
    'update promo_exchange set enable_quantity = enable_quantity - $2 where id = $1 and enable_quantity >= $2 returning id',
    [exchangeId, num],
  );
  return rows.length > 0;
}

/** The lines of a trade's orders of these skus. */
export async function listTradeLinesOf(
  q: Queryable,
  tradeSn: string,
  skuIds: readonly number[],
): Promise<{ order_sn: string; sku_id: number; num: number }[]> {
  const { rows } = await q.query<{ order_sn: string; sku_id: number; num: number }>(
    'select i.order_sn, i.sku_id, i.num from order_item i join trade_order o on o.sn = i.order_sn where o.trade_sn = $1 and i.sku_id = any($2::bigint[])',
    [tradeSn, skuIds],
  );
  return rows;
}

/** Books points an order's exchange lines took, on the order and per exchange. */
export async function bookOrderExchange(
  q: Queryable,
  line: { orderSn: string; exchangeId: number; num: number; points: number },
): Promise<void> {
  await q.query('update trade_order set exchange_point = exchange_point + $2 where sn = $1', [line.orderSn, line.points]);
  await q.query(
    `insert into order_exchange (order_sn, exchange_id, num, points) values ($1, $2, $3, $4)
     on conflict (order_sn, exchange_id) do update set num = order_exchange.num + excluded.num, points = order_exchange.points + excluded.points`,
    [line.orderSn, line.exchangeId, line.num, line.points],
  );
}

/** Orders of the trade paid in points alone: settled now, as a balance payment settles an order. */
export async function settlePointsOnlyOrders(q: Queryable, tradeSn: string, at: number): Promise<void> {
  await q.query(
    `update trade_order set pay_status = 'PAY_YES', order_status = 'PAID_OFF', paid_at = $2
     where trade_sn = $1 and exchange_point > 0 and order_cents = 0 and pay_status <> 'PAY_YES'`,
    [tradeSn, at],
  );
}

/** The points a trade took. */
export async function tradePoints(q: Queryable, tradeSn: string): Promise<number> {
  const { rows } = await q.query<{ points: number }>(
    'select coalesce(sum(exchange_point), 0)::bigint as points from trade_order where trade_sn = $1',
    [tradeSn],
  );
  return Number(rows[0]?.points ?? 0);
}

export async function orderPoints(q: Queryable, sn: string): Promise<number> {
  const { rows } = await q.query<{ exchange_point: number }>('select exchange_point from trade_order where sn = $1', [sn]);
  return Number(rows[0]?.exchange_point ?? 0);
}

/** A cancelled order's exchange pieces back to their exchanges. */
export async function returnExchangePieces(q: Queryable, orderSn: string): Promise<void> {
  await q.query(
    'update promo_exchange p set enable_quantity = p.enable_quantity + e.num from order_exchange e where e.order_sn = $1 and p.id = e.exchange_id',
    [orderSn],
  );
}
