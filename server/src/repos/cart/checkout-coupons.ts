import type { Queryable } from '../../db/types';

export interface UnusedCouponRow {
  mc_id: number;
  coupon_id: number;
  seller_id: number;
  seller_name: string | null;
  amount_cents: number;
  threshold_cents: number;
  end_time: number;
  title: string;
  title_key: string;
  title_params: unknown;
  selected: boolean;
}

/** The member's unused coupons still running, largest first, each with whether it is chosen for the next trade. */
export async function listUnusedCoupons(q: Queryable, memberId: number): Promise<UnusedCouponRow[]> {
  const { rows } = await q.query<UnusedCouponRow>(
    `select mc.id as mc_id, c.id as coupon_id, c.seller_id, sh.name as seller_name, c.amount_cents, c.threshold_cents, c.end_time, c.title, c.title_key, c.title_params,
            coalesce(mc.id = any(cp.mc_ids), false) as selected
     from member_coupon mc join coupon c on c.id = mc.coupon_id
     left join shop sh on sh.id = c.seller_id
     left join checkout_param cp on cp.member_id = mc.member_id
     where mc.member_id = $1 and mc.used_status = 0 and c.end_time > extract(epoch from now())
     order by c.amount_cents desc, mc.id`,
    [memberId],
  );
  return rows;
}
