import { likeContains, likeEscape } from '../../db/like';
import type { Queryable } from '../../db/types';
import { isShortHan } from '../../services/search/normalize';

/** Catalogue rows by id: categories (any level), brands, shops, and goods found by a sku code. */
export interface CatalogueIds {
  categoryIds: number[];
  brandIds: number[];
  shopIds: number[];
  goodsIds: number[];
}

/** The LIKE pattern of one spelling against a `search_text` column (migrations 002 and 820). */
export function tokenPattern(token: string): string {
  return isShortHan(token) ? `% ${token} %` : likeContains(token);
}

/** Goods matched by sku code: at most this many (a code's prefix as short as "vt0" would name thousands). */
const SKU_GOODS_MAX = 50;

/**
 * The categories, brands and shops whose names (a category's whole path, in three languages)
 * contain one of the spellings, and the goods with a sku whose code starts with the token as
 * typed. A few hundred rows, read by their own small tables and one index probe: goods are then
 * matched by these ids (migration 820).
 */
export async function catalogueMatches(q: Queryable, token: string, spellings: readonly string[]): Promise<CatalogueIds> {
  const { rows } = await q.query<{ kind: 'c' | 'b' | 's' | 'g'; id: number }>(
    `select 'c' as kind, id from category where search_text like any($1::text[])
     union all select 'b', id from brand where search_text like any($1::text[])
     union all select 's', id from shop where search_text like any($1::text[])
     union all (select distinct 'g', goods_id from sku where lower(sn) like $2 order by 2 limit ${SKU_GOODS_MAX})
     order by 1, 2`,
    [spellings.map(tokenPattern), `${likeEscape(token)}%`],
  );
  return idsOf(rows);
}

/** A category a keyword names, with every category under it (goods carry the lowest level). */
export interface NamedCategory {
  id: number;
  parentId: number | null;
  /** the category and its descendants */
  ids: number[];
}

export interface NamedRows {
  categories: NamedCategory[];
  brandIds: number[];
  shopIds: number[];
}

/**
 * The categories, brands and shops whose name the keyword is: equal once normalised, or once
 * stemmed in Spanish or English (`name_keys`, migration 820), so plurals and singulars meet.
 */
export async function namedRows(q: Queryable, keyword: string): Promise<NamedRows> {
  const { rows } = await q.query<{ kind: 'c' | 'b' | 's'; id: number; parent_id: number | null; ids: number[] | null }>(
    `with recursive keys as (select name_keys($1, $1, $1) as k),
     named as (select c.id, c.parent_id from category c, keys where c.search_keys && keys.k),
     sub (root, id) as (select id, id from named union all select sub.root, c.id from sub join category c on c.parent_id = sub.id)
     select 'c' as kind, n.id, n.parent_id, array_agg(sub.id order by sub.id) as ids from named n join sub on sub.root = n.id
     group by n.id, n.parent_id
     union all select 'b', b.id, null, null from brand b, keys where b.search_keys && keys.k
     union all select 's', s.id, null, null from shop s, keys where s.search_keys && keys.k
     order by 1, 2`,
    [keyword],
  );
  return {
    categories: rows
      .filter((row) => row.kind === 'c')
      .map((row) => ({ id: row.id, parentId: row.parent_id, ids: (row.ids ?? []).map(Number) })),
    brandIds: rows.filter((row) => row.kind === 'b').map((row) => row.id),
    shopIds: rows.filter((row) => row.kind === 's').map((row) => row.id),
  };
}

function idsOf(rows: readonly { kind: 'c' | 'b' | 's' | 'g'; id: number }[]): CatalogueIds {
  const of = (kind: 'c' | 'b' | 's' | 'g') => rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
  return { categoryIds: of('c'), brandIds: of('b'), shopIds: of('s'), goodsIds: of('g') };
}
