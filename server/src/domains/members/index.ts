import type { FastifyPluginAsync } from 'fastify';
import { statisticsRoutes } from './routes/statistics';

/** The member centre. */
export const membersDomain: FastifyPluginAsync = async (app) => {
  await app.register(statisticsRoutes);
};
