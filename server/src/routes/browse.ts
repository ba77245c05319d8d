import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'

/** Catalogue stream, browse part: home modules, banners, brands, shops, listing facets. */
export const browseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_app, _opts) => {}
