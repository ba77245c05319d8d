import type { FastifyPluginAsync } from 'fastify';
import { reviewRoutes } from './routes/reviews';

/** Reviews of goods bought: the member centre's "to evaluate / evaluated", my comments and the follow-up. */
export const reviewsDomain: FastifyPluginAsync = async (app) => {
  await app.register(reviewRoutes);
};
