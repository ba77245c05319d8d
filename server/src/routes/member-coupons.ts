import type { FastifyPluginAsync } from 'fastify';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../src/core/contract/rules';
import type { AppContext } from '../context';
import { asSource, intWithDefault } from '../http/params';
import type { MemberCouponStatus } from '../repos/members/member-coupons';
import { memberCoupons } from '../services/members/member-coupons';
import { requireMember } from './require-member';

/** `GET /buyer/members/coupon?status(0 all,1 usable,2 used,3 expired)&page_no&page_size` (api-reference "Coupons"). */
export const memberCouponRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/buyer/members/coupon', { preHandler: requireMember(ctx) }, async (request) => {
    const query = asSource(request.query);
    const status = intWithDefault(query, 'status', { min: 0, max: 3 }, 0) as MemberCouponStatus;
    const page = {
      pageNo: intWithDefault(query, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
      pageSize: intWithDefault(query, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, 10),
    };
    const now = Math.floor(ctx.clock() / 1000);
    return memberCoupons(ctx.db, { memberId: request.memberId, status, now, locale: request.lang }, page);
  });
};
