import { ruleError } from '../../http/errors';
import type { PayableOrder } from '../../repos/payment/orders';

export { type PayableOrder, type PayKind, payableOrders } from '../../repos/payment/orders';

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
