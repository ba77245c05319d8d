import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { browseRoutes } from './browse';
import { goodsRoutes } from './goods';
import { promotionsRoutes } from './promotions';

/**
 * Root of the catalogue and discovery (issue 3), one plugin per part: goods detail (goods.ts),
 * home/listing/shops/brands (browse.ts), promotions (promotions.ts). Parts never edit each other's files.
 */
export const discoveryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (api, { ctx }) => {
  await api.register(goodsRoutes, { ctx });
  await api.register(browseRoutes, { ctx });
  await api.register(promotionsRoutes, { ctx });
};
