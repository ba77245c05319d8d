import type { Queryable } from '../../db/types';

export interface CommissionRow {
  id: number;
  order_sn: string;
  buyer_id: number;
  distributor_id: number;
  level: 1 | 2;
  rate_bp: number;
  base_cents: number;
  amount_cents: number;
  settled_cents: number;
  taken_back_cents: number;
  status: 'PENDING' | 'SETTLED' | 'CANCELLED';
  created_at: number;
  settled_at: number | null;
}

const COLUMNS = `id, order_sn, buyer_id, distributor_id, level, rate_bp, base_cents, amount_cents, settled_cents, taken_back_cents,
  status, created_at, settled_at`;

const numeric = (row: CommissionRow): CommissionRow => ({
  ...row,
  id: Number(row.id),
  buyer_id: Number(row.buyer_id),
  distributor_id: Number(row.distributor_id),
  level: Number(row.level) === 2 ? 2 : 1,
  rate_bp: Number(row.rate_bp),
  base_cents: Number(row.base_cents),
  amount_cents: Number(row.amount_cents),
  settled_cents: Number(row.settled_cents),
  taken_back_cents: Number(row.taken_back_cents),
  created_at: Number(row.created_at),
  settled_at: row.settled_at === null ? null : Number(row.settled_at),
});

/** The order a commission is computed from, locked: payment, completion and refunds of it queue here. */
export async function lockCommissionOrder(
  q: Queryable,
  sn: string,
): Promise<{ member_id: number; paid_cents: number; freight_cents: number; refunded_cents: number } | undefined> {
  const { rows } = await q.query<{ member_id: number; paid_cents: number; freight_cents: number; refunded_cents: number }>(
    'select member_id, paid_cents, freight_cents, refunded_cents from trade_order where sn = $1 for update',
    [sn],
  );
  const row = rows[0];
  return (
    row && {
      member_id: Number(row.member_id),
      paid_cents: Number(row.paid_cents),
      freight_cents: Number(row.freight_cents),
      refunded_cents: Number(row.refunded_cents),
    }
  );
}

/** One commission per order and level: a repeated payment notification writes nothing more. */
export async function insertCommission(
  q: Queryable,
  c: {
    orderSn: string;
    buyerId: number;
    distributorId: number;
    level: 1 | 2;
    rateBp: number;
    baseCents: number;
    amountCents: number;
    at: number;
  },
): Promise<void> {
  await q.query(
    `insert into distribution_commission (order_sn, buyer_id, distributor_id, level, rate_bp, base_cents, amount_cents, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (order_sn, level) do nothing`,
    [c.orderSn, c.buyerId, c.distributorId, c.level, c.rateBp, c.baseCents, c.amountCents, c.at],
  );
}

/** An order's live commissions (not cancelled), locked. */
export async function lockOrderCommissions(q: Queryable, orderSn: string): Promise<CommissionRow[]> {
  const { rows } = await q.query<CommissionRow>(
    `select ${COLUMNS} from distribution_commission where order_sn = $1 and status <> 'CANCELLED' order by level for update`,
    [orderSn],
  );
  return rows.map(numeric);
}

export async function updateCommission(
  q: Queryable,
  id: number,
  change: { status: CommissionRow['status']; amountCents: number; settledCents: number; takenBackCents: number; settledAt: number | null },
): Promise<void> {
  await q.query(
    `update distribution_commission set status = $2, amount_cents = $3, settled_cents = $4, taken_back_cents = $5, settled_at = $6 where id = $1`,
    [id, change.status, change.amountCents, change.settledCents, change.takenBackCents, change.settledAt],
  );
}

export interface CommissionView extends CommissionRow {
  buyer_name: string;
}

/** A distributor's commissions, newest first, with the buyer's name. */
export async function pageCommissions(q: Queryable, distributorId: number, limit: number, offset: number) {
  const { rows } = await q.query<CommissionView>(
    `select ${COLUMNS.replace(/(\w+)/g, 'c.$1')}, m.username as buyer_name
     from distribution_commission c join member m on m.id = c.buyer_id
     where c.distributor_id = $1 order by c.id desc limit $2 offset $3`,
    [distributorId, limit, offset],
  );
  const total = await q.query<{ n: number }>('select count(*)::int as n from distribution_commission where distributor_id = $1', [
    distributorId,
  ]);
  return { rows: rows.map((row) => ({ ...numeric(row), buyer_name: row.buyer_name })), total: Number(total.rows[0]?.n ?? 0) };
}

export async function pendingCents(q: Queryable, distributorId: number): Promise<number> {
  const { rows } = await q.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::bigint as cents from distribution_commission where distributor_id = $1 and status = 'PENDING'`,
    [distributorId],
  );
  return Number(rows[0]?.cents ?? 0);
}
