import { formatMessage } from '../../../../src/core/contract/messages';
import type { Locale } from '../../../../src/core/contract/locales';
import type { JavashopPage } from '../../../../src/core/contract/types-discovery';
import type { MemberCoupon } from '../../../../src/core/contract/types-member-coupons';
import type { Db } from '../../db/types';
import { toMxn } from '../../http/money';
import type { Paging } from '../../repos/catalogue/goods-feedback';
import { couponTitle } from '../text/coupon-title';
import { listMemberCoupons, type MemberCouponRow, type MemberCouponStatus } from '../../repos/members/member-coupons';

const STATUS_TEXT = ['promotionsCouponUnused', 'promotionsCouponUsed', 'promotionsCouponExpired'] as const;

/** A held coupon as the reply shows it: spent, else expired once past its end, else usable. */
export function memberCouponView(row: MemberCouponRow, now: number, locale: Locale): MemberCoupon {
  const used_status = row.used_status === 1 ? 1 : row.end_time < now ? 2 : 0;
  return {
    mc_id: row.mc_id,
    coupon_id: row.coupon_id,
    title: couponTitle(row, locale),
    coupon_price: toMxn(row.amount_cents),
    coupon_threshold_price: toMxn(row.threshold_cents),
    start_time: row.start_time,
    end_time: row.end_time,
    used_status,
    used_status_text: formatMessage(STATUS_TEXT[used_status], locale),
    seller_id: row.seller_id,
    seller_name: row.seller_id === 0 ? formatMessage('promotionsPlatform', locale) : (row.seller_name ?? ''),
    use_scope: 'ALL',
  };
}

/** `GET /buyer/members/coupon`: the coupons a member holds, of one status, paged. */
export async function memberCoupons(
  db: Db,
  input: { memberId: number; status: MemberCouponStatus; now: number; locale: Locale },
  page: Paging,
): Promise<JavashopPage<MemberCoupon>> {
  const { rows, total } = await listMemberCoupons(db, input, page);
  return {
    data: rows.map((row) => memberCouponView(row, input.now, input.locale)),
    page_no: page.pageNo,
    page_size: page.pageSize,
    data_total: total,
  };
}
