import type { Queryable } from '../../db/types';
import type { SavedTitle } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { SavedTitle };

/** A title's own fields, as a form sets them. */
export type TitleInput = Omit<SavedTitle, 'receipt_id' | 'is_default'>;

const SELECT = `select id as receipt_id, receipt_type, receipt_title, receipt_content, tax_no, member_mobile, member_email, fiscal_zip, tax_regime, cfdi_use, is_default
  from member_receipt`;
const COLUMNS = [
  'receipt_title',
  'receipt_content',
  'tax_no',
  'member_mobile',
  'member_email',
  'fiscal_zip',
  'tax_regime',
  'cfdi_use',
] as const;

export async function findTitle(q: Queryable, memberId: number, id: number): Promise<SavedTitle | undefined> {
  const { rows } = await q.query<SavedTitle>(`${SELECT} where member_id = $1 and id = $2`, [memberId, id]);
  return rows[0];
}

export async function listTitles(q: Queryable, memberId: number, type: string): Promise<SavedTitle[]> {
  const { rows } = await q.query<SavedTitle>(`${SELECT} where member_id = $1 and receipt_type = $2 order by is_default desc, id`, [
    memberId,
    type,
  ]);
  return rows;
}

export async function countTitles(q: Queryable, memberId: number, type: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from member_receipt where member_id = $1 and receipt_type = $2',
    [memberId, type],
  );
  return rows[0]?.n ?? 0;
}

/** No title of the type is the member's default any more, but `exceptId`. */
export async function clearDefaultTitle(q: Queryable, memberId: number, type: string, exceptId?: number): Promise<void> {
  if (exceptId === undefined) {
    await q.query('update member_receipt set is_default = 0 where member_id = $1 and receipt_type = $2', [memberId, type]);
  } else {
    await q.query('update member_receipt set is_default = 0 where member_id = $1 and receipt_type = $2 and id <> $3', [
      memberId,
      type,
      exceptId,
    ]);
  }
}

export async function setDefaultTitle(q: Queryable, id: number): Promise<void> {
  await q.query('update member_receipt set is_default = 1 where id = $1', [id]);
}

export async function insertTitle(q: Queryable, memberId: number, input: TitleInput, isDefault: 0 | 1, at: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into member_receipt (member_id, receipt_type, ${COLUMNS.join(', ')}, is_default, created_at)
     values ($1, $2, ${COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}, $${COLUMNS.length + 3}, $${COLUMNS.length + 4}) returning id`,
    [memberId, input.receipt_type, ...COLUMNS.map((c) => input[c]), isDefault, at],
  );
  return Number(rows[0]?.id ?? 0);
}

export async function updateTitle(q: Queryable, memberId: number, id: number, input: TitleInput): Promise<void> {
  await q.query(`update member_receipt set ${COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')} where member_id = $1 and id = $2`, [
    memberId,
    id,
    ...COLUMNS.map((c) => input[c]),
  ]);
}

/** Deletes a title of the member: whether it was its type's default, or undefined when there was none. */
export async function deleteTitle(
  q: Queryable,
  memberId: number,
  id: number,
): Promise<{ is_default: number; receipt_type: string } | undefined> {
  const { rows } = await q.query<{ is_default: number; receipt_type: string }>(
    'delete from member_receipt where member_id = $1 and id = $2 returning is_default, receipt_type',
    [memberId, id],
  );
  return rows[0];
}

/** The oldest remaining title of the type becomes the default. */
export async function defaultOldestTitle(q: Queryable, memberId: number, type: string): Promise<void> {
  await q.query(
    `update member_receipt set is_default = 1
     where id = (select min(id) from member_receipt where member_id = $1 and receipt_type = $2)`,
    [memberId, type],
  );
}
