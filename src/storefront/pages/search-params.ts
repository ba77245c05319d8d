import { cleanQuery } from '../../core/search-rules';
import { withQuery, type Query } from '../router/query';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchParams {
  keyword: string;
  productCateGrandId: string;
  productCateId: string;
  pageNo: number;
}

const pageNumber = (v: string | undefined): number => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** The /search page's state lives in its URL, so a reload or the back button restores it. */
export function parseSearch(query: Query): SearchParams {
  return {
    keyword: cleanQuery(query.keyword ?? '').trim(),
    productCateGrandId: (query.productCateGrandId ?? '').trim(),
    productCateId: (query.productCateId ?? '').trim(),
    pageNo: pageNumber(query.pageNo),
  };
}

/** `/search?…`, omitting empty filters and page 1. */
export function searchHref(p: Partial<SearchParams>): string {
  return withQuery('/search', {
    keyword: p.keyword,
    productCateGrandId: p.productCateGrandId,
    productCateId: p.productCateId,
    pageNo: p.pageNo && p.pageNo > 1 ? p.pageNo : undefined,
  });
}

export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'sales', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The listing (/search and /goods): the search plus facets, sort and page, all in the URL. */
export interface ListingParams extends SearchParams {
  brandId: string;
  /** MXN as typed ("149.90"); empty when absent or not an amount */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  sort: ListingSort;
}

const ID = /^[1-9]\d{0,15}$/;
/** What the API accepts as money: whole pesos and up to 2 decimals, at most 10 million. */
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

const idOf = (v: string | undefined): string => (v && ID.test(v.trim()) ? v.trim() : '');
export const moneyOf = (v: string | undefined): string => (v && MONEY.test(v.trim()) && Number(v) <= 10_000_000 ? v.trim() : '');

/**
 * Reads the listing's state from its query string. Anything a reload or a hand-edited URL could
 * carry that the API would refuse is dropped rather than shown as an error: a bad id, an amount
 * that is not money, an inverted price range (the maximum goes), an unknown sort.
 */
export function parseListing(query: Query): ListingParams {
  const base = parseSearch(query);
  const minPrice = moneyOf(query.minPrice);
  let maxPrice = moneyOf(query.maxPrice);
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) maxPrice = '';
  const sort = LISTING_SORTS.find((s) => s === query.sort) ?? 'relevance';
  return {
    ...base,
    productCateGrandId: idOf(base.productCateGrandId),
    productCateId: idOf(base.productCateId),
    brandId: idOf(query.brandId),
    minPrice,
    maxPrice,
    inStock: query.inStock === '1' || query.inStock === 'true',
    sort,
  };
}

/** The listing URL under `path` (/search or /goods), omitting defaults so links stay short. */
export function listingHref(p: Partial<ListingParams>, path = '/search'): string {
  return withQuery(path, {
    keyword: p.keyword,
    productCateGrandId: p.productCateGrandId,
    productCateId: p.productCateId,
    brandId: p.brandId,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    inStock: p.inStock ? 1 : undefined,
    sort: p.sort && p.sort !== 'relevance' ? p.sort : undefined,
    pageNo: p.pageNo && p.pageNo > 1 ? p.pageNo : undefined,
  });
}

/**
 * Spec §2 promotional links: URL as given, GOODS → /goods/{value}, KEYWORD → /search?keyword=,
 * SHOP → /shop/{value}, CATEGORY → /search with productCateGrandId (value `grand` or
 * `grand/cate`, the second also setting productCateId; a lone child id sets productCateId).
 */
export function promoLinkHref(type: 'URL' | 'GOODS' | 'KEYWORD' | 'SHOP' | 'CATEGORY', value: string): string {
  const v = value.trim();
  switch (type) {
    case 'URL':
      return v || '/';
    case 'GOODS':
      return `/goods/${encodeURIComponent(v)}`;
    case 'KEYWORD':
      return searchHref({ keyword: v });
    case 'SHOP':
      return `/shop/${encodeURIComponent(v)}`;
    case 'CATEGORY': {
      const [grand = '', cate = ''] = v.split('/');
      return cate ? searchHref({ productCateGrandId: grand, productCateId: cate }) : searchHref({ productCateGrandId: grand });
    }
  }
}
