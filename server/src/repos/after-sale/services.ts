import type { Locale } from '../../../../src/core/contract/locales';
import { lineNameSql, lineSnapshotJoin } from '../trade/line-name';
import type { ServiceStatus, ServiceType } from '../../../../src/core/contract/rules-after-sale';
import type { Queryable } from '../../db/types';

/** The order behind an application, as the apply rules and the refund read it. */
export interface ServiceOrderRow {
  sn: string;
  trade_sn: string;
  member_id: number;
  seller_id: number;
  seller_name: string;
  order_status: string;
  pay_status: string;
  ship_status: string;
  goods_cents: number;
  freight_cents: number;
  paid_cents: number;
  balance_cents: number;
  exchange_point: number;
  refunded_cents: number;
  refunded_balance_cents: number;
  refunded_point: number;
}

const ORDER_COLUMNS = `sn, trade_sn, member_id, seller_id, seller_name, order_status, pay_status, ship_status, goods_cents, freight_cents,
  paid_cents, balance_cents, exchange_point, refunded_cents, refunded_balance_cents, refunded_point`;

/**
 * The member's order, row-locked for the rest of the caller's transaction when `lock`: every
 * application and refund of one order queues here, so the units and the money each reads are
 * the ones it writes against.
 */
export async function findServiceOrder(
  q: Queryable,
  where: { sn: string; memberId?: number },
  lock: boolean,
): Promise<ServiceOrderRow | undefined> {
  const { rows } = await q.query<ServiceOrderRow>(
    `select ${ORDER_COLUMNS} from trade_order where sn = $1 and ($2::bigint is null or member_id = $2)${lock ? ' for update' : ''}`,
    [where.sn, where.memberId ?? null],
  );
  return rows[0];
}

/** An order's line with what is already in service (refused and withdrawn services apart) and its points per unit. */
export interface ServiceLineRow {
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  spec_text: string;
  num: number;
  price_cents: number;
  subtotal_cents: number;
  in_service: number;
  /** points the line took, all units */
  points: number;
}

/** An order's lines with what is in service; each named in `locale` (line-name.ts). */
export async function listServiceLines(q: Queryable, orderSn: string, locale: Locale): Promise<ServiceLineRow[]> {
  const { rows } = await q.query<ServiceLineRow>(
    `select i.sku_id, i.goods_id, ${lineNameSql(locale)} as name, i.image, i.spec_text, i.num, i.price_cents, i.subtotal_cents,
       coalesce((select sum(si.num) from after_sale_item si join after_sale s on s.sn = si.service_sn
                 where s.order_sn = i.order_sn and si.sku_id = i.sku_id and s.status not in ('REFUSE', 'CLOSED')), 0)::int as in_service,
       coalesce((select sum(oe.points) from order_exchange oe join promo_exchange pe on pe.id = oe.exchange_id
                 where oe.order_sn = i.order_sn and pe.sku_id = i.sku_id), 0)::bigint as points
     from order_item i ${lineSnapshotJoin()} where i.order_sn = $1 order by i.sku_id`,
    [orderSn],
  );
  return rows;
}

/** How many of `paths` the member uploaded (the uploads table is the proof). */
export async function countOwnUploads(q: Queryable, memberId: number, paths: readonly string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const { rows } = await q.query<{ n: number }>(
    'select count(distinct path)::int as n from upload where member_id = $1 and path = any($2::text[])',
    [memberId, paths],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function insertService(
  q: Queryable,
  s: {
    sn: string;
    memberId: number;
    orderSn: string;
    sellerId: number;
    type: ServiceType;
    reason: string;
    description: string;
    lines: readonly { skuId: number; num: number }[];
    images: readonly string[];
    at: number;
  },
): Promise<void> {
  await q.query(
    `insert into after_sale (sn, member_id, order_sn, seller_id, service_type, reason, description, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [s.sn, s.memberId, s.orderSn, s.sellerId, s.type, s.reason, s.description, s.at],
  );
  await q.query(
    'insert into after_sale_item (service_sn, sku_id, num) select $1, t.sku_id, t.num from unnest($2::bigint[], $3::int[]) as t(sku_id, num)',
    [s.sn, s.lines.map((line) => line.skuId), s.lines.map((line) => line.num)],
  );
  if (s.images.length > 0) {
    await q.query(
      'insert into after_sale_image (service_sn, position, path) select $1, t.position, t.path from unnest($2::int[], $3::text[]) as t(position, path)',
      [s.sn, s.images.map((_, i) => i + 1), s.images],
    );
  }
}

export async function addServiceLog(q: Queryable, log: { sn: string; status: ServiceStatus; remark: string; at: number }): Promise<void> {
  await q.query('insert into after_sale_log (service_sn, status, remark, created_at) values ($1, $2, $3, $4)', [
    log.sn,
    log.status,
    log.remark,
    log.at,
  ]);
}

export interface ServiceRow {
  sn: string;
  member_id: number;
  order_sn: string;
  seller_id: number;
  seller_name: string;
  service_type: ServiceType;
  status: ServiceStatus;
  reason: string;
  description: string;
  logi_id: number;
  logi_name: string;
  ship_no: string;
  seller_remark: string;
  out_logi_id: number;
  out_logi_name: string;
  out_ship_no: string;
  created_at: number;
}

const SERVICE_SELECT = `select s.sn, s.member_id, s.order_sn, s.seller_id, o.seller_name, s.service_type, s.status, s.reason, s.description,
  s.logi_id, coalesce(l.name, '') as logi_name, s.ship_no, s.seller_remark, s.out_logi_id, coalesce(ol.name, '') as out_logi_name,
  s.out_ship_no, s.created_at
  from after_sale s join trade_order o on o.sn = s.order_sn left join logistics_company l on l.id = s.logi_id
  left join logistics_company ol on ol.id = s.out_logi_id`;

/** Whose services a list reads: a buyer's, or a shop's (the seller API). */
export type ServiceOwner = { memberId: number } | { sellerId: number };
const ownerSql = (owner: ServiceOwner) => ('memberId' in owner ? 's.member_id = $1' : 's.seller_id = $1');
const ownerId = (owner: ServiceOwner) => ('memberId' in owner ? owner.memberId : owner.sellerId);

export async function pageServices(
  q: Queryable,
  p: { owner: ServiceOwner; status: ServiceStatus | null; limit: number; offset: number },
): Promise<{ rows: ServiceRow[]; total: number }> {
  const where = `${ownerSql(p.owner)} and ($2::text is null or s.status = $2)`;
  const { rows } = await q.query<ServiceRow>(`${SERVICE_SELECT} where ${where} order by s.created_at desc, s.sn desc limit $3 offset $4`, [
    ownerId(p.owner),
    p.status,
    p.limit,
    p.offset,
  ]);
  const count = await q.query<{ n: number }>(`select count(*)::int as n from after_sale s where ${where}`, [ownerId(p.owner), p.status]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findService(q: Queryable, owner: ServiceOwner, sn: string): Promise<ServiceRow | undefined> {
  const { rows } = await q.query<ServiceRow>(`${SERVICE_SELECT} where ${ownerSql(owner)} and s.sn = $2`, [ownerId(owner), sn]);
  return rows[0];
}

export interface ServiceItemRow {
  service_sn: string;
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  spec_text: string;
  price_cents: number;
  num: number;
}

/** The lines of some services, each named in `locale` (line-name.ts). */
export async function listServiceItems(q: Queryable, sns: readonly string[], locale: Locale): Promise<ServiceItemRow[]> {
  const { rows } = await q.query<ServiceItemRow>(
    `select si.service_sn, si.sku_id, i.goods_id, ${lineNameSql(locale)} as name, i.image, i.spec_text, i.price_cents, si.num
     from after_sale_item si join after_sale s on s.sn = si.service_sn join order_item i on i.order_sn = s.order_sn and i.sku_id = si.sku_id
     ${lineSnapshotJoin()}
     where si.service_sn = any($1::text[]) order by si.service_sn, si.sku_id`,
    [sns],
  );
  return rows;
}

export async function listServiceImages(q: Queryable, sns: readonly string[]): Promise<{ service_sn: string; path: string }[]> {
  const { rows } = await q.query<{ service_sn: string; path: string }>(
    'select service_sn, path from after_sale_image where service_sn = any($1::text[]) order by service_sn, position',
    [sns],
  );
  return rows;
}

export async function listServiceLogs(q: Queryable, sn: string): Promise<{ status: ServiceStatus; remark: string; created_at: number }[]> {
  const { rows } = await q.query<{ status: ServiceStatus; remark: string; created_at: number }>(
    'select status, remark, created_at from after_sale_log where service_sn = $1 order by id',
    [sn],
  );
  return rows;
}

/**
 * Moves a service from one of `from` to `to` by one conditional update: of racing callers exactly
 * one finds it in `from`. `set` adds the tracking number or the seller's remark. Undefined when
 * it was not in `from` (or not the owner's).
 */
export async function moveService(
  q: Queryable,
  m: {
    sn: string;
    owner: ServiceOwner;
    from: readonly ServiceStatus[];
    to: ServiceStatus;
    at: number;
    logiId?: number;
    shipNo?: string;
    remark?: string;
    /** the replacement an exchange sends out */
    outLogiId?: number;
    outShipNo?: string;
    /** only services of this kind move */
    type?: ServiceType;
  },
): Promise<{ sn: string; order_sn: string; member_id: number; service_type: ServiceType } | undefined> {
  const { rows } = await q.query<{ sn: string; order_sn: string; member_id: number; service_type: ServiceType }>(
    `update after_sale s set status = $4, updated_at = $5, logi_id = coalesce($6, s.logi_id), ship_no = coalesce($7, s.ship_no),
       seller_remark = coalesce($8, s.seller_remark), out_logi_id = coalesce($9, s.out_logi_id), out_ship_no = coalesce($10, s.out_ship_no)
     where s.sn = $2 and ${ownerSql(m.owner)} and s.status = any($3::text[]) and ($11::text is null or s.service_type = $11)
     returning s.sn, s.order_sn, s.member_id, s.service_type`,
    [
      ownerId(m.owner),
      m.sn,
      m.from,
      m.to,
      m.at,
      m.logiId ?? null,
      m.shipNo ?? null,
      m.remark ?? null,
      m.outLogiId ?? null,
      m.outShipNo ?? null,
      m.type ?? null,
    ],
  );
  return rows[0];
}

/**
 * The order's `service_status` from its services: APPLY while one is open, COMPLETED once all
 * ended and one completed, NOT_APPLY when all were refused or withdrawn.
 */
export async function syncOrderServiceStatus(q: Queryable, orderSn: string): Promise<void> {
  await q.query(
    `update trade_order o set service_status = case
       when exists (select 1 from after_sale s where s.order_sn = o.sn and s.status not in ('REFUSE', 'CLOSED', 'COMPLETED')) then 'APPLY'
       when exists (select 1 from after_sale s where s.order_sn = o.sn and s.status = 'COMPLETED') then 'COMPLETED'
       else 'NOT_APPLY' end
     where o.sn = $1`,
    [orderSn],
  );
}

/** A service's units back on their skus' stock (returned goods stocked in, or a cancelled order's never shipped). */
export async function returnServiceStock(q: Queryable, sn: string): Promise<void> {
  await q.query(`update sku k set quantity = k.quantity + si.num from after_sale_item si where si.service_sn = $1 and k.id = si.sku_id`, [
    sn,
  ]);
  await q.query(
    `update goods g set stock = g.stock + t.num, sales = greatest(g.sales - t.num, 0)
     from (select k.goods_id, sum(si.num)::int as num from after_sale_item si join sku k on k.id = si.sku_id where si.service_sn = $1 group by k.goods_id) t
     where g.id = t.goods_id`,
    [sn],
  );
}

/**
 * Which of `sns` still have units to apply for: a line bought more units than its services hold
 * (refused and withdrawn ones apart; completed ones keep theirs). The order's `allow_apply_service`
 * needs it, so the list and detail never offer what the apply would refuse.
 */
export async function ordersWithUnitsLeft(q: Queryable, sns: readonly string[]): Promise<Set<string>> {
  if (sns.length === 0) return new Set();
  const { rows } = await q.query<{ order_sn: string }>(
    `select distinct i.order_sn from order_item i
     where i.order_sn = any($1::text[])
       and i.num > coalesce((select sum(si.num) from after_sale_item si join after_sale s on s.sn = si.service_sn
                             where s.order_sn = i.order_sn and si.sku_id = i.sku_id and s.status not in ('REFUSE', 'CLOSED')), 0)`,
    [sns],
  );
  return new Set(rows.map((row) => row.order_sn));
}

/**
 * The replacement of an exchange leaves the shop: its units off their skus' stock, only where
 * enough is left (the check and the decrement are one update per sku). The name of the first sku
 * short of stock (in `locale`), or undefined when every unit went out (the caller's transaction undoes a partial one).
 */
export async function takeReplacementStock(q: Queryable, sn: string, locale: Locale): Promise<string | undefined> {
  const items = await listServiceItems(q, [sn], locale);
  for (const item of items) {
    const { rows } = await q.query('update sku set quantity = quantity - $2 where id = $1 and quantity >= $2 returning id', [
      item.sku_id,
      item.num,
    ]);
    if (rows.length === 0) return item.name;
  }
  await q.query(
    `update goods g set stock = greatest(g.stock - t.num, 0), sales = g.sales + t.num
     from (select k.goods_id, sum(si.num)::int as num from after_sale_item si join sku k on k.id = si.sku_id where si.service_sn = $1 group by k.goods_id) t
     where g.id = t.goods_id`,
    [sn],
  );
  return undefined;
}
