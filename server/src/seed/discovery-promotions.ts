import type { Queryable } from '../db/types'
import type { SeedContext } from './extras'

/** Demo data of the catalogue stream's promotions part: group buy, coupons, crowdfunding, seckill, points mall, CMS pages. */
export async function seedPromotion(_q: Queryable, _ctx: SeedContext): Promise<void> {}
