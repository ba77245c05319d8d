import type { Queryable } from '../../db/types';
import type { Paging } from './goods-feedback';

export interface CouponRow {
  id: number;
  seller_id: number;
  seller_name: string | null;
  title: string;
  title_key: string;
  title_params: unknown;
  amount_cents: number;
  threshold_cents: number;
  start_time: number;
  end_time: number;
  total_num: number | null;
  received_num: number;
  limit_num: number;
  member_received: number;
}

/** Coupons still valid at `now` (platform ones first), with how many `memberId` (0 = visitor) holds. */
export async function listCoupons(
  q: Queryable,
  filter: { now: number; sellerId?: number; memberId: number },
  page: Paging,
): Promise<{ rows: CouponRow[]; total: number }> {
  const params: unknown[] = [filter.now];
  const clauses = ['c.end_time >= $1'];
  if (filter.sellerId !== undefined) clauses.push(`c.seller_id = $${params.push(filter.sellerId)}`);
  const where = clauses.join(' and ');
  const counted = await q.query<{ n: number }>(`select count(*)::int as n from coupon c where ${where}`, params);
  const memberAt = params.push(filter.memberId);
  const { rows } = await q.query<CouponRow>(
    `select c.id, c.seller_id, sh.name as seller_name, c.title, c.title_key, c.title_params, c.amount_cents, c.threshold_cents, c.start_time, c.end_time,
            c.total_num, c.received_num, c.limit_num,
            (select count(*)::int from member_coupon mc where mc.coupon_id = c.id and mc.member_id = $${memberAt}) as member_received
     from coupon c left join shop sh on sh.id = c.seller_id
     where ${where} order by c.seller_id, c.threshold_cents, c.id limit $${memberAt + 1} offset $${memberAt + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export interface LockedCoupon {
  id: number;
  start_time: number;
  end_time: number;
  total_num: number | null;
  received_num: number;
  limit_num: number;
}

/** The coupon row, locked until the transaction ends: receivers of one coupon queue here. */
export async function lockCoupon(q: Queryable, couponId: number): Promise<LockedCoupon | undefined> {
  const { rows } = await q.query<LockedCoupon>(
    'select id, start_time, end_time, total_num, received_num, limit_num from coupon where id = $1 for update',
    [couponId],
  );
  return rows[0];
}

export async function countHeld(q: Queryable, memberId: number, couponId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from member_coupon where member_id = $1 and coupon_id = $2', [
    memberId,
    couponId,
  ]);
  return rows[0]?.n ?? 0;
}

/** Gives the member one coupon: the member_coupon row checkout offers (302-trade.sql). */
export async function grantCoupon(q: Queryable, memberId: number, couponId: number, now: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, $3) returning id',
    [memberId, couponId, now],
  );
  await q.query('update coupon set received_num = received_num + 1 where id = $1', [couponId]);
  return rows[0]?.id ?? 0;
}
