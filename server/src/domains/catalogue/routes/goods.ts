import type { FastifyPluginAsync } from 'fastify';
import { array, number } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import {
  CommentQuery,
  GoodsAsksQuery,
  GoodsDetailQuery,
  GoodsParams,
  PageQuery,
  RelatedGoodsQuery,
  SkuIdParams,
  TagGoodsQuery,
  TagParams,
} from '../../../../../src/core/contract/requests-catalogue';
import { javashopPage } from '../../../../../src/core/contract/shared-structs';
import { ListedAsk } from '../../../../../src/core/contract/types-asks';
import {
  GoodsComment,
  GoodsCommentCount,
  GoodsDetail,
  GoodsSaleRecord,
  RelatedGoods,
  TagGoods,
} from '../../../../../src/core/contract/types-goods';
import { GoodsSku } from '../../../../../src/core/contract/types-goods-skus';
import { ApiError } from '../../../http/errors';
import { mallOk } from '../../../http/render';
import { bearerToken } from '../../../http/request-context';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';

/** Product detail and everything around it: skus, tiers, sales, comments, asks, tagged goods. */
export const goodsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { catalogue, accounts, absoluteUrl } = app.services;

  // Public; with a member's token the view also lands in that member's footprint.
  app.get(
    '/mallpcapi/product/productDetail',
    { schema: { querystring: GoodsDetailQuery, response: { 200: mallReply(GoodsDetail) } } },
    async (request) => {
      const { goodsId } = request.query;
      const detail = await catalogue.detail(goodsId, request.lang, absoluteUrl);
      const token = bearerToken(request.headers.authorization);
      const memberId = token ? await accounts.sessions.authenticate(token) : undefined;
      if (memberId !== undefined) await catalogue.viewed(memberId, goodsId);
      return mallOk(request.lang, detail);
    },
  );

  // Goods like this one (same category first), for the "you may also like" strip.
  app.get(
    '/mallpcapi/product/productGoods',
    { schema: { querystring: RelatedGoodsQuery, response: { 200: mallReply(array(RelatedGoods)) } } },
    async (request) => mallOk(request.lang, await catalogue.related(request.query.goodsId, request.query.num, request.lang, absoluteUrl)),
  );

  app.get('/buyer/goods/:id/skus', { schema: { params: GoodsParams, response: { 200: array(GoodsSku) } } }, async (request) =>
    catalogue.skus(request.params.id, request.lang, absoluteUrl),
  );

  app.get('/buyer/goods/sku/:id/goods-id', { schema: { params: SkuIdParams, response: { 200: number() } } }, async (request) => {
    const skuId = request.params.id;
    const goodsId = await catalogue.goodsIdOfSku(skuId);
    if (goodsId === undefined) throw new ApiError('not_found', 'discoverySkuNotFound', { skuId });
    return goodsId;
  });

  app.get(
    '/buyer/goods/tags/:mark/goods',
    { schema: { params: TagParams, querystring: TagGoodsQuery, response: { 200: array(TagGoods) } } },
    async (request) => catalogue.tagGoods(request.params.mark, request.query.seller_id, request.query.num, request.lang, absoluteUrl),
  );

  app.get(
    '/buyer/trade/goods/:id/sales',
    { schema: { params: GoodsParams, querystring: PageQuery, response: { 200: javashopPage(GoodsSaleRecord) } } },
    async (request) => catalogue.sales(request.params.id, pageOf(request.query)),
  );

  app.get(
    '/buyer/members/comments/goods/:id',
    { schema: { params: GoodsParams, querystring: CommentQuery, response: { 200: javashopPage(GoodsComment) } } },
    async (request) => {
      const { grade, have_image: withImages } = request.query;
      return catalogue.comments(request.params.id, { grade, withImages }, pageOf(request.query), absoluteUrl);
    },
  );

  app.get(
    '/buyer/members/comments/goods/:id/count',
    { schema: { params: GoodsParams, response: { 200: GoodsCommentCount } } },
    async (request) => catalogue.commentCount(request.params.id),
  );

  app.get(
    '/buyer/members/asks/list',
    { schema: { querystring: GoodsAsksQuery, response: { 200: javashopPage(ListedAsk) } } },
    async (request) => catalogue.goodsAsks(request.query.goods_id, pageOf(request.query)),
  );
};
