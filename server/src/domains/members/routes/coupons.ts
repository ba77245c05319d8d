import type { FastifyPluginAsync } from 'fastify';
import { asSource, intWithDefault } from '../../../http/params';
import { paging } from '../../../http/request-fields';
import type { MemberCouponStatus } from '../../../repos/members/member-coupons';
import { requireMember } from '../../guards';

/** `GET /buyer/members/coupon?status(0 all,1 usable,2 used,3 expired)&page_no&page_size` (api-reference "Coupons"). */
export const couponRoutes: FastifyPluginAsync = async (app) => {
  const { members } = app.services;

  app.get('/buyer/members/coupon', { preHandler: requireMember(app) }, async (request) => {
    const query = asSource(request.query);
    const status = intWithDefault(query, 'status', { min: 0, max: 3 }, 0) as MemberCouponStatus;
    return members.coupons(request.memberId, status, request.lang, paging(query));
  });
};
