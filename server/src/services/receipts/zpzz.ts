import {
  normalizeReceiptValue,
  RECEIPT_EXAMPLE,
  RECEIPT_MAX,
  receiptProblem,
  type ReceiptField,
} from '../../../../src/core/contract/checkout';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { optionalString, type Source } from '../../http/params';
import type { Zpzz as MemberZpzz } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { MemberZpzz };

/** Audit states of the qualification (Javashop `ZpzzStatusEnum`). */
export type ZpzzStatus = 'NEW_APPLY' | 'AUDIT_PASS' | 'AUDIT_REFUSE';

/** Each zpzz field and the special VAT invoice field whose rule it shares (contract/checkout.ts). */
const FIELDS = {
  company_name: 'receipt_title',
  taxpayer_code: 'tax_no',
  register_address: 'reg_addr',
  register_tel: 'reg_tel',
  bank_name: 'bank_name',
  bank_account: 'bank_account',
} as const satisfies Record<string, ReceiptField>;
type ZpzzField = keyof typeof FIELDS;
type ZpzzInput = Record<ZpzzField, string>;
const NAMES = Object.keys(FIELDS) as ZpzzField[];
const zpzzName = (field: ReceiptField): string => NAMES.find((name) => FIELDS[name] === field) ?? field;

/** The qualification, judged as the special VAT invoice is: errors name the zpzz field. */
export function parseZpzz(source: Source): ZpzzInput {
  const input = {} as ZpzzInput;
  for (const name of NAMES) {
    const field = FIELDS[name];
    input[name] = normalizeReceiptValue(field, optionalString(source, name, RECEIPT_MAX[field] * 2) ?? '');
  }
  const problem = receiptProblem('VATOSPECIAL', Object.fromEntries(NAMES.map((name) => [FIELDS[name], input[name]])));
  if (problem?.problem === 'required') throw validationError('fieldRequired', { field: zpzzName(problem.field) });
  if (problem?.problem === 'tooLong')
    throw validationError('fieldTooLong', { field: zpzzName(problem.field), max: RECEIPT_MAX[problem.field] });
  if (problem) throw validationError('tradeFieldPattern', { field: zpzzName(problem.field), hint: RECEIPT_EXAMPLE[problem.field] ?? '' });
  return input;
}

const SELECT = `select id, member_id, uname, status, company_name, taxpayer_code, register_address, register_tel, bank_name, bank_account,
  audit_remark, apply_time from member_zpzz`;
const missing = () => new ApiError('not_found', 'receiptMissing');

async function findZpzz(q: Queryable, memberId: number): Promise<MemberZpzz | undefined> {
  const { rows } = await q.query<MemberZpzz>(`${SELECT} where member_id = $1`, [memberId]);
  return rows[0];
}

/** `members/zpzz`: apply, read, change (back to NEW_APPLY: the platform audits it again), delete. */
export function createZpzzBook(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    /** The member's qualification, or null when none was registered. */
    detail: async (memberId: number): Promise<MemberZpzz | null> => (await findZpzz(db, memberId)) ?? null,

    async add(memberId: number, source: Source): Promise<MemberZpzz> {
      const input = parseZpzz(source);
      return db.tx(async (q) => {
        const { rows: member } = await q.query<{ uname: string }>('select username as uname from member where id = $1 for update', [
          memberId,
        ]);
        if (await findZpzz(q, memberId)) throw ruleError('receiptZpzzExists');
        await q.query(
          `insert into member_zpzz (member_id, uname, ${NAMES.join(', ')}, apply_time) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [memberId, member[0]?.uname ?? '', ...NAMES.map((name) => input[name]), now()],
        );
        return (await findZpzz(q, memberId)) ?? Promise.reject(missing());
      });
    },

    async update(memberId: number, id: number, source: Source): Promise<MemberZpzz> {
      const input = parseZpzz(source);
      const { rows } = await db.query<{ id: number }>(
        `update member_zpzz set ${NAMES.map((name, i) => `${name} = $${i + 3}`).join(', ')}, status = 'NEW_APPLY', audit_remark = '', apply_time = $9
         where member_id = $1 and id = $2 returning id`,
        [memberId, id, ...NAMES.map((name) => input[name]), now()],
      );
      if (!rows[0]) throw missing();
      return (await findZpzz(db, memberId)) ?? Promise.reject(missing());
    },

    async remove(memberId: number, id: number): Promise<void> {
      const { rows } = await db.query('delete from member_zpzz where member_id = $1 and id = $2 returning id', [memberId, id]);
      if (!rows[0]) throw missing();
    },
  };
}

export type ZpzzBook = ReturnType<typeof createZpzzBook>;
