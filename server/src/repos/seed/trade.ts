import { type CouponKind, composedCouponTitle } from '../../services/text/coupon-title';
import { type SystemText, textColumns } from '../../services/text/system-text';
import type { Queryable } from '../../db/types';

/** Three coupons (two of the platform, one of the first shop) running from `start` to `end`, titled by the system. */
export async function insertDemoCoupons(q: Queryable, start: number, end: number): Promise<void> {
  const coupons: [shop: 'platform' | 'first', kind: CouponKind, amountCents: number, thresholdCents: number][] = [
    ['platform', 'welcome', 5000, 50000],
    ['platform', 'plain', 20000, 300000],
    ['first', 'plain', 10000, 100000],
  ];
  for (const [shop, kind, amount, threshold] of coupons) {
    await q.query(
      `insert into coupon (seller_id, title, title_key, title_params, amount_cents, threshold_cents, start_time, end_time)
       values (${shop === 'platform' ? '0' : '(select min(id) from shop)'}, $1, $2, $3::jsonb, $4, $5, $6, $7)`,
      [...textColumns(composedCouponTitle(kind, amount, threshold)), amount, threshold, start, end],
    );
  }
}

/** The demo members hold one of each coupon. */
export async function grantCouponsToDemoMembers(q: Queryable, at: number): Promise<void> {
  await q.query(
    `insert into member_coupon (member_id, coupon_id, created_at) select m.id, c.id, $1 from member m cross join coupon c where m.id in (1, 2)`,
    [at],
  );
}

/** Demo's saved address in Mexico City. */
export async function insertDemoAddress(q: Queryable, at: number): Promise<void> {
  await q.query(
    `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
     values (1, 'Demo Mayorista', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Av. Álvaro Obregón 120, int. 4', '06700', 1, $1)`,
    [at],
  );
}

export interface DemoSku {
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  price_cents: number;
  package_unit: number;
  shop_id: number;
  shop_name: string;
}

/** The six newest skus of listed goods, with their shop. */
export async function listNewestSkus(q: Queryable): Promise<DemoSku[]> {
  const { rows } = await q.query<DemoSku>(
    `select s.id as sku_id, s.goods_id, g.name_es as name, g.image, s.price_cents, g.package_unit, g.shop_id, sh.name as shop_name
     from sku s join goods g on g.id = s.goods_id join shop sh on sh.id = g.shop_id
     where g.market_enable = 1 order by s.id desc limit 6`,
  );
  return rows;
}

export async function insertDemoTrade(
  q: Queryable,
  trade: { sn: string; totalCents: number; goodsCents: number; freightCents: number; at: number },
): Promise<void> {
  await q.query(
    `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, total_cents, goods_cents, freight_cents, created_at)
     values ($1, 1, $1, 'CART', 'PC', 'ONLINE', $2, $3, $4, $5)`,
    [trade.sn, trade.totalCents, trade.goodsCents, trade.freightCents, trade.at],
  );
}

/** One order of the demo member, shipped to the demo address. */
export async function insertDemoOrder(
  q: Queryable,
  order: {
    sn: string;
    tradeSn: string;
    shopId: number;
    shopName: string;
    status: string;
    pay: string;
    ship: string;
    goodsCents: number;
    freightCents: number;
    orderCents: number;
    paidCents: number;
    /** of the paid amount, what came from the balance */
    balanceCents: number;
    logiName: string;
    shipNo: string;
    cancelReason: string;
    at: number;
    paidAt: number | null;
    cancelDeadline: number;
    logiId: number;
  },
): Promise<void> {
  await q.query(
    `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, pay_status, ship_status, payment_type, goods_cents,
       freight_cents, order_cents, paid_cents, ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip, logi_name,
       ship_no, cancel_reason, created_at, paid_at, cancel_deadline, logi_id, balance_cents)
     values ($1, $2, 1, $3, $4, $5, $6, $7, 'ONLINE', $8, $9, $10, $11, 'Demo Mayorista', '5512345678', 'Ciudad de México', 'Cuauhtémoc',
       'Roma Norte', 'Av. Álvaro Obregón 120, int. 4', '06700', $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      order.sn,
      order.tradeSn,
      order.shopId,
      order.shopName,
      order.status,
      order.pay,
      order.ship,
      order.goodsCents,
      order.freightCents,
      order.orderCents,
      order.paidCents,
      order.logiName,
      order.shipNo,
      order.cancelReason,
      order.at,
      order.paidAt,
      order.cancelDeadline,
      order.logiId,
      order.balanceCents,
    ],
  );
}

export async function insertDemoOrderItem(
  q: Queryable,
  item: { orderSn: string; sku: DemoSku; num: number; subtotalCents: number; snapshotId: number },
): Promise<void> {
  await q.query(
    `insert into order_item (order_sn, sku_id, goods_id, name, image, num, price_cents, subtotal_cents, snapshot_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      item.orderSn,
      item.sku.sku_id,
      item.sku.goods_id,
      item.sku.name,
      item.sku.image,
      item.num,
      item.sku.price_cents,
      item.subtotalCents,
      item.snapshotId,
    ],
  );
}

export async function insertTrace(
  q: Queryable,
  trace: { logiId: number; courierNum: string; at: number; text: SystemText },
): Promise<void> {
  await q.query(
    'insert into express_trace (logi_id, courier_num, at, context, context_key, context_params) values ($1, $2, $3, $4, $5, $6::jsonb)',
    [trace.logiId, trace.courierNum, trace.at, ...textColumns(trace.text)],
  );
}
