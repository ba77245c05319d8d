// Product detail calls (issue 3). Only the product-detail widget imports this module, so it
// travels in that widget's chunk, not in the shared runtime.
import { array, literal, nullable, number, string, type, union, type Infer, type Struct } from 'superstruct';
import { request } from '../http';
import { call } from './check';

const SpecAxis = type({
  specId: number(),
  specName: string(),
  values: array(type({ specValueId: number(), specValue: string() })),
});
export type SpecAxis = Infer<typeof SpecAxis>;

const DetailSku = type({
  skuId: number(),
  sn: string(),
  specValueIds: array(number()),
  price: number(),
  dropshipPrice: number(),
  stock: number(),
});
export type DetailSku = Infer<typeof DetailSku>;

const Tier = type({ minNum: number(), rate: number(), price: number() });
export type Tier = Infer<typeof Tier>;

const ShopCard = type({
  shopId: number(),
  shopName: string(),
  logo: string(),
  city: string(),
  state: string(),
  goodsCount: number(),
  createTime: number(),
});
export type ShopCard = Infer<typeof ShopCard>;

const GoodsDetail = type({
  goodsId: number(),
  name: string(),
  images: array(string()),
  price: number(),
  originalPrice: number(),
  packageUnit: number(),
  stock: number(),
  sales: number(),
  brandName: string(),
  categoryName: string(),
  defaultSkuId: number(),
  specs: array(SpecAxis),
  skus: array(DetailSku),
  tiers: array(Tier),
  intro: string(),
  shop: ShopCard,
  commentCount: number(),
  goodRate: number(),
});
export type GoodsDetail = Infer<typeof GoodsDetail>;

/** With `member` the token goes along, so the view lands in the member's footprint. */
export const fetchGoodsDetail = (goodsId: string | number, signal?: AbortSignal, member = false) =>
  call({ path: '/mallpcapi/product/productDetail', query: { goodsId }, signal, auth: member }, GoodsDetail);

const TagGoods = type({
  goods_id: number(),
  sku_id: number(),
  goods_name: string(),
  thumbnail: string(),
  price: number(),
  enable_quantity: number(),
  buy_count: number(),
});
export type TagGoods = Infer<typeof TagGoods>;

/** The shop's best sellers (spec: mark hot, num 5). */
export const fetchTagGoods = (sellerId: number, mark: 'hot' | 'new' | 'recommend' = 'hot', num = 5) =>
  call({ path: `/buyer/goods/tags/${mark}/goods`, query: { seller_id: sellerId, num } }, array(TagGoods));

const page = <T, S>(item: Struct<T, S>) => type({ data: array(item), page_no: number(), page_size: number(), data_total: number() });

const Comment = type({
  comment_id: number(),
  member_name: string(),
  member_face: string(),
  content: string(),
  grade: union([literal('good'), literal('neutral'), literal('bad')]),
  images: array(string()),
  reply: nullable(string()),
  create_time: number(),
});
export type Comment = Infer<typeof Comment>;

export type CommentGrade = Comment['grade'];
/** Which comments a list shows: one grade, only those with photos, or (empty) all. */
export interface CommentFilter {
  grade?: CommentGrade;
  withImages?: boolean;
}

export const fetchComments = (goodsId: number, pageNo: number, pageSize = 10, filter: CommentFilter = {}) =>
  call(
    {
      path: `/buyer/members/comments/goods/${goodsId}`,
      query: { page_no: pageNo, page_size: pageSize, grade: filter.grade, have_image: filter.withImages ? 1 : undefined },
    },
    page(Comment),
  );

const CommentCounts = type({
  all_count: number(),
  good_count: number(),
  neutral_count: number(),
  bad_count: number(),
  image_count: number(),
});
export type CommentCounts = Infer<typeof CommentCounts>;

/** How many comments each filter chip would show. */
export const fetchCommentCounts = (goodsId: number) => call({ path: `/buyer/members/comments/goods/${goodsId}/count` }, CommentCounts);

const RelatedGoods = type({
  goodsId: number(),
  skuId: number(),
  name: string(),
  image: string(),
  price: number(),
  stock: number(),
  sales: number(),
});
export type RelatedGoods = Infer<typeof RelatedGoods>;

/** Goods like this one (same category first), for the "related products" strip. */
export const fetchRelatedGoods = (goodsId: number, num: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/product/productGoods', query: { goodsId, num }, signal }, array(RelatedGoods));

const Ask = type({
  ask_id: number(),
  content: string(),
  create_time: number(),
  reply: nullable(string()),
  member_name: string(),
  anonymous: string(),
});
export type Ask = Infer<typeof Ask>;

export const fetchAsks = (goodsId: number, pageNo: number, pageSize = 10) =>
  call({ path: '/buyer/members/asks/list', query: { goods_id: goodsId, page_no: pageNo, page_size: pageSize } }, page(Ask));

const Sale = type({ buyer_name: string(), num: number(), price: number(), create_time: number() });
export type Sale = Infer<typeof Sale>;

export const fetchSales = (goodsId: number, pageNo: number, pageSize = 10) =>
  call({ path: `/buyer/trade/goods/${goodsId}/sales`, query: { page_no: pageNo, page_size: pageSize } }, page(Sale));

/** Buy now: the sku goes to a separate BUY_NOW cart the checkout then reads (`way=BUY_NOW`). */
export const buyNow = (skuId: number, num: number) =>
  request({ method: 'POST', path: '/buyer/trade/carts/buy', form: { sku_id: skuId, num }, auth: true });
