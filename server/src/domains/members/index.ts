import type { FastifyPluginAsync } from 'fastify';
import { collectionRoutes } from './routes/collections';
import { couponRoutes } from './routes/coupons';
import { helpMessageRoutes } from './routes/help-messages';
import { statisticsRoutes } from './routes/statistics';

/** The member centre: favourites, collected shops, footprint, coupons held, counts, help and messages. */
export const membersDomain: FastifyPluginAsync = async (app) => {
  await app.register(collectionRoutes);
  await app.register(couponRoutes);
  await app.register(statisticsRoutes);
  await app.register(helpMessageRoutes);
};
