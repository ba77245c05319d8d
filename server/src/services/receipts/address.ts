import { RECEIPT_EXAMPLE, RECEIPT_MAX, receiptFieldOk } from '../../../../src/core/contract/checkout';
import type { Db } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { requiredString, type Source } from '../../http/params';
import { lockMember } from '../../repos/accounts/members';
import {
  findReceiptAddress as findAddress,
  insertReceiptAddress,
  type ReceiptAddress,
  updateReceiptAddress,
} from '../../repos/trade/receipt-address';

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

const missing = () => new ApiError('not_found', 'receiptMissing');

/** `members/receipt/address`: add (once), read, change. */
export function createReceiptAddressBook(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    detail: async (memberId: number): Promise<ReceiptAddress | null> => (await findAddress(db, memberId)) ?? null,

    async add(memberId: number, source: Source): Promise<ReceiptAddress> {
      const input = parseReceiptAddress(source);
      return db.tx(async (q) => {
        await lockMember(q, memberId);
        if (await findAddress(q, memberId)) throw ruleError('receiptAddressExists');
        await insertReceiptAddress(q, memberId, input, now());
        return (await findAddress(q, memberId)) ?? Promise.reject(missing());
      });
    },

    async update(memberId: number, id: number, source: Source): Promise<ReceiptAddress> {
      const input = parseReceiptAddress(source);
      if (!(await updateReceiptAddress(db, memberId, id, input, now()))) throw missing();
      return (await findAddress(db, memberId)) ?? Promise.reject(missing());
    },
  };
}

export type ReceiptAddressBook = ReturnType<typeof createReceiptAddressBook>;
