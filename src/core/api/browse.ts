// Calls of the catalogue's browse pages (home, listing facets, brands, shops). Imported only by
// those lazily loaded pages, never by a widget, so none of it lands in the shared runtime.
import { array } from 'superstruct';
import type { ProductQuery, ShopQuery } from '../contract/requests-catalogue';
import {
  BrandPage,
  BrandProductPage,
  HomepageModule,
  IndexBanner,
  LabelProductPage,
  ProductFacets,
  ShopCard,
  ShopPage,
} from '../contract/types-browse';
import { call } from './check';

export type {
  BrandItem as Brand,
  BrandPage,
  BrandProductPage as BrandGoodsPage,
  HomepageModule as HomeModule,
  IndexBanner as Banner,
  LabelProductPage as LabelPage,
  ProductFacets as Facets,
  PromoLinkType,
  ShopCard as Shop,
  ShopPage,
} from '../contract/types-browse';
export type { ProductListItem as Product } from '../contract/types-catalogue';

export const fetchBanners = (signal?: AbortSignal) => call({ path: '/mallpcapi/banner/queryIndexBanner', signal }, array(IndexBanner));

export const fetchHomeModules = (signal?: AbortSignal) => call({ path: '/mallpcapi/index/homepageModule', signal }, array(HomepageModule));

export const fetchLabelPage = (labelId: number, pageNo: number, pageSize: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/index/labelProductPage', query: { labelId, pageNo, pageSize }, signal }, LabelProductPage);

export const fetchBrands = (pageSize: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/index/queryBrandPage', query: { pageSize }, signal }, BrandPage);

/** One page of the brand directory (most goods first). */
export const fetchBrandPage = (pageNo: number, pageSize: number, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/index/queryBrandPage', query: { pageNo, pageSize }, signal }, BrandPage);

/** A brand (name, logo, goods count) with its goods under productQuery's filters; 404 when no such brand. */
export const fetchBrandGoods = (brandId: string | number, query: Omit<ProductQuery, 'brandId'>, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/supplierBrand/productPage', query: { ...query, brandId }, signal }, BrandProductPage);

/** Facets take productQuery's filters; sort and page do not change them. */
export const fetchFacets = (query: Omit<ProductQuery, 'sort' | 'pageNo' | 'pageSize'>, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/product/productFacets', query: { ...query }, signal }, ProductFacets);

export const fetchShops = (query: ShopQuery, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/shop/queryShopPage', query: { ...query }, signal }, ShopPage);

export const fetchShop = (shopId: string, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/shop/shopInfo', query: { shopId }, signal }, ShopCard);
