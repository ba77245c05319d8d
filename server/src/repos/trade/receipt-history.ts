import type { Locale } from '../../../../src/core/contract/locales';
import { lineNameSql, lineSnapshotJoin } from './line-name';
import { RECEIPT_FIELDS, type ReceiptType } from '../../../../src/core/contract/checkout';
import type { Queryable } from '../../db/types';

/** The invoice fields copied from the trade's receipt into each order's history row, in this order. */
export const COPIED = ['receipt_type', ...RECEIPT_FIELDS] as const;

/** A stored history row: the invoice of one past order, its amount in centavos. */
export interface StoredReceipt {
  history_id: number;
  order_sn: string;
  trade_sn: string;
  seller_id: number;
  seller_name: string;
  receipt_type: ReceiptType;
  receipt_title: string;
  receipt_content: string;
  tax_no: string;
  reg_addr: string;
  reg_tel: string;
  bank_name: string;
  bank_account: string;
  member_name: string;
  member_mobile: string;
  member_email: string;
  region: string;
  detail_addr: string;
  fiscal_zip: string;
  tax_regime: string;
  cfdi_use: string;
  receipt_amount_cents: number;
  status: 0 | 1;
  add_time: number;
  cfdi_uuid: string;
  stamped_at: number | null;
}

/** Copies the invoice (`values`, one per COPIED field) for each order of the trade that asked for one, once per order. */
export async function insertReceiptHistory(
  q: Queryable,
  input: { memberId: number; tradeSn: string; at: number; values: readonly string[] },
): Promise<void> {
  await q.query(
    `insert into receipt_history (member_id, order_sn, trade_sn, seller_id, seller_name, ${COPIED.join(', ')}, receipt_amount_cents, add_time)
     select $1, o.sn, o.trade_sn, o.seller_id, o.seller_name, ${COPIED.map((_, i) => `$${i + 4}`).join(', ')}, o.order_cents, $3
     from trade_order o where o.trade_sn = $2 and o.need_receipt = 1
     on conflict (order_sn) do nothing`,
    [input.memberId, input.tradeSn, input.at, ...input.values],
  );
}

const SELECT = `select id as history_id, order_sn, trade_sn, seller_id, seller_name, ${COPIED.join(', ')}, receipt_amount_cents, status, add_time, cfdi_uuid, stamped_at
  from receipt_history`;

/** The member's past invoices, newest first, and how many there are. */
export async function pageReceiptHistory(
  q: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: StoredReceipt[]; total: number }> {
  const [{ rows }, { rows: total }] = await Promise.all([
    q.query<StoredReceipt>(`${SELECT} where member_id = $1 order by add_time desc, id desc limit $2 offset $3`, [
      memberId,
      page.pageSize,
      (page.pageNo - 1) * page.pageSize,
    ]),
    q.query<{ n: number }>('select count(*)::int as n from receipt_history where member_id = $1', [memberId]),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findReceiptHistory(q: Queryable, memberId: number, historyId: number): Promise<StoredReceipt | undefined> {
  const { rows } = await q.query<StoredReceipt>(`${SELECT} where member_id = $1 and id = $2`, [memberId, historyId]);
  return rows[0];
}

/** The goods of the order an invoice is for, named in `locale` (line-name.ts). */
export async function listInvoicedGoods(
  q: Queryable,
  orderSn: string,
  locale: Locale,
): Promise<{ goods_id: number; name: string; num: number; price_cents: number; subtotal_cents: number }[]> {
  const { rows } = await q.query<{ goods_id: number; name: string; num: number; price_cents: number; subtotal_cents: number }>(
    `select i.goods_id, ${lineNameSql(locale)} as name, i.num, i.price_cents, i.subtotal_cents from order_item i ${lineSnapshotJoin()}
     where i.order_sn = $1 order by i.sku_id, i.shipment_type`,
    [orderSn],
  );
  return rows;
}

/** Which invoice types each shop issues. */
export async function listShopReceiptTypes(
  q: Queryable,
  shopIds: readonly number[],
): Promise<{ shop_id: number; shop_name: string; receipt_types: string[] }[]> {
  const { rows } = await q.query<{ shop_id: number; shop_name: string; receipt_types: string[] }>(
    'select id as shop_id, name as shop_name, receipt_types from shop where id = any($1::int[]) order by id',
    [shopIds],
  );
  return rows;
}

/** An order's electronic invoice still to be stamped (the PAC's input), if it has one. */
export async function findUnstamped(q: Queryable, orderSn: string): Promise<StoredReceipt | undefined> {
  const { rows } = await q.query<StoredReceipt>(`${SELECT} where order_sn = $1 and receipt_type = 'ELECTRO' and cfdi_uuid = ''`, [orderSn]);
  return rows[0];
}

/** The PAC's stamp: the folio fiscal, when, and the invoice issued; once (a second stamp finds it done). */
export async function markStamped(q: Queryable, input: { historyId: number; uuid: string; at: number }): Promise<boolean> {
  const { rows } = await q.query(
    `update receipt_history set cfdi_uuid = $2, stamped_at = $3, status = 1 where id = $1 and cfdi_uuid = '' returning id`,
    [input.historyId, input.uuid, input.at],
  );
  return rows.length > 0;
}
