import type { Queryable } from '../../db/types';
import type { Zpzz as MemberZpzz } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { MemberZpzz };

export type ZpzzStatus = 'NEW_APPLY' | 'AUDIT_PASS' | 'AUDIT_REFUSE';

/** The columns a form sets, in this order. */
export const ZPZZ_COLUMNS = ['company_name', 'taxpayer_code', 'register_address', 'register_tel', 'bank_name', 'bank_account'] as const;
export type ZpzzInput = Record<(typeof ZPZZ_COLUMNS)[number], string>;

const SELECT = `select id, member_id, uname, status, company_name, taxpayer_code, register_address, register_tel, bank_name, bank_account,
  audit_remark, apply_time from member_zpzz`;

export async function findZpzz(q: Queryable, memberId: number): Promise<MemberZpzz | undefined> {
  const { rows } = await q.query<MemberZpzz>(`${SELECT} where member_id = $1`, [memberId]);
  return rows[0];
}

/** The member's username, its row locked for the rest of the caller's transaction. */
export async function lockMemberName(q: Queryable, memberId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ uname: string }>('select username as uname from member where id = $1 for update', [memberId]);
  return rows[0]?.uname;
}

export async function insertZpzz(q: Queryable, memberId: number, uname: string, input: ZpzzInput, at: number): Promise<void> {
  await q.query(
    `insert into member_zpzz (member_id, uname, ${ZPZZ_COLUMNS.join(', ')}, apply_time) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [memberId, uname, ...ZPZZ_COLUMNS.map((name) => input[name]), at],
  );
}

/** A changed qualification is a new application; false when the member has none with this id. */
export async function updateZpzz(q: Queryable, memberId: number, id: number, input: ZpzzInput, at: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `update member_zpzz set ${ZPZZ_COLUMNS.map((name, i) => `${name} = $${i + 3}`).join(', ')}, status = 'NEW_APPLY', audit_remark = '', apply_time = $9
     where member_id = $1 and id = $2 returning id`,
    [memberId, id, ...ZPZZ_COLUMNS.map((name) => input[name]), at],
  );
  return rows[0] !== undefined;
}

export async function deleteZpzz(q: Queryable, memberId: number, id: number): Promise<boolean> {
  const { rows } = await q.query('delete from member_zpzz where member_id = $1 and id = $2 returning id', [memberId, id]);
  return rows[0] !== undefined;
}
