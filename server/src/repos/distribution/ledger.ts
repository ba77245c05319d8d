import type { Queryable } from '../../db/types';

export type LedgerKind = 'COMMISSION' | 'PERFORMANCE_REFUND' | 'WITHDRAWAL' | 'WITHDRAWAL_RETURNED';

/** The settlement period of a moment: its calendar month, UTC. */
export const periodOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

/** One movement of a distributor's available money (text is the reader's: kind plus the row it points at). */
export async function addLedger(
  q: Queryable,
  entry: { memberId: number; kind: LedgerKind; cents: number; commissionId?: number; withdrawalId?: number; at: number },
): Promise<void> {
  await q.query(
    `insert into distribution_ledger (member_id, kind, cents, commission_id, withdrawal_id, period, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.memberId, entry.kind, entry.cents, entry.commissionId ?? null, entry.withdrawalId ?? null, periodOf(entry.at), entry.at],
  );
}

export interface LedgerTotals {
  settled: number;
  taken_back: number;
  withdrawn: number;
  returned: number;
}

export async function ledgerTotals(q: Queryable, memberId: number): Promise<LedgerTotals> {
  const { rows } = await q.query<{ kind: LedgerKind; cents: number }>(
    'select kind, coalesce(sum(cents), 0)::bigint as cents from distribution_ledger where member_id = $1 group by kind',
    [memberId],
  );
  const of = (kind: LedgerKind) => Math.abs(Number(rows.find((row) => row.kind === kind)?.cents ?? 0));
  return {
    settled: of('COMMISSION'),
    taken_back: of('PERFORMANCE_REFUND'),
    withdrawn: of('WITHDRAWAL'),
    returned: of('WITHDRAWAL_RETURNED'),
  };
}

export interface PeriodRow {
  period: string;
  orders: number;
  settled: number;
  taken_back: number;
  withdrawn: number;
  net: number;
}

/** Settlement periods, newest first, with their totals (a withdrawal given back nets against the withdrawn). */
export async function pagePeriods(q: Queryable, memberId: number, limit: number, offset: number) {
  const { rows } = await q.query<PeriodRow>(
    `select l.period,
       count(distinct c.order_sn) filter (where l.kind = 'COMMISSION')::int as orders,
       coalesce(sum(l.cents) filter (where l.kind = 'COMMISSION'), 0)::bigint as settled,
       coalesce(-sum(l.cents) filter (where l.kind = 'PERFORMANCE_REFUND'), 0)::bigint as taken_back,
       coalesce(-sum(l.cents) filter (where l.kind in ('WITHDRAWAL', 'WITHDRAWAL_RETURNED')), 0)::bigint as withdrawn,
       coalesce(sum(l.cents), 0)::bigint as net
     from distribution_ledger l left join distribution_commission c on c.id = l.commission_id
     where l.member_id = $1 group by l.period order by l.period desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  const total = await q.query<{ n: number }>('select count(distinct period)::int as n from distribution_ledger where member_id = $1', [
    memberId,
  ]);
  return { rows, total: Number(total.rows[0]?.n ?? 0) };
}

export interface TakenBackRow {
  id: number;
  order_sn: string;
  level: number;
  cents: number;
  created_at: number;
}

/** Commissions taken back after settlement, newest first. */
export async function pageTakenBack(q: Queryable, memberId: number, limit: number, offset: number) {
  const { rows } = await q.query<TakenBackRow>(
    `select l.id, c.order_sn, c.level, -l.cents as cents, l.created_at
     from distribution_ledger l join distribution_commission c on c.id = l.commission_id
     where l.member_id = $1 and l.kind = 'PERFORMANCE_REFUND' order by l.id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  const total = await q.query<{ n: number }>(
    `select count(*)::int as n from distribution_ledger where member_id = $1 and kind = 'PERFORMANCE_REFUND'`,
    [memberId],
  );
  return { rows, total: Number(total.rows[0]?.n ?? 0) };
}
