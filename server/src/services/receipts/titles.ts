import { receiptFieldOk, RECEIPT_EXAMPLE } from '../../../../src/core/contract/checkout';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { oneOf, type Source } from '../../http/params';
import { parseReceipt } from '../trade/receipt';
import type { SavedTitle } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { SavedTitle };

/** The invoice types a member saves titles of (the special VAT invoice is the zpzz instead). */
export const TITLE_TYPES = ['ELECTRO', 'VATORDINARY'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];
/** At most this many saved titles per member and type. */
export const TITLES_PER_TYPE = 20;

type TitleInput = Omit<SavedTitle, 'receipt_id' | 'is_default'>;

const SELECT = `select id as receipt_id, receipt_type, receipt_title, receipt_content, tax_no, member_mobile, member_email, is_default
  from member_receipt`;
const COLUMNS = ['receipt_title', 'receipt_content', 'tax_no', 'member_mobile', 'member_email'] as const;

const missing = () => new ApiError('not_found', 'receiptMissing');

/**
 * A saved title, judged by the order form's own rules (contract/checkout.ts via parseReceipt):
 * the type's required fields, lengths and formats; the mobile's format for both types.
 */
export function parseTitle(type: TitleType, source: Source): TitleInput {
  const receipt = parseReceipt({ ...source, receipt_type: type });
  const mobile = receipt.member_mobile ?? '';
  if (mobile !== '' && !receiptFieldOk('member_mobile', mobile)) {
    throw validationError('tradeFieldPattern', { field: 'member_mobile', hint: RECEIPT_EXAMPLE.member_mobile ?? '' });
  }
  return {
    receipt_type: type,
    receipt_title: receipt.receipt_title ?? '',
    receipt_content: receipt.receipt_content ?? '',
    tax_no: receipt.tax_no ?? '',
    member_mobile: mobile,
    member_email: receipt.member_email ?? '',
  };
}

export const titleTypeOf = (source: Source, field = 'receipt_type'): TitleType => {
  const type = oneOf(source, field, TITLE_TYPES);
  if (!type) throw validationError('fieldRequired', { field });
  return type;
};

async function findTitle(q: Queryable, memberId: number, id: number): Promise<SavedTitle | undefined> {
  const { rows } = await q.query<SavedTitle>(`${SELECT} where member_id = $1 and id = $2`, [memberId, id]);
  return rows[0];
}

/** `members/receipt`: the member's saved invoice titles of each type, one of them the default. */
export function createTitleBook(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  const wantsDefault = (source: Source) => oneOf(source, 'is_default', ['0', '1'] as const, '0') === '1';

  return {
    async list(memberId: number, type: TitleType): Promise<SavedTitle[]> {
      const { rows } = await db.query<SavedTitle>(`${SELECT} where member_id = $1 and receipt_type = $2 order by is_default desc, id`, [
        memberId,
        type,
      ]);
      return rows;
    },

    /** Saves a title; the first of its type (or one sent with is_default=1) becomes the default, alone. */
    async add(memberId: number, source: Source): Promise<SavedTitle> {
      const input = parseTitle(titleTypeOf(source), source);
      const makeDefault = wantsDefault(source);
      return db.tx(async (q) => {
        // the member row lock keeps two concurrent adds from both passing the limit
        await q.query('select id from member where id = $1 for update', [memberId]);
        const { rows: counted } = await q.query<{ n: number }>(
          'select count(*)::int as n from member_receipt where member_id = $1 and receipt_type = $2',
          [memberId, input.receipt_type],
        );
        const count = counted[0]?.n ?? 0;
        if (count >= TITLES_PER_TYPE) throw ruleError('receiptTitleLimit', { max: TITLES_PER_TYPE });
        const isDefault = count === 0 || makeDefault ? 1 : 0;
        if (isDefault)
          await q.query('update member_receipt set is_default = 0 where member_id = $1 and receipt_type = $2', [
            memberId,
            input.receipt_type,
          ]);
        const { rows } = await q.query<{ id: number }>(
          `insert into member_receipt (member_id, receipt_type, ${COLUMNS.join(', ')}, is_default, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [memberId, input.receipt_type, ...COLUMNS.map((c) => input[c]), isDefault, now()],
        );
        return (await findTitle(q, memberId, Number(rows[0]?.id ?? 0))) ?? Promise.reject(missing());
      });
    },

    /** Changes a title's fields (its type stays); is_default=1 makes it the default. */
    async update(memberId: number, id: number, source: Source): Promise<SavedTitle> {
      return db.tx(async (q) => {
        const current = await findTitle(q, memberId, id);
        if (!current) throw missing();
        const input = parseTitle(current.receipt_type, source);
        if (wantsDefault(source) && current.is_default !== 1) {
          await q.query('update member_receipt set is_default = 0 where member_id = $1 and receipt_type = $2', [
            memberId,
            current.receipt_type,
          ]);
          await q.query('update member_receipt set is_default = 1 where id = $1', [id]);
        }
        await q.query(
          `update member_receipt set ${COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')} where member_id = $1 and id = $2`,
          [memberId, id, ...COLUMNS.map((c) => input[c])],
        );
        return (await findTitle(q, memberId, id)) ?? current;
      });
    },

    /** Deletes a title; when it was the default, the oldest remaining one of its type takes over. */
    async remove(memberId: number, id: number): Promise<void> {
      await db.tx(async (q) => {
        const { rows } = await q.query<{ is_default: number; receipt_type: string }>(
          'delete from member_receipt where member_id = $1 and id = $2 returning is_default, receipt_type',
          [memberId, id],
        );
        const removed = rows[0];
        if (!removed) throw missing();
        if (removed.is_default === 1) {
          await q.query(
            `update member_receipt set is_default = 1
             where id = (select min(id) from member_receipt where member_id = $1 and receipt_type = $2)`,
            [memberId, removed.receipt_type],
          );
        }
      });
    },

    /** `PUT members/receipt/{id}/{type}`: this title becomes its type's only default. */
    async makeDefault(memberId: number, id: number, type: TitleType): Promise<void> {
      await db.tx(async (q) => {
        const current = await findTitle(q, memberId, id);
        if (!current || current.receipt_type !== type) throw missing();
        await q.query('update member_receipt set is_default = 0 where member_id = $1 and receipt_type = $2 and id <> $3', [
          memberId,
          type,
          id,
        ]);
        await q.query('update member_receipt set is_default = 1 where id = $1', [id]);
      });
    },
  };
}

export type TitleBook = ReturnType<typeof createTitleBook>;
