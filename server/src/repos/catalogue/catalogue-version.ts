import type { Queryable } from '../../db/types';

/**
 * The catalogue's listing version (migration 520): it changes with every committed change to
 * what a listing shows. Null only if someone emptied the table by hand.
 */
export async function catalogueVersion(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ version: number }>('select version from catalogue_version where id = 1');
  return rows[0]?.version ?? null;
}
