/** The product listing (`productQuery`) and its cards, which the browse pages reuse. */
import { assign, number, optional, string, type, type Infer } from 'superstruct';
import { mallPage } from './shared-structs';

export const ProductListItem = type({
  goodsId: number(),
  /** The sku shown on the card: the cheapest in stock, else the cheapest. */
  skuId: number(),
  /** In the request's locale. */
  name: string(),
  image: string(),
  /** Lowest unit price of the goods at the first wholesale tier. */
  price: number(),
  /** List ("was") price; ≥ price. */
  originalPrice: number(),
  /** Quantities must be multiples of this. */
  packageUnit: number(),
  /** Units in stock over all skus. */
  stock: number(),
  sales: number(),
  shopId: number(),
  shopName: string(),
  brandName: string(),
});
export type ProductListItem = Infer<typeof ProductListItem>;

/**
 * The facet a listing pre-selects because the keyword is its name (issue 17): a category (its
 * grand category, and the category when it is one below), or a brand. Keys as the listing's query.
 */
export const ListingPreselect = type({
  productCateGrandId: optional(number()),
  productCateId: optional(number()),
  brandId: optional(number()),
});
export type ListingPreselect = Infer<typeof ListingPreselect>;

/**
 * `GET /mallpcapi/product/productQuery` → `MallReply<ProductQueryResult>`; `preselect` only when
 * the request filters by no category, brand or shop and its keyword names one category or brand.
 */
export const ProductQueryResult = assign(mallPage(ProductListItem), type({ preselect: optional(ListingPreselect) }));
export type ProductQueryResult = Infer<typeof ProductQueryResult>;
