/** An order of a goods written straight to the database: a buyer of it for the asks' "relation" rule (API and browser tests). */
import type { Db } from '../../../server/src/db/types';

let serial = 0;

/** Gives `memberId` one order holding a sku of `goodsId` in `status` (COMPLETE unless told). */
export async function boughtBy(api: { db: Db }, memberId: number, goodsId: number, status = 'COMPLETE'): Promise<string> {
  serial += 1;
  const sn = `QA${process.pid}${Date.now().toString(36)}${serial}`;
  const paid = status === 'CANCELLED' || status === 'CONFIRM' ? 'PAY_NO' : 'PAY_YES';
  await api.db.tx(async (q) => {
    await q.query(
      `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, total_cents, goods_cents, created_at)
       values ($1, $2, $1, 'CART', 'PC', 'ONLINE', 1000, 1000, 0)`,
      [`T${sn}`, memberId],
    );
    await q.query(
      `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, pay_status, payment_type, goods_cents,
         freight_cents, order_cents, paid_cents, ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip,
         created_at, cancel_deadline)
       select $1, $2, $3, g.shop_id, 'Shop', $4, $5, 'ONLINE', 1000, 0, 1000, 1000, 'Ana', '5512345678', 'CDMX', 'Cuauhtémoc',
         'Roma Norte', 'Colima 1', '06700', 0, 0
       from goods g where g.id = $6`,
      [sn, `T${sn}`, memberId, status, paid, goodsId],
    );
    await q.query(
      `insert into order_item (order_sn, sku_id, goods_id, name, image, num, price_cents, subtotal_cents)
       select $1, s.id, s.goods_id, 'Goods', '', 1, 1000, 1000 from sku s where s.goods_id = $2 order by s.id limit 1`,
      [sn, goodsId],
    );
  });
  return sn;
}
