import type { Locale } from '../../../../src/core/contract/locales';
import type { ProductSort } from '../../../../src/core/contract/rules';
import { likeContains } from '../../db/like';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import { isShortHan } from '../../services/search/normalize';
import { tokenPattern, type CatalogueIds } from './catalogue-names';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name_es: string;
  name_en: string;
  name_zh: string;
  icon: string;
}

export async function listCategories(q: Queryable): Promise<CategoryRow[]> {
  const { rows } = await q.query<CategoryRow>(
    'select id, parent_id, name_es, name_en, name_zh, icon from category order by parent_id nulls first, sort, id',
  );
  return rows;
}

/**
 * One keyword token: its spellings (itself or its corrections; any may match a goods' own names)
 * and the catalogue rows whose names contain one of them (their goods match too).
 */
export interface TokenMatch extends CatalogueIds {
  alternatives: string[];
}

/** A product search, already validated and with keywords normalised and corrected. */
export interface GoodsSearch {
  /** one entry per keyword token; a goods matches when it matches every token */
  tokens: TokenMatch[];
  /** the whole normalised keyword, for relevance */
  rankText: string;
  /** the categories (with all below them), brands and shops the whole keyword names: their goods rank first */
  named: CatalogueIds;
  grandId?: number;
  categoryId?: number;
  brandId?: number;
  shopId?: number;
  minCents?: number;
  maxCents?: number;
  inStock: boolean;
  sort: ProductSort;
  pageNo: number;
  pageSize: number;
  locale: Locale;
}

export interface GoodsListRow {
  id: number;
  default_sku_id: number;
  name: string;
  image: string;
  price_cents: number;
  original_price_cents: number;
  package_unit: number;
  stock: number;
  sales: number;
  shop_id: number;
  shop_name: string;
  brand_name: string;
}

/**
 * The sku a card adds to the cart: the cheapest one in stock, else the cheapest. Correlated to
 * `g`; one index probe per listed row.
 */
export const IN_STOCK_SKU = `coalesce((select k.id from sku k where k.goods_id = g.id and k.quantity > 0
  order by k.price_cents, k.id limit 1), g.default_sku_id)`;

/** The columns of a `GoodsListRow`, over `goods g`, `shop s` and `brand b`. */
export function goodsListColumns(locale: Locale): string {
  return `g.id, ${IN_STOCK_SKU} as default_sku_id, g.name_${localeSuffix(locale)} as name, g.image, g.price_cents,
    g.original_price_cents, g.package_unit, g.stock, g.sales, g.shop_id, s.name as shop_name, b.name as brand_name`;
}

/** Relevance ordering sorts every match; past this many matches sales order them. */
const RELEVANCE_MAX_MATCHES = 5000;

/** The where clause of a search (on `goods g`) and its parameters; facets drop one filter each. */
export function whereOf(search: GoodsSearch): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses = ['g.market_enable = 1'];
  for (const token of search.tokens) {
    const matches = token.alternatives.map((spelling) =>
      isShortHan(spelling) ? `g.search_cjk like ${add(tokenPattern(spelling))}` : `g.search_text like ${add(tokenPattern(spelling))}`,
    );
    // each an index condition of its own (goods_category_sales_idx, goods_brand_idx, goods_shop_idx): a BitmapOr
    matches.push(...catalogueClauses(token, add));
    clauses.push(`(${matches.join(' or ')})`);
  }
  if (search.grandId !== undefined) clauses.push(`g.grand_id = ${add(search.grandId)}`);
  if (search.categoryId !== undefined) clauses.push(`g.category_id = ${add(search.categoryId)}`);
  if (search.brandId !== undefined) clauses.push(`g.brand_id = ${add(search.brandId)}`);
  if (search.shopId !== undefined) clauses.push(`g.shop_id = ${add(search.shopId)}`);
  if (search.minCents !== undefined) clauses.push(`g.price_cents >= ${add(search.minCents)}`);
  if (search.maxCents !== undefined) clauses.push(`g.price_cents <= ${add(search.maxCents)}`);
  if (search.inStock) clauses.push('g.stock > 0');
  return { sql: clauses.join(' and '), params };
}

/** `g.category_id = any(…)` and its brand, shop and goods twins, for the non-empty id lists. */
function catalogueClauses(ids: CatalogueIds, add: (value: unknown) => string): string[] {
  return [
    ids.categoryIds.length > 0 ? `g.category_id = any(${add(ids.categoryIds)}::int[])` : '',
    ids.brandIds.length > 0 ? `g.brand_id = any(${add(ids.brandIds)}::int[])` : '',
    ids.shopIds.length > 0 ? `g.shop_id = any(${add(ids.shopIds)}::int[])` : '',
    ids.goodsIds.length > 0 ? `g.id = any(${add(ids.goodsIds)}::bigint[])` : '',
  ].filter((clause) => clause !== '');
}

/** The goods of the rows the keyword names (`GoodsSearch.named`), as one condition; undefined when it names none. */
function namedCondition(search: GoodsSearch, add: (value: unknown) => string): string | undefined {
  const clauses = catalogueClauses(search.named, add);
  return clauses.length > 0 ? `(${clauses.join(' or ')})` : undefined;
}

/**
 * Whether the trigram indexes narrow the search: some keyword token (with all its alternatives)
 * has a trigram. A search by "de" or "5" alone reads the whole catalogue whatever the plan. Only
 * the plan depends on it, never the answer, so a rough test is enough ("5.3" passes, yet pg_trgm
 * splits it into words too short for trigrams).
 */
export function narrowedByIndex(search: GoodsSearch): boolean {
  return search.tokens.some((token) => token.alternatives.every((spelling) => isShortHan(spelling) || [...spelling].length >= 3));
}

type Direction = 'asc' | 'desc';

/**
 * The sort of a listing as keys over the goods alias `a` (`g`, or the matches `m`, which carry
 * id, sales, price_cents and created_at). Relevance puts first the goods of the category, brand or
 * shop the keyword names (`named`, an id test: kept however many goods match), then `flags`: names
 * starting with the keyword, then names containing it as typed from a word start, then the rest of
 * the matches (all tokens, any order); best sellers first in each. Without flags (no keyword, or
 * more than RELEVANCE_MAX_MATCHES matches) the rest is sales order. Cheap string tests: a
 * trigram similarity per match costs ten times more on long names.
 */
function sortKeys(search: GoodsSearch, a: 'g' | 'm', flags?: [string, string], named?: string): [string, Direction][] {
  const bySales: [string, Direction][] = [
    [`${a}.sales`, 'desc'],
    [`${a}.id`, 'asc'],
  ];
  switch (search.sort) {
    case 'price_asc':
      return [
        [`${a}.price_cents`, 'asc'],
        [`${a}.id`, 'asc'],
      ];
    case 'price_desc':
      return [
        [`${a}.price_cents`, 'desc'],
        [`${a}.id`, 'asc'],
      ];
    case 'sales':
      return bySales;
    case 'newest':
      return [
        [`${a}.created_at`, 'desc'],
        [`${a}.id`, 'desc'],
      ];
    case 'relevance': {
      const tier: [string, Direction][] = named ? [[named, 'desc']] : [];
      return search.rankText === '' || !flags ? [...tier, ...bySales] : [...tier, [flags[0], 'desc'], [flags[1], 'desc'], ...bySales];
    }
  }
}

/** The two relevance flags of goods `g` against the whole keyword (the parameter `rank`). */
const rankFlags = (rank: string): [string, string] => [
  `strpos(g.search_text, ${rank}) = 1`,
  `strpos(' ' || g.search_text, ' ' || ${rank}) > 0`,
];

/** `GoodsListRow` columns of the page, all null on the one row of an empty page. */
type PageRow = { total: number } & { [K in keyof GoodsListRow]: GoodsListRow[K] | null };

function listed(rows: readonly PageRow[]): GoodsListRow[] {
  return rows.flatMap(({ total: _total, ...row }) => (row.id === null ? [] : [row as GoodsListRow]));
}

/**
 * One statement for a page and its total: the matches are found once (through the trigram index
 * when there is a keyword), counted, and only the page's rows are sorted top-N and joined to
 * their shop, brand and in-stock sku. A keyword's matches are a few hundred rows at 100k goods,
 * so this beats a separate count plus a listing that finds them all again.
 */
export async function searchGoods(q: Queryable, search: GoodsSearch): Promise<{ rows: GoodsListRow[]; total: number }> {
  const where = whereOf(search);
  const params = [...where.params];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const flags = search.sort === 'relevance' && search.rankText !== '' ? rankFlags(add(search.rankText)) : undefined;
  const named = search.sort === 'relevance' ? namedCondition(search, add) : undefined;
  const rank = `${flags ? `, ${flags[0]} as starts, ${flags[1]} as word_start` : ''}${named ? `, ${named} as named` : ''}`;
  // past RELEVANCE_MAX_MATCHES both flags read false for every match: sales order everything
  const within = `t.total <= ${RELEVANCE_MAX_MATCHES}`;
  const keys = sortKeys(
    search,
    'm',
    flags ? [`(${within} and m.starts)`, `(${within} and m.word_start)`] : undefined,
    named ? 'm.named' : undefined,
  );
  const limit = add(search.pageSize);
  const offset = add((search.pageNo - 1) * search.pageSize);
  const { rows } = await q.query<PageRow>(
    `with m as materialized (
       select g.id, g.sales, g.price_cents, g.created_at${rank} from goods g where ${where.sql}
     ), t as (select count(*)::int as total from m),
     p as (
       select m.id, ${keys.map(([expr], i) => `${expr} as k${i}`).join(', ')} from m cross join t
       order by ${keys.map(([expr, dir]) => `${expr} ${dir}`).join(', ')}
       limit ${limit} offset ${offset}
     )
     select t.total, ${goodsListColumns(search.locale)}
     from t left join (p join goods g on g.id = p.id join shop s on s.id = g.shop_id join brand b on b.id = g.brand_id) on true
     order by ${keys.map(([, dir], i) => `p.k${i} ${dir}`).join(', ')}`,
    params,
  );
  return { rows: listed(rows), total: rows[0]?.total ?? 0 };
}

/** How many goods a search matches. */
export async function countGoods(q: Queryable, search: GoodsSearch): Promise<number> {
  const where = whereOf(search);
  const { rows } = await q.query<{ total: number }>(`select count(*)::int as total from goods g where ${where.sql}`, where.params);
  return rows[0]?.total ?? 0;
}

/**
 * A page of a search whose total is already known (browsing without a keyword: counted once per
 * filter set and cached), in the same order as `searchGoods`. Without a keyword the order is that
 * of a goods index — `(grand_id, sales desc, id)`, `(price_cents, id)`… — so PostgreSQL walks it
 * and stops at the page instead of sorting every match.
 */
export async function listGoods(q: Queryable, search: GoodsSearch, total: number): Promise<GoodsListRow[]> {
  const offset = (search.pageNo - 1) * search.pageSize;
  if (total === 0 || offset >= total) return [];
  const where = whereOf(search);
  const params = [...where.params];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const ranked = search.sort === 'relevance' && search.rankText !== '' && total <= RELEVANCE_MAX_MATCHES;
  const named = search.sort === 'relevance' ? namedCondition(search, add) : undefined;
  const order = sortKeys(search, 'g', ranked ? rankFlags(add(search.rankText)) : undefined, named)
    .map(([expr, dir]) => `${expr} ${dir}`)
    .join(', ');
  params.push(search.pageSize, offset);
  const { rows } = await q.query<GoodsListRow>(
    `select ${goodsListColumns(search.locale)}
     from goods g join shop s on s.id = g.shop_id join brand b on b.id = g.brand_id
     where ${where.sql}
     order by ${order}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return rows;
}

/** Whether any catalogue word contains the token (trigram index on search_term). */
export async function termExists(q: Queryable, token: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from search_term where term like $1 limit 1', [likeContains(token)]);
  return rows.length > 0;
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
  );
  return rows.map((row) => row.term);
}

/** Names of listed goods in one locale: the source of the suggestion index. */
export async function listGoodsNames(q: Queryable, locale: Locale): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `select name_${localeSuffix(locale)} as name from goods where market_enable = 1 order by id`,
  );
  return rows.map((row) => row.name);
}
