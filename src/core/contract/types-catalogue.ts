/** The product listing (`productQuery`) and its cards, which the browse pages reuse. */
import { number, string, type, type Infer } from 'superstruct';
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

/** `GET /mallpcapi/product/productQuery` → `MallReply<ProductQueryResult>` */
export const ProductQueryResult = mallPage(ProductListItem);
export type ProductQueryResult = Infer<typeof ProductQueryResult>;
