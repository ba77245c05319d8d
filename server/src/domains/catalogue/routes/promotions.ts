import type { FastifyPluginAsync } from 'fastify';
import type { JavashopPage } from '../../../../../src/core/contract/types-discovery';
import type {
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  PromoCoupon,
  SeckillGoods,
  SeckillSlot,
} from '../../../../../src/core/contract/types-promotions';
import { asSource, INT4_MAX, optionalInt, requiredInt } from '../../../http/params';
import { bearerToken } from '../../../http/request-context';
import { paging, pathId } from '../../../http/request-fields';
import { requireBuyer } from '../../guards';

/**
 * Promotions: group buy, coupons, crowdfunding, seckill, points mall. The api reference names only
 * `members/coupon/{id}/receive`; the lists follow Javashop 7.x's `/buyer/promotions/…` controllers
 * (see types-promotions.ts).
 */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue, accounts, absoluteUrl } = app.services;

  app.get('/buyer/promotions/coupons/all', async (request): Promise<JavashopPage<PromoCoupon>> => {
    const source = asSource(request.query);
    const page = paging(source);
    const sellerId = optionalInt(source, 'seller_id', { min: 0, max: INT4_MAX });
    // the member behind an optional token: 0 for a visitor (the list still answers)
    const memberId = (await accounts.sessions.authenticate(bearerToken(request.headers.authorization))) ?? 0;
    return catalogue.coupons({ sellerId, memberId, lang: request.lang }, page);
  });

  // free coupons per account: only for accounts that proved a contact (issue 9)
  app.post('/buyer/members/coupon/:id/receive', { preHandler: requireBuyer(app) }, async (request, reply) => {
    await catalogue.receiveCoupon(request.memberId, pathId(request.params, 'id', 'coupon_id'));
    return reply.status(200).send();
  });

  app.get(
    '/buyer/promotions/group-buy/goods',
    async (request): Promise<JavashopPage<GroupBuyGoods>> =>
      catalogue.groupBuys(request.lang, paging(asSource(request.query)), absoluteUrl),
  );

  // No Javashop counterpart: same family, same paging.
  app.get(
    '/buyer/promotions/crowdfunding',
    async (request): Promise<JavashopPage<Crowdfunding>> =>
      catalogue.crowdfunding(request.lang, paging(asSource(request.query)), absoluteUrl),
  );

  app.get('/buyer/promotions/seckill/time-line', async (): Promise<SeckillSlot[]> => catalogue.seckillSlots());

  app.get('/buyer/promotions/seckill/goods-list', async (request): Promise<JavashopPage<SeckillGoods>> => {
    const source = asSource(request.query);
    const hour = requiredInt(source, 'range_time', { min: 0, max: 23 });
    return catalogue.seckillGoods(hour, request.lang, paging(source), absoluteUrl);
  });

  app.get(
    '/buyer/promotions/exchange/goods',
    async (request): Promise<JavashopPage<ExchangeGoods>> =>
      catalogue.exchangeGoods(request.lang, paging(asSource(request.query)), absoluteUrl),
  );
};
