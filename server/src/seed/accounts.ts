import type { Queryable } from '../db/types';
import { insertDemoLedgerEntry, setDemoBalance } from '../repos/seed/accounts';
import { type SystemText, systemText } from '../services/text/system-text';
import type { SeededOrder } from './trade';

type LedgerKind = 'RECHARGE' | 'PAYMENT' | 'REFUND' | 'WITHDRAW';
interface Movement {
  at: number;
  cents: number;
  kind: LedgerKind;
  remark: SystemText;
}

const DAY = 86_400;

/**
 * The demo member's balance and how it came to be (issue 16 §5: every line cites what exists):
 * two SPEI top-ups, the payment of each paid order the seed placed (its sn, its amount, when it
 * was paid) and, last, a withdrawal to the member's bank. The first top-up covers the payments, so the
 * balance never goes below zero; the balance is the sum of the lines.
 */
export function demoLedger(orders: readonly SeededOrder[], now: number): Movement[] {
  const payments: Movement[] = orders
    .filter((o) => o.paidCents > 0 && o.paidAt !== null)
    .map((o) => ({ at: o.paidAt ?? o.createdAt, cents: -o.paidCents, kind: 'PAYMENT', remark: systemText('ledgerPayment', { sn: o.sn }) }));
  const spent = payments.reduce((sum, p) => sum - p.cents, 0);
  // a round top-up that leaves some 2,500 MXN over once the orders are paid
  const firstTopUp = Math.ceil((spent + 250_000) / 100_000) * 100_000;
  const movements: Movement[] = [
    { at: now - 60 * DAY, cents: firstTopUp, kind: 'RECHARGE', remark: systemText('ledgerRecharge', { ref: '4821' }) },
    ...payments,
    { at: now - 25 * DAY, cents: 250_000, kind: 'RECHARGE', remark: systemText('ledgerRecharge', { ref: '5530' }) },
    { at: now - 6 * 3_600, cents: -100_000, kind: 'WITHDRAW', remark: systemText('ledgerWithdraw', { bank: 'BBVA', last4: '1234' }) },
  ];
  return movements.sort((a, b) => a.at - b.at);
}

/** Demo data of this stream: the demo member's ledger over the orders the seed placed, and the balance it adds up to. */
export async function seedAccounts(q: Queryable, orders: readonly SeededOrder[], now: number): Promise<void> {
  let balance = 0;
  for (const entry of demoLedger(orders, now)) {
    balance += entry.cents;
    await insertDemoLedgerEntry(q, { cents: entry.cents, balance, kind: entry.kind, remark: entry.remark, at: entry.at });
  }
  await setDemoBalance(q, balance);
}
