import { RECEIPT_EXAMPLE } from '../../../../src/core/contract/checkout';
import { receiptFieldOk } from '../../../../src/core/contract/receipt-rules';
import type { MailFields } from '../../../../src/core/contract/requests-receipts';
import type { Db } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
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

/** The four fields (required, within the invoice form's lengths: the route schema read them) with their spaces collapsed, the mobile's format. */
export function parseReceiptAddress(sent: MailFields): AddressInput {
  const input = {} as AddressInput;
  for (const field of FIELDS) {
    input[field] = sent[field].trim().replace(/\s+/g, ' ');
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

    async add(memberId: number, sent: MailFields): Promise<ReceiptAddress> {
      const input = parseReceiptAddress(sent);
      return db.tx(async (q) => {
        await lockMember(q, memberId);
        if (await findAddress(q, memberId)) throw ruleError('receiptAddressExists');
        await insertReceiptAddress(q, memberId, input, now());
        return (await findAddress(q, memberId)) ?? Promise.reject(missing());
      });
    },

    async update(memberId: number, id: number, sent: MailFields): Promise<ReceiptAddress> {
      const input = parseReceiptAddress(sent);
      if (!(await updateReceiptAddress(db, memberId, id, input, now()))) throw missing();
      return (await findAddress(db, memberId)) ?? Promise.reject(missing());
    },
  };
}

export type ReceiptAddressBook = ReturnType<typeof createReceiptAddressBook>;
