import type { Queryable } from '../db/types';
import { bulkInsert } from './bulk-insert';
import type { SeedContext } from './extras';
import { takeSnapshot } from '../repos/trade/order-snapshots';
import { AREAS, STATES } from './vocab/regions-mx';

type RegionRow = [id: number, parentId: number, path: string, grade: number, name: string, zip: string];

/** The three-level region tree: state (id 1–32), municipality (state·1000 + n), area (municipality·100 + k). */
export function regionRows(): RegionRow[] {
  const rows: RegionRow[] = [];
  STATES.forEach(([state, stateZip, municipalities], s) => {
    const stateId = s + 1;
    rows.push([stateId, 0, `,${stateId},`, 1, state, stateZip]);
    municipalities.forEach((municipality, m) => {
      const cityId = stateId * 1000 + m + 1;
      rows.push([cityId, stateId, `,${stateId},${cityId},`, 2, municipality, stateZip]);
      const areas = AREAS[`${stateId}:${municipality}`] ?? [['Centro', stateZip] as const];
      areas.forEach(([area, zip], a) => {
        const areaId = cityId * 100 + a + 1;
        rows.push([areaId, cityId, `,${stateId},${cityId},${areaId},`, 3, area, zip]);
      });
    });
  });
  return rows;
}

/** Demo data of this stream, seeded after the catalogue, members and demo cart. */
export async function seedTrade(q: Queryable, _ctx: SeedContext): Promise<void> {
  const rows = regionRows();
  const col = <K extends number>(i: K) => rows.map((row) => row[i]);
  await bulkInsert(q, 'region', [
    { name: 'id', type: 'int', values: col(0) },
    { name: 'parent_id', type: 'int', values: col(1) },
    { name: 'region_path', type: 'text', values: col(2) },
    { name: 'region_grade', type: 'smallint', values: col(3) },
    { name: 'local_name', type: 'text', values: col(4) },
    { name: 'zipcode', type: 'text', values: col(5) },
  ]);
  const now = Math.floor(Date.now() / 1000);
  const year = 365 * 86_400;
  // Coupons: platform-wide and per shop, with thresholds; demo holds one of each.
  await q.query(
    `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values
       (0, 'Bienvenida: 50 MXN en compras desde 500 MXN', 5000, 50000, $1, $2),
       (0, '200 MXN en compras desde 3,000 MXN', 20000, 300000, $1, $2),
       ((select min(id) from shop), '100 MXN en compras desde 1,000 MXN', 10000, 100000, $1, $2)`,
    [now - 86_400, now + year],
  );
  await q.query(
    `insert into member_coupon (member_id, coupon_id, created_at) select m.id, c.id, $1 from member m cross join coupon c where m.id in (1, 2)`,
    [now],
  );
  // Demo's saved address in Mexico City.
  await q.query(
    `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
     values (1, 'Demo Mayorista', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Av. Álvaro Obregón 120, int. 4', '06700', 1, $1)`,
    [now],
  );
  await seedDemoOrders(q, now);
}

/** Demo's order history: one order in each state a buyer meets (to pay, to ship, on its way, received, completed, cancelled). */
async function seedDemoOrders(q: Queryable, now: number): Promise<void> {
  const { rows: skus } = await q.query<{
    sku_id: number;
    goods_id: number;
    name: string;
    image: string;
    price_cents: number;
    package_unit: number;
    shop_id: number;
    shop_name: string;
  }>(
    `select s.id as sku_id, s.goods_id, g.name_es as name, g.image, s.price_cents, g.package_unit, g.shop_id, sh.name as shop_name
     from sku s join goods g on g.id = s.goods_id join shop sh on sh.id = g.shop_id
     where g.market_enable = 1 order by s.id desc limit 6`,
  );
  const states: [status: string, pay: string, ship: string, ageDays: number, extra: Record<string, string>][] = [
    ['CONFIRM', 'PAY_NO', 'SHIP_NO', 0, {}],
    ['PAID_OFF', 'PAY_YES', 'SHIP_NO', 1, {}],
    ['SHIPPED', 'PAY_YES', 'SHIP_YES', 3, { logi_id: '1', logi_name: 'Estafeta', ship_no: '7012345678' }],
    ['ROG', 'PAY_YES', 'SHIP_ROG', 9, { logi_id: '2', logi_name: 'DHL Express', ship_no: '4455667788' }],
    ['COMPLETE', 'PAY_YES', 'SHIP_ROG', 20, { logi_id: '3', logi_name: 'FedEx', ship_no: '7788990011' }],
    ['CANCELLED', 'PAY_NO', 'SHIP_NO', 30, { cancel_reason: 'Me equivoqué de modelo' }],
  ];
  for (const [i, [status, pay, ship, ageDays, extra]] of states.entries()) {
    const sku = skus[i];
    if (!sku) return;
    const created = now - ageDays * 86_400 - 3_600;
    const num = sku.package_unit * 2;
    const goods = sku.price_cents * num;
    const freight = goods >= 150_000 ? 0 : 9_900;
    const sn = `O${String(created)}${String(i).padStart(3, '0')}`;
    const tradeSn = `T${String(created)}${String(i).padStart(3, '0')}`;
    const paid = pay === 'PAY_YES' ? goods + freight : 0;
    await q.query(
      `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, total_cents, goods_cents, freight_cents, created_at)
       values ($1, 1, $1, 'CART', 'PC', 'ONLINE', $2, $3, $4, $5)`,
      [tradeSn, goods + freight, goods, freight, created],
    );
    await q.query(
      `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, pay_status, ship_status, payment_type, goods_cents,
         freight_cents, order_cents, paid_cents, ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip, logi_name,
         ship_no, cancel_reason, created_at, paid_at, cancel_deadline, logi_id)
       values ($1, $2, 1, $3, $4, $5, $6, $7, 'ONLINE', $8, $9, $10, $11, 'Demo Mayorista', '5512345678', 'Ciudad de México', 'Cuauhtémoc',
         'Roma Norte', 'Av. Álvaro Obregón 120, int. 4', '06700', $12, $13, $14, $15, $16, $17, $18)`,
      [
        sn,
        tradeSn,
        sku.shop_id,
        sku.shop_name,
        status,
        pay,
        ship,
        goods,
        freight,
        goods + freight,
        paid,
        extra.logi_name ?? '',
        extra.ship_no ?? '',
        extra.cancel_reason ?? '',
        created,
        paid > 0 ? created + 600 : null,
        status === 'CONFIRM' ? now + 24 * 3600 : created + 1800,
        Number(extra.logi_id ?? 0),
      ],
    );
    const snapshotId = await takeSnapshot(q, { skuId: sku.sku_id, priceCents: sku.price_cents, specList: [], now: created });
    await q.query(
      `insert into order_item (order_sn, sku_id, goods_id, name, image, num, price_cents, subtotal_cents, snapshot_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [sn, sku.sku_id, sku.goods_id, sku.name, sku.image, num, sku.price_cents, goods, snapshotId],
    );
    if (extra.logi_id && extra.ship_no) await seedTraces(q, Number(extra.logi_id), extra.ship_no, created + 600, ship === 'SHIP_ROG');
  }
}

/** A parcel's road from a Guadalajara shop to Mexico City, in the carrier's words; hours after pickup. */
const ROUTE: [hours: number, context: string][] = [
  [0, 'Guía generada: el remitente documentó el envío en Guadalajara, Jal.'],
  [5, 'Recolectado en sucursal Guadalajara Centro, Jal.'],
  [9, 'Llegó al centro de distribución Guadalajara (CEDIS), Jal.'],
  [14, 'Salió del centro de distribución Guadalajara, Jal. con destino a Ciudad de México'],
  [30, 'En tránsito: pasó por el centro de consolidación Querétaro, Qro.'],
  [41, 'Llegó al centro de distribución Ciudad de México (Vallejo), CDMX'],
];
const DELIVERY: [hours: number, context: string][] = [
  [49, 'En ruta de entrega: Cuauhtémoc, CDMX'],
  [53, 'Entregado: recibió Demo Mayorista en Av. Álvaro Obregón 120, Roma Norte, CDMX'],
];

async function seedTraces(q: Queryable, logiId: number, courierNum: string, pickedUp: number, delivered: boolean): Promise<void> {
  const events = delivered ? [...ROUTE, ...DELIVERY] : ROUTE;
  for (const [hours, context] of events) {
    await q.query('insert into express_trace (logi_id, courier_num, at, context) values ($1, $2, $3, $4)', [
      logiId,
      courierNum,
      pickedUp + hours * 3600,
      context,
    ]);
  }
}
