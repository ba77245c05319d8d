import type { FastifyPluginAsync } from 'fastify';
import { complaintBuyerRoutes } from './routes/buyer';
import { complaintOperatorRoutes } from './routes/operator';

/** Complaints to the platform (issue 12 §3): the buyer's calls and the operator's (the seller API). */
export const complaintsDomain: FastifyPluginAsync = async (app) => {
  await app.register(complaintBuyerRoutes);
  await app.register(complaintOperatorRoutes);
};
