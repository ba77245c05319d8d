import type { SystemText } from '../../services/text/system-text';
import type { Queryable } from '../../db/types';

export interface RefundRow {
  service_sn: string;
  member_id: number;
  order_sn: string;
  refund_cents: number;
  balance_cents: number;
  gateway_cents: number;
  points: number;
  status: 'REFUNDING' | 'COMPLETED';
  gateway_reference: string | null;
  bill_reference: string | null;
  created_at: number;
  completed_at: number | null;
}

const COLUMNS = `service_sn, member_id, order_sn, refund_cents, balance_cents, gateway_cents, points, status, gateway_reference,
  bill_reference, created_at, completed_at`;

/** The refund of a service (its primary key): a second insert for one service fails, so a service refunds once. */
export async function insertRefund(q: Queryable, r: Omit<RefundRow, 'completed_at'>): Promise<void> {
  await q.query(`insert into after_sale_refund (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, [
    r.service_sn,
    r.member_id,
    r.order_sn,
    r.refund_cents,
    r.balance_cents,
    r.gateway_cents,
    r.points,
    r.status,
    r.gateway_reference,
    r.bill_reference,
    r.created_at,
    r.status === 'COMPLETED' ? r.created_at : null,
  ]);
}

export async function findRefund(q: Queryable, serviceSn: string): Promise<RefundRow | undefined> {
  const { rows } = await q.query<RefundRow>(`select ${COLUMNS} from after_sale_refund where service_sn = $1`, [serviceSn]);
  return rows[0];
}

export async function findRefunds(q: Queryable, serviceSns: readonly string[]): Promise<RefundRow[]> {
  const { rows } = await q.query<RefundRow>(`select ${COLUMNS} from after_sale_refund where service_sn = any($1::text[])`, [serviceSns]);
  return rows;
}

/**
 * The gateway part of a refund still REFUNDING, by the reference the gateway echoes, completed by
 * one conditional update: of duplicate notifications exactly one completes it.
 */
export async function completeGatewayRefund(
  q: Queryable,
  reference: string,
  amountCents: number,
  at: number,
): Promise<RefundRow | undefined> {
  const { rows } = await q.query<RefundRow>(
    `update after_sale_refund set status = 'COMPLETED', completed_at = $3
     where gateway_reference = $1 and gateway_cents = $2 and status = 'REFUNDING' returning ${COLUMNS}`,
    [reference, amountCents, at],
  );
  return rows[0];
}

/** Whether a gateway reference is one of ours with that amount (a duplicate notification of a completed refund is then fine). */
export async function gatewayRefundExists(q: Queryable, reference: string, amountCents: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from after_sale_refund where gateway_reference = $1 and gateway_cents = $2', [
    reference,
    amountCents,
  ]);
  return rows.length > 0;
}

export async function pageRefunds(
  q: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: RefundRow[]; total: number }> {
  const { rows } = await q.query<RefundRow>(
    `select ${COLUMNS} from after_sale_refund where member_id = $1 order by created_at desc, service_sn desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  const count = await q.query<{ n: number }>('select count(*)::int as n from after_sale_refund where member_id = $1', [memberId]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * Books a refund on its order. The table's check keeps the refunded money and points within what
 * was paid whatever races: a refund that would pass it fails, and its transaction with it.
 */
export async function bookOrderRefund(
  q: Queryable,
  orderSn: string,
  r: { cents: number; balanceCents: number; points: number },
): Promise<void> {
  await q.query(
    `update trade_order set refunded_cents = refunded_cents + $2, refunded_balance_cents = refunded_balance_cents + $3,
       refunded_point = refunded_point + $4 where sn = $1`,
    [orderSn, r.cents, r.balanceCents, r.points],
  );
}

/** Units of the order refunded (or being refunded) by services other than `exceptSn`. */
export async function refundedUnits(q: Queryable, orderSn: string, exceptSn: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select coalesce(sum(si.num), 0)::int as n from after_sale_item si join after_sale_refund r on r.service_sn = si.service_sn
     where r.order_sn = $1 and si.service_sn <> $2`,
    [orderSn, exceptSn],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The latest gateway payment that paid the order (its own bill, or its trade's). */
export async function findPaidBill(q: Queryable, order: { sn: string; trade_sn: string }): Promise<string | undefined> {
  const { rows } = await q.query<{ reference: string }>(
    `select reference from payment_bill where status = 'PAID' and applied_cents > 0
       and ((kind = 'ORDER' and sn = $1) or (kind = 'TRADE' and trade_sn = $2))
     order by settled_at desc nulls last, reference desc limit 1`,
    [order.sn, order.trade_sn],
  );
  return rows[0]?.reference;
}

/** A fully refunded order that never shipped is cancelled (refund only is how a paid order is cancelled). */
export async function cancelRefundedOrder(
  q: Queryable,
  orderSn: string,
  reason: SystemText,
): Promise<{ sn: string; mc_ids: number[] } | undefined> {
  const { rows } = await q.query<{ sn: string; mc_ids: number[] }>(
    `update trade_order set order_status = 'CANCELLED', cancel_reason = '', cancel_reason_key = $2, cancel_reason_params = $3::jsonb
     where sn = $1 and ship_status = 'SHIP_NO' and order_status <> 'CANCELLED'
       and (select coalesce(sum(num), 0) from order_item where order_sn = $1)
         = (select coalesce(sum(si.num), 0) from after_sale_item si join after_sale_refund r on r.service_sn = si.service_sn where r.order_sn = $1)
     returning sn, mc_ids`,
    [orderSn, reason.key, JSON.stringify(reason.params)],
  );
  const row = rows[0];
  return row ? { sn: row.sn, mc_ids: (row.mc_ids ?? []).map(Number) } : undefined;
}
