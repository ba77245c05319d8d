import type { Queryable } from '../db/types';
import { bulkInsert } from '../repos/seed/bulk-insert';
import type { SeedContext } from './seed-context';
import {
  grantCouponsToDemoMembers,
  insertDemoAddress,
  insertDemoCoupons,
  insertDemoOrder,
  insertDemoOrderItem,
  insertDemoTrade,
  insertTrace,
  listNewestSkus,
} from '../repos/seed/trade';
import { takeSnapshot } from '../repos/trade/order-snapshots';
import { AREAS, STATES } from './vocab/regions-mx';
import { type SystemText, systemText } from '../services/text/system-text';

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

/** One order the seed placed for the demo member: what the ledger, points and notices cite. */
export interface SeededOrder {
  sn: string;
  status: string;
  /** what the order costs, goods and freight, in centavos */
  totalCents: number;
  /** paid from the balance (every paid demo order), in centavos */
  paidCents: number;
  paidAt: number | null;
  createdAt: number;
  carrier: string;
  shipNo: string;
}

/** Demo data of this stream, seeded after the catalogue, members and demo cart; returns the demo's orders. */
export async function seedTrade(q: Queryable, _ctx: SeedContext): Promise<SeededOrder[]> {
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
  await insertDemoCoupons(q, now - 86_400, now + year);
  await grantCouponsToDemoMembers(q, now);
  // Demo's saved address in Mexico City.
  await insertDemoAddress(q, now);
  return seedDemoOrders(q, now);
}

/**
 * Demo's order history: one order in each state a buyer meets (to pay, to ship, on its way,
 * received, completed, cancelled). Paid orders were paid from the balance, which the ledger shows.
 */
async function seedDemoOrders(q: Queryable, now: number): Promise<SeededOrder[]> {
  const skus = await listNewestSkus(q);
  const states: [status: string, pay: string, ship: string, ageDays: number, extra: Record<string, string>][] = [
    ['CONFIRM', 'PAY_NO', 'SHIP_NO', 0, {}],
    ['PAID_OFF', 'PAY_YES', 'SHIP_NO', 1, {}],
    ['SHIPPED', 'PAY_YES', 'SHIP_YES', 3, { logi_id: '1', logi_name: 'Estafeta', ship_no: '7012345678' }],
    ['ROG', 'PAY_YES', 'SHIP_ROG', 9, { logi_id: '2', logi_name: 'DHL Express', ship_no: '4455667788' }],
    ['COMPLETE', 'PAY_YES', 'SHIP_ROG', 20, { logi_id: '3', logi_name: 'FedEx', ship_no: '7788990011' }],
    ['CANCELLED', 'PAY_NO', 'SHIP_NO', 30, { cancel_reason: 'Me equivoqué de modelo' }],
  ];
  const seeded: SeededOrder[] = [];
  for (const [i, [status, pay, ship, ageDays, extra]] of states.entries()) {
    const sku = skus[i];
    if (!sku) break;
    const created = now - ageDays * 86_400 - 3_600;
    const num = sku.package_unit * 2;
    const goods = sku.price_cents * num;
    const freight = goods >= 150_000 ? 0 : 9_900;
    const sn = `O${String(created)}${String(i).padStart(3, '0')}`;
    const tradeSn = `T${String(created)}${String(i).padStart(3, '0')}`;
    const paid = pay === 'PAY_YES' ? goods + freight : 0;
    const paidAt = paid > 0 ? created + 600 : null;
    await insertDemoTrade(q, { sn: tradeSn, totalCents: goods + freight, goodsCents: goods, freightCents: freight, at: created });
    await insertDemoOrder(q, {
      sn,
      tradeSn,
      shopId: sku.shop_id,
      shopName: sku.shop_name,
      status,
      pay,
      ship,
      goodsCents: goods,
      freightCents: freight,
      orderCents: goods + freight,
      paidCents: paid,
      balanceCents: paid,
      logiName: extra.logi_name ?? '',
      shipNo: extra.ship_no ?? '',
      cancelReason: extra.cancel_reason ?? '',
      at: created,
      paidAt,
      cancelDeadline: status === 'CONFIRM' ? now + 24 * 3600 : created + 1800,
      logiId: Number(extra.logi_id ?? 0),
    });
    const snapshotId = await takeSnapshot(q, { skuId: sku.sku_id, priceCents: sku.price_cents, specList: [], now: created });
    await insertDemoOrderItem(q, { orderSn: sn, sku, num, subtotalCents: goods, snapshotId });
    if (extra.logi_id && extra.ship_no) await seedTraces(q, Number(extra.logi_id), extra.ship_no, created + 600, ship === 'SHIP_ROG');
    seeded.push({
      sn,
      status,
      totalCents: goods + freight,
      paidCents: paid,
      paidAt,
      createdAt: created,
      carrier: extra.logi_name ?? '',
      shipNo: extra.ship_no ?? '',
    });
  }
  return seeded;
}

/** A parcel's road from a Guadalajara shop to Mexico City, as events (keys and place names); hours after pickup. */
const ROUTE: [hours: number, text: SystemText][] = [
  [0, systemText('traceLabelCreated', { place: 'Guadalajara, Jal.' })],
  [5, systemText('tracePickedUp', { place: 'Guadalajara Centro, Jal.' })],
  [9, systemText('traceArrived', { place: 'Guadalajara (CEDIS), Jal.' })],
  [14, systemText('traceDeparted', { place: 'Guadalajara, Jal.', destination: 'CDMX' })],
  [30, systemText('traceInTransit', { place: 'Querétaro, Qro.' })],
  [41, systemText('traceArrived', { place: 'CDMX Vallejo' })],
];
const DELIVERY: [hours: number, text: SystemText][] = [
  [49, systemText('traceOutForDelivery', { place: 'Cuauhtémoc, CDMX' })],
  [53, systemText('traceDelivered', { name: 'Demo Mayorista', address: 'Av. Álvaro Obregón 120, Roma Norte, CDMX' })],
];

async function seedTraces(q: Queryable, logiId: number, courierNum: string, pickedUp: number, delivered: boolean): Promise<void> {
  const events = delivered ? [...ROUTE, ...DELIVERY] : ROUTE;
  for (const [hours, text] of events) {
    await insertTrace(q, { logiId, courierNum, at: pickedUp + hours * 3600, text });
  }
}
