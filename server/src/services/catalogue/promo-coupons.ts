import type { PromoCoupon } from '../../../../src/core/contract/types-promotions';
import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import { couponTitle } from '../text/coupon-title';
import { ApiError, ruleError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { countHeld, grantCoupon, lockCoupon, type CouponRow } from '../../repos/catalogue/promo-coupons';

export function couponView(row: CouponRow, platformName: string, locale: Locale): PromoCoupon {
  return {
    coupon_id: row.id,
    title: couponTitle(row, locale),
    coupon_price: toMxn(row.amount_cents),
    coupon_threshold_price: toMxn(row.threshold_cents),
    start_time: row.start_time,
    end_time: row.end_time,
    seller_id: row.seller_id,
    seller_name: row.seller_id === 0 ? platformName : (row.seller_name ?? ''),
    create_num: row.total_num,
    received_num: row.received_num,
    limit_num: row.limit_num,
    remain_num: row.total_num === null ? null : Math.max(0, row.total_num - row.received_num),
    member_received: row.member_received,
  };
}

/**
 * `POST /buyer/members/coupon/{id}/receive`: one transaction that locks the coupon row, so
 * concurrent receivers queue and neither the stock nor a member's limit can be overrun.
 * Returns the new member_coupon id (the `mc_id` checkout uses).
 */
export async function receiveCoupon(db: Db, memberId: number, couponId: number, now: number): Promise<number> {
  return db.tx(async (q) => {
    const coupon = await lockCoupon(q, couponId);
    if (!coupon) throw new ApiError('not_found', 'promotionsCouponNotFound', { coupon: couponId });
    if (coupon.start_time > now || coupon.end_time < now) throw ruleError('promotionsCouponNotActive');
    if ((await countHeld(q, memberId, couponId)) >= coupon.limit_num) throw ruleError('promotionsCouponLimit', { limit: coupon.limit_num });
    if (coupon.total_num !== null && coupon.received_num >= coupon.total_num) throw ruleError('promotionsCouponGone');
    return grantCoupon(q, memberId, couponId, now);
  });
}
