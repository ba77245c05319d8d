import type { Queryable } from '../../db/types';

/** The seed's own advisory lock, for the rest of the caller's transaction: two servers starting on one database seed once. */
export async function lockSeed(q: Queryable): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('vitrina:seed'))`);
}

/** Whether the database is seeded (the site row is the seed's first). */
export async function hasSite(q: Queryable): Promise<boolean> {
  const { rows } = await q.query('select 1 from site where id = 1');
  return rows.length > 0;
}

/** Every table of the schema but `keep`. */
export async function listTablesBut(q: Queryable, keep: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = current_schema() and tablename <> all($1::text[])`,
    [keep],
  );
  return rows.map((row) => row.tablename);
}

/** Empties the tables, their sequences restarted. */
export async function truncateTables(q: Queryable, tables: readonly string[]): Promise<void> {
  await q.query(`truncate ${tables.map((table) => `"${table}"`).join(', ')} restart identity cascade`);
}

/**
 * The vocabulary misspelt keywords are corrected against: every word of the listed goods' search
 * text and of the catalogue's names (categories, brands, shops: migration 820).
 */
export async function refreshSearchTerms(q: Queryable): Promise<void> {
  await q.query('delete from search_term');
  await q.query(`insert into search_term (term)
    select term from goods, unnest(string_to_array(search_text, ' ')) as term where market_enable = 1 and term <> ''
    union select term from (
      select search_text from category union all select search_text from brand union all select search_text from shop
    ) as names, unnest(string_to_array(trim(names.search_text), ' ')) as term where term <> ''`);
}
