import type { CartSku } from '../../../../src/core/contract/types';
import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import type { OfferRow } from '../../repos/cart/promo-cart';
import { addPointLog } from '../members/points-log';

/**
 * Points-mall lines in the cart and at checkout (issue 5). A points goods is bought under its
 * exchange (cart_item promotion_type EXCHANGE, promotion_id = promo_exchange.id): each piece costs
 * `exchange_money` (the line's purchase price, possibly 0) plus `exchange_point` points, spent
 * from the member's consum_point when the trade is created and given back when an order is
 * cancelled.
 */

/** Points in a message, grouped by thousands ("1,300"): es-MX, en-US and zh-CN all group them so. */
const grouped = (n: number) => n.toLocaleString('en-US');

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

/** A priced line's points: per piece under the offer that prices it, else 0. */
export const offerPoints = (offer: OfferRow | null): number => (offer?.type === 'EXCHANGE' ? (offer.point ?? 0) : 0);

/** The points `skus` take (`point` is per piece): checked, valid lines only, as the totals count. */
export const skuPoints = (skus: readonly CartSku[]): number =>
  skus.reduce((sum, sku) => sum + (sku.checked === 1 && sku.invalid === 0 ? sku.point * sku.num : 0), 0);

interface ExchangeLine {
  skuId: number;
  exchangeId: number;
  num: number;
  /** per piece */
  point: number;
  name: string;
}

/** The lines of `skus` priced by their exchange (a line whose exchange no longer fits is priced normally, with no points). */
function exchangeLines(skus: readonly CartSku[]): ExchangeLine[] {
  return skus.flatMap((sku) => {
    const promo = sku.single_list.find((p) => p.is_check === 1 && p.promotion_type === 'EXCHANGE');
    return promo && sku.point > 0
      ? [{ skuId: sku.sku_id, exchangeId: promo.promotion_id, num: sku.num, point: sku.point, name: sku.name }]
      : [];
  });
}

/**
 * Inside `trade/create`'s transaction, after its orders are written: takes the points the trade's
 * exchange lines need by one conditional update (so racing checkouts can never take the balance
 * below zero), takes the exchanges' pieces, books the spend in the ledger and on each order, and
 * marks paid an order whose money part is 0 (nothing to pay, it must not wait "to pay"). Throws
 * the translated refusal when the points or pieces are short; the caller's rollback then leaves
 * nothing written. Returns the points taken.
 */
export async function spendTradePoints(
  q: Queryable,
  p: { memberId: number; tradeSn: string; skus: readonly CartSku[]; at: number },
): Promise<number> {
  const lines = exchangeLines(p.skus);
  const needed = lines.reduce((sum, line) => sum + line.point * line.num, 0);
  if (needed === 0) return 0;
  const spent = await q.query<{ consum_point: number }>(
    'update member set consum_point = consum_point - $2 where id = $1 and consum_point >= $2 returning consum_point',
    [p.memberId, needed],
  );
  if (!spent.rows[0]) {
    const { rows } = await q.query<{ consum_point: number }>('select consum_point from member where id = $1', [p.memberId]);
    throw ruleError('promotionsPointsInsufficient', { needed: grouped(needed), available: grouped(Number(rows[0]?.consum_point ?? 0)) });
  }

  const pieces = new Map<number, { num: number; names: string[] }>();
  for (const line of lines) {
    const entry = pieces.get(line.exchangeId) ?? { num: 0, names: [] };
    pieces.set(line.exchangeId, { num: entry.num + line.num, names: [...entry.names, line.name] });
  }
  const gone: string[] = [];
  for (const [exchangeId, { num, names }] of pieces) {
    const { rows } = await q.query(
      'update promo_exchange set enable_quantity = enable_quantity - $2 where id = $1 and enable_quantity >= $2 returning id',
      [exchangeId, num],
    );
    if (rows.length === 0) gone.push(...names);
  }
  if (gone.length > 0) throw ruleError('promotionsExchangeGone', { names: gone.join(', ') });

  await addPointLog(q, { memberId: p.memberId, consumPoint: needed, consumType: 0, reason: 'EXCHANGE', sn: p.tradeSn, at: p.at });

  // Each order's share: its lines (order_item) of the exchanged skus.
  const perSku = new Map(lines.map((line) => [line.skuId, line]));
  const { rows: items } = await q.query<{ order_sn: string; sku_id: number; num: number }>(
    'select i.order_sn, i.sku_id, i.num from order_item i join trade_order o on o.sn = i.order_sn where o.trade_sn = $1 and i.sku_id = any($2::bigint[])',
    [p.tradeSn, [...perSku.keys()]],
  );
  for (const item of items) {
    const line = perSku.get(Number(item.sku_id));
    if (!line) continue;
    const points = line.point * item.num;
    await q.query('update trade_order set exchange_point = exchange_point + $2 where sn = $1', [item.order_sn, points]);
    await q.query(
      `insert into order_exchange (order_sn, exchange_id, num, points) values ($1, $2, $3, $4)
       on conflict (order_sn, exchange_id) do update set num = order_exchange.num + excluded.num, points = order_exchange.points + excluded.points`,
      [item.order_sn, line.exchangeId, item.num, points],
    );
  }
  // Paid in points alone: settled now, as a balance payment settles an order.
  await q.query(
    `update trade_order set pay_status = 'PAY_YES', order_status = 'PAID_OFF', paid_at = $2
     where trade_sn = $1 and exchange_point > 0 and order_cents = 0 and pay_status <> 'PAY_YES'`,
    [p.tradeSn, p.at],
  );
  return needed;
}

/** The points a trade took (PriceDetail.exchange_point of `trade/create`). */
export async function tradePoints(q: Queryable, tradeSn: string): Promise<number> {
  const { rows } = await q.query<{ points: number }>(
    'select coalesce(sum(exchange_point), 0)::bigint as points from trade_order where trade_sn = $1',
    [tradeSn],
  );
  return Number(rows[0]?.points ?? 0);
}

/**
 * Inside an order's cancel (the buyer's or the expiry sweep's), which runs once per order: gives
 * the member back the points the order took, with a ledger row, and the exchanges their pieces.
 */
export async function returnOrderPoints(q: Queryable, order: { sn: string; member_id: number }, at: number): Promise<void> {
  const { rows } = await q.query<{ exchange_point: number }>('select exchange_point from trade_order where sn = $1', [order.sn]);
  const points = Number(rows[0]?.exchange_point ?? 0);
  if (points === 0) return;
  await q.query('update member set consum_point = consum_point + $2 where id = $1', [order.member_id, points]);
  await addPointLog(q, { memberId: order.member_id, consumPoint: points, consumType: 1, reason: 'RETURNED', sn: order.sn, at });
  await q.query(
    'update promo_exchange p set enable_quantity = p.enable_quantity + e.num from order_exchange e where e.order_sn = $1 and p.id = e.exchange_id',
    [order.sn],
  );
}
