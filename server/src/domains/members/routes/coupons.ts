import type { FastifyPluginAsync } from 'fastify';
import { MemberCouponQuery } from '../../../../../src/core/contract/requests-members';
import { javashopPage } from '../../../../../src/core/contract/shared-structs';
import { MemberCoupon } from '../../../../../src/core/contract/types-member-coupons';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import type { MemberCouponStatus } from '../../../repos/members/member-coupons';
import { requireMember } from '../../guards';

/** `GET /buyer/members/coupon?status(0 all,1 usable,2 used,3 expired)&page_no&page_size` (api-reference "Coupons"). */
export const couponRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { members } = app.services;

  app.get(
    '/buyer/members/coupon',
    { preValidation: requireMember(app), schema: { querystring: MemberCouponQuery, response: { 200: javashopPage(MemberCoupon) } } },
    async (request) => members.coupons(request.memberId, request.query.status as MemberCouponStatus, request.lang, pageOf(request.query)),
  );
};
