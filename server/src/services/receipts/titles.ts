import { RECEIPT_EXAMPLE } from '../../../../src/core/contract/checkout';
import { receiptFieldOk } from '../../../../src/core/contract/receipt-rules';
import type { TitleForm, TitleUpdate } from '../../../../src/core/contract/requests-receipts';
import type { TitleType } from '../../../../src/core/contract/types-receipts';
import type { Db } from '../../db/types';
import { ApiError, ruleError, throwProblems, validationError } from '../../http/errors';
import { lockMember } from '../../repos/accounts/members';
import {
  clearDefaultTitle,
  countTitles,
  defaultOldestTitle,
  deleteTitle,
  findTitle,
  insertTitle,
  listTitles,
  type SavedTitle,
  setDefaultTitle,
  type TitleInput,
  updateTitle,
} from '../../repos/trade/receipt-titles';
import { judgeReceipt } from '../trade/receipt';

/** At most this many saved titles per member and type. */
export const TITLES_PER_TYPE = 20;

export type { SavedTitle };

const missing = () => new ApiError('not_found', 'receiptMissing');

/**
 * A saved title, judged by the order form's own rules (contract/checkout.ts via parseReceipt):
 * the type's required fields, lengths and formats; the mobile's format for both types.
 */
export function parseTitle(type: TitleType, sent: TitleUpdate): TitleInput {
  const { is_default: _, ...fields } = sent;
  const { receipt, problems } = judgeReceipt({ ...fields, receipt_type: type });
  const mobile = receipt.member_mobile ?? '';
  // the mobile is optional on the order form's invoice but checked here for both types, named with the rest
  if (mobile !== '' && !receiptFieldOk('member_mobile', mobile) && !problems.some((p) => p.params.field === 'member_mobile')) {
    problems.push(validationError('tradeFieldPattern', { field: 'member_mobile', hint: RECEIPT_EXAMPLE.member_mobile ?? '' }));
  }
  throwProblems(problems);
  return {
    receipt_type: type,
    receipt_title: receipt.receipt_title ?? '',
    receipt_content: receipt.receipt_content ?? '',
    tax_no: receipt.tax_no ?? '',
    member_mobile: mobile,
    member_email: receipt.member_email ?? '',
    fiscal_zip: receipt.fiscal_zip ?? '',
    tax_regime: receipt.tax_regime ?? '',
    cfdi_use: receipt.cfdi_use ?? '',
  };
}

/** `members/receipt`: the member's saved invoice titles of each type, one of them the default. */
export function createTitleBook(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  const wantsDefault = (sent: TitleUpdate) => sent.is_default === '1';

  return {
    async list(memberId: number, type: TitleType): Promise<SavedTitle[]> {
      return listTitles(db, memberId, type);
    },

    /** Saves a title; the first of its type (or one sent with is_default=1) becomes the default, alone. */
    async add(memberId: number, form: TitleForm): Promise<SavedTitle> {
      const { receipt_type: type, ...sent } = form;
      const input = parseTitle(type, sent);
      const makeDefault = wantsDefault(sent);
      return db.tx(async (q) => {
        // the member row lock keeps two concurrent adds from both passing the limit
        await lockMember(q, memberId);
        const count = await countTitles(q, memberId, input.receipt_type);
        if (count >= TITLES_PER_TYPE) throw ruleError('receiptTitleLimit', { max: TITLES_PER_TYPE });
        const isDefault = count === 0 || makeDefault ? 1 : 0;
        if (isDefault) await clearDefaultTitle(q, memberId, input.receipt_type);
        const id = await insertTitle(q, memberId, input, isDefault, now());
        return (await findTitle(q, memberId, id)) ?? Promise.reject(missing());
      });
    },

    /** Changes a title's fields (its type stays); is_default=1 makes it the default. */
    async update(memberId: number, id: number, sent: TitleUpdate): Promise<SavedTitle> {
      return db.tx(async (q) => {
        const current = await findTitle(q, memberId, id);
        if (!current) throw missing();
        const input = parseTitle(current.receipt_type, sent);
        if (wantsDefault(sent) && current.is_default !== 1) {
          await clearDefaultTitle(q, memberId, current.receipt_type);
          await setDefaultTitle(q, id);
        }
        await updateTitle(q, memberId, id, input);
        return (await findTitle(q, memberId, id)) ?? current;
      });
    },

    /** Deletes a title; when it was the default, the oldest remaining one of its type takes over. */
    async remove(memberId: number, id: number): Promise<void> {
      await db.tx(async (q) => {
        const removed = await deleteTitle(q, memberId, id);
        if (!removed) throw missing();
        if (removed.is_default === 1) await defaultOldestTitle(q, memberId, removed.receipt_type);
      });
    },

    /** `PUT members/receipt/{id}/{type}`: this title becomes its type's only default. */
    async makeDefault(memberId: number, id: number, type: TitleType): Promise<void> {
      await db.tx(async (q) => {
        const current = await findTitle(q, memberId, id);
        if (!current || current.receipt_type !== type) throw missing();
        await clearDefaultTitle(q, memberId, type, id);
        await setDefaultTitle(q, id);
      });
    },
  };
}

export type TitleBook = ReturnType<typeof createTitleBook>;
