import type { Queryable } from '../../db/types';
import { type SystemText, textColumns } from '../../services/text/system-text';

/** One movement of the demo member's balance, with the balance after it; its remark a key and parameters. */
export async function insertDemoLedgerEntry(
  q: Queryable,
  entry: { cents: number; balance: number; kind: string; remark: SystemText; at: number },
): Promise<void> {
  await q.query(
    `insert into balance_ledger (member_id, amount_cents, balance_cents, kind, remark, remark_key, remark_params, created_at)
     values (1, $1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [entry.cents, entry.balance, entry.kind, ...textColumns(entry.remark), entry.at],
  );
}

/** The demo member's balance, and a password that dates from the account's creation. */
export async function setDemoBalance(q: Queryable, balance: number): Promise<void> {
  await q.query('update member set balance_cents = $1, password_changed_at = created_at where id = 1', [balance]);
}
