import type { Locale } from '../../../../src/core/contract/locales'
import type { ProductFacets } from '../../../../src/core/contract/types-browse'
import type { Db } from '../../db/types'
import { toMxn } from '../../http/money'
import { searchFacets } from '../../repos/browse'
import { cacheOf } from '../cache/query-cache'
import { toGoodsSearch, type ProductQuery } from './product-query'

/** Brands a facet lists at most. */
export const FACET_BRANDS = 30

/**
 * Facets of a product search. Counts move only with stock and new goods, so an answer may be
 * half a minute stale; the cache keeps a page of 24 cards from costing three grouped scans of
 * the catalogue every time a buyer pages or sorts.
 */
export async function productFacets(db: Db, query: ProductQuery, locale: Locale): Promise<ProductFacets> {
  const cache = cacheOf<ProductFacets>(db, 'browse-facets', { max: 2000, ttlMs: 30_000 })
  const { sort: _sort, pageNo: _pageNo, pageSize: _pageSize, ...filters } = query
  return cache.get(JSON.stringify(filters), async () => {
    // brand names are not translated and category ids carry no text: one answer for every locale
    const search = await toGoodsSearch(db, query, locale)
    const rows = await searchFacets(db, search, FACET_BRANDS)
    return {
      categories: rows.categories.map((c) => ({ grandId: c.grand_id, cateId: c.category_id, count: c.count })),
      brands: rows.brands.map((b) => ({ brandId: b.brand_id, brandName: b.name, count: b.count })),
      total: rows.summary.total,
      inStock: rows.summary.in_stock,
      minPrice: rows.summary.min_price === null ? null : toMxn(rows.summary.min_price),
      maxPrice: rows.summary.max_price === null ? null : toMxn(rows.summary.max_price),
    }
  })
}
