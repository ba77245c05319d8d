import type { Locale } from '../../../../src/core/contract/locales';
import { lineNameSql, lineSnapshotJoin } from '../trade/line-name';
import type { Queryable } from '../../db/types';

/** The order a review names, locked for the rest of the caller's transaction: one writer per order. */
export async function lockMemberOrder(
  q: Queryable,
  memberId: number,
  sn: string,
): Promise<{ order_status: string; comment_status: string } | undefined> {
  const { rows } = await q.query<{ order_status: string; comment_status: string }>(
    'select order_status, comment_status from trade_order where sn = $1 and member_id = $2 for update',
    [sn, memberId],
  );
  return rows[0];
}

export async function findOrderItem(q: Queryable, sn: string, skuId: number): Promise<{ goods_id: number } | undefined> {
  const { rows } = await q.query<{ goods_id: number }>('select goods_id from order_item where order_sn = $1 and sku_id = $2', [sn, skuId]);
  return rows[0];
}

/** Which of `paths` this member uploaded (a review may only show the member's own photos). */
export async function ownUploads(q: Queryable, memberId: number, paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const { rows } = await q.query<{ path: string }>('select path from upload where member_id = $1 and path = any($2::text[])', [
    memberId,
    paths,
  ]);
  return rows.map((row) => row.path);
}

/** The review, or undefined when this sku of the order has one already (the unique index decides). */
export async function insertReview(
  q: Queryable,
  review: {
    memberId: number;
    orderSn: string;
    skuId: number;
    goodsId: number;
    rating: number;
    grade: string;
    content: string;
    images: readonly string[];
    anonymous: boolean;
    at: number;
  },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `insert into goods_comment (id, goods_id, sku_id, member_id, member_name, content, grade, images, created_at, order_sn, rating, anonymous)
     select nextval('goods_comment_id_seq'), $1, $2, m.id, coalesce(nullif(m.nickname, ''), m.username), $4, $5, $6::text[], $7, $8, $9, $10
     from member m where m.id = $3
     on conflict (order_sn, sku_id) where order_sn is not null do nothing
     returning id`,
    [
      review.goodsId,
      review.skuId,
      review.memberId,
      review.content,
      review.grade,
      review.images,
      review.at,
      review.orderSn,
      review.rating,
      review.anonymous,
    ],
  );
  return rows[0]?.id;
}

export interface ReviewRow {
  id: number;
  order_sn: string;
  sku_id: number;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  spec_text: string;
  rating: number;
  grade: 'good' | 'neutral' | 'bad';
  content: string;
  images: string[];
  anonymous: boolean;
  reply: string | null;
  created_at: number;
  additional_content: string | null;
  additional_images: string[];
  additional_at: number | null;
}

/** A review's columns, its order line named in `locale` (line-name.ts). */
const reviewColumns = (locale: Locale) => `c.id, c.order_sn, c.sku_id, c.goods_id, coalesce(${lineNameSql(locale)}, '') as goods_name,
  coalesce(i.image, '') as goods_image,
  coalesce(i.spec_text, '') as spec_text, c.rating, c.grade, c.content, c.images, c.anonymous, c.reply, c.created_at,
  c.additional_content, c.additional_images, c.additional_at`;

/** The member's reviews of orders (not the seeded ones), newest first; or one when `commentId` is given. */
export async function pageMemberReviews(
  q: Queryable,
  memberId: number,
  options: { commentId?: number; limit: number; offset: number; locale: Locale },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const params: unknown[] = [memberId];
  const one = options.commentId === undefined ? '' : ` and c.id = $${params.push(options.commentId)}`;
  const where = `c.member_id = $1 and c.order_sn is not null${one}`;
  const counted = await q.query<{ n: number }>(`select count(*)::int as n from goods_comment c where ${where}`, params);
  const { rows } = await q.query<ReviewRow>(
    `select ${reviewColumns(options.locale)} from goods_comment c left join order_item i on i.order_sn = c.order_sn and i.sku_id = c.sku_id
     ${lineSnapshotJoin()}
     where ${where} order by c.created_at desc, c.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.limit, options.offset],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

/** The member's review `id` with its order locked for the rest of the transaction. */
export async function lockMemberReview(
  q: Queryable,
  memberId: number,
  id: number,
): Promise<{ order_sn: string; created_at: number; additional_at: number | null; goods_id: number } | undefined> {
  const { rows } = await q.query<{ order_sn: string; created_at: number; additional_at: number | null; goods_id: number }>(
    `select c.order_sn, c.created_at, c.additional_at, c.goods_id from goods_comment c join trade_order o on o.sn = c.order_sn
     where c.id = $1 and c.member_id = $2 for update of o`,
    [id, memberId],
  );
  return rows[0];
}

/** Writes the one follow-up; false when the review has one already. */
export async function addFollowUp(
  q: Queryable,
  id: number,
  followUp: { content: string; images: readonly string[]; at: number },
): Promise<boolean> {
  const { rows } = await q.query(
    `update goods_comment set additional_content = $2, additional_images = $3::text[], additional_at = $4
     where id = $1 and additional_at is null returning id`,
    [id, followUp.content, followUp.images, followUp.at],
  );
  return rows.length > 0;
}

/**
 * Sets the order's comment_status from its reviews: UNFINISHED while a sku has none, WAIT_CHASE
 * while a review has no follow-up, FINISHED when all have one. Returns the status.
 */
export async function settleCommentStatus(q: Queryable, sn: string): Promise<string> {
  const { rows } = await q.query<{ comment_status: string }>(
    `update trade_order o set comment_status = case
       when r.reviewed < i.skus then 'UNFINISHED' when r.followed < i.skus then 'WAIT_CHASE' else 'FINISHED' end
     from (select count(*)::int as skus from order_item where order_sn = $1) i,
          (select count(*)::int as reviewed, count(additional_at)::int as followed from goods_comment where order_sn = $1) r
     where o.sn = $1 returning o.comment_status`,
    [sn],
  );
  return rows[0]?.comment_status ?? 'UNFINISHED';
}

export interface PendingRow {
  order_sn: string;
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  spec_text: string;
  created_at: number;
}

/** Skus of the member's received orders without a review, newest order first; of one order when `sn` is given. */
export async function pagePendingReviews(
  q: Queryable,
  memberId: number,
  options: { sn?: string; limit: number; offset: number; locale: Locale },
): Promise<{ rows: PendingRow[]; total: number }> {
  const params: unknown[] = [memberId];
  const one = options.sn === undefined ? '' : ` and o.sn = $${params.push(options.sn)}`;
  const where = `o.member_id = $1 and o.order_status in ('ROG', 'COMPLETE')${one}
    and not exists (select 1 from goods_comment c where c.order_sn = i.order_sn and c.sku_id = i.sku_id)`;
  const from = 'order_item i join trade_order o on o.sn = i.order_sn';
  const counted = await q.query<{ n: number }>(`select count(*)::int as n from ${from} where ${where}`, params);
  const { rows } = await q.query<PendingRow>(
    `select i.order_sn, i.sku_id, i.goods_id, ${lineNameSql(options.locale)} as name, i.image, i.spec_text, o.created_at
     from ${from} ${lineSnapshotJoin()}
     where ${where} order by o.created_at desc, i.order_sn, i.sku_id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.limit, options.offset],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}
