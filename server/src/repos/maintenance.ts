import type { Queryable } from '../db/types';

/**
 * Planner statistics for every table. Autovacuum reaches freshly loaded tables only after a delay
 * (PGlite has none at all), and until then PostgreSQL plans a trigram search as if goods had a
 * handful of rows: at 100k it ANDed a category index of 8,327 matches into a keyword that finds
 * 303, and the uncached search cost 5.0 ms at the median instead of 4.0.
 */
export async function analyze(q: Queryable): Promise<void> {
  await q.query('analyze');
}
