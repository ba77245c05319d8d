import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { CouponParams, CouponsQuery, PageQuery, SeckillQuery } from '../../../../../src/core/contract/requests-catalogue';
import { javashopPage } from '../../../../../src/core/contract/shared-structs';
import {
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  PromoCoupon,
  SeckillGoods,
  SeckillSlot,
} from '../../../../../src/core/contract/types-promotions';
import { NO_BODY } from '../../../http/reply-kinds';
import { bearerToken } from '../../../http/request-context';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { requireBuyer } from '../../guards';

/**
 * Promotions: group buy, coupons, crowdfunding, seckill, points mall. The api reference names only
 * `members/coupon/{id}/receive`; the lists follow Javashop 7.x's `/buyer/promotions/…` controllers
 * (see types-promotions.ts).
 */
export const promotionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { catalogue, accounts, absoluteUrl } = app.services;

  app.get(
    '/buyer/promotions/coupons/all',
    { schema: { querystring: CouponsQuery, response: { 200: javashopPage(PromoCoupon) } } },
    async (request) => {
      // the member behind an optional token: 0 for a visitor (the list still answers)
      const memberId = (await accounts.sessions.authenticate(bearerToken(request.headers.authorization))) ?? 0;
      return catalogue.coupons({ sellerId: request.query.seller_id, memberId, lang: request.lang }, pageOf(request.query));
    },
  );

  // free coupons per account: only for accounts that proved a contact (issue 9); checked before the schemas read the request
  app.post(
    '/buyer/members/coupon/:id/receive',
    { preValidation: requireBuyer(app), schema: { params: CouponParams, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await catalogue.receiveCoupon(request.memberId, request.params.id);
      return reply.status(200).send();
    },
  );

  app.get(
    '/buyer/promotions/group-buy/goods',
    { schema: { querystring: PageQuery, response: { 200: javashopPage(GroupBuyGoods) } } },
    async (request) => catalogue.groupBuys(request.lang, pageOf(request.query), absoluteUrl),
  );

  // No Javashop counterpart: same family, same paging.
  app.get(
    '/buyer/promotions/crowdfunding',
    { schema: { querystring: PageQuery, response: { 200: javashopPage(Crowdfunding) } } },
    async (request) => catalogue.crowdfunding(request.lang, pageOf(request.query), absoluteUrl),
  );

  app.get('/buyer/promotions/seckill/time-line', { schema: { response: { 200: array(SeckillSlot) } } }, async () =>
    catalogue.seckillSlots(),
  );

  app.get(
    '/buyer/promotions/seckill/goods-list',
    { schema: { querystring: SeckillQuery, response: { 200: javashopPage(SeckillGoods) } } },
    async (request) => catalogue.seckillGoods(request.query.range_time, request.lang, pageOf(request.query), absoluteUrl),
  );

  app.get(
    '/buyer/promotions/exchange/goods',
    { schema: { querystring: PageQuery, response: { 200: javashopPage(ExchangeGoods) } } },
    async (request) => catalogue.exchangeGoods(request.lang, pageOf(request.query), absoluteUrl),
  );
};
