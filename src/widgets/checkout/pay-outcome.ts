// What `/payment-complete` tells the buyer, from the server's state of the orders (never from the
// gateway's `status` in the URL, which anyone can type).
import type { Cashier } from '../../core/api/payment';

export type PayOutcome =
  /** paid; `refund` > 0 when a second payment of it went back to the balance */
  | { kind: 'paid'; refund: number }
  /** cancelled before the money arrived: what was paid went back to the balance */
  | { kind: 'refunded'; refund: number }
  /** cancelled with nothing paid */
  | { kind: 'cancelled' }
  /** waiting for the buyer's bank transfer */
  | { kind: 'transfer'; due: number }
  /** cash on delivery: paid to the carrier when the order arrives, nothing to pay here */
  | { kind: 'cod'; due: number }
  /** still due online */
  | { kind: 'unpaid'; due: number };

type CashierState = Pick<Cashier, 'need_pay_price' | 'pay_state' | 'refund_price' | 'pay_type_text'>;

export function payOutcome(cashier: CashierState): PayOutcome {
  const refund = cashier.refund_price;
  const state = cashier.pay_state;
  if (state === 'PAID') return { kind: 'paid', refund };
  if (state === 'CANCELLED') return refund > 0 ? { kind: 'refunded', refund } : { kind: 'cancelled' };
  if (cashier.pay_type_text === 'TRANSFER') return { kind: 'transfer', due: cashier.need_pay_price };
  if (cashier.pay_type_text === 'COD') return { kind: 'cod', due: cashier.need_pay_price };
  return { kind: 'unpaid', due: cashier.need_pay_price };
}
