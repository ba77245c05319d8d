import type { Locale } from '../../../src/core/contract/locales'
import type { ProductSort } from '../../../src/core/contract/rules'
import type { Queryable } from '../db/types'
import { localeSuffix } from '../http/locale-columns'
import { isShortHan } from '../services/search/normalize'

export interface CategoryRow {
  id: number
  parent_id: number | null
  name_es: string
  name_en: string
  name_zh: string
  icon: string
}

export async function listCategories(q: Queryable): Promise<CategoryRow[]> {
  const { rows } = await q.query<CategoryRow>(
    'select id, parent_id, name_es, name_en, name_zh, icon from category order by parent_id nulls first, sort, id',
  )
  return rows
}

/** A product search, already validated and with keywords normalised and corrected. */
export interface GoodsSearch {
  /** one entry per keyword token: the token and its spelling corrections (any may match) */
  tokens: string[][]
  /** the whole normalised keyword, for relevance */
  rankText: string
  grandId?: number
  categoryId?: number
  brandId?: number
  shopId?: number
  minCents?: number
  maxCents?: number
  inStock: boolean
  sort: ProductSort
  pageNo: number
  pageSize: number
  locale: Locale
}

export interface GoodsListRow {
  id: number
  default_sku_id: number
  name: string
  image: string
  price_cents: number
  original_price_cents: number
  package_unit: number
  stock: number
  sales: number
  shop_id: number
  shop_name: string
  brand_name: string
}

/**
 * The sku a card adds to the cart: the cheapest one in stock, else the cheapest. Correlated to
 * `g`; one index probe per listed row.
 */
export const IN_STOCK_SKU = `coalesce((select k.id from sku k where k.goods_id = g.id and k.quantity > 0
  order by k.price_cents, k.id limit 1), g.default_sku_id)`

/** The columns of a `GoodsListRow`, over `goods g`, `shop s` and `brand b`. */
export function goodsListColumns(locale: Locale): string {
  return `g.id, ${IN_STOCK_SKU} as default_sku_id, g.name_${localeSuffix(locale)} as name, g.image, g.price_cents,
    g.original_price_cents, g.package_unit, g.stock, g.sales, g.shop_id, s.name as shop_name, b.name as brand_name`
}

/** Relevance ordering sorts every match; past this many matches sales order them. */
const RELEVANCE_MAX_MATCHES = 5000

function likePattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, '\\$&')}%`
}

/** The where clause of a search (on `goods g`) and its parameters; facets drop one filter each. */
export function whereOf(search: GoodsSearch): { sql: string; params: unknown[] } {
  const params: unknown[] = []
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const clauses = ['g.market_enable = 1']
  for (const alternatives of search.tokens) {
    const matches = alternatives.map((token) =>
      isShortHan(token) ? `g.search_cjk like ${add(`% ${token} %`)}` : `g.search_text like ${add(likePattern(token))}`,
    )
    clauses.push(`(${matches.join(' or ')})`)
  }
  if (search.grandId !== undefined) clauses.push(`g.grand_id = ${add(search.grandId)}`)
  if (search.categoryId !== undefined) clauses.push(`g.category_id = ${add(search.categoryId)}`)
  if (search.brandId !== undefined) clauses.push(`g.brand_id = ${add(search.brandId)}`)
  if (search.shopId !== undefined) clauses.push(`g.shop_id = ${add(search.shopId)}`)
  if (search.minCents !== undefined) clauses.push(`g.price_cents >= ${add(search.minCents)}`)
  if (search.maxCents !== undefined) clauses.push(`g.price_cents <= ${add(search.maxCents)}`)
  if (search.inStock) clauses.push('g.stock > 0')
  return { sql: clauses.join(' and '), params }
}

function orderOf(search: GoodsSearch, total: number, params: unknown[]): string {
  switch (search.sort) {
    case 'price_asc':
      return 'g.price_cents asc, g.id asc'
    case 'price_desc':
      return 'g.price_cents desc, g.id asc'
    case 'sales':
      return 'g.sales desc, g.id asc'
    case 'newest':
      return 'g.created_at desc, g.id desc'
    case 'relevance':
      if (search.rankText === '' || total > RELEVANCE_MAX_MATCHES) return 'g.sales desc, g.id asc'
      params.push(search.rankText)
      // Names starting with the keyword, then names containing it as typed from a word start,
      // then the rest of the matches (all tokens, any order); best sellers first in each. Cheap
      // string tests: a trigram similarity per match costs ten times more on long names.
      return `strpos(g.search_text, $${params.length}) = 1 desc,
        strpos(' ' || g.search_text, ' ' || $${params.length}) > 0 desc, g.sales desc, g.id asc`
  }
}

export async function searchGoods(q: Queryable, search: GoodsSearch): Promise<{ rows: GoodsListRow[]; total: number }> {
  const where = whereOf(search)
  const counted = await q.query<{ total: number }>(`select count(*)::int as total from goods g where ${where.sql}`, where.params)
  const total = counted.rows[0]?.total ?? 0
  const offset = (search.pageNo - 1) * search.pageSize
  if (total === 0 || offset >= total) return { rows: [], total }
  const params = [...where.params]
  const order = orderOf(search, total, params)
  params.push(search.pageSize, offset)
  const { rows } = await q.query<GoodsListRow>(
    `select ${goodsListColumns(search.locale)}
     from goods g join shop s on s.id = g.shop_id join brand b on b.id = g.brand_id
     where ${where.sql}
     order by ${order}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  )
  return { rows, total }
}

/** Whether any catalogue word contains the token (trigram index on search_term). */
export async function termExists(q: Queryable, token: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from search_term where term like $1 limit 1', [likePattern(token)])
  return rows.length > 0
}

/**
 * Catalogue words that look like the token by pg_trgm similarity. The low threshold lets
 * through every word one edit away (short words share few trigrams); callers filter precisely.
 */
export async function similarTerms(q: Queryable, token: string): Promise<string[]> {
  const { rows } = await q.query<{ term: string }>(
    `select term from search_term where similarity(term, $1) >= 0.1
     order by similarity(term, $1) desc, term limit 200`,
    [token],
  )
  return rows.map((row) => row.term)
}

/** Names of listed goods in one locale: the source of the suggestion index. */
export async function listGoodsNames(q: Queryable, locale: Locale): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `select name_${localeSuffix(locale)} as name from goods where market_enable = 1 order by id`,
  )
  return rows.map((row) => row.name)
}
