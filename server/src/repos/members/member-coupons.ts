import type { Queryable } from '../../db/types';
import type { Paging } from '../catalogue/goods-feedback';

/** `status` of `GET members/coupon`: 0 all, 1 usable, 2 used, 3 expired (api-reference "Coupons"). */
export type MemberCouponStatus = 0 | 1 | 2 | 3;

export interface MemberCouponRow {
  mc_id: number;
  coupon_id: number;
  seller_id: number;
  seller_name: string | null;
  title: string;
  title_key: string;
  title_params: unknown;
  amount_cents: number;
  threshold_cents: number;
  start_time: number;
  end_time: number;
  used_status: number;
}

/**
 * What each status selects at `now`. Usable: unspent and not past its end (one that has not
 * started yet is listed too, with its start, as checkout lists it); expired: unspent and past
 * its end; used: spent, whenever.
 */
const WHERE: Record<MemberCouponStatus, string> = {
  0: 'true',
  1: 'mc.used_status = 0 and c.end_time >= $2',
  2: 'mc.used_status = 1',
  3: 'mc.used_status = 0 and c.end_time < $2',
};

/** Usable ones soonest-ending first (what to spend first); the others newest first. */
const ORDER: Record<MemberCouponStatus, string> = {
  0: 'mc.id desc',
  1: 'c.end_time, mc.id',
  2: 'mc.id desc',
  3: 'c.end_time desc, mc.id desc',
};

/** A member's coupons (member_coupon joined to coupon, 302-trade.sql) of one status, paged. */
export async function listMemberCoupons(
  q: Queryable,
  filter: { memberId: number; status: MemberCouponStatus; now: number },
  page: Paging,
): Promise<{ rows: MemberCouponRow[]; total: number }> {
  const where = `mc.member_id = $1 and ${WHERE[filter.status]}`;
  const params: unknown[] = filter.status === 0 || filter.status === 2 ? [filter.memberId] : [filter.memberId, filter.now];
  const counted = await q.query<{ n: number }>(
    `select count(*)::int as n from member_coupon mc join coupon c on c.id = mc.coupon_id where ${where}`,
    params,
  );
  const { rows } = await q.query<MemberCouponRow>(
    `select mc.id as mc_id, c.id as coupon_id, c.seller_id, sh.name as seller_name, c.title, c.title_key, c.title_params, c.amount_cents, c.threshold_cents,
            c.start_time, c.end_time, mc.used_status
     from member_coupon mc join coupon c on c.id = mc.coupon_id left join shop sh on sh.id = c.seller_id
     where ${where} order by ${ORDER[filter.status]} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}
