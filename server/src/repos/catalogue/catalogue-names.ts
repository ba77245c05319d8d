import { likeContains } from '../../db/like';
import type { Queryable } from '../../db/types';
import { isShortHan } from '../../services/search/normalize';

/** Catalogue rows by id: categories (any level), brands, shops. */
export interface CatalogueIds {
  categoryIds: number[];
  brandIds: number[];
  shopIds: number[];
}

export const NO_IDS: CatalogueIds = { categoryIds: [], brandIds: [], shopIds: [] };

/** The LIKE pattern of one spelling against a `search_text` column (migrations 002 and 820). */
export function tokenPattern(token: string): string {
  return isShortHan(token) ? `% ${token} %` : likeContains(token);
}

/**
 * The categories, brands and shops whose names (a category's whole path, in three languages)
 * contain one of the spellings. A few hundred rows, read by their own small tables: goods are
 * then matched by these ids (migration 820).
 */
export async function catalogueMatches(q: Queryable, spellings: readonly string[]): Promise<CatalogueIds> {
  const { rows } = await q.query<{ kind: 'c' | 'b' | 's'; id: number }>(
    `select 'c' as kind, id from category where search_text like any($1::text[])
     union all select 'b', id from brand where search_text like any($1::text[])
     union all select 's', id from shop where search_text like any($1::text[])
     order by 1, 2`,
    [spellings.map(tokenPattern)],
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

function idsOf(rows: readonly { kind: 'c' | 'b' | 's'; id: number }[]): CatalogueIds {
  const of = (kind: 'c' | 'b' | 's') => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return { categoryIds: of('c'), brandIds: of('b'), shopIds: of('s') };
}
