import type { FastifyPluginAsync } from 'fastify';
import { javashopCartRoutes } from './routes/javashop';
import { mallCartRoutes } from './routes/mall';

/** The cart, in both API families. */
export const cartDomain: FastifyPluginAsync = async (app) => {
  await app.register(javashopCartRoutes);
  await app.register(mallCartRoutes);
};
