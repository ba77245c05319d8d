import type { WithdrawalStatus } from '../../../../src/core/contract/rules-distribution';
import type { Queryable } from '../../db/types';

export interface WithdrawalRow {
  id: number;
  member_id: number;
  amount_cents: number;
  status: WithdrawalStatus;
  clabe: string;
  bank_name: string;
  account_holder: string;
  remark: string;
  created_at: number;
  updated_at: number;
}

const COLUMNS = 'id, member_id, amount_cents, status, clabe, bank_name, account_holder, remark, created_at, updated_at';

export async function insertWithdrawal(
  q: Queryable,
  w: { memberId: number; cents: number; clabe: string; bankName: string; holder: string; at: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into distribution_withdrawal (member_id, amount_cents, clabe, bank_name, account_holder, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [w.memberId, w.cents, w.clabe, w.bankName, w.holder, w.at],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('[vitrina] withdrawal not written');
  return Number(id);
}

/** Moves a withdrawal from `from` to `to` by one conditional update (a null remark keeps it); undefined when it was not in `from`. */
export async function moveWithdrawal(
  q: Queryable,
  m: { id: number; from: WithdrawalStatus; to: WithdrawalStatus; remark: string | null; at: number },
): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>(
    `update distribution_withdrawal set status = $3, remark = coalesce($4, remark), updated_at = $5 where id = $1 and status = $2 returning ${COLUMNS}`,
    [m.id, m.from, m.to, m.remark, m.at],
  );
  return rows[0];
}

export async function findWithdrawal(q: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>(`select ${COLUMNS} from distribution_withdrawal where id = $1`, [id]);
  return rows[0];
}

/** A member's withdrawals (or, without one, everyone's for the operator), newest first, optionally one state. */
export async function pageWithdrawals(
  q: Queryable,
  filter: { memberId?: number; status?: WithdrawalStatus },
  limit: number,
  offset: number,
) {
  const where = `($1::bigint is null or member_id = $1) and ($2::text is null or status = $2)`;
  const params = [filter.memberId ?? null, filter.status ?? null];
  const { rows } = await q.query<WithdrawalRow>(
    `select ${COLUMNS} from distribution_withdrawal where ${where} order by id desc limit $3 offset $4`,
    [...params, limit, offset],
  );
  const total = await q.query<{ n: number }>(`select count(*)::int as n from distribution_withdrawal where ${where}`, params);
  return { rows, total: Number(total.rows[0]?.n ?? 0) };
}
