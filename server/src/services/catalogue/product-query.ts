import type { Locale } from '../../../../src/core/contract/locales';
import type { Infer } from 'superstruct';
import type { ProductQuery as ProductQueryStruct } from '../../../../src/core/contract/requests-catalogue';
import { PAGE_SIZE_DEFAULT } from '../../../../src/core/contract/rules';
import type { ProductListItem, ProductQueryResult } from '../../../../src/core/contract/types';
import type { ListingPreselect } from '../../../../src/core/contract/types-catalogue';
import type { Db } from '../../db/types';
import { validationError } from '../../http/errors';
import { toMxn } from '../../http/money';
import {
  countGoods,
  listGoods,
  narrowedByIndex,
  searchGoods,
  type GoodsListRow,
  type GoodsSearch,
  type TokenMatch,
} from '../../repos/catalogue/catalogue';
import { catalogueMatches, namedRows, type NamedRows } from '../../repos/catalogue/catalogue-names';
import { cacheOf, type QueryCache } from '../cache/query-cache';
import { correctTokens } from '../search/keyword-correction';
import { tokenize } from '../search/normalize';
import { listingVersion } from './listing-version';
import { searchSlots } from './search-slots';

/** Keywords beyond this many words add nothing but cost. */
const MAX_TOKENS = 8;

/**
 * Listing pages, counts and keyword corrections are cached under the catalogue version (see
 * migration 520), so a goods delisted, renamed or repriced is never served stale. What the
 * version ignores — stock and sales, which every order moves — may be this old in a listing;
 * the product page and the cart check them live.
 */
const PAGE_TTL_MS = 10_000;
const COUNT_TTL_MS = 30_000;
const CORRECTION_TTL_MS = 10 * 60_000;

interface CachedPage {
  rows: GoodsListRow[];
  total: number;
  preselect?: ListingPreselect | undefined;
}

/** The caches of one database: answers never cross from one server's database to another's. */
const caches = (db: object) => ({
  pages: cacheOf<CachedPage>(db, 'product-query-pages', { max: 2000, ttlMs: PAGE_TTL_MS }),
  counts: cacheOf<{ total: number }>(db, 'product-query-counts', { max: 2000, ttlMs: COUNT_TTL_MS }),
  tokens: cacheOf<TokenMatch>(db, 'keyword-tokens', { max: 5000, ttlMs: CORRECTION_TTL_MS }),
  named: cacheOf<NamedRows>(db, 'keyword-named', { max: 5000, ttlMs: CORRECTION_TTL_MS }),
});

/** `load()` through `cache` under the catalogue `version`; straight to `load()` when there is none. */
function cached<V extends object>(cache: QueryCache<V>, version: number | null, key: string, load: () => Promise<V>): Promise<V> {
  return version === null ? load() : cache.get(`${version}\n${key}`, load);
}

/**
 * Each token's spelling alternatives and the catalogue rows (categories, brands, shops) whose
 * names contain one of them; a token costs two or three small indexed lookups once per version.
 */
async function matchedTokens(db: Db, tokens: readonly string[], version: number | null): Promise<TokenMatch[]> {
  const cache = caches(db).tokens;
  return Promise.all(
    tokens.map((token) =>
      cached(cache, version, token, async () => {
        const alternatives = (await correctTokens(db, [token]))[0] ?? [token];
        return { alternatives, ...(await catalogueMatches(db, token, alternatives)) };
      }),
    ),
  );
}

/** The categories, brands and shops the whole (corrected) keyword names; one lookup per keyword and version. */
function namedBy(db: Db, rankText: string, version: number | null): Promise<NamedRows> {
  if (rankText === '') return Promise.resolve({ categories: [], brandIds: [], shopIds: [] });
  return cached(caches(db).named, version, rankText, () => namedRows(db, rankText));
}

/** An amount in MXN as cents: the filter's amounts have at most 2 decimals (request-fields `money`). */
const centsOf = (mxn: number | undefined) => (mxn === undefined ? undefined : Math.round(mxn * 100));

/** The listing query the route's schema read, with its defaults; an inverted price range is refused before the database. */
export function parseProductQuery(query: Infer<typeof ProductQueryStruct>) {
  const minCents = centsOf(query.minPrice);
  const maxCents = centsOf(query.maxPrice);
  if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
    throw validationError('priceRangeInverted');
  }
  return {
    keyword: query.keyword ?? '',
    grandId: query.productCateGrandId,
    categoryId: query.productCateId,
    brandId: query.brandId,
    shopId: query.shopId,
    minCents,
    maxCents,
    inStock: query.inStock ?? false,
    sort: query.sort ?? 'relevance',
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT,
  };
}

export type ProductQuery = ReturnType<typeof parseProductQuery>;

/**
 * A validated query as the repository's search: keywords tokenised, spelling-corrected and matched
 * against the catalogue's names; `names` is what the whole keyword names (for the pre-selected facet).
 */
export async function toGoodsSearch(
  db: Db,
  query: ProductQuery,
  locale: Locale,
  version?: number | null,
): Promise<GoodsSearch & { names: NamedRows }> {
  const known = version === undefined ? await listingVersion(db) : version;
  const tokens = await matchedTokens(db, [...new Set(tokenize(query.keyword))].slice(0, MAX_TOKENS), known);
  const rankText = tokens.map((token) => token.alternatives[0]).join(' ');
  const names = await namedBy(db, rankText, known);
  const categoryIds = [...new Set(names.categories.flatMap((c) => c.ids))];
  return {
    ...query,
    tokens,
    rankText,
    named: { categoryIds, brandIds: names.brandIds, shopIds: names.shopIds, goodsIds: [] },
    names,
    locale,
  };
}

/** A listing row as the card of a reply. */
export function toListItem(row: GoodsListRow, resolveAsset: (path: string) => string): ProductListItem {
  return {
    goodsId: row.id,
    skuId: row.default_sku_id,
    name: row.name,
    image: resolveAsset(row.image),
    price: toMxn(row.price_cents),
    originalPrice: toMxn(row.original_price_cents),
    packageUnit: row.package_unit,
    stock: row.stock,
    sales: row.sales,
    shopId: row.shop_id,
    shopName: row.shop_name,
    brandName: row.brand_name,
  };
}

export async function queryProducts(
  db: Db,
  query: ProductQuery,
  locale: Locale,
  resolveAsset: (path: string) => string,
): Promise<ProductQueryResult> {
  const version = await listingVersion(db);
  const { rows, total, preselect } = await cached(caches(db).pages, version, `${locale}\n${JSON.stringify(query)}`, () =>
    searchSlots(db).run(async () => {
      const { names, ...search } = await toGoodsSearch(db, query, locale, version);
      const page = await findPage(db, search, version);
      return { ...page, preselect: preselectOf(query, names) };
    }),
  );
  return {
    list: rows.map((row) => toListItem(row, resolveAsset)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(preselect ? { preselect } : {}),
  };
}

/**
 * The facet a listing pre-selects (issue 17): when the request filters by no category, brand or
 * shop and its keyword names a category — the highest level first — or else a brand.
 */
export function preselectOf(query: ProductQuery, names: NamedRows): ListingPreselect | undefined {
  if ([query.grandId, query.categoryId, query.brandId, query.shopId].some((id) => id !== undefined)) return undefined;
  const [category] = [...names.categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.id - b.id);
  if (category) {
    return category.parentId === null
      ? { productCateGrandId: category.id }
      : { productCateGrandId: category.parentId, productCateId: category.id };
  }
  const [brandId] = names.brandIds;
  return brandId === undefined ? undefined : { brandId };
}

/** Past this many matches a page is read in index order rather than sorted from all matches. */
const WIDE_MATCHES = 5000;

/**
 * A page and its total. A keyword with a trigram finds a few hundred goods at 100k: one statement
 * finds them through the index, counts them and sorts only the page (`searchGoods`). A search
 * that matches much of the catalogue (no keyword, or only words like "de") is counted once per
 * filter set — paging and re-sorting do not change the total — and its page read in the order of
 * a goods index (`listGoods`), which stops after the page instead of sorting every match.
 */
async function findPage(db: Db, search: GoodsSearch, version: number | null): Promise<CachedPage> {
  const { counts } = caches(db);
  const { sort: _sort, pageNo: _pageNo, pageSize: _pageSize, locale: _locale, rankText: _rankText, named: _named, ...filters } = search;
  const countKey = JSON.stringify(filters);
  const known = version === null ? undefined : counts.peek(`${version}\n${countKey}`);
  if (narrowedByIndex(search) && (known === undefined || known.total <= WIDE_MATCHES)) {
    const page = await searchGoods(db, search);
    if (version !== null) counts.set(`${version}\n${countKey}`, { total: page.total });
    return page;
  }
  const { total } = known ?? (await cached(counts, version, countKey, async () => ({ total: await countGoods(db, search) })));
  return { rows: await listGoods(db, search, total), total };
}
