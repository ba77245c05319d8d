import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'
import { goodsRoutes } from './goods'

/**
 * Root of the catalogue and discovery: goods detail, shops, brands, promotions, help and documents routes (issue 3). Sub-plugins of this
 * stream register here, so streams never edit each other's files.
 */
export const discoveryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (api, { ctx }) => {
  await api.register(goodsRoutes, { ctx })
}
