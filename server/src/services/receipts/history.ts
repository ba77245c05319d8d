import { RECEIPT_TYPES, type Receipt, type ReceiptType } from '../../../../src/core/contract/checkout';
import type { Db, Queryable } from '../../db/types';
import { ApiError } from '../../http/errors';
import { toMxn } from '../../http/money';
import type { ReceiptHistory as ReceiptHistoryRow } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { ReceiptHistoryRow };

const COPIED = [
  'receipt_type',
  'receipt_title',
  'receipt_content',
  'tax_no',
  'reg_addr',
  'reg_tel',
  'bank_name',
  'bank_account',
  'member_name',
  'member_mobile',
  'member_email',
  'region',
  'detail_addr',
] as const;

/**
 * At trade creation: the trade's invoice copied for each of its orders that asked for one
 * (need_receipt), with the order's amount after every reduction. Runs inside create()'s
 * transaction, after the discount card and points have been booked on the orders.
 */
export async function recordReceipts(q: Queryable, input: { memberId: number; tradeSn: string; at: number }): Promise<void> {
  const { rows } = await q.query<{ receipt: Receipt | null }>('select receipt from trade where sn = $1', [input.tradeSn]);
  const receipt = rows[0]?.receipt;
  if (!receipt || !RECEIPT_TYPES.includes(receipt.receipt_type)) return;
  await q.query(
    `insert into receipt_history (member_id, order_sn, trade_sn, seller_id, seller_name, ${COPIED.join(', ')}, receipt_amount_cents, add_time)
     select $1, o.sn, o.trade_sn, o.seller_id, o.seller_name, ${COPIED.map((_, i) => `$${i + 4}`).join(', ')}, o.order_cents, $3
     from trade_order o where o.trade_sn = $2 and o.need_receipt = 1
     on conflict (order_sn) do nothing`,
    [
      input.memberId,
      input.tradeSn,
      input.at,
      ...COPIED.map((field) => (field === 'receipt_type' ? receipt.receipt_type : (receipt[field] ?? ''))),
    ],
  );
}

const SELECT = `select id as history_id, order_sn, trade_sn, seller_id, seller_name, ${COPIED.join(', ')}, receipt_amount_cents, status, add_time
  from receipt_history`;
type Stored = Omit<ReceiptHistoryRow, 'receipt_amount'> & { receipt_amount_cents: number };
const reply = ({ receipt_amount_cents, ...row }: Stored): ReceiptHistoryRow => ({
  ...row,
  receipt_amount: toMxn(Number(receipt_amount_cents)),
});

/** `members/receipt/history`: the member's past invoices, newest first, and one with its goods. */
export function createReceiptHistory(db: Db) {
  return {
    async list(memberId: number, page: { pageNo: number; pageSize: number }) {
      const [{ rows }, { rows: total }] = await Promise.all([
        db.query<Stored>(`${SELECT} where member_id = $1 order by add_time desc, id desc limit $2 offset $3`, [
          memberId,
          page.pageSize,
          (page.pageNo - 1) * page.pageSize,
        ]),
        db.query<{ n: number }>('select count(*)::int as n from receipt_history where member_id = $1', [memberId]),
      ]);
      return { data: rows.map(reply), page_no: page.pageNo, page_size: page.pageSize, data_total: total[0]?.n ?? 0 };
    },

    async detail(memberId: number, historyId: number) {
      const { rows } = await db.query<Stored>(`${SELECT} where member_id = $1 and id = $2`, [memberId, historyId]);
      const row = rows[0];
      if (!row) throw new ApiError('not_found', 'receiptMissing');
      const { rows: goods } = await db.query<{ goods_id: number; name: string; num: number; price_cents: number; subtotal_cents: number }>(
        'select goods_id, name, num, price_cents, subtotal_cents from order_item where order_sn = $1 order by sku_id, shipment_type',
        [row.order_sn],
      );
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
export async function shopReceiptKinds(db: Db, shopIds: readonly number[]) {
  const { rows } = await db.query<{ shop_id: number; shop_name: string; receipt_types: string[] }>(
    'select id as shop_id, name as shop_name, receipt_types from shop where id = any($1::int[]) order by id',
    [shopIds],
  );
  return rows.map((row) => {
    const issues = (type: ReceiptType) => (row.receipt_types.includes(type) ? 1 : 0);
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
