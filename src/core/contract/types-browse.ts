// Reply shapes of the catalogue's browse part (issue 3). `/mallpcapi/*` replies are camelCase
// inside the `MallReply` envelope; `/buyer/*` replies are the bare Javashop snake_case.
import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { ProductListItem } from './types-catalogue';
import { mallPage } from './shared-structs';

/**
 * Spec §2 promotional links: URL (the value is the URL), GOODS (/goods/{value}), KEYWORD
 * (/search?keyword={value}), SHOP (/shop/{value}), CATEGORY (value `grandId` or
 * `grandId/cateId` → /search?productCateGrandId&productCateId).
 */
export const PromoLinkType = enums(['URL', 'GOODS', 'KEYWORD', 'SHOP', 'CATEGORY']);
export type PromoLinkType = Infer<typeof PromoLinkType>;

/** `GET /mallpcapi/banner/queryIndexBanner` → `MallReply<IndexBanner[]>`, in display order. */
export const IndexBanner = type({
  bannerId: number(),
  /** In the request's locale. */
  title: string(),
  subtitle: string(),
  image: string(),
  /** Intrinsic size of `image`, so the page reserves its box before it loads. */
  width: number(),
  height: number(),
  linkType: PromoLinkType,
  linkValue: string(),
});
export type IndexBanner = Infer<typeof IndexBanner>;

/** `GET /mallpcapi/index/homepageModule` → `MallReply<HomepageModule[]>`: blocks of the home page. */
export const HomepageModule = type({
  moduleId: number(),
  labelId: number(),
  title: string(),
  linkType: PromoLinkType,
  linkValue: string(),
  /** The label's first goods (more through labelProductPage). */
  goods: array(ProductListItem),
});
export type HomepageModule = Infer<typeof HomepageModule>;

/** `GET /mallpcapi/index/labelProductPage?labelId&pageNo&pageSize` */
export const LabelProductPage = type({ ...mallPage(ProductListItem).schema, labelId: number(), labelName: string() });
export type LabelProductPage = Infer<typeof LabelProductPage>;

export const BrandItem = type({
  brandId: number(),
  brandName: string(),
  logo: string(),
  /** Listed goods of the brand. */
  goodsCount: number(),
});
export type BrandItem = Infer<typeof BrandItem>;

/** `GET /mallpcapi/index/queryBrandPage?pageNo&pageSize&productCateGrandId` (most goods first) */
export const BrandPage = mallPage(BrandItem);
export type BrandPage = Infer<typeof BrandPage>;

/** `GET /mallpcapi/supplierBrand/productPage?brandId&sort&pageNo&pageSize` */
export const BrandProductPage = type({ ...mallPage(ProductListItem).schema, brand: BrandItem });
export type BrandProductPage = Infer<typeof BrandProductPage>;

/** A shop of the directory, and `GET /mallpcapi/shop/shopInfo?shopId` → `MallReply<ShopCard>`. */
export const ShopCard = type({
  shopId: number(),
  shopName: string(),
  logo: string(),
  city: string(),
  state: string(),
  goodsCount: number(),
  /** Units sold over all its goods. */
  sales: number(),
  /** Unix seconds */
  createTime: number(),
});
export type ShopCard = Infer<typeof ShopCard>;

/** `GET /mallpcapi/shop/queryShopPage?keyword&pageNo&pageSize` (best sellers first) */
export const ShopPage = mallPage(ShopCard);
export type ShopPage = Infer<typeof ShopPage>;

export const CategoryFacet = type({ grandId: number(), cateId: number(), count: number() });
export type CategoryFacet = Infer<typeof CategoryFacet>;

export const BrandFacet = type({ brandId: number(), brandName: string(), count: number() });
export type BrandFacet = Infer<typeof BrandFacet>;

/**
 * `GET /mallpcapi/product/productFacets` with productQuery's filters: what the current search
 * could narrow to. Each facet counts with every filter but its own (categories ignore the
 * category filters, brands the brand filter; `inStock` and the price bounds ignore inStock).
 */
export const ProductFacets = type({
  categories: array(CategoryFacet),
  /** Most goods first, at most 30. */
  brands: array(BrandFacet),
  /** Matches with every filter but inStock, and how many of them are in stock. */
  total: number(),
  inStock: number(),
  /** Cheapest and dearest of those matches (MXN), null when there are none. */
  minPrice: nullable(number()),
  maxPrice: nullable(number()),
});
export type ProductFacets = Infer<typeof ProductFacets>;
