// Reply shapes of the catalogue's browse part (issue 3). `/mallpcapi/*` replies are camelCase
// inside the `MallReply` envelope; `/buyer/*` replies are the bare Javashop snake_case.
import type { ProductListItem, ProductQueryResult } from './types';

/**
 * Spec §2 promotional links: URL (the value is the URL), GOODS (/goods/{value}), KEYWORD
 * (/search?keyword={value}), SHOP (/shop/{value}), CATEGORY (value `grandId` or
 * `grandId/cateId` → /search?productCateGrandId&productCateId).
 */
export type PromoLinkType = 'URL' | 'GOODS' | 'KEYWORD' | 'SHOP' | 'CATEGORY';

export interface PromoLink {
  linkType: PromoLinkType;
  linkValue: string;
}

/** `GET /mallpcapi/banner/queryIndexBanner` → `MallReply<IndexBanner[]>`, in display order. */
export interface IndexBanner extends PromoLink {
  bannerId: number;
  /** In the request's locale. */
  title: string;
  subtitle: string;
  image: string;
  /** Intrinsic size of `image`, so the page reserves its box before it loads. */
  width: number;
  height: number;
}

/** `GET /mallpcapi/index/homepageModule` → `MallReply<HomepageModule[]>`: blocks of the home page. */
export interface HomepageModule extends PromoLink {
  moduleId: number;
  labelId: number;
  title: string;
  /** The label's first goods (more through labelProductPage). */
  goods: ProductListItem[];
}

/** `GET /mallpcapi/index/labelProductPage?labelId&pageNo&pageSize` */
export interface LabelProductPage extends ProductQueryResult {
  labelId: number;
  labelName: string;
}

export interface BrandItem {
  brandId: number;
  brandName: string;
  logo: string;
  /** Listed goods of the brand. */
  goodsCount: number;
}

/** `GET /mallpcapi/index/queryBrandPage?pageNo&pageSize&productCateGrandId` (most goods first) */
export interface BrandPage {
  list: BrandItem[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `GET /mallpcapi/supplierBrand/productPage?brandId&sort&pageNo&pageSize` */
export interface BrandProductPage extends ProductQueryResult {
  brand: BrandItem;
}

export interface ShopCard {
  shopId: number;
  shopName: string;
  logo: string;
  city: string;
  state: string;
  goodsCount: number;
  /** Units sold over all its goods. */
  sales: number;
  /** Unix seconds */
  createTime: number;
}

/** `GET /mallpcapi/shop/queryShopPage?keyword&pageNo&pageSize` (best sellers first) */
export interface ShopPage {
  list: ShopCard[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `GET /mallpcapi/shop/shopInfo?shopId` → `MallReply<ShopCard>` */

export interface CategoryFacet {
  grandId: number;
  cateId: number;
  count: number;
}

export interface BrandFacet {
  brandId: number;
  brandName: string;
  count: number;
}

/**
 * `GET /mallpcapi/product/productFacets` with productQuery's filters: what the current search
 * could narrow to. Each facet counts with every filter but its own (categories ignore the
 * category filters, brands the brand filter; `inStock` and the price bounds ignore inStock).
 */
export interface ProductFacets {
  categories: CategoryFacet[];
  /** Most goods first, at most 30. */
  brands: BrandFacet[];
  /** Matches with every filter but inStock, and how many of them are in stock. */
  total: number;
  inStock: number;
  /** Cheapest and dearest of those matches (MXN), null when there are none. */
  minPrice: number | null;
  maxPrice: number | null;
}
