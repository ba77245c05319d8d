// Calls of the catalogue's browse pages (home, listing facets, brands, shops). Imported only by
// those lazily loaded pages, never by a widget, so none of it lands in the shared runtime.
import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { call } from './check';
import type { Product as ListedProduct, ProductQuery } from './products';

/** A product card as the browse calls send it (the reference server's ProductListItem). */
const Product = type({
  goodsId: number(),
  skuId: number(),
  name: string(),
  image: string(),
  price: number(),
  originalPrice: number(),
  packageUnit: number(),
  stock: number(),
  sales: number(),
  shopId: number(),
  shopName: string(),
  brandName: string(),
});
// every browse card also renders where a listed product does
export type Product = Infer<typeof Product> & ListedProduct;

const PromoLinkType = enums(['URL', 'GOODS', 'KEYWORD', 'SHOP', 'CATEGORY']);
export type PromoLinkType = Infer<typeof PromoLinkType>;

const Banner = type({
  bannerId: number(),
  title: string(),
  subtitle: string(),
  image: string(),
  width: number(),
  height: number(),
  linkType: PromoLinkType,
  linkValue: string(),
});
export type Banner = Infer<typeof Banner>;

const HomeModule = type({
  moduleId: number(),
  labelId: number(),
  title: string(),
  linkType: PromoLinkType,
  linkValue: string(),
  goods: array(Product),
});
export type HomeModule = Infer<typeof HomeModule>;

const LabelPage = type({
  labelId: number(),
  labelName: string(),
  list: array(Product),
  total: number(),
  pageNo: number(),
  pageSize: number(),
});
export type LabelPage = Infer<typeof LabelPage>;

const Brand = type({ brandId: number(), brandName: string(), logo: string(), goodsCount: number() });
export type Brand = Infer<typeof Brand>;
const BrandPage = type({ list: array(Brand), total: number(), pageNo: number(), pageSize: number() });
export type BrandPage = Infer<typeof BrandPage>;
const BrandGoodsPage = type({ brand: Brand, list: array(Product), total: number(), pageNo: number(), pageSize: number() });
export type BrandGoodsPage = Infer<typeof BrandGoodsPage>;

const Shop = type({
  shopId: number(),
  shopName: string(),
  logo: string(),
  city: string(),
  state: string(),
  goodsCount: number(),
  sales: number(),
  createTime: number(),
});
export type Shop = Infer<typeof Shop>;
const ShopPage = type({ list: array(Shop), total: number(), pageNo: number(), pageSize: number() });
export type ShopPage = Infer<typeof ShopPage>;

const Facets = type({
  categories: array(type({ grandId: number(), cateId: number(), count: number() })),
  brands: array(type({ brandId: number(), brandName: string(), count: number() })),
  total: number(),
  inStock: number(),
  minPrice: nullable(number()),
  maxPrice: nullable(number()),
});
export type Facets = Infer<typeof Facets>;

export const fetchBanners = (signal?: AbortSignal) => call({ path: '/mallpcapi/banner/queryIndexBanner', signal }, array(Banner));

export const fetchHomeModules = (signal?: AbortSignal) => call({ path: '/mallpcapi/index/homepageModule', signal }, array(HomeModule));

export const fetchLabelPage = (labelId: number, pageNo: number, pageSize: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/index/labelProductPage', query: { labelId, pageNo, pageSize }, signal }, LabelPage);

export const fetchBrands = (pageSize: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/index/queryBrandPage', query: { pageSize }, signal }, BrandPage);

/** One page of the brand directory (most goods first). */
export const fetchBrandPage = (pageNo: number, pageSize: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/index/queryBrandPage', query: { pageNo, pageSize }, signal }, BrandPage);

/** A brand (name, logo, goods count) with its goods under productQuery's filters; 404 when no such brand. */
export const fetchBrandGoods = (brandId: string | number, query: Omit<ProductQuery, 'brandId'>, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/supplierBrand/productPage', query: { ...query, brandId }, signal }, BrandGoodsPage);

/** Facets take productQuery's filters; sort and page do not change them. */
export const fetchFacets = (query: Omit<ProductQuery, 'sort' | 'pageNo' | 'pageSize'>, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/product/productFacets', query: { ...query }, signal }, Facets);

export const fetchShops = (query: { keyword?: string; pageNo?: number; pageSize?: number }, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/shop/queryShopPage', query: { ...query }, signal }, ShopPage);

export const fetchShop = (shopId: string, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/shop/shopInfo', query: { shopId }, signal }, Shop);
