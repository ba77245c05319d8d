import { normalizeReceiptValue, type ReceiptField } from '../../../../src/core/contract/checkout';
import { receiptProblems } from '../../../../src/core/contract/receipt-rules';
import type { ZpzzFields } from '../../../../src/core/contract/requests-receipts';
import type { Db } from '../../db/types';
import { ApiError, ruleError, throwProblems } from '../../http/errors';
import { receiptError } from '../trade/receipt';
import {
  deleteZpzz,
  findZpzz,
  insertZpzz,
  lockMemberName,
  type MemberZpzz,
  updateZpzz,
  type ZpzzStatus,
} from '../../repos/trade/receipt-zpzz';

/** Audit states of the qualification (Javashop `ZpzzStatusEnum`). */
export type { MemberZpzz, ZpzzStatus };

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

/** The qualification, judged as the special VAT invoice is: every problem at once, each naming its zpzz field. */
export function parseZpzz(sent: ZpzzFields): ZpzzInput {
  const input = {} as ZpzzInput;
  for (const name of NAMES) {
    const field = FIELDS[name];
    input[name] = normalizeReceiptValue(field, sent[name] ?? '');
  }
  const problems = receiptProblems('VATOSPECIAL', Object.fromEntries(NAMES.map((name) => [FIELDS[name], input[name]])));
  throwProblems(problems.map((problem) => receiptError(problem, zpzzName(problem.field))));
  return input;
}

const missing = () => new ApiError('not_found', 'receiptMissing');

export function createZpzzBook(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    /** The member's qualification, or null when none was registered. */
    detail: async (memberId: number): Promise<MemberZpzz | null> => (await findZpzz(db, memberId)) ?? null,

    async add(memberId: number, sent: ZpzzFields): Promise<MemberZpzz> {
      const input = parseZpzz(sent);
      return db.tx(async (q) => {
        const uname = await lockMemberName(q, memberId);
        if (await findZpzz(q, memberId)) throw ruleError('receiptZpzzExists');
        await insertZpzz(q, memberId, uname ?? '', input, now());
        return (await findZpzz(q, memberId)) ?? Promise.reject(missing());
      });
    },

    async update(memberId: number, id: number, sent: ZpzzFields): Promise<MemberZpzz> {
      const input = parseZpzz(sent);
      if (!(await updateZpzz(db, memberId, id, input, now()))) throw missing();
      return (await findZpzz(db, memberId)) ?? Promise.reject(missing());
    },

    async remove(memberId: number, id: number): Promise<void> {
      if (!(await deleteZpzz(db, memberId, id))) throw missing();
    },
  };
}

export type ZpzzBook = ReturnType<typeof createZpzzBook>;
