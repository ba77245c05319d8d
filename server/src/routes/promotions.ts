import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formatMessage } from '../../../src/core/contract/messages';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../src/core/contract/rules';
import type { JavashopPage } from '../../../src/core/contract/types-discovery';
import type {
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  PromoCoupon,
  SeckillGoods,
  SeckillSlot,
} from '../../../src/core/contract/types-promotions';
import type { AppContext } from '../context';
import { toMxn } from '../http/money';
import { asSource, ID_RANGE, INT4_MAX, intWithDefault, optionalInt, requiredInt, type Source } from '../http/params';
import { bearerToken } from '../http/request-context';
import { listCoupons } from '../repos/catalogue/promo-coupons';
import { listCrowdfunding, listExchangeGoods, listGroupBuys, listSeckillGoods, seckillHours } from '../repos/catalogue/promo-lists';
import { couponView, receiveCoupon } from '../services/catalogue/promo-coupons';
import { seckillTimeLine } from '../services/catalogue/promo-seckill';
import { requireBuyer } from './require-buyer';

/** Javashop paging: `page_no`, `page_size` (default 10). */
const paging = (source: Source) => ({
  pageNo: intWithDefault(source, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
  pageSize: intWithDefault(source, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, 10),
});

const pageOf = <T>(rows: T[], total: number, p: { pageNo: number; pageSize: number }): JavashopPage<T> => ({
  data: rows,
  page_no: p.pageNo,
  page_size: p.pageSize,
  data_total: total,
});

/** A path id, validated like a query field so a bad one names itself in the message. */
const pathId = (params: unknown, field: string, name = field) => requiredInt({ [name]: asSource(params)[field] }, name, ID_RANGE);

/**
 * Catalogue stream, promotions part: group buy, coupons, crowdfunding, seckill, points mall. The
 * api reference names only `members/coupon/{id}/receive`; the lists follow Javashop 7.x's `/buyer/promotions/…` controllers (see types-promotions.ts).
 */
export const promotionsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const nowS = () => Math.floor(ctx.clock() / 1000);
  /** The member behind an optional token: 0 for a visitor (lists still answer). */
  const viewer = async (request: FastifyRequest) => (await ctx.sessions.authenticate(bearerToken(request.headers.authorization))) ?? 0;

  app.get('/buyer/promotions/coupons/all', async (request): Promise<JavashopPage<PromoCoupon>> => {
    const source = asSource(request.query);
    const page = paging(source);
    const sellerId = optionalInt(source, 'seller_id', { min: 0, max: INT4_MAX });
    const { rows, total } = await listCoupons(ctx.db, { now: nowS(), sellerId, memberId: await viewer(request) }, page);
    const platform = formatMessage('promotionsPlatform', request.lang);
    return pageOf(
      rows.map((row) => couponView(row, platform)),
      total,
      page,
    );
  });

  // free coupons per account: only for accounts that proved a contact (issue 9)
  app.post('/buyer/members/coupon/:id/receive', { preHandler: requireBuyer(ctx) }, async (request, reply) => {
    const couponId = pathId(request.params, 'id', 'coupon_id');
    await receiveCoupon(ctx.db, request.memberId, couponId, nowS());
    return reply.status(200).send();
  });

  app.get('/buyer/promotions/group-buy/goods', async (request): Promise<JavashopPage<GroupBuyGoods>> => {
    const page = paging(asSource(request.query));
    const asset = ctx.assets(request);
    const { rows, total } = await listGroupBuys(ctx.db, nowS(), request.lang, page);
    return pageOf(
      rows.map((r) => ({
        gb_id: r.id,
        goods_id: r.goods_id,
        goods_name: r.goods_name,
        thumbnail: asset(r.image),
        original_price: toMxn(r.original_cents),
        price: toMxn(r.price_cents),
        goods_num: r.goods_num,
        buy_num: r.buy_num,
        start_time: r.start_time,
        end_time: r.end_time,
      })),
      total,
      page,
    );
  });

  // No Javashop counterpart: same family, same paging.
  app.get('/buyer/promotions/crowdfunding', async (request): Promise<JavashopPage<Crowdfunding>> => {
    const page = paging(asSource(request.query));
    const asset = ctx.assets(request);
    const { rows, total } = await listCrowdfunding(ctx.db, nowS(), request.lang, page);
    return pageOf(
      rows.map((r) => ({
        cf_id: r.id,
        title: r.title,
        goods_id: r.goods_id,
        goods_name: r.goods_name,
        thumbnail: asset(r.image),
        price: toMxn(r.price_cents),
        target_amount: toMxn(r.target_cents),
        raised_amount: toMxn(r.raised_cents),
        backers: r.backers,
        progress: Math.floor((r.raised_cents * 100) / r.target_cents),
        start_time: r.start_time,
        end_time: r.end_time,
      })),
      total,
      page,
    );
  });

  app.get('/buyer/promotions/seckill/time-line', async (): Promise<SeckillSlot[]> => seckillTimeLine(await seckillHours(ctx.db), nowS()));

  app.get('/buyer/promotions/seckill/goods-list', async (request): Promise<JavashopPage<SeckillGoods>> => {
    const source = asSource(request.query);
    const hour = requiredInt(source, 'range_time', { min: 0, max: 23 });
    const page = paging(source);
    const asset = ctx.assets(request);
    const { rows, total } = await listSeckillGoods(ctx.db, hour, request.lang, page);
    return pageOf(
      rows.map((r) => ({
        sg_id: r.id,
        goods_id: r.goods_id,
        sku_id: r.sku_id,
        goods_name: r.goods_name,
        goods_image: asset(r.image),
        original_price: toMxn(r.original_cents),
        seckill_price: toMxn(r.price_cents),
        sold_quantity: r.quantity,
        sold_num: r.sold_num,
        remain_quantity: r.quantity - r.sold_num,
      })),
      total,
      page,
    );
  });

  app.get('/buyer/promotions/exchange/goods', async (request): Promise<JavashopPage<ExchangeGoods>> => {
    const page = paging(asSource(request.query));
    const asset = ctx.assets(request);
    const { rows, total } = await listExchangeGoods(ctx.db, request.lang, page);
    return pageOf(
      rows.map((r) => ({
        exchange_id: r.id,
        goods_id: r.goods_id,
        sku_id: r.sku_id,
        goods_name: r.goods_name,
        thumbnail: asset(r.image),
        original_price: toMxn(r.original_cents),
        exchange_point: r.exchange_point,
        exchange_money: toMxn(r.exchange_money_cents),
        enable_quantity: r.enable_quantity,
        goods_type: 'POINT' as const,
        promotion_type: 'EXCHANGE' as const,
      })),
      total,
      page,
    );
  });
};
