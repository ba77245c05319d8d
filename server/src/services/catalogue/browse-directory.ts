import type { Locale } from '../../../../src/core/contract/locales';
import type { Infer } from 'superstruct';
import type { BrandPageQuery, BrandProductQuery, ShopQuery } from '../../../../src/core/contract/requests-catalogue';
import { PAGE_SIZE_DEFAULT } from '../../../../src/core/contract/rules';
import type { BrandItem, BrandPage, BrandProductPage, ShopCard, ShopPage } from '../../../../src/core/contract/types-browse';
import type { Db } from '../../db/types';
import { notFoundError } from '../../http/errors';
import { brandCounts, shopCounts, type CountRow, type ShopRow } from '../../repos/catalogue/browse';
import { cacheOf } from '../cache/query-cache';
import { listingVersion } from './listing-version';
import { normalizeText } from '../search/normalize';
import { parseProductQuery, queryProducts } from './product-query';

type Resolve = (path: string) => string;

/**
 * Sales may be a minute stale in a directory; which brands and shops are listed, with what goods
 * counts and names, never is: answers are kept under the catalogue version (listing-version.ts).
 */
const TTL_MS = 60_000;

/** A directory page: 20 a page unless asked. */
const page = (query: { pageNo?: number; pageSize?: number }) => ({
  pageNo: query.pageNo ?? 1,
  pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT,
});
const slice = <T>(all: readonly T[], p: { pageNo: number; pageSize: number }) =>
  all.slice((p.pageNo - 1) * p.pageSize, p.pageNo * p.pageSize);

async function brands(db: Db, grandId: number | undefined): Promise<CountRow[]> {
  const cache = cacheOf<{ rows: CountRow[] }>(db, 'browse-brands', { max: 50, ttlMs: TTL_MS });
  const key = `${await listingVersion(db)}|${grandId ?? ''}`;
  return (await cache.get(key, async () => ({ rows: await brandCounts(db, grandId) }))).rows;
}

async function shops(db: Db): Promise<ShopRow[]> {
  const cache = cacheOf<{ rows: ShopRow[] }>(db, 'browse-shops', { max: 1, ttlMs: TTL_MS });
  return (await cache.get(`${await listingVersion(db)}`, async () => ({ rows: await shopCounts(db) }))).rows;
}

const brandItem = (row: CountRow, resolve: Resolve): BrandItem => ({
  brandId: row.id,
  brandName: row.name,
  logo: resolve(`/uploads/generated/brand/${row.id}.svg`),
  goodsCount: row.goods_count,
});

const shopCard = (row: ShopRow, resolve: Resolve): ShopCard => ({
  shopId: row.id,
  shopName: row.name,
  logo: resolve(`/uploads/generated/shop/${row.id}.svg`),
  city: row.city,
  state: row.state,
  goodsCount: row.goods_count,
  sales: Number(row.sales),
  createTime: row.created_at,
});

export function parseBrandPageQuery(query: Infer<typeof BrandPageQuery>) {
  return { grandId: query.productCateGrandId, ...page(query) };
}

export async function brandPage(db: Db, query: ReturnType<typeof parseBrandPageQuery>, resolve: Resolve): Promise<BrandPage> {
  const all = await brands(db, query.grandId);
  return {
    list: slice(all, query).map((row) => brandItem(row, resolve)),
    total: all.length,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

export function parseBrandProductQuery(query: Infer<typeof BrandProductQuery>) {
  return { ...parseProductQuery(query), brandId: query.brandId };
}

export async function brandProductPage(
  db: Db,
  query: ReturnType<typeof parseBrandProductQuery>,
  locale: Locale,
  resolve: Resolve,
): Promise<BrandProductPage> {
  const row = (await brands(db, undefined)).find((b) => b.id === query.brandId);
  if (!row) throw notFoundError();
  return { brand: brandItem(row, resolve), ...(await queryProducts(db, query, locale, resolve)) };
}

export function parseShopPageQuery(query: Infer<typeof ShopQuery>) {
  return { keyword: query.keyword ?? '', ...page(query) };
}

/** Shops whose name, city or state contains every word of the keyword (accents and case ignored). */
export async function shopPage(db: Db, query: ReturnType<typeof parseShopPageQuery>, resolve: Resolve): Promise<ShopPage> {
  const words = normalizeText(query.keyword).split(' ').filter(Boolean);
  const all = (await shops(db)).filter((row) => {
    const text = normalizeText(`${row.name} ${row.city} ${row.state}`);
    return words.every((word) => text.includes(word));
  });
  return {
    list: slice(all, query).map((row) => shopCard(row, resolve)),
    total: all.length,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

export async function shopInfo(db: Db, shopId: number, resolve: Resolve): Promise<ShopCard> {
  const row = (await shops(db)).find((s) => s.id === shopId);
  if (!row) throw notFoundError();
  return shopCard(row, resolve);
}
