import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';

export type PayKind = 'TRADE' | 'ORDER';

export interface PayableOrder {
  sn: string;
  trade_sn: string;
  member_id: number;
  due: number;
  payment_type: string;
  cancel_deadline: number;
}

/** `o.trade_sn = $n` or `o.sn = $n`: the orders a payment of this kind covers. */
export const coveredBy = (kind: PayKind, param: string) => (kind === 'TRADE' ? `o.trade_sn = ${param}` : `o.sn = ${param}`);

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
 * A buyer may not start paying an online order whose pay window has run out, even before the
 * sweep has cancelled it: the money would arrive for an order about to release its stock.
 */
export function refuseExpired(orders: readonly PayableOrder[], now: number): void {
  if (orders.some((order) => order.payment_type === 'ONLINE' && order.cancel_deadline <= now)) throw ruleError('tradePayExpired');
}

/**
 * Cash on delivery is paid to the carrier when the order arrives: such orders take no payment
 * here, online or from the balance (the cashier explains it instead of offering methods).
 */
export function refuseCod(orders: readonly PayableOrder[]): void {
  if (orders.some((order) => order.payment_type === 'COD')) throw ruleError('tradePayCod');
}
