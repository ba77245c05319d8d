import type { FastifyPluginAsync } from 'fastify';
import type { ProductListItem } from '../../../src/core/contract/types';
import type { TagGoods } from '../../../src/core/contract/types-discovery';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { toMxn } from '../http/money';
import { asSource, ID_RANGE, INT_ID_RANGE, intWithDefault, oneOf, optionalFlag, optionalInt, requiredInt } from '../http/params';
import { bearerToken } from '../http/request-context';
import { mallOk } from '../http/render';
import { countComments, goodsListed } from '../repos/catalogue/goods-feedback';
import { goodsIdOfSku, listRelatedGoods, listTagGoods, type GoodsTag } from '../repos/catalogue/goods-detail';
import { goodsDetail, goodsGone, goodsSkus } from '../services/catalogue/goods-detail';
import { goodsAsks, goodsComments, goodsSales } from '../services/catalogue/goods-feedback';
import { createGoodsMemberService } from '../services/members/collections';
import { goodsAskRoutes } from './goods-asks';
import { paging, pathId } from './goods-params';

const TAGS: readonly GoodsTag[] = ['hot', 'new', 'recommend'];
const GRADES = ['good', 'neutral', 'bad'] as const;
const TAG_NUM_MAX = 50;

/** Product detail and everything around it: skus, tiers, sales, comments, asks, tagged goods. */
export const goodsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(goodsAskRoutes, { ctx });
  const members = createGoodsMemberService(ctx.db, () => Math.floor(ctx.clock() / 1000));

  // Public; with a member's token the view also lands in that member's footprint.
  app.get('/mallpcapi/product/productDetail', async (request) => {
    const goodsId = requiredInt(asSource(request.query), 'goodsId', ID_RANGE);
    const detail = await goodsDetail(ctx.db, goodsId, request.lang, ctx.assets(request));
    const token = bearerToken(request.headers.authorization);
    const memberId = token ? await ctx.sessions.authenticate(token) : undefined;
    if (memberId !== undefined) await members.browsed(memberId, goodsId);
    return mallOk(request.lang, detail);
  });

  // Goods like this one (same category first), for the "you may also like" strip.
  app.get('/mallpcapi/product/productGoods', async (request) => {
    const source = asSource(request.query);
    const goodsId = requiredInt(source, 'goodsId', ID_RANGE);
    const num = intWithDefault(source, 'num', { min: 1, max: TAG_NUM_MAX }, 10);
    const asset = ctx.assets(request);
    const rows = await listRelatedGoods(ctx.db, goodsId, num, request.lang);
    const list: Pick<ProductListItem, 'goodsId' | 'skuId' | 'name' | 'image' | 'price' | 'stock' | 'sales'>[] = rows.map((r) => ({
      goodsId: r.goods_id,
      skuId: r.sku_id,
      name: r.goods_name,
      image: asset(r.image),
      price: toMxn(r.price_cents),
      stock: r.stock,
      sales: r.sales,
    }));
    return mallOk(request.lang, list);
  });

  app.get('/buyer/goods/:id/skus', async (request) =>
    goodsSkus(ctx.db, pathId(request.params, 'id', 'goods_id'), request.lang, ctx.assets(request)),
  );

  app.get('/buyer/goods/sku/:id/goods-id', async (request) => {
    const skuId = pathId(request.params, 'id', 'sku_id');
    const goodsId = await goodsIdOfSku(ctx.db, skuId);
    if (goodsId === undefined) throw new ApiError('not_found', 'discoverySkuNotFound', { skuId });
    return goodsId;
  });

  app.get('/buyer/goods/tags/:mark/goods', async (request): Promise<TagGoods[]> => {
    const source = asSource(request.query);
    const mark = oneOf({ mark: asSource(request.params).mark }, 'mark', TAGS, 'hot');
    const shopId = optionalInt(source, 'seller_id', INT_ID_RANGE);
    const num = intWithDefault(source, 'num', { min: 1, max: TAG_NUM_MAX }, 5);
    const asset = ctx.assets(request);
    const rows = await listTagGoods(ctx.db, mark, shopId, num, request.lang);
    return rows.map((r) => ({
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: r.goods_name,
      thumbnail: asset(r.image),
      price: toMxn(r.price_cents),
      enable_quantity: r.stock,
      buy_count: r.sales,
    }));
  });

  app.get('/buyer/trade/goods/:id/sales', async (request) =>
    goodsSales(ctx.db, pathId(request.params, 'id', 'goods_id'), paging(asSource(request.query))),
  );

  app.get('/buyer/members/comments/goods/:id', async (request) => {
    const source = asSource(request.query);
    const filter = { grade: oneOf(source, 'grade', GRADES), withImages: optionalFlag(source, 'have_image') ?? false };
    return goodsComments(ctx.db, pathId(request.params, 'id', 'goods_id'), filter, paging(source), ctx.assets(request));
  });

  app.get('/buyer/members/comments/goods/:id/count', async (request) => {
    const goodsId = pathId(request.params, 'id', 'goods_id');
    if (!(await goodsListed(ctx.db, goodsId))) throw goodsGone();
    return countComments(ctx.db, goodsId);
  });

  app.get('/buyer/members/asks/list', async (request) => {
    const source = asSource(request.query);
    return goodsAsks(ctx.db, requiredInt(source, 'goods_id', ID_RANGE), paging(source));
  });
};
