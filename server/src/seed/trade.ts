import type { Queryable } from '../db/types'
import type { SeedContext } from './extras'

/** Demo data of this stream, seeded after the catalogue, members and demo cart. */
export async function seedTrade(_q: Queryable, _ctx: SeedContext): Promise<void> {}
