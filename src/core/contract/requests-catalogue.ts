// Request shapes of the catalogue, as the client builds them and as the server's route schemas
// read them (request-fields.ts). Read as types only by the client (`import type`), so they cost
// no bytes there.
import { enums, optional, string, type, boolean, type Infer } from 'superstruct';
import { coded, id, INT4_MAX, int, intId, javashopPaging, mallPaging, money, oneOf, text, withDefault, yesNo } from './request-fields';
import { PRODUCT_SORTS, SEARCH_KEYWORD_MAX } from './rules';
import { ASK_CONTENT_MAX } from './rules-asks';

/** The filters of a goods listing (`GET /mallpcapi/product/productQuery` and the calls that take them); the route fills the defaults. */
const productFilters = {
  minPrice: optional(money()),
  maxPrice: optional(money()),
  keyword: optional(text(SEARCH_KEYWORD_MAX)),
  productCateGrandId: optional(intId()),
  productCateId: optional(intId()),
  brandId: optional(intId()),
  shopId: optional(intId()),
  inStock: optional(yesNo()),
  sort: optional(oneOf(PRODUCT_SORTS)),
  ...mallPaging(),
};

/** `GET /mallpcapi/product/productQuery` (and `productFacets`). */
export const ProductQuery = type(productFilters);
type IdFilter = 'productCateGrandId' | 'productCateId' | 'brandId' | 'shopId';
/** What the client builds: a storefront link carries its ids as text, which the server reads as numbers all the same. */
export type ProductQuery = Omit<Infer<typeof ProductQuery>, IdFilter> & { [K in IdFilter]?: number | string };

/** `GET /mallpcapi/supplierBrand/productPage`: a brand's goods, with the listing's filters. */
export const BrandProductQuery = type({ ...productFilters, brandId: intId() });

/** Which comments a goods' list shows: one grade, only those with photos, or (empty) all. */
export const CommentFilter = type({ grade: optional(enums(['good', 'neutral', 'bad'])), withImages: optional(boolean()) });
export type CommentFilter = Infer<typeof CommentFilter>;

/** `GET /mallpcapi/shop/queryShopPage`: the shop directory, best sellers first. */
export const ShopQuery = type({ keyword: optional(text(SEARCH_KEYWORD_MAX)), ...mallPaging() });
export type ShopQuery = Infer<typeof ShopQuery>;

/** `GET /buyer/goods/tags/{mark}/goods`: which of a shop's lists (its best sellers, newest, recommended). */
export const GoodsTag = enums(['hot', 'new', 'recommend']);
export type GoodsTag = Infer<typeof GoodsTag>;

// --- the server's route schemas (the client sends these from its call helpers) ---

/** `GET /buyer/goods/search/words` */
export const SuggestQuery = type({ keyword: optional(text(SEARCH_KEYWORD_MAX)) });
/** `GET /mallpcapi/index/labelProductPage` */
export const LabelQuery = type({ labelId: intId(), ...mallPaging() });
/** `GET /mallpcapi/index/queryBrandPage` */
export const BrandPageQuery = type({ productCateGrandId: optional(intId()), ...mallPaging() });
/** `GET /mallpcapi/shop/shopInfo` */
export const ShopInfoQuery = type({ shopId: intId() });
/** `:file` of `GET /mallpcapi/banner/image/{file}` (`12.svg`; anything else is not found). */
export const BannerFileParams = type({ file: string() });

/** `GET /mallpcapi/product/productDetail` */
export const GoodsDetailQuery = type({ goodsId: id() });
/** Most goods a "like this one" strip or a shop's tag list returns. */
export const TAG_NUM_MAX = 50;
/** `GET /mallpcapi/product/productGoods` */
export const RelatedGoodsQuery = type({ goodsId: id(), num: withDefault(int(1, TAG_NUM_MAX), 10) });
/** A goods in the path (`/buyer/goods/{id}/…`): `goods_id` to the caller. */
export const GoodsParams = type({ id: id({ as: 'goods_id' }) });
/** A sku in the path (`/buyer/goods/sku/{id}/goods-id`). */
export const SkuIdParams = type({ id: id({ as: 'sku_id' }) });
/** `:mark` of `GET /buyer/goods/tags/{mark}/goods` (an empty one is `hot`). */
export const TagParams = type({ mark: withDefault(oneOf(['hot', 'new', 'recommend']), 'hot') });
/** `GET /buyer/goods/tags/{mark}/goods` */
export const TagGoodsQuery = type({ seller_id: optional(intId()), num: withDefault(int(1, TAG_NUM_MAX), 5) });
/** `GET /buyer/trade/goods/{id}/sales`, the asks of a member and the like: a Javashop page. */
export const PageQuery = type(javashopPaging());
/** `GET /buyer/members/comments/goods/{id}` */
export const CommentQuery = type({
  grade: optional(oneOf(['good', 'neutral', 'bad'])),
  have_image: withDefault(yesNo(), false),
  ...javashopPaging(),
});
/** `GET /buyer/members/asks/list` */
export const GoodsAsksQuery = type({ goods_id: id(), ...javashopPaging() });

/** `anonymous`: YES or NO (default NO); the storefront's checkbox may also send 1 / 0. */
const anonymous = () => withDefault(coded({ YES: 'YES', NO: 'NO', '1': 'YES', '0': 'NO' } as const), 'NO');
/** `POST /buyer/members/asks` */
export const AskForm = type({ goods_id: id(), ask_content: text(ASK_CONTENT_MAX, { blank: 'discoveryAskBlank' }), anonymous: anonymous() });
/** `POST /buyer/members/asks/reply` */
export const AskReplyForm = type({
  ask_id: id(),
  reply_content: text(ASK_CONTENT_MAX, { blank: 'askAnswerBlank' }),
  anonymous: anonymous(),
});
/** A question in the path. */
export const AskParams = type({ ask_id: id() });
/** `GET /buyer/members/asks/relation/{ask_id}/{goods_id}` */
export const AskRelationParams = type({ ask_id: id(), goods_id: id() });
/** Most related questions a relation list returns. */
const RELATED_MAX = 20;
export const AskRelationQuery = type({ num: withDefault(int(1, RELATED_MAX), 5) });

/** `GET /buyer/promotions/coupons/all`: a shop's coupons (0 or absent: all). */
export const CouponsQuery = type({ ...javashopPaging(), seller_id: optional(int(0, INT4_MAX)) });
/** A coupon in the path: `coupon_id` to the caller. */
export const CouponParams = type({ id: id({ as: 'coupon_id' }) });
/** `GET /buyer/promotions/seckill/goods-list`: the hour of the slot. */
export const SeckillQuery = type({ range_time: int(0, 23), ...javashopPaging() });
