import type { Locale } from '../../../../src/core/contract/locales'
import {
  PAGE_NO_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PRODUCT_SORTS, SEARCH_KEYWORD_MAX,
} from '../../../../src/core/contract/rules'
import type { ProductListItem, ProductQueryResult } from '../../../../src/core/contract/types'
import type { Db } from '../../db/types'
import { validationError } from '../../http/errors'
import { optionalCents, toMxn } from '../../http/money'
import { ID_RANGE, intWithDefault, oneOf, optionalFlag, optionalInt, optionalString, type Source } from '../../http/params'
import { searchGoods, type GoodsListRow, type GoodsSearch } from '../../repos/catalogue'
import { correctTokens } from '../search/keyword-correction'
import { tokenize } from '../search/normalize'

/** Keywords beyond this many words add nothing but cost. */
const MAX_TOKENS = 8

/** Validates every parameter before touching the database. */
export function parseProductQuery(source: Source) {
  const minCents = optionalCents(source, 'minPrice')
  const maxCents = optionalCents(source, 'maxPrice')
  if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
    throw validationError('priceRangeInverted')
  }
  return {
    keyword: optionalString(source, 'keyword', SEARCH_KEYWORD_MAX) ?? '',
    grandId: optionalInt(source, 'productCateGrandId', ID_RANGE),
    categoryId: optionalInt(source, 'productCateId', ID_RANGE),
    brandId: optionalInt(source, 'brandId', ID_RANGE),
    shopId: optionalInt(source, 'shopId', ID_RANGE),
    minCents,
    maxCents,
    inStock: optionalFlag(source, 'inStock') ?? false,
    sort: oneOf(source, 'sort', PRODUCT_SORTS, 'relevance'),
    pageNo: intWithDefault(source, 'pageNo', { min: 1, max: PAGE_NO_MAX }, 1),
    pageSize: intWithDefault(source, 'pageSize', { min: 1, max: PAGE_SIZE_MAX }, PAGE_SIZE_DEFAULT),
  }
}

export type ProductQuery = ReturnType<typeof parseProductQuery>

/** A validated query as the repository's search: keywords tokenised and spelling-corrected. */
export async function toGoodsSearch(db: Db, query: ProductQuery, locale: Locale): Promise<GoodsSearch> {
  const tokens = [...new Set(tokenize(query.keyword))].slice(0, MAX_TOKENS)
  const corrected = await correctTokens(db, tokens)
  return {
    ...query,
    tokens: corrected,
    rankText: corrected.map((alternatives) => alternatives[0]).join(' '),
    locale,
  }
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
  }
}

export async function queryProducts(
  db: Db,
  query: ProductQuery,
  locale: Locale,
  resolveAsset: (path: string) => string,
): Promise<ProductQueryResult> {
  const { rows, total } = await searchGoods(db, await toGoodsSearch(db, query, locale))
  return {
    list: rows.map((row) => toListItem(row, resolveAsset)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  }
}
