import type { Queryable } from '../db/types'
import type { SeedContext } from './extras'

/** Demo data of the catalogue stream's content part: help, FAQ-free documents (policy, terms, 6905–6913). */
export async function seedContent(_q: Queryable, _ctx: SeedContext): Promise<void> {}
