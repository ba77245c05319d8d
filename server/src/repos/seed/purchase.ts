import type { Queryable } from '../../db/types';

/** A public purchase request (privacy 1), as the demo members publish them. */
export async function insertDemoPurchase(
  q: Queryable,
  p: {
    memberId: number;
    title: string;
    goodsType: number;
    names: string;
    category: number;
    num: number;
    unit: string;
    closingDate: number;
    receivingDate: number;
    priceType: number;
    priceCents: number;
    shipCounty: number;
    sellerCounty: number;
    needReceipt: number;
    remark: string;
    contact: string;
    phone: string;
    status: string;
    at: number;
  },
): Promise<void> {
  await q.query(
    `insert into purchase_order (member_id, title, goods_type, goods_names, goods_category, goods_num, goods_unit, closing_date,
       receiving_date, price_type, goods_price, ship_county, seller_county, need_receipt, remark, privacy, contact_name, contact_num,
       status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 1, $16, $17, $18, $19)`,
    [
      p.memberId,
      p.title,
      p.goodsType,
      p.names,
      p.category,
      p.num,
      p.unit,
      p.closingDate,
      p.receivingDate,
      p.priceType,
      p.priceCents,
      p.shipCounty,
      p.sellerCounty,
      p.needReceipt,
      p.remark,
      p.contact,
      p.phone,
      p.status,
      p.at,
    ],
  );
}
