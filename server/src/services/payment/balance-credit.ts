import type { Queryable } from '../../db/types';

/** Puts money back on a member's balance with its REFUND ledger entry, inside the caller's transaction. */
export async function creditBalance(q: Queryable, entry: { memberId: number; cents: number; remark: string; at: number }): Promise<number> {
  const { rows } = await q.query<{ balance_cents: number }>(
    'update member set balance_cents = balance_cents + $2 where id = $1 returning balance_cents',
    [entry.memberId, entry.cents],
  );
  const balance = rows[0]?.balance_cents ?? 0;
  await q.query(
    `insert into balance_ledger (member_id, amount_cents, balance_cents, kind, remark, created_at) values ($1, $2, $3, 'REFUND', $4, $5)`,
    [entry.memberId, entry.cents, balance, entry.remark, entry.at],
  );
  return balance;
}
