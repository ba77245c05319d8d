import type { Queryable } from '../../db/types';

export interface MemberRow {
  id: number;
  username: string;
  password_hash: string;
  mobile: string | null;
  email: string;
  nickname: string;
  face: string;
  sex: number;
  birthday: number;
  language: number;
  /** when the email on file was proved (null: not proved, or no email) */
  email_verified_at: number | null;
  /** checkout and free coupons wait until the account proves a contact (issue 9) */
  must_verify_email: boolean;
}

const COLUMNS = 'id, username, password_hash, mobile, email, nickname, face, sex, birthday, language, email_verified_at, must_verify_email';

/** Login accepts the username (any case) or the mobile number. */
export async function findMemberByLogin(q: Queryable, login: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(
    `select ${COLUMNS} from member where lower(username) = lower($1) or mobile = $1 order by id limit 1`,
    [login],
  );
  return rows[0];
}

export async function findMemberById(q: Queryable, id: number): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(`select ${COLUMNS} from member where id = $1`, [id]);
  return rows[0];
}

export async function updateMemberLanguage(q: Queryable, id: number, language: number): Promise<void> {
  await q.query('update member set language = $2 where id = $1', [id, language]);
}

export interface MemberSecretRow extends MemberRow {
  payment_password_hash: string | null;
  balance_cents: number;
}

export async function findMemberSecrets(q: Queryable, id: number): Promise<MemberSecretRow | undefined> {
  const { rows } = await q.query<MemberSecretRow>(`select ${COLUMNS}, payment_password_hash, balance_cents from member where id = $1`, [
    id,
  ]);
  return rows[0];
}

export async function findMemberByMobile(q: Queryable, mobile: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(`select ${COLUMNS} from member where mobile = $1`, [mobile]);
  return rows[0];
}

/** Recovery finds an account by username, mobile or email. */
export async function findMemberByAccount(q: Queryable, account: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(
    `select ${COLUMNS} from member
     where lower(username) = lower($1) or mobile = $1 or (email <> '' and lower(email) = lower($1))
     order by id limit 1`,
    [account],
  );
  return rows[0];
}

export async function usernameTaken(q: Queryable, username: string, exceptId = 0): Promise<boolean> {
  const { rows } = await q.query('select 1 from member where lower(username) = lower($1) and id <> $2', [username, exceptId]);
  return rows.length > 0;
}

export async function mobileTaken(q: Queryable, mobile: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from member where mobile = $1', [mobile]);
  return rows.length > 0;
}

export async function emailTaken(q: Queryable, email: string, exceptId = 0): Promise<boolean> {
  const { rows } = await q.query(`select 1 from member where email <> '' and lower(email) = lower($1) and id <> $2`, [email, exceptId]);
  return rows.length > 0;
}

export async function insertMember(
  q: Queryable,
  member: { username: string; passwordHash: string; mobile: string | null; email: string; language: number; now: number },
): Promise<number> {
  // An account without a phone (proved by SMS) must prove its email before it buys.
  const { rows } = await q.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, email, nickname, language, created_at, password_changed_at, must_verify_email)
     values (nextval('member_id_seq'), $1, $2, $3, $4, $1, $5, $6, $6, $7) returning id`,
    [member.username, member.passwordHash, member.mobile, member.email, member.language, member.now, member.mobile === null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert member returned no id');
  return id;
}

export async function updateMemberPassword(q: Queryable, id: number, passwordHash: string, now: number): Promise<void> {
  await q.query('update member set password_hash = $2, password_changed_at = $3 where id = $1', [id, passwordHash, now]);
}

export async function updateMemberFields(
  q: Queryable,
  id: number,
  fields: Partial<Pick<MemberRow, 'username' | 'email' | 'face' | 'sex' | 'birthday' | 'language' | 'mobile'>> & {
    payment_password_hash?: string;
  },
): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  // Issue 9: a new email is unproved until its link is used, and an account without a phone waits
  // for that to buy; a phone bound by SMS proves a contact. Decided in this one update, on the old row.
  const email = entries.findIndex(([column]) => column === 'email') + 2;
  if (fields.mobile) sets.push('must_verify_email = false');
  if (email > 1) {
    const same = `lower(email) = lower($${email})`;
    sets.push(`email_verified_at = case when ${same} then email_verified_at else null end`);
    if (!fields.mobile) sets.push(`must_verify_email = case when ${same} then must_verify_email else mobile is null end`);
  }
  await q.query(`update member set ${sets.join(', ')} where id = $1`, [id, ...entries.map(([, value]) => value)]);
}

export interface LedgerRow {
  id: number;
  amount_cents: number;
  balance_cents: number;
  kind: string;
  remark: string;
  remark_key: string;
  remark_params: unknown;
  created_at: number;
}

export async function ledgerPage(
  q: Queryable,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const { rows } = await q.query<LedgerRow>(
    `select id, amount_cents, balance_cents, kind, remark, remark_key, remark_params, created_at from balance_ledger
     where member_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const { rows: count } = await q.query<{ n: number }>('select count(*)::int as n from balance_ledger where member_id = $1', [memberId]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** Locks the member row for the rest of the caller's transaction: that member's writes queue behind each other. */
export async function lockMember(q: Queryable, id: number): Promise<void> {
  await q.query('select id from member where id = $1 for update', [id]);
}

export async function findMemberUsername(q: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await q.query<{ username: string }>('select username from member where id = $1', [id]);
  return rows[0]?.username;
}

export async function findMemberMobile(q: Queryable, id: number): Promise<string | null | undefined> {
  const { rows } = await q.query<{ mobile: string | null }>('select mobile from member where id = $1', [id]);
  return rows[0]?.mobile;
}

export async function updateMemberNickname(q: Queryable, id: number, nickname: string): Promise<void> {
  await q.query('update member set nickname = $2 where id = $1', [id, nickname]);
}

/** A stored hash upgraded to today's parameters; the password itself is unchanged. */
export async function rehashMemberPassword(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.query('update member set password_hash = $2 where id = $1', [id, passwordHash]);
}

export interface SecurityRow {
  mobile: string | null;
  email: string;
  payment_password_hash: string | null;
  password_changed_at: number;
}

export async function findMemberSecurity(q: Queryable, id: number): Promise<SecurityRow | undefined> {
  const { rows } = await q.query<SecurityRow>(
    'select mobile, email, payment_password_hash, password_changed_at from member where id = $1',
    [id],
  );
  return rows[0];
}

export interface EmailStateRow {
  email: string;
  email_verified_at: number | null;
  must_verify_email: boolean;
}

export async function findEmailState(q: Queryable, id: number): Promise<EmailStateRow | undefined> {
  const { rows } = await q.query<EmailStateRow>('select email, email_verified_at, must_verify_email from member where id = $1', [id]);
  return rows[0];
}

/** Who a verification mail goes to, the member row locked for the rest of the caller's transaction. */
export async function lockMemberForMail(
  q: Queryable,
  id: number,
): Promise<{ username: string; nickname: string; email: string; email_verified_at: number | null } | undefined> {
  const { rows } = await q.query<{ username: string; nickname: string; email: string; email_verified_at: number | null }>(
    'select username, nickname, email, email_verified_at from member where id = $1 for update',
    [id],
  );
  return rows[0];
}

/** Marks the email proved while it is still the one on file; false when the member changed it since. */
export async function markEmailProved(q: Queryable, id: number, email: string, at: number): Promise<boolean> {
  const { rows } = await q.query(
    `update member set email_verified_at = $3, must_verify_email = false
     where id = $1 and email <> '' and lower(email) = lower($2) returning id`,
    [id, email, at],
  );
  return rows.length > 0;
}
