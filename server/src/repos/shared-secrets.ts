import type { Queryable } from '../db/types';

/** The key stored under `name`: `candidate` if no node stored one first (insert or keep). */
export async function keepSharedSecret(q: Queryable, name: string, candidate: string): Promise<string | undefined> {
  await q.query('insert into shared_secret (name, value) values ($1, $2) on conflict (name) do nothing', [name, candidate]);
  const { rows } = await q.query<{ value: string }>('select value from shared_secret where name = $1', [name]);
  return rows[0]?.value;
}
