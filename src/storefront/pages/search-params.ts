import type { ListingPreselect } from '../../core/contract/types-catalogue';
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
  /**
   * `all=1`: the keyword pre-selects no facet (issue 17) — the buyer cleared the one it chose, or
   * chose facets himself. Without it, a keyword that names a category or brand filters by it.
   */
  all: boolean;
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
    all: query.all === '1',
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
    all: p.all ? 1 : undefined,
  });
}

/**
 * The listing URL with the facet a reply pre-selects (productQuery's `preselect`: the keyword is
 * that category's or brand's name), to replace the current one; undefined when the listing keeps
 * its own: no keyword, a category or brand chosen already, or `all`.
 */
export function preselectHref(p: ListingParams, preselect: ListingPreselect | undefined, path = '/search'): string | undefined {
  if (!preselect || !p.keyword || p.all || p.productCateGrandId || p.productCateId || p.brandId) return undefined;
  const id = (n: number | undefined) => (n === undefined ? '' : String(n));
  return listingHref(
    {
      ...p,
      // a category below a grand one alone: its chip then clears the whole pre-selection at once
      productCateGrandId: preselect.productCateId === undefined ? id(preselect.productCateGrandId) : '',
      productCateId: id(preselect.productCateId),
      brandId: id(preselect.brandId),
      pageNo: 1,
    },
    path,
  );
}

/**
 * The listing after a choice of the buyer on it (a facet, a chip): page 1, and once the keyword
 * is there, no facet pre-selected again (`all`), so clearing the one it chose keeps it cleared.
 */
export function choiceHref(p: ListingParams, change: Partial<ListingParams>, path: string): string {
  return listingHref({ ...p, ...change, pageNo: 1, all: p.all || Boolean(p.keyword) }, path);
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
