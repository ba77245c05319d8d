import type { Queryable } from '../../db/types';

/** The programme's settings (one row, migration 740): every node reads the same. */
export interface DistributionSettings {
  level1_rate_bp: number;
  level2_rate_bp: number;
  min_withdrawal_cents: number;
}

export async function readSettings(q: Queryable): Promise<DistributionSettings> {
  const { rows } = await q.query<DistributionSettings>(
    'select level1_rate_bp, level2_rate_bp, min_withdrawal_cents from distribution_setting where id = 1',
  );
  const row = rows[0];
  if (!row) throw new Error('[vitrina] distribution_setting has no row: run the migrations');
  return {
    level1_rate_bp: Number(row.level1_rate_bp),
    level2_rate_bp: Number(row.level2_rate_bp),
    min_withdrawal_cents: Number(row.min_withdrawal_cents),
  };
}

export interface DistributorRow {
  member_id: number;
  referral_code: string;
  available_cents: number;
  taken_back_cents: number;
  clabe: string;
  bank_name: string;
  account_holder: string;
}

const COLUMNS = 'member_id, referral_code, available_cents, taken_back_cents, clabe, bank_name, account_holder';

export async function findDistributor(q: Queryable, memberId: number): Promise<DistributorRow | undefined> {
  const { rows } = await q.query<DistributorRow>(`select ${COLUMNS} from distributor where member_id = $1`, [memberId]);
  return rows[0];
}

/** A distributor's row with `code` unless it has one already; false when the code is someone else's. */
export async function insertDistributor(q: Queryable, memberId: number, code: string, at: number): Promise<boolean> {
  const { rows } = await q.query(
    `insert into distributor (member_id, referral_code, created_at) values ($1, $2, $3)
     on conflict (member_id) do nothing returning member_id`,
    [memberId, code, at],
  );
  return rows.length > 0;
}

export async function findDistributorByCode(q: Queryable, code: string): Promise<number | undefined> {
  const { rows } = await q.query<{ member_id: number }>('select member_id from distributor where referral_code = $1', [code]);
  return rows[0] ? Number(rows[0].member_id) : undefined;
}

export async function saveBankAccount(
  q: Queryable,
  memberId: number,
  account: { clabe: string; bank_name: string; account_holder: string },
): Promise<void> {
  await q.query('update distributor set clabe = $2, bank_name = $3, account_holder = $4 where member_id = $1', [
    memberId,
    account.clabe,
    account.bank_name,
    account.account_holder,
  ]);
}

/** Adds `cents` (negative to take) to the available money, unconditionally (settlement, take-back, a failed audit). */
export async function moveAvailable(q: Queryable, memberId: number, cents: number, takenBack = 0): Promise<void> {
  await q.query(
    'update distributor set available_cents = available_cents + $2, taken_back_cents = taken_back_cents + $3 where member_id = $1',
    [memberId, cents, takenBack],
  );
}

/** Takes `cents` when that much is available, in one conditional update; undefined when it is not. */
export async function takeAvailable(q: Queryable, memberId: number, cents: number): Promise<number | undefined> {
  const { rows } = await q.query<{ available_cents: number }>(
    `update distributor set available_cents = available_cents - $2 where member_id = $1 and available_cents >= $2 returning available_cents`,
    [memberId, cents],
  );
  return rows[0] ? Number(rows[0].available_cents) : undefined;
}

/** The buyer's referrer, written once at registration: a second write for the buyer changes nothing. */
export async function insertReferral(q: Queryable, memberId: number, distributorId: number, at: number): Promise<void> {
  await q.query(
    `insert into member_referral (member_id, distributor_id, created_at) values ($1, $2, $3) on conflict (member_id) do nothing`,
    [memberId, distributorId, at],
  );
}

export async function findReferrer(q: Queryable, memberId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ distributor_id: number }>('select distributor_id from member_referral where member_id = $1', [memberId]);
  return rows[0] ? Number(rows[0].distributor_id) : undefined;
}

export interface DownlineRow {
  member_id: number;
  username: string;
  created_at: number;
  order_count: number;
}

/** The buyers a distributor brought (level 1), newest first, with their paid orders. */
export async function pageDownline(q: Queryable, distributorId: number, limit: number, offset: number) {
  const { rows } = await q.query<DownlineRow>(
    `select r.member_id, m.username, r.created_at,
       (select count(*) from trade_order o where o.member_id = r.member_id and o.pay_status = 'PAY_YES')::int as order_count
     from member_referral r join member m on m.id = r.member_id
     where r.distributor_id = $1 order by r.created_at desc, r.member_id desc limit $2 offset $3`,
    [distributorId, limit, offset],
  );
  const total = await q.query<{ n: number }>('select count(*)::int as n from member_referral where distributor_id = $1', [distributorId]);
  return { rows, total: Number(total.rows[0]?.n ?? 0) };
}
