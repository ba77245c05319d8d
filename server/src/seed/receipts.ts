import type { Queryable } from '../db/types';

type TitleSeed = [type: 'ELECTRO' | 'VATORDINARY', title: string, taxNo: string, email: string, isDefault: 0 | 1];

// The demo member's receipt book: two electronic titles (the company one the default), one ordinary VAT.
const TITLES: TitleSeed[] = [
  ['ELECTRO', 'Abarrotes Demo SA de CV', 'ADE150312AB4', 'facturas@vitrina.example', 1],
  ['ELECTRO', 'Demo Mayorista', '', 'demo@vitrina.example', 0],
  ['VATORDINARY', 'Abarrotes Demo SA de CV', 'ADE150312AB4', 'facturas@vitrina.example', 1],
];

/**
 * The demo member's saved invoice titles and invoice mailing address, and one shop that issues
 * only electronic invoices: the second shop of the demo cart, so its order form shows the check.
 */
export async function seedReceipts(q: Queryable, now: number): Promise<void> {
  for (const [i, [type, title, taxNo, email, isDefault]] of TITLES.entries()) {
    await q.query(
      `insert into member_receipt (member_id, receipt_type, receipt_title, tax_no, member_email, member_mobile, is_default, created_at)
       values (1, $1, $2, $3, $4, '5512345678', $5, $6)`,
      [type, title, taxNo, email, isDefault, now - (30 - i) * 86_400],
    );
  }
  await q.query(
    `insert into member_receipt_address (member_id, member_name, member_mobile, region, detail_addr, updated_at)
     values (1, 'Demo Mayorista', '5512345678', 'Ciudad de México, Cuauhtémoc, Roma Norte', 'Colima 123, int. 4', $1)`,
    [now - 20 * 86_400],
  );
  await q.query(
    `update shop set receipt_types = '{ELECTRO}' where id = (
       select g.shop_id from cart_item c join sku s on s.id = c.sku_id join goods g on g.id = s.goods_id
       where c.member_id = 1 order by c.created_at desc, c.sku_id desc limit 1)`,
  );
}
