import type { FastifyPluginAsync } from 'fastify';
import { distributionBuyerRoutes } from './routes/buyer';
import { distributionOperatorRoutes } from './routes/operator';

/** The distribution programme (issue 12 §5): the distributor's calls and the operator's audit of withdrawals. */
export const distributionDomain: FastifyPluginAsync = async (app) => {
  await app.register(distributionBuyerRoutes);
  await app.register(distributionOperatorRoutes);
};
