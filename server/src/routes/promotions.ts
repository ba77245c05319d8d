import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'

/** Catalogue stream, promotions part: group buy, coupons, crowdfunding, seckill, points mall, CMS pages. */
export const promotionsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_app, _opts) => {}
