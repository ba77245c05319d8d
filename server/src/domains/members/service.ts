import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import type { Paging } from '../../repos/catalogue/goods-feedback';
import type { MemberCouponStatus } from '../../repos/members/member-coupons';
import { memberStatistics } from '../../repos/members/statistics';
import { createGoodsMemberService } from '../../services/members/collections';
import { createFaqService } from '../../services/help/faq-service';
import { createFeedbackService } from '../../services/help/feedback-service';
import { createNoticeLogService } from '../../services/help/notice-log-service';
import { memberCoupons } from '../../services/members/member-coupons';

/** The member centre: favourites, collected shops and footprint, held coupons, counts, help and messages. */
export function createMembersService({ db, clock }: { db: Db; clock: () => number }) {
  const nowS = () => Math.floor(clock() / 1000);
  return {
    /** favourite goods, collected shops, the footprint of viewed goods */
    collections: createGoodsMemberService(db, nowS),
    coupons: (memberId: number, status: MemberCouponStatus, locale: Locale, page: Paging) =>
      memberCoupons(db, { memberId, status, now: nowS(), locale }, page),
    statistics: (memberId: number) => memberStatistics(db, memberId),
    faq: createFaqService(db),
    notices: createNoticeLogService(db),
    feedback: createFeedbackService(db, clock),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
