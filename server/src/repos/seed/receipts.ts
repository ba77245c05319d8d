import type { Queryable } from '../../db/types';

/** A saved invoice title of the demo member. */
export async function insertDemoTitle(
  q: Queryable,
  t: { type: string; title: string; taxNo: string; email: string; isDefault: number; zip: string; regime: string; use: string; at: number },
): Promise<void> {
  await q.query(
    `insert into member_receipt (member_id, receipt_type, receipt_title, tax_no, member_email, member_mobile, is_default, created_at,
       fiscal_zip, tax_regime, cfdi_use)
     values (1, $1, $2, $3, $4, '5512345678', $5, $6, $7, $8, $9)`,
    [t.type, t.title, t.taxNo, t.email, t.isDefault, t.at, t.zip, t.regime, t.use],
  );
}

export async function insertDemoReceiptAddress(q: Queryable, at: number): Promise<void> {
  await q.query(
    `insert into member_receipt_address (member_id, member_name, member_mobile, region, detail_addr, updated_at)
     values (1, 'Demo Mayorista', '5512345678', 'Ciudad de México, Cuauhtémoc, Roma Norte', 'Colima 123, int. 4', $1)`,
    [at],
  );
}

/** The shop of the demo cart's newest line issues only electronic invoices. */
export async function limitNewestCartShopToElectronic(q: Queryable): Promise<void> {
  await q.query(
    `update shop set receipt_types = '{ELECTRO}' where id = (
       select g.shop_id from cart_item c join sku s on s.id = c.sku_id join goods g on g.id = s.goods_id
       where c.member_id = 1 order by c.created_at desc, c.sku_id desc limit 1)`,
  );
}
