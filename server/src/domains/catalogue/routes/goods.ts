import type { FastifyPluginAsync } from 'fastify';
import type { TagGoods } from '../../../../../src/core/contract/types-discovery';
import { ApiError } from '../../../http/errors';
import { asSource, ID_RANGE, INT_ID_RANGE, intWithDefault, oneOf, optionalFlag, optionalInt, requiredInt } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { bearerToken } from '../../../http/request-context';
import { paging, pathId } from '../../../http/request-fields';
import type { GoodsTag } from '../../../repos/catalogue/goods-detail';

const TAGS: readonly GoodsTag[] = ['hot', 'new', 'recommend'];
const GRADES = ['good', 'neutral', 'bad'] as const;
const TAG_NUM_MAX = 50;

/** Product detail and everything around it: skus, tiers, sales, comments, asks, tagged goods. */
export const goodsRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue, accounts, absoluteUrl } = app.services;

  // Public; with a member's token the view also lands in that member's footprint.
  app.get('/mallpcapi/product/productDetail', async (request) => {
    const goodsId = requiredInt(asSource(request.query), 'goodsId', ID_RANGE);
    const detail = await catalogue.detail(goodsId, request.lang, absoluteUrl);
    const token = bearerToken(request.headers.authorization);
    const memberId = token ? await accounts.sessions.authenticate(token) : undefined;
    if (memberId !== undefined) await catalogue.viewed(memberId, goodsId);
    return mallOk(request.lang, detail);
  });

  // Goods like this one (same category first), for the "you may also like" strip.
  app.get('/mallpcapi/product/productGoods', async (request) => {
    const source = asSource(request.query);
    const goodsId = requiredInt(source, 'goodsId', ID_RANGE);
    const num = intWithDefault(source, 'num', { min: 1, max: TAG_NUM_MAX }, 10);
    return mallOk(request.lang, await catalogue.related(goodsId, num, request.lang, absoluteUrl));
  });

  app.get('/buyer/goods/:id/skus', async (request) => catalogue.skus(pathId(request.params, 'id', 'goods_id'), request.lang, absoluteUrl));

  app.get('/buyer/goods/sku/:id/goods-id', async (request) => {
    const skuId = pathId(request.params, 'id', 'sku_id');
    const goodsId = await catalogue.goodsIdOfSku(skuId);
    if (goodsId === undefined) throw new ApiError('not_found', 'discoverySkuNotFound', { skuId });
    return goodsId;
  });

  app.get('/buyer/goods/tags/:mark/goods', async (request): Promise<TagGoods[]> => {
    const source = asSource(request.query);
    const mark = oneOf({ mark: asSource(request.params).mark }, 'mark', TAGS, 'hot');
    const shopId = optionalInt(source, 'seller_id', INT_ID_RANGE);
    const num = intWithDefault(source, 'num', { min: 1, max: TAG_NUM_MAX }, 5);
    return catalogue.tagGoods(mark, shopId, num, request.lang, absoluteUrl);
  });

  app.get('/buyer/trade/goods/:id/sales', async (request) =>
    catalogue.sales(pathId(request.params, 'id', 'goods_id'), paging(asSource(request.query))),
  );

  app.get('/buyer/members/comments/goods/:id', async (request) => {
    const source = asSource(request.query);
    const filter = { grade: oneOf(source, 'grade', GRADES), withImages: optionalFlag(source, 'have_image') ?? false };
    return catalogue.comments(pathId(request.params, 'id', 'goods_id'), filter, paging(source), absoluteUrl);
  });

  app.get('/buyer/members/comments/goods/:id/count', async (request) => catalogue.commentCount(pathId(request.params, 'id', 'goods_id')));

  app.get('/buyer/members/asks/list', async (request) => {
    const source = asSource(request.query);
    return catalogue.goodsAsks(requiredInt(source, 'goods_id', ID_RANGE), paging(source));
  });
};
