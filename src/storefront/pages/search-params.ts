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
