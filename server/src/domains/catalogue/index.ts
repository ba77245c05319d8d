import type { FastifyPluginAsync } from 'fastify';
import { askRoutes } from './routes/asks';
import { browseRoutes } from './routes/browse';
import { goodsRoutes } from './routes/goods';
import { promotionRoutes } from './routes/promotions';
import { searchRoutes } from './routes/search';

/** The catalogue and discovery (issue 3): search, browse pages, goods detail, questions and answers, promotions. */
export const catalogueDomain: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
  await app.register(browseRoutes);
  await app.register(goodsRoutes);
  await app.register(askRoutes);
  await app.register(promotionRoutes);
};
