import { systemText } from '../text/system-text';
import type { Db, Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { addLedgerEntry, findPaymentPasswordHash, lockBalance, takeBalanceIfEnough, takeFromBalance } from '../../repos/payment/balance';
import { bookBalancePart } from '../../repos/payment/orders';
import { recordCommissions } from '../distribution/commission-hooks';
import { verifyPassword } from '../auth/password';
import { payableOrders, refuseCod, refuseExpired, type PayableOrder, type PayKind } from './payable';
import { createPayPasswordThrottle } from './pay-password-throttle';

/**
 * FULL: the balance pays everything due or nothing ('Insufficient balance').
 * PART: the balance pays what it can, min(balance, due); the rest stays due for another method.
 */
export type BalanceMode = 'FULL' | 'PART';

/**
 * Refuses a wrong (or missing) payment password when the member has set one. Typed passwords are
 * guesses the throttle counts: five wrong ones in 15 minutes lock balance payment for 15 minutes.
 */
export async function checkPayPassword(db: Db, at: number, memberId: number, password: string | undefined): Promise<void> {
  const stored = await findPaymentPasswordHash(db, memberId);
  if (stored === null) return;
  const attempt = await createPayPasswordThrottle(db).begin(memberId, at);
  if (!(password && (await verifyPassword(password, stored)))) throw ruleError('tradePayPasswordWrong');
  await attempt.succeeded();
}

/**
 * Takes money from the balance for `orders` (row-locked by the caller, in sn order) and books it
 * on them in that order: each order records its balance part, and becomes paid when nothing of
 * it is left due. The balance never drops below zero however many payers race: FULL by a
 * conditional update, PART by locking the member row before reading how much there is.
 */
async function takeBalance(
  q: Queryable,
  p: { memberId: number; sn: string; orders: readonly PayableOrder[]; mode: BalanceMode; at: number },
) {
  const due = p.orders.reduce((sum, order) => sum + order.due, 0);
  let taken: number;
  let balance: number | undefined;
  if (p.mode === 'FULL') {
    balance = await takeBalanceIfEnough(q, p.memberId, due);
    if (balance === undefined) throw ruleError('insufficientBalance');
    taken = due;
  } else {
    taken = Math.min(await lockBalance(q, p.memberId), due);
    if (taken <= 0) throw ruleError('tradeNoBalance');
    balance = await takeFromBalance(q, p.memberId, taken);
  }
  await addLedgerEntry(q, {
    memberId: p.memberId,
    cents: -taken,
    balance,
    kind: 'PAYMENT',
    remark: systemText('ledgerPayment', { sn: p.sn }),
    at: p.at,
  });
  let left = taken;
  for (const order of p.orders) {
    const part = Math.min(order.due, left);
    left -= part;
    const settled = part === order.due;
    await bookBalancePart(q, { sn: order.sn, cents: part, settled, at: p.at });
    // a paid order's commissions for the buyer's distributors (issue 12 §5)
    if (settled) await recordCommissions(q, [order.sn], p.at);
  }
  return { taken, balance: Number(balance) };
}

/**
 * `POST balance/pay` (FULL) and `POST balance/part` (PART) of a trade or an order: cash on
 * delivery is refused and the payment password checked (and throttled) before anything is
 * written, then one transaction locks the orders (so two cashier tabs of one trade queue here and
 * the second sees what the first took), refuses an expired pay window, and takes the balance.
 */
export async function payFromBalance(
  db: Db,
  at: number,
  p: { memberId: number; kind: PayKind; sn: string; password: string | undefined; mode: BalanceMode },
) {
  // cash on delivery is paid to the carrier: refused before a password guess is spent on it
  refuseCod(await payableOrders(db, p.kind, p.sn, { memberId: p.memberId }));
  await checkPayPassword(db, at, p.memberId, p.password);
  return db.tx(async (q) => {
    const orders = await payableOrders(q, p.kind, p.sn, { memberId: p.memberId, lock: true });
    if (orders.length === 0) throw ruleError('tradeNothingToPay');
    refuseExpired(orders, at);
    const { taken, balance } = await takeBalance(q, { memberId: p.memberId, sn: p.sn, orders, mode: p.mode, at });
    const due = orders.reduce((sum, order) => sum + order.due, 0);
    return { paid: toMxn(taken), balance: toMxn(balance), need_pay_price: toMxn(due - taken) };
  });
}
