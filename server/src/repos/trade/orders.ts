import type { Locale } from '../../../../src/core/contract/locales';
import { localeSuffix } from '../../http/locale-columns';
import { type StoredText, textColumns } from '../../services/text/system-text';
import type { ShipmentType } from '../../../../src/core/contract/shipment';
import type { Queryable } from '../../db/types';

export const ORDER_FILTERS = ['ALL', 'WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'CANCELLED', 'COMPLETE', 'WAIT_COMMENT', 'REFUND'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Not paid and not yet on its way: the buyer may still cancel it (online or cash on delivery). */
const OPEN = `o.pay_status <> 'PAY_YES' and o.order_status in ('NEW', 'CONFIRM')`;
/**
 * Waiting for an online payment: the only orders with a pay window. A cash-on-delivery order is
 * paid when it arrives, so it has no deadline and is never cancelled for not paying (list code 8).
 */
const AWAITING_PAYMENT = `${OPEN} and o.payment_type = 'ONLINE'`;
// Cash on delivery and bank transfer: paid outside the site, confirmed by the marketplace.
const PENDING_CONFIRMATION = `${OPEN} and o.payment_type in ('COD', 'TRANSFER')`;
const FILTER_SQL: Record<OrderFilter, string> = {
  ALL: 'true',
  WAIT_PAY: AWAITING_PAYMENT,
  // A COD order's next step is the seller confirming and shipping it, as after a payment.
  WAIT_SHIP: `(o.order_status = 'PAID_OFF' or (${PENDING_CONFIRMATION}))`,
  WAIT_ROG: `o.order_status = 'SHIPPED'`,
  CANCELLED: `o.order_status = 'CANCELLED'`,
  COMPLETE: `o.order_status in ('ROG', 'COMPLETE')`,
  WAIT_COMMENT: `o.order_status in ('ROG', 'COMPLETE') and o.comment_status = 'UNFINISHED'`,
  // an order with an after-sale service (issue 12 §4), open or done
  REFUND: `(o.order_status = 'AFTER_SERVICE' or o.service_status <> 'NOT_APPLY')`,
};

export interface OrderRow {
  sn: string;
  trade_sn: string;
  seller_id: number;
  seller_name: string;
  order_status: string;
  pay_status: string;
  ship_status: string;
  comment_status: string;
  service_status: string;
  payment_type: string;
  ship_name: string;
  ship_mobile: string;
  ship_province: string;
  ship_city: string;
  ship_county: string;
  ship_addr: string;
  created_at: number;
  order_cents: number;
  freight_cents: number;
  coupon_cents: number;
  card_cents: number;
  goods_cents: number;
  paid_cents: number;
  balance_cents: number;
  cancel_deadline: number;
  logi_name: string;
  ship_no: string;
  cancel_reason: string;
  cancel_reason_key: string;
  cancel_reason_params: unknown;
  remark: string;
  need_receipt: number;
  logi_id: number;
}

export interface OrderItemRow {
  order_sn: string;
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  spec_text: string;
  num: number;
  price_cents: number;
  subtotal_cents: number;
  snapshot_id: number | null;
}

/** What a cancelled order gives back. */
export interface CancelledOrder {
  mc_ids: number[];
  sn: string;
  member_id: number;
  balance_cents: number;
}

export async function insertOrder(
  q: Queryable,
  order: {
    sn: string;
    tradeSn: string;
    memberId: number;
    sellerId: number;
    sellerName: string;
    paymentType: string;
    goodsCents: number;
    freightCents: number;
    couponCents: number;
    orderCents: number;
    mcIds: readonly number[];
    ship: { name: string; mobile: string; province: string; city: string; county: string; addr: string; zip: string };
    remark: string;
    needReceipt: 0 | 1;
    at: number;
    cancelDeadline: number;
  },
): Promise<void> {
  await q.query(
    `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, payment_type, goods_cents, freight_cents,
       coupon_cents, order_cents, mc_ids, ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip, remark,
       need_receipt, created_at, cancel_deadline)
     values ($1, $2, $3, $4, $5, 'CONFIRM', $6, $7, $8, $9, $10, $11::bigint[], $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      order.sn,
      order.tradeSn,
      order.memberId,
      order.sellerId,
      order.sellerName,
      order.paymentType,
      order.goodsCents,
      order.freightCents,
      order.couponCents,
      order.orderCents,
      order.mcIds,
      order.ship.name,
      order.ship.mobile,
      order.ship.province,
      order.ship.city,
      order.ship.county,
      order.ship.addr,
      order.ship.zip,
      order.remark,
      order.needReceipt,
      order.at,
      order.cancelDeadline,
    ],
  );
}

export async function insertOrderItem(
  q: Queryable,
  item: {
    orderSn: string;
    skuId: number;
    goodsId: number;
    name: string;
    image: string;
    specText: string;
    num: number;
    priceCents: number;
    subtotalCents: number;
    snapshotId: number;
    shipmentType: number;
  },
): Promise<void> {
  await q.query(
    `insert into order_item (order_sn, sku_id, goods_id, name, image, spec_text, num, price_cents, subtotal_cents, snapshot_id, shipment_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      item.orderSn,
      item.skuId,
      item.goodsId,
      item.name,
      item.image,
      item.specText,
      item.num,
      item.priceCents,
      item.subtotalCents,
      item.snapshotId,
      item.shipmentType,
    ],
  );
}

/**
 * Cancels one order in one conditional update: by its buyer while it is open, or (`expiredAt`) by
 * the sweep while it still awaits an online payment past its deadline, judged under the row lock.
 * Undefined when the order is not (or no longer) such an order.
 */
export async function cancelOrder(
  q: Queryable,
  sn: string,
  reason: StoredText,
  by: { memberId: number } | { expiredAt: number },
): Promise<CancelledOrder | undefined> {
  const [who, param] =
    'memberId' in by ? [`${OPEN} and o.member_id = $3`, by.memberId] : [`${AWAITING_PAYMENT} and o.cancel_deadline <= $3`, by.expiredAt];
  const [written, key, params] = textColumns(reason);
  const { rows } = await q.query<CancelledOrder>(
    `update trade_order o set order_status = 'CANCELLED', cancel_reason = $2, cancel_reason_key = $4, cancel_reason_params = $5::jsonb
     where o.sn = $1 and ${who} returning o.mc_ids, o.sn, o.member_id, o.balance_cents`,
    [sn, written, param, key, params],
  );
  return rows[0];
}

/** The skus and pieces of one order. */
export async function listOrderPieces(q: Queryable, sn: string): Promise<{ sku_id: number; goods_id: number; num: number }[]> {
  const { rows } = await q.query<{ sku_id: number; goods_id: number; num: number }>(
    'select sku_id, goods_id, num from order_item where order_sn = $1',
    [sn],
  );
  return rows;
}

/**
 * The lines of some orders, each named as the catalogue named it in `locale` when it was ordered
 * (the line's snapshot keeps every locale's name, as the product page shows it), else as stored.
 */
export async function listItemsOfOrders(q: Queryable, sns: readonly string[], locale: Locale): Promise<OrderItemRow[]> {
  const { rows } = await q.query<OrderItemRow>(
    `select i.order_sn, i.sku_id, i.goods_id, coalesce(nullif(gs.body -> 'name' ->> $2, ''), i.name) as name, i.image, i.spec_text, i.num,
       i.price_cents, i.subtotal_cents, i.snapshot_id
     from order_item i left join goods_snapshot gs on gs.id = i.snapshot_id
     where i.order_sn = any($1::text[]) order by i.sku_id`,
    [sns, localeSuffix(locale)],
  );
  return rows;
}

/** Up to 500 orders awaiting an online payment whose pay window ran out by `at`. */
export async function listExpiredOrders(q: Queryable, at: number): Promise<string[]> {
  const { rows } = await q.query<{ sn: string }>(
    `select o.sn from trade_order o where o.cancel_deadline <= $1 and ${AWAITING_PAYMENT} order by o.sn limit 500`,
    [at],
  );
  return rows.map((row) => row.sn);
}

/** A member's orders of one filter, newest first; `keyword` (a LIKE pattern) matches the sn or a line's name. */
export async function pageMemberOrders(
  q: Queryable,
  search: { memberId: number; filter: OrderFilter; keyword: string | null; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `o.member_id = $1 and ${FILTER_SQL[search.filter]} and ($2::text is null or o.sn ilike $2 or exists (select 1 from order_item i where i.order_sn = o.sn and i.name ilike $2))`;
  const params = [search.memberId, search.keyword];
  const { rows: total } = await q.query<{ n: number }>(`select count(*)::int as n from trade_order o where ${where}`, params);
  const { rows } = await q.query<OrderRow>(
    `select o.* from trade_order o where ${where} order by o.created_at desc, o.sn desc limit $3 offset $4`,
    [...params, search.limit, search.offset],
  );
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findMemberOrder(q: Queryable, memberId: number, sn: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>('select o.* from trade_order o where o.member_id = $1 and o.sn = $2', [memberId, sn]);
  return rows[0];
}

export async function countMemberOrders(q: Queryable, memberId: number, filter: OrderFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from trade_order o where o.member_id = $1 and ${FILTER_SQL[filter]}`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

export async function memberOrderExists(q: Queryable, memberId: number, sn: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from trade_order where member_id = $1 and sn = $2', [memberId, sn]);
  return rows.length > 0;
}

/** The buyer confirms a shipped order arrived; false when it is not a shipped order of theirs. */
export async function confirmOrderReceived(q: Queryable, memberId: number, sn: string): Promise<boolean> {
  const { rows } = await q.query(
    `update trade_order set order_status = 'ROG', ship_status = 'SHIP_ROG' where member_id = $1 and sn = $2 and order_status = 'SHIPPED' returning sn`,
    [memberId, sn],
  );
  return rows.length > 0;
}

/** When an order's pay window ends, and whether it still awaits an online payment. */
export async function findPayWindow(
  q: Queryable,
  memberId: number,
  sn: string,
): Promise<{ cancel_deadline: number; unpaid: boolean } | undefined> {
  const { rows } = await q.query<{ cancel_deadline: number; unpaid: boolean }>(
    `select o.cancel_deadline, (${AWAITING_PAYMENT}) as unpaid from trade_order o where o.member_id = $1 and o.sn = $2`,
    [memberId, sn],
  );
  return rows[0];
}

/** The lines of one of the member's orders, each with the way it was bought. */
export async function listOrderLines(
  q: Queryable,
  memberId: number,
  sn: string,
): Promise<{ sku_id: number; goods_id: number; name: string; num: number; shipment_type: ShipmentType }[]> {
  const { rows } = await q.query<{ sku_id: number; goods_id: number; name: string; num: number; shipment_type: ShipmentType }>(
    `select i.sku_id, i.goods_id, i.name, i.num, i.shipment_type from order_item i join trade_order o on o.sn = i.order_sn
     where o.member_id = $1 and o.sn = $2 order by i.sku_id, i.shipment_type`,
    [memberId, sn],
  );
  return rows;
}
