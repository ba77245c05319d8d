import type { Locale } from '../../../../src/core/contract/locales';
import { RECEIPT_TYPES, type Receipt, type ReceiptType } from '../../../../src/core/contract/checkout';
import type { ShopReceiptKinds } from '../../../../src/core/contract/types-receipts';
import type { Db, Queryable } from '../../db/types';
import { ApiError } from '../../http/errors';
import { toMxn } from '../../http/money';
import {
  COPIED,
  findReceiptHistory,
  insertReceiptHistory,
  listInvoicedGoods,
  listShopReceiptTypes,
  pageReceiptHistory,
  type StoredReceipt,
} from '../../repos/trade/receipt-history';
import { findTradeReceipt } from '../../repos/trade/trades';
import type { ReceiptHistory as ReceiptHistoryRow } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { ReceiptHistoryRow };

/**
 * At trade creation: the trade's invoice copied for each of its orders that asked for one
 * (need_receipt), with the order's amount after every reduction. Runs inside create()'s
 * transaction, after the discount card and points have been booked on the orders.
 */
export async function recordReceipts(q: Queryable, input: { memberId: number; tradeSn: string; at: number }): Promise<void> {
  const receipt = await findTradeReceipt<Receipt>(q, input.tradeSn);
  if (!receipt || !RECEIPT_TYPES.includes(receipt.receipt_type)) return;
  await insertReceiptHistory(q, {
    memberId: input.memberId,
    tradeSn: input.tradeSn,
    at: input.at,
    values: COPIED.map((field) => (field === 'receipt_type' ? receipt.receipt_type : (receipt[field] ?? ''))),
  });
}

const reply = ({ receipt_amount_cents, stamped_at, ...row }: StoredReceipt): ReceiptHistoryRow => ({
  ...row,
  receipt_amount: toMxn(Number(receipt_amount_cents)),
  stamped_at: stamped_at === null ? null : Number(stamped_at),
});

/** `members/receipt/history`: the member's past invoices, newest first, and one with its goods. */
export function createReceiptHistory(db: Db) {
  return {
    async list(memberId: number, page: { pageNo: number; pageSize: number }) {
      const { rows, total } = await pageReceiptHistory(db, memberId, page);
      return { data: rows.map(reply), page_no: page.pageNo, page_size: page.pageSize, data_total: total };
    },

    async detail(memberId: number, historyId: number, locale: Locale) {
      const row = await findReceiptHistory(db, memberId, historyId);
      if (!row) throw new ApiError('not_found', 'receiptMissing');
      const goods = await listInvoicedGoods(db, row.order_sn, locale);
      return {
        ...reply(row),
        goods_list: goods.map((g) => ({
          goods_id: g.goods_id,
          name: g.name,
          num: g.num,
          price: toMxn(Number(g.price_cents)),
          subtotal: toMxn(Number(g.subtotal_cents)),
        })),
      };
    },
  };
}

/** `GET shops/{ids}/check/receipt`: which invoices each shop issues (Javashop's three flags and the list). */
export async function shopReceiptKinds(db: Db, shopIds: readonly number[]): Promise<ShopReceiptKinds[]> {
  const rows = await listShopReceiptTypes(db, shopIds);
  return rows.map((row) => {
    const issues = (type: ReceiptType): 0 | 1 => (row.receipt_types.includes(type) ? 1 : 0);
    return {
      shop_id: row.shop_id,
      shop_name: row.shop_name,
      receipt_types: RECEIPT_TYPES.filter((type) => row.receipt_types.includes(type)),
      elec_receipt_status: issues('ELECTRO'),
      ordin_receipt_status: issues('VATORDINARY'),
      tax_receipt_status: issues('VATOSPECIAL'),
    };
  });
}
