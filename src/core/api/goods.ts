// Product detail calls (issue 3). Only the product-detail widget imports this module, so it
// travels in that widget's chunk, not in the shared runtime.
import { array } from 'superstruct';
import type { CommentFilter, GoodsTag } from '../contract/requests-catalogue';
import { javashopPage } from '../contract/shared-structs';
import { ListedAsk } from '../contract/types-asks';
import { GoodsComment, GoodsCommentCount, GoodsDetail, GoodsSaleRecord, RelatedGoods, TagGoods } from '../contract/types-goods';
import { request } from '../http';
import { call } from './check';

export type { CommentFilter } from '../contract/requests-catalogue';
export type { ListedAsk as Ask } from '../contract/types-asks';
export type {
  CommentGrade,
  GoodsComment as Comment,
  GoodsCommentCount as CommentCounts,
  GoodsDetail,
  GoodsDetailSku as DetailSku,
  GoodsPriceTier as Tier,
  GoodsSaleRecord as Sale,
  GoodsShopCard as ShopCard,
  GoodsSpecAxis as SpecAxis,
  RelatedGoods,
  TagGoods,
} from '../contract/types-goods';

/** With `member` the token goes along, so the view lands in the member's footprint. */
export const fetchGoodsDetail = (goodsId: string | number, signal?: AbortSignal, member = false) =>
  call({ path: '/mallpcapi/product/productDetail', query: { goodsId }, signal, auth: member }, GoodsDetail);

/** The shop's best sellers (spec: mark hot, num 5). */
export const fetchTagGoods = (sellerId: number, mark: GoodsTag = 'hot', num = 5) =>
  call({ path: `/buyer/goods/tags/${mark}/goods`, query: { seller_id: sellerId, num } }, array(TagGoods));

export const fetchComments = (goodsId: number, pageNo: number, pageSize = 10, filter: CommentFilter = {}) =>
  call(
    {
      path: `/buyer/members/comments/goods/${goodsId}`,
      query: { page_no: pageNo, page_size: pageSize, grade: filter.grade, have_image: filter.withImages ? 1 : undefined },
    },
    javashopPage(GoodsComment),
  );

/** How many comments each filter chip would show. */
export const fetchCommentCounts = (goodsId: number) => call({ path: `/buyer/members/comments/goods/${goodsId}/count` }, GoodsCommentCount);

/** Goods like this one (same category first), for the "related products" strip. */
export const fetchRelatedGoods = (goodsId: number, num: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/product/productGoods', query: { goodsId, num }, signal }, array(RelatedGoods));

export const fetchAsks = (goodsId: number, pageNo: number, pageSize = 10) =>
  call({ path: '/buyer/members/asks/list', query: { goods_id: goodsId, page_no: pageNo, page_size: pageSize } }, javashopPage(ListedAsk));

export const fetchSales = (goodsId: number, pageNo: number, pageSize = 10) =>
  call({ path: `/buyer/trade/goods/${goodsId}/sales`, query: { page_no: pageNo, page_size: pageSize } }, javashopPage(GoodsSaleRecord));

/** Buy now: the sku goes to a separate BUY_NOW cart the checkout then reads (`way=BUY_NOW`). */
export const buyNow = (skuId: number, num: number) =>
  request({ method: 'POST', path: '/buyer/trade/carts/buy', form: { sku_id: skuId, num }, auth: true });
