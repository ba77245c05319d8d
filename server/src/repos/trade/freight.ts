import type { Queryable } from '../../db/types';

/** The site's free-shipping amount in centavos; undefined without a site row. */
export async function findFreeFreightCents(q: Queryable): Promise<number | undefined> {
  const { rows } = await q.query<{ free_freight_cents: string | number }>('select free_freight_cents from site where id = 1');
  const value = rows[0]?.free_freight_cents;
  return value === undefined ? undefined : Number(value);
}
