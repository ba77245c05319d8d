import type { Queryable } from '../../db/types';

export type PayKind = 'TRADE' | 'ORDER';

export interface PayableOrder {
  sn: string;
  trade_sn: string;
  member_id: number;
  due: number;
  payment_type: string;
  cancel_deadline: number;
}

/** The orders of a payment, counted and summed (cancelled ones apart). */
export interface OrderStateRow {
  total: number;
  cancelled: number;
  order_cents: number;
  balance_cents: number;
  returned_cents: number;
}

export interface ShipToRow {
  ship_name: string;
  ship_mobile: string;
  ship_province: string;
  ship_city: string;
  ship_county: string;
  ship_addr: string;
  payment_type: string;
}

/** `o.trade_sn = $n` or `o.sn = $n`: the orders a payment of this kind covers. */
const coveredBy = (kind: PayKind, param: string) => (kind === 'TRADE' ? `o.trade_sn = ${param}` : `o.sn = ${param}`);

/**
 * The orders of a trade (or the one order) that still take money, optionally row-locked in sn
 * order, the one order every payer locks in, so two payers never deadlock.
 */
export async function payableOrders(
  q: Queryable,
  kind: PayKind,
  sn: string,
  options: { memberId?: number; lock?: boolean } = {},
): Promise<PayableOrder[]> {
  const { rows } = await q.query<PayableOrder>(
    `select o.sn, o.trade_sn, o.member_id, o.order_cents - o.paid_cents as due, o.payment_type, o.cancel_deadline from trade_order o
     where ($2::bigint is null or o.member_id = $2) and ${coveredBy(kind, '$1')} and o.pay_status <> 'PAY_YES' and o.order_status <> 'CANCELLED'
     order by o.sn${options.lock ? ' for update' : ''}`,
    [sn, options.memberId ?? null],
  );
  return rows;
}

/**
 * How many orders a payment covers and how many are cancelled; what they cost, what of that
 * came from the balance, and what of the balance went back when orders were cancelled.
 */
export async function orderStates(q: Queryable, memberId: number, kind: PayKind, sn: string): Promise<OrderStateRow | undefined> {
  const { rows } = await q.query<OrderStateRow>(
    `select count(*)::int as total, count(*) filter (where o.order_status = 'CANCELLED')::int as cancelled,
       coalesce(sum(o.order_cents) filter (where o.order_status <> 'CANCELLED'), 0)::bigint as order_cents,
       coalesce(sum(o.balance_cents) filter (where o.order_status <> 'CANCELLED'), 0)::bigint as balance_cents,
       coalesce(sum(o.balance_cents) filter (where o.order_status = 'CANCELLED'), 0)::bigint as returned_cents
     from trade_order o where o.member_id = $2 and ${coveredBy(kind, '$1')}`,
    [sn, memberId],
  );
  return rows[0];
}

/** Where a payment's orders ship (an open order's first, by sn), and how they are paid. */
export async function findShipTo(q: Queryable, memberId: number, kind: PayKind, sn: string): Promise<ShipToRow | undefined> {
  const { rows } = await q.query<ShipToRow>(
    `select ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, payment_type from trade_order o where o.member_id = $2 and ${coveredBy(kind, '$1')}
     order by (o.order_status = 'CANCELLED'), o.sn limit 1`,
    [sn, memberId],
  );
  return rows[0];
}

/** The orders (online ones) will be paid by bank transfer: they await confirmation instead of a pay window. */
export async function markPaidByTransfer(q: Queryable, sns: readonly string[]): Promise<void> {
  await q.query(`update trade_order set payment_type = 'TRANSFER' where sn = any($1::text[]) and payment_type = 'ONLINE'`, [sns]);
}

/** A gateway payment settles these orders in full. */
export async function markOrdersPaid(q: Queryable, sns: readonly string[], at: number): Promise<void> {
  await q.query(
    `update trade_order set paid_cents = order_cents, pay_status = 'PAY_YES', order_status = 'PAID_OFF', paid_at = $2 where sn = any($1::text[])`,
    [sns, at],
  );
}

/** Books `cents` of the balance on an order; with `settled` the order is paid. */
export async function bookBalancePart(q: Queryable, part: { sn: string; cents: number; settled: boolean; at: number }): Promise<void> {
  await q.query(
    `update trade_order set balance_cents = balance_cents + $2, paid_cents = paid_cents + $2,
       pay_status = case when $3::boolean then 'PAY_YES' when paid_cents + $2 > 0 then 'PAY_PARTIAL' else pay_status end,
       order_status = case when $3::boolean then 'PAID_OFF' else order_status end,
       paid_at = case when $3::boolean then $4 else paid_at end
     where sn = $1`,
    [part.sn, part.cents, part.settled, part.at],
  );
}
