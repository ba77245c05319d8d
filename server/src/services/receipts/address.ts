import { RECEIPT_EXAMPLE, RECEIPT_MAX, receiptFieldOk } from '../../../../src/core/contract/checkout';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { requiredString, type Source } from '../../http/params';
import type { MailAddress as ReceiptAddress } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { ReceiptAddress };

const FIELDS = ['member_name', 'member_mobile', 'region', 'detail_addr'] as const;
type AddressInput = Record<(typeof FIELDS)[number], string>;

/** All four fields required, the invoice form's lengths, the mobile's format. */
export function parseReceiptAddress(source: Source): AddressInput {
  const input = {} as AddressInput;
  for (const field of FIELDS) {
    input[field] = requiredString(source, field, RECEIPT_MAX[field]).trim().replace(/\s+/g, ' ');
    if (input[field] === '') throw validationError('fieldRequired', { field });
  }
  if (!receiptFieldOk('member_mobile', input.member_mobile)) {
    throw validationError('tradeFieldPattern', { field: 'member_mobile', hint: RECEIPT_EXAMPLE.member_mobile ?? '' });
  }
  return input;
}

const SELECT = 'select id, member_id, member_name, member_mobile, region, detail_addr from member_receipt_address';
const missing = () => new ApiError('not_found', 'receiptMissing');

async function findAddress(q: Queryable, memberId: number): Promise<ReceiptAddress | undefined> {
  const { rows } = await q.query<ReceiptAddress>(`${SELECT} where member_id = $1`, [memberId]);
  return rows[0];
}

/** `members/receipt/address`: add (once), read, change. */
export function createReceiptAddressBook(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    detail: async (memberId: number): Promise<ReceiptAddress | null> => (await findAddress(db, memberId)) ?? null,

    async add(memberId: number, source: Source): Promise<ReceiptAddress> {
      const input = parseReceiptAddress(source);
      return db.tx(async (q) => {
        await q.query('select id from member where id = $1 for update', [memberId]);
        if (await findAddress(q, memberId)) throw ruleError('receiptAddressExists');
        await q.query(
          'insert into member_receipt_address (member_id, member_name, member_mobile, region, detail_addr, updated_at) values ($1, $2, $3, $4, $5, $6)',
          [memberId, ...FIELDS.map((field) => input[field]), now()],
        );
        return (await findAddress(q, memberId)) ?? Promise.reject(missing());
      });
    },

    async update(memberId: number, id: number, source: Source): Promise<ReceiptAddress> {
      const input = parseReceiptAddress(source);
      const { rows } = await db.query(
        `update member_receipt_address set member_name = $3, member_mobile = $4, region = $5, detail_addr = $6, updated_at = $7
         where member_id = $1 and id = $2 returning id`,
        [memberId, id, ...FIELDS.map((field) => input[field]), now()],
      );
      if (!rows[0]) throw missing();
      return (await findAddress(db, memberId)) ?? Promise.reject(missing());
    },
  };
}

export type ReceiptAddressBook = ReturnType<typeof createReceiptAddressBook>;
