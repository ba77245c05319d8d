// Request shapes of the catalogue's lists, as the client builds them before they go in the query.
// Read as types only by the client (`import type`), so they cost no bytes there.
import { boolean, enums, number, optional, string, type, union, type Infer } from 'superstruct';
import { PRODUCT_SORTS } from './rules';

const Id = union([number(), string()]);

/** `GET /mallpcapi/product/productQuery` (and the browse calls that take its filters). */
export const ProductQuery = type({
  keyword: optional(string()),
  productCateGrandId: optional(Id),
  productCateId: optional(Id),
  brandId: optional(Id),
  shopId: optional(Id),
  minPrice: optional(number()),
  maxPrice: optional(number()),
  inStock: optional(boolean()),
  sort: optional(enums(PRODUCT_SORTS)),
  pageNo: optional(number()),
  pageSize: optional(number()),
});
export type ProductQuery = Infer<typeof ProductQuery>;

/** Which comments a goods' list shows: one grade, only those with photos, or (empty) all. */
export const CommentFilter = type({ grade: optional(enums(['good', 'neutral', 'bad'])), withImages: optional(boolean()) });
export type CommentFilter = Infer<typeof CommentFilter>;

/** `GET /mallpcapi/shop/queryShopPage`: the shop directory, best sellers first. */
export const ShopQuery = type({ keyword: optional(string()), pageNo: optional(number()), pageSize: optional(number()) });
export type ShopQuery = Infer<typeof ShopQuery>;

/** `GET /buyer/goods/tags/{mark}/goods`: which of a shop's lists (its best sellers, newest, recommended). */
export const GoodsTag = enums(['hot', 'new', 'recommend']);
export type GoodsTag = Infer<typeof GoodsTag>;
