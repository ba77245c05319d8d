// Reply shapes of the product detail and what surrounds it (issue 3): the detail, the shop's
// tagged goods, related goods, comments, sales. Only the product-detail widget's chunk carries
// them. `/mallpcapi/*` replies are camelCase inside the `MallReply` envelope; `/buyer/*` replies
// are the bare Javashop snake_case.
import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

/** One value of a spec axis ("Rojo" of "Color"). */
export const GoodsSpecValue = type({ specValueId: number(), specValue: string() });
export type GoodsSpecValue = Infer<typeof GoodsSpecValue>;

/** A spec axis of a product and the values its skus use, in display order. */
export const GoodsSpecAxis = type({ specId: number(), specName: string(), values: array(GoodsSpecValue) });
export type GoodsSpecAxis = Infer<typeof GoodsSpecAxis>;

/** One sku of the detail: the spec values it stands for (one per axis, axis order), price, stock. */
export const GoodsDetailSku = type({
  skuId: number(),
  sn: string(),
  specValueIds: array(number()),
  /** wholesale unit price at the first tier, MXN */
  price: number(),
  /** unit price when the shop ships one order straight to the buyer's customer */
  dropshipPrice: number(),
  stock: number(),
});
export type GoodsDetailSku = Infer<typeof GoodsDetailSku>;

/** From `minNum` units of the goods (all skus together) each unit costs `rate` of its base price. */
export const GoodsPriceTier = type({
  minNum: number(),
  /** 0 < rate ≤ 1, e.g. 0.95 */
  rate: number(),
  /** the cheapest sku's unit price at this tier, MXN */
  price: number(),
});
export type GoodsPriceTier = Infer<typeof GoodsPriceTier>;

export const GoodsShopCard = type({
  shopId: number(),
  shopName: string(),
  logo: string(),
  city: string(),
  state: string(),
  goodsCount: number(),
  /** Unix seconds */
  createTime: number(),
});
export type GoodsShopCard = Infer<typeof GoodsShopCard>;

/** `GET /mallpcapi/product/productDetail?goodsId` → `MallReply<GoodsDetail>` */
export const GoodsDetail = type({
  goodsId: number(),
  name: string(),
  images: array(string()),
  price: number(),
  originalPrice: number(),
  packageUnit: number(),
  stock: number(),
  sales: number(),
  weight: number(),
  brandId: number(),
  brandName: string(),
  grandId: number(),
  categoryId: number(),
  categoryName: string(),
  /** the sku selected first: the cheapest in stock, else the cheapest */
  defaultSkuId: number(),
  specs: array(GoodsSpecAxis),
  skus: array(GoodsDetailSku),
  tiers: array(GoodsPriceTier),
  /** seller HTML: untrusted, sanitise before rendering */
  intro: string(),
  shop: GoodsShopCard,
  commentCount: number(),
  /** share of good comments, 0–100 */
  goodRate: number(),
});
export type GoodsDetail = Infer<typeof GoodsDetail>;

/** `GET /mallpcapi/product/productGoods?goodsId&num` item: goods like this one (same category first). */
export const RelatedGoods = type({
  goodsId: number(),
  skuId: number(),
  name: string(),
  image: string(),
  price: number(),
  stock: number(),
  sales: number(),
});
export type RelatedGoods = Infer<typeof RelatedGoods>;

/** `GET /buyer/goods/tags/{hot|new|recommend}/goods` item */
export const TagGoods = type({
  goods_id: number(),
  sku_id: number(),
  goods_name: string(),
  thumbnail: string(),
  price: number(),
  enable_quantity: number(),
  buy_count: number(),
});
export type TagGoods = Infer<typeof TagGoods>;

/** `GET /buyer/trade/goods/{id}/sales` item; the buyer's name is masked */
export const GoodsSaleRecord = type({ buyer_name: string(), num: number(), price: number(), create_time: number() });
export type GoodsSaleRecord = Infer<typeof GoodsSaleRecord>;

export const CommentGrade = enums(['good', 'neutral', 'bad']);
export type CommentGrade = Infer<typeof CommentGrade>;

/** A review's follow-up ("increase-ticket"), once written. */
export const ReviewFollowUp = type({ content: string(), images: array(string()), create_time: number() });
export type ReviewFollowUp = Infer<typeof ReviewFollowUp>;

/** `GET /buyer/members/comments/goods/{id}` item; an anonymous review has no name or face */
export const GoodsComment = type({
  comment_id: number(),
  goods_id: number(),
  sku_id: nullable(number()),
  member_name: string(),
  member_face: string(),
  content: string(),
  grade: CommentGrade,
  images: array(string()),
  reply: nullable(string()),
  create_time: number(),
  additional: nullable(ReviewFollowUp),
});
export type GoodsComment = Infer<typeof GoodsComment>;

/** `GET /buyer/members/comments/goods/{id}/count` */
export const GoodsCommentCount = type({
  all_count: number(),
  good_count: number(),
  neutral_count: number(),
  bad_count: number(),
  image_count: number(),
});
export type GoodsCommentCount = Infer<typeof GoodsCommentCount>;
