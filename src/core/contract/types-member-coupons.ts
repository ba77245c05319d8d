import { enums, literal, number, string, type, type Infer } from 'superstruct';

/**
 * `GET /buyer/members/coupon` (api-reference "Coupons"): one coupon a member holds. Money in MXN,
 * times in Unix seconds. `used_status` 0 usable, 1 used, 2 expired (unspent past its end);
 * `seller_id` 0 is a platform coupon, valid in every shop; `use_scope` is always `ALL` here
 * (every goods of the shop, or of the site): no coupon is limited to some goods yet.
 */
export const MemberCoupon = type({
  mc_id: number(),
  coupon_id: number(),
  title: string(),
  coupon_price: number(),
  coupon_threshold_price: number(),
  start_time: number(),
  end_time: number(),
  used_status: enums([0, 1, 2]),
  used_status_text: string(),
  seller_id: number(),
  seller_name: string(),
  use_scope: literal('ALL'),
});
export type MemberCoupon = Infer<typeof MemberCoupon>;
