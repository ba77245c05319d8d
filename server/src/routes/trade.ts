import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'

/**
 * Root of the cart, checkout, payment and orders routes (issue 5). Sub-plugins of this
 * stream register here, so streams never edit each other's files.
 */
export const tradeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_api, _options) => {}
