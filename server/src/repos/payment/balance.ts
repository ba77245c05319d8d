import { type SystemText, textColumns } from '../../services/text/system-text';
import type { Queryable } from '../../db/types';

export type LedgerKind = 'PAYMENT' | 'REFUND';

/** Takes `cents` from the balance by one conditional update; the new balance, or undefined when short. */
export async function takeBalanceIfEnough(q: Queryable, memberId: number, cents: number): Promise<number | undefined> {
  const { rows } = await q.query<{ balance_cents: number }>(
    'update member set balance_cents = balance_cents - $2 where id = $1 and balance_cents >= $2 returning balance_cents',
    [memberId, cents],
  );
  return rows[0]?.balance_cents;
}

/** The member's balance, its row locked for the rest of the caller's transaction. */
export async function lockBalance(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ balance_cents: number }>('select balance_cents from member where id = $1 for update', [memberId]);
  return Number(rows[0]?.balance_cents ?? 0);
}

/** Takes `cents` from a balance the caller locked and read; the new balance. */
export async function takeFromBalance(q: Queryable, memberId: number, cents: number): Promise<number> {
  const { rows } = await q.query<{ balance_cents: number }>(
    'update member set balance_cents = balance_cents - $2 where id = $1 returning balance_cents',
    [memberId, cents],
  );
  return rows[0]?.balance_cents ?? 0;
}

/** Puts `cents` on the balance; the new balance. */
export async function addToBalance(q: Queryable, memberId: number, cents: number): Promise<number> {
  const { rows } = await q.query<{ balance_cents: number }>(
    'update member set balance_cents = balance_cents + $2 where id = $1 returning balance_cents',
    [memberId, cents],
  );
  return rows[0]?.balance_cents ?? 0;
}

export async function addLedgerEntry(
  q: Queryable,
  entry: { memberId: number; cents: number; balance: number; kind: LedgerKind; remark: SystemText; at: number },
): Promise<void> {
  await q.query(
    `insert into balance_ledger (member_id, amount_cents, balance_cents, kind, remark, remark_key, remark_params, created_at)
     values ($1, $2, $3, '${entry.kind}', $4, $5, $6::jsonb, $7)`,
    [entry.memberId, entry.cents, entry.balance, ...textColumns(entry.remark), entry.at],
  );
}

/** The member's payment password hash; null when none was set. */
export async function findPaymentPasswordHash(q: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await q.query<{ payment_password_hash: string | null }>('select payment_password_hash from member where id = $1', [
    memberId,
  ]);
  return rows[0]?.payment_password_hash ?? null;
}

/** The balance and whether a payment password is set, for the cashier. */
export async function findWallet(
  q: Queryable,
  memberId: number,
): Promise<{ balance_cents: number; payment_password_hash: string | null } | undefined> {
  const { rows } = await q.query<{ balance_cents: number; payment_password_hash: string | null }>(
    'select balance_cents, payment_password_hash from member where id = $1',
    [memberId],
  );
  return rows[0];
}
