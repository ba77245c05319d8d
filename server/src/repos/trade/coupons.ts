import type { Queryable } from '../../db/types';

export interface HeldCouponRow {
  mc_id: number;
  seller_id: number;
  title: string;
  title_key: string;
  title_params: unknown;
  amount_cents: number;
  threshold_cents: number;
  start_time: number;
  end_time: number;
  used_status: number;
}

/** These coupons of a member, with their shop (0 = platform), whatever their state. */
export async function listHeldCoupons(q: Queryable, memberId: number, ids: readonly number[]): Promise<HeldCouponRow[]> {
  const { rows } = await q.query<HeldCouponRow>(
    `select mc.id as mc_id, c.seller_id, c.title, c.title_key, c.title_params, c.amount_cents, c.threshold_cents, c.start_time, c.end_time, mc.used_status
     from member_coupon mc join coupon c on c.id = mc.coupon_id where mc.member_id = $1 and mc.id = any($2::bigint[]) order by mc.id`,
    [memberId, ids],
  );
  return rows;
}

/** Spends a member coupon on a trade by one conditional update, so two trades can never both use one. */
export async function spendCoupon(q: Queryable, mcId: number, memberId: number, tradeSn: string): Promise<boolean> {
  const { rows } = await q.query(
    'update member_coupon set used_status = 1, order_sn = $3 where id = $1 and member_id = $2 and used_status = 0 returning id',
    [mcId, memberId, tradeSn],
  );
  return rows.length > 0;
}

/** A cancelled order's coupons are the buyer's again. */
export async function returnCoupons(q: Queryable, mcIds: readonly number[]): Promise<void> {
  await q.query('update member_coupon set used_status = 0, order_sn = null where id = any($1::bigint[])', [mcIds]);
}
