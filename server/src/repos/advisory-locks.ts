import type { Queryable } from '../db/types';

/**
 * Serialises the callers of one key of an advisory-lock namespace (two-key form) until the
 * caller's transaction ends: the throttles read their counts and write their rows under it.
 */
export async function lockKey(q: Queryable, namespace: number, key: string): Promise<void> {
  await q.query('select pg_advisory_xact_lock($1, hashtext($2))', [namespace, key]);
}
