import type { Locale } from '../../../../src/core/contract/locales';
import type { ProductFacets } from '../../../../src/core/contract/types-browse';
import type { Db } from '../../db/types';
import { toMxn } from '../../http/money';
import { facetCube, searchFacets, type CubeRow } from '../../repos/catalogue/browse';
import { cacheOf } from '../cache/query-cache';
import { listingVersion } from './listing-version';
import { toGoodsSearch, type ProductQuery } from './product-query';

/** Brands a facet lists at most. */
export const FACET_BRANDS = 30;

/**
 * Counts of stock and sales may be this stale (stock moves with every order and bumps no version);
 * what goods are listed, renamed or repriced never is: answers are kept under the catalogue
 * version (listing-version.ts), which every node reads from the database.
 */
const TTL_MS = 30_000;

type Filters = Omit<ProductQuery, 'sort' | 'pageNo' | 'pageSize'>;

/**
 * Facets of a product search. Browsing without a keyword, price or shop (the home page's
 * category and brand links) is answered from an in-memory cube of the catalogue — a few
 * thousand rows refreshed every half minute — because counting 100k goods three ways costs a
 * PostgreSQL seq scan each. Searches with a keyword or a price go to the database (the keyword's
 * trigram index keeps them small), cached per distinct filter set.
 */
export async function productFacets(db: Db, query: ProductQuery, locale: Locale): Promise<ProductFacets> {
  const { sort: _sort, pageNo: _pageNo, pageSize: _pageSize, ...filters } = query;
  if (filters.keyword.trim() === '' && filters.minCents === undefined && filters.maxCents === undefined && filters.shopId === undefined) {
    const cube = cacheOf<{ rows: CubeRow[] }>(db, 'browse-facet-cube', { max: 1, ttlMs: TTL_MS });
    const version = await listingVersion(db);
    return fromCube((await cube.get(`${version}`, async () => ({ rows: await facetCube(db) }))).rows, filters);
  }
  const cache = cacheOf<ProductFacets>(db, 'browse-facets', { max: 2000, ttlMs: TTL_MS });
  return cache.get(`${await listingVersion(db)}|${JSON.stringify(filters)}`, async () => {
    // brand names are not translated and category ids carry no text: one answer for every locale
    const rows = await searchFacets(db, await toGoodsSearch(db, query, locale), FACET_BRANDS);
    return {
      categories: rows.categories.map((c) => ({ grandId: c.grand_id, cateId: c.category_id, count: c.count })),
      brands: rows.brands.map((b) => ({ brandId: b.brand_id, brandName: b.name, count: b.count })),
      total: rows.summary.total,
      inStock: rows.summary.in_stock,
      minPrice: rows.summary.min_price === null ? null : toMxn(rows.summary.min_price),
      maxPrice: rows.summary.max_price === null ? null : toMxn(rows.summary.max_price),
    };
  });
}

/** The same answer as `searchFacets`, summed over the cube: each facet ignores its own filter. */
export function fromCube(rows: readonly CubeRow[], f: Pick<Filters, 'grandId' | 'categoryId' | 'brandId' | 'inStock'>): ProductFacets {
  const inCategory = (r: CubeRow) =>
    (f.grandId === undefined || r.grand_id === f.grandId) && (f.categoryId === undefined || r.category_id === f.categoryId);
  const inBrand = (r: CubeRow) => f.brandId === undefined || r.brand_id === f.brandId;
  const inStock = (r: CubeRow) => !f.inStock || r.in_stock;

  const categories = new Map<number, { grandId: number; cateId: number; count: number }>();
  const brands = new Map<number, { brandId: number; brandName: string; count: number }>();
  let total = 0;
  let stocked = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const r of rows) {
    if (inBrand(r) && inStock(r)) {
      const c = categories.get(r.category_id) ?? { grandId: r.grand_id, cateId: r.category_id, count: 0 };
      c.count += r.count;
      categories.set(r.category_id, c);
    }
    if (inCategory(r) && inStock(r)) {
      const b = brands.get(r.brand_id) ?? { brandId: r.brand_id, brandName: r.brand_name, count: 0 };
      b.count += r.count;
      brands.set(r.brand_id, b);
    }
    if (inCategory(r) && inBrand(r)) {
      total += r.count;
      if (r.in_stock) stocked += r.count;
      min = min === null ? r.min_price : Math.min(min, r.min_price);
      max = max === null ? r.max_price : Math.max(max, r.max_price);
    }
  }
  return {
    categories: [...categories.values()].sort((a, b) => a.grandId - b.grandId || a.cateId - b.cateId),
    brands: [...brands.values()]
      .sort((a, b) => b.count - a.count || (a.brandName < b.brandName ? -1 : a.brandName > b.brandName ? 1 : 0))
      .slice(0, FACET_BRANDS),
    total,
    inStock: stocked,
    minPrice: min === null ? null : toMxn(min),
    maxPrice: max === null ? null : toMxn(max),
  };
}
