import type { Queryable } from '../db/types'
import type { SeedContext } from './extras'

/** Demo data of the catalogue stream's browse part: home modules, banners, brands, shops, listing facets. */
export async function seedBrowse(_q: Queryable, _ctx: SeedContext): Promise<void> {}
