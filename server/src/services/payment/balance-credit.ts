import type { Queryable } from '../../db/types';
import type { SystemText } from '../text/system-text';
import { addLedgerEntry, addToBalance } from '../../repos/payment/balance';

/** Puts money back on a member's balance with its REFUND ledger entry, inside the caller's transaction. */
export async function creditBalance(
  q: Queryable,
  entry: { memberId: number; cents: number; remark: SystemText; at: number },
): Promise<number> {
  const balance = await addToBalance(q, entry.memberId, entry.cents);
  await addLedgerEntry(q, { memberId: entry.memberId, cents: entry.cents, balance, kind: 'REFUND', remark: entry.remark, at: entry.at });
  return balance;
}
