import type { Queryable } from '../../db/types';
import type { PayKind } from './orders';

export type BillStatus = 'STARTED' | 'DECLINED' | 'PAID' | 'REFUNDED';

export interface Bill {
  reference: string;
  member_id: number;
  kind: PayKind;
  sn: string;
  trade_sn: string;
  amount_cents: number;
  status: BillStatus;
  plugin_id: string;
  created_at: number;
}

export async function insertBill(
  q: Queryable,
  bill: Omit<Bill, 'status' | 'plugin_id' | 'created_at'> & { pluginId: string; at: number },
): Promise<void> {
  await q.query(
    `insert into payment_bill (reference, member_id, kind, sn, trade_sn, plugin_id, amount_cents, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [bill.reference, bill.member_id, bill.kind, bill.sn, bill.trade_sn, bill.pluginId, bill.amount_cents, bill.at],
  );
}

export async function findBill(q: Queryable, reference: string): Promise<Bill | undefined> {
  const { rows } = await q.query<Bill>(
    'select reference, member_id, kind, sn, trade_sn, amount_cents, status, plugin_id, created_at from payment_bill where reference = $1',
    [reference],
  );
  return rows[0];
}

/** The bill a notification names, row-locked: concurrent notifications of one payment queue here. */
export async function lockBill(q: Queryable, reference: string): Promise<Bill | undefined> {
  const { rows } = await q.query<Bill>(
    'select reference, member_id, kind, sn, trade_sn, amount_cents, status, plugin_id, created_at from payment_bill where reference = $1 for update',
    [reference],
  );
  return rows[0];
}

export async function settleBill(
  q: Queryable,
  reference: string,
  outcome: { status: BillStatus; appliedCents: number; refundedCents: number; at: number },
): Promise<void> {
  await q.query('update payment_bill set status = $2, applied_cents = $3, refunded_cents = $4, settled_at = $5 where reference = $1', [
    reference,
    outcome.status,
    outcome.appliedCents,
    outcome.refundedCents,
    outcome.at,
  ]);
}

/** Money of a trade's (or an order's) gateway payments that went back to the balance. */
export async function refundedCents(q: Queryable, memberId: number, kind: PayKind, sn: string): Promise<number> {
  const { rows } = await q.query<{ cents: number }>(
    `select coalesce(sum(refunded_cents), 0)::bigint as cents from payment_bill
     where member_id = $1 and ${kind === 'TRADE' ? 'trade_sn = $2' : `kind = 'ORDER' and sn = $2`}`,
    [memberId, sn],
  );
  return Number(rows[0]?.cents ?? 0);
}
