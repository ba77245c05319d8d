import type { Locale } from '../../../../src/core/contract/locales';
import { lineNameSql, lineSnapshotJoin } from './line-name';
import type { Queryable } from '../../db/types';

export interface TradeRow {
  sn: string;
  member_id: number;
  member_name: string;
  payment_type: string;
  goods_cents: number;
  freight_cents: number;
  discount_cents: number;
  total_cents: number;
  consignee: unknown;
  receipt: unknown;
  remark: string;
  receive_time: string;
}

export interface TradeOrderRow {
  sn: string;
  seller_id: number;
  seller_name: string;
  order_status: string;
  pay_status: string;
  goods_cents: number;
  freight_cents: number;
  coupon_cents: number;
  card_cents: number;
  order_cents: number;
}

export interface TradeItemRow {
  order_sn: string;
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  num: number;
  price_cents: number;
  subtotal_cents: number;
  shipment_type: number;
}

/**
 * The trade row keyed by (member, idempotency key), written first in `trade/create`: false when a
 * trade with that key exists (a repeat waits on its row, then reads the first).
 */
export async function claimTrade(
  q: Queryable,
  trade: { sn: string; memberId: number; key: string; way: string; client: string; at: number },
): Promise<boolean> {
  const { rows } = await q.query<{ sn: string }>(
    `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, created_at) values ($1, $2, $3, $4, $5, 'ONLINE', $6)
     on conflict (member_id, idempotency_key) do nothing returning sn`,
    [trade.sn, trade.memberId, trade.key, trade.way, trade.client, trade.at],
  );
  return rows[0] !== undefined;
}

export async function findTradeSnByKey(q: Queryable, memberId: number, key: string): Promise<string | undefined> {
  const { rows } = await q.query<{ sn: string }>('select sn from trade where member_id = $1 and idempotency_key = $2', [memberId, key]);
  return rows[0]?.sn;
}

/** The totals, consignee, receipt and remark of a trade once its orders are written. */
export async function completeTrade(
  q: Queryable,
  trade: {
    sn: string;
    paymentType: string;
    goodsCents: number;
    freightCents: number;
    discountCents: number;
    totalCents: number;
    consignee: string;
    receipt: string | null;
    remark: string;
    receiveTime: string;
  },
): Promise<void> {
  await q.query(
    `update trade set payment_type = $2, goods_cents = $3, freight_cents = $4, discount_cents = $5, total_cents = $6,
       consignee = $7, receipt = $8, remark = $9, receive_time = $10 where sn = $1`,
    [
      trade.sn,
      trade.paymentType,
      trade.goodsCents,
      trade.freightCents,
      trade.discountCents,
      trade.totalCents,
      trade.consignee,
      trade.receipt,
      trade.remark,
      trade.receiveTime,
    ],
  );
}

/** A discount card's reduction taken off the trade's totals. */
export async function reduceTrade(q: Queryable, sn: string, cents: number): Promise<void> {
  await q.query('update trade set discount_cents = discount_cents + $2, total_cents = total_cents - $2 where sn = $1', [sn, cents]);
}

export async function findTrade(q: Queryable, sn: string): Promise<TradeRow | undefined> {
  const { rows } = await q.query<TradeRow>(
    `select t.sn, t.member_id, m.username as member_name, t.payment_type, t.goods_cents, t.freight_cents, t.discount_cents, t.total_cents,
            t.consignee, t.receipt, t.remark, t.receive_time
     from trade t join member m on m.id = t.member_id where t.sn = $1`,
    [sn],
  );
  return rows[0];
}

export async function listTradeOrders(q: Queryable, sn: string): Promise<TradeOrderRow[]> {
  const { rows } = await q.query<TradeOrderRow>(
    'select sn, seller_id, seller_name, order_status, pay_status, goods_cents, freight_cents, coupon_cents, card_cents, order_cents from trade_order where trade_sn = $1 order by sn',
    [sn],
  );
  return rows;
}

/** A trade's lines, each named in `locale` (line-name.ts). */
export async function listTradeItems(q: Queryable, sn: string, locale: Locale): Promise<TradeItemRow[]> {
  const { rows } = await q.query<TradeItemRow>(
    `select i.order_sn, i.sku_id, i.goods_id, ${lineNameSql(locale)} as name, i.image, i.num, i.price_cents, i.subtotal_cents, i.shipment_type
     from order_item i join trade_order o on o.sn = i.order_sn ${lineSnapshotJoin()} where o.trade_sn = $1 order by i.sku_id, i.shipment_type`,
    [sn],
  );
  return rows;
}

/** The receipt the buyer asked for at checkout. */
export async function findTradeReceipt<T>(q: Queryable, sn: string): Promise<T | null | undefined> {
  const { rows } = await q.query<{ receipt: T | null }>('select receipt from trade where sn = $1', [sn]);
  return rows[0]?.receipt;
}
