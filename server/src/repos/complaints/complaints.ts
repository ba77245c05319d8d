import type { Locale } from '../../../../src/core/contract/locales';
import { lineNameSql, lineSnapshotJoin } from '../trade/line-name';
import type { ComplaintRole, ComplaintStatus } from '../../../../src/core/contract/rules-complaints';
import { COMPLAINT_OPEN } from '../../../../src/core/contract/rules-complaints';
import type { Queryable } from '../../db/types';

/** Whose complaints a call reads or moves: a buyer's, or those about a shop (the operator API). */
export type ComplaintOwner = { memberId: number } | { sellerId: number };
const ownerSql = (owner: ComplaintOwner) => ('memberId' in owner ? 'c.member_id = $1' : 'c.seller_id = $1');
const ownerId = (owner: ComplaintOwner) => ('memberId' in owner ? owner.memberId : owner.sellerId);

/** The goods a complaint may be about: a line of the member's order, with the order's payment. */
export async function findOrderLine(
  q: Queryable,
  p: { memberId: number; orderSn: string; skuId: number },
): Promise<{ order: { sn: string; seller_id: number; pay_status: string } | undefined; line: boolean }> {
  const { rows } = await q.query<{ sn: string; seller_id: number; pay_status: string; line: boolean }>(
    `select o.sn, o.seller_id, o.pay_status, exists (select 1 from order_item i where i.order_sn = o.sn and i.sku_id = $3) as line
     from trade_order o where o.sn = $1 and o.member_id = $2`,
    [p.orderSn, p.memberId, p.skuId],
  );
  const row = rows[0];
  return row
    ? { order: { sn: row.sn, seller_id: Number(row.seller_id), pay_status: row.pay_status }, line: row.line }
    : { order: undefined, line: false };
}

/** How many of `paths` the member uploaded (the uploads table is the proof the bytes were checked). */
export async function countOwnUploads(q: Queryable, memberId: number, paths: readonly string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const { rows } = await q.query<{ n: number }>(
    'select count(distinct path)::int as n from upload where member_id = $1 and path = any($2::text[])',
    [memberId, paths],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The complaint with its photos and first timeline entry; undefined when one about the same goods
 * is still open (the partial unique index decides, whatever raced).
 */
export async function insertComplaint(
  q: Queryable,
  c: {
    memberId: number;
    orderSn: string;
    skuId: number;
    sellerId: number;
    subject: string;
    content: string;
    images: readonly string[];
    at: number;
  },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `insert into complaint (member_id, order_sn, sku_id, seller_id, subject, content, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (order_sn, sku_id) where status in ('NEW', 'COMMUNICATION', 'ARBITRATION') do nothing returning id`,
    [c.memberId, c.orderSn, c.skuId, c.sellerId, c.subject, c.content, c.at],
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  if (c.images.length > 0) {
    await q.query(
      'insert into complaint_image (complaint_id, position, path) select $1, t.position, t.path from unnest($2::int[], $3::text[]) as t(position, path)',
      [id, c.images.map((_, i) => i + 1), c.images],
    );
  }
  await addComplaintLog(q, Number(id), 'NEW', c.at);
  return Number(id);
}

export async function addComplaintLog(q: Queryable, id: number, status: ComplaintStatus, at: number): Promise<void> {
  await q.query('insert into complaint_log (complaint_id, status, created_at) values ($1, $2, $3)', [id, status, at]);
}

export interface ComplaintRow {
  id: number;
  member_id: number;
  order_sn: string;
  sku_id: number;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  seller_name: string;
  subject: string;
  content: string;
  status: ComplaintStatus;
  created_at: number;
}

/** A complaint with its order line, the line named in `locale` (line-name.ts). */
const select = (locale: Locale) => `select c.id, c.member_id, c.order_sn, c.sku_id, coalesce(i.goods_id, 0) as goods_id,
  coalesce(${lineNameSql(locale)}, '') as goods_name, coalesce(i.image, '') as goods_image, o.seller_name, c.subject, c.content, c.status, c.created_at
  from complaint c join trade_order o on o.sn = c.order_sn left join order_item i on i.order_sn = c.order_sn and i.sku_id = c.sku_id
  ${lineSnapshotJoin()}`;

export async function pageComplaints(
  q: Queryable,
  p: { owner: ComplaintOwner; status: ComplaintStatus | null; limit: number; offset: number; locale: Locale },
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const where = `${ownerSql(p.owner)} and ($2::text is null or c.status = $2)`;
  const { rows } = await q.query<ComplaintRow>(
    `${select(p.locale)} where ${where} order by c.created_at desc, c.id desc limit $3 offset $4`,
    [ownerId(p.owner), p.status, p.limit, p.offset],
  );
  const count = await q.query<{ n: number }>(`select count(*)::int as n from complaint c where ${where}`, [ownerId(p.owner), p.status]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** One complaint; `locale` names its line (a caller that reads only the state may leave it). */
export async function findComplaint(
  q: Queryable,
  owner: ComplaintOwner,
  id: number,
  locale: Locale = 'es_MX',
): Promise<ComplaintRow | undefined> {
  const { rows } = await q.query<ComplaintRow>(`${select(locale)} where ${ownerSql(owner)} and c.id = $2`, [ownerId(owner), id]);
  return rows[0];
}

export async function listComplaintImages(q: Queryable, ids: readonly number[]): Promise<{ complaint_id: number; path: string }[]> {
  const { rows } = await q.query<{ complaint_id: number; path: string }>(
    'select complaint_id, path from complaint_image where complaint_id = any($1::bigint[]) order by complaint_id, position',
    [ids],
  );
  return rows;
}

export async function listComplaintLogs(
  q: Queryable,
  ids: readonly number[],
): Promise<{ complaint_id: number; status: ComplaintStatus; created_at: number }[]> {
  const { rows } = await q.query<{ complaint_id: number; status: ComplaintStatus; created_at: number }>(
    'select complaint_id, status, created_at from complaint_log where complaint_id = any($1::bigint[]) order by complaint_id, id',
    [ids],
  );
  return rows;
}

export async function listComplaintMessages(
  q: Queryable,
  ids: readonly number[],
): Promise<{ complaint_id: number; role: ComplaintRole; content: string; created_at: number }[]> {
  const { rows } = await q.query<{ complaint_id: number; role: ComplaintRole; content: string; created_at: number }>(
    'select complaint_id, role, content, created_at from complaint_message where complaint_id = any($1::bigint[]) order by complaint_id, id',
    [ids],
  );
  return rows;
}

/**
 * Moves a complaint from one of `from` to `to` by one conditional update: of racing callers exactly
 * one finds it in `from`. False when it was not (or is not the owner's).
 */
export async function moveComplaint(
  q: Queryable,
  m: { id: number; owner: ComplaintOwner; from: readonly ComplaintStatus[]; to: ComplaintStatus; at: number },
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `update complaint c set status = $4, updated_at = $5 where c.id = $2 and ${ownerSql(m.owner)} and c.status = any($3::text[]) returning c.id`,
    [ownerId(m.owner), m.id, m.from, m.to, m.at],
  );
  return rows.length > 0;
}

/**
 * A line of the dialogue, written only while the complaint is open: the touch of its row takes
 * the row lock, so a cancel racing this message either lands first (no message) or waits for it.
 */
export async function addComplaintMessage(
  q: Queryable,
  m: { id: number; owner: ComplaintOwner; role: ComplaintRole; content: string; at: number },
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `update complaint c set updated_at = $4 where c.id = $2 and ${ownerSql(m.owner)} and c.status = any($3::text[]) returning c.id`,
    [ownerId(m.owner), m.id, COMPLAINT_OPEN, m.at],
  );
  if (rows.length === 0) return false;
  await q.query('insert into complaint_message (complaint_id, role, content, created_at) values ($1, $2, $3, $4)', [
    m.id,
    m.role,
    m.content,
    m.at,
  ]);
  return true;
}
