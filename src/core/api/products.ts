// Product listing (productQuery): used by full-page views, not by the search widget.
import { array, number, optional, string, type, union, nullable, type Infer } from 'superstruct';
import { call } from './check';

const Product = type({
  goodsId: union([number(), string()]),
  skuId: optional(union([number(), string()])),
  name: string(),
  image: string(),
  price: number(),
  originalPrice: optional(nullable(number())),
  packageUnit: optional(number()),
  stock: optional(number()),
  sales: optional(number()),
  shopId: optional(union([number(), string()])),
  shopName: optional(string()),
  brandName: optional(nullable(string())),
});
export type Product = Infer<typeof Product>;

const ProductPage = type({ list: array(Product), total: number(), pageNo: number(), pageSize: number() });
export type ProductPage = Infer<typeof ProductPage>;

export interface ProductQuery {
  keyword?: string;
  productCateGrandId?: string | number;
  productCateId?: string | number;
  brandId?: string | number;
  shopId?: string | number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: 'relevance' | 'price_asc' | 'price_desc' | 'sales' | 'newest';
  pageNo?: number;
  pageSize?: number;
}

export const productQuery = (query: ProductQuery, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/product/productQuery', query: { ...query }, signal }, ProductPage);
