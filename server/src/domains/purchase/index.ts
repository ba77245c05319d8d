import type { FastifyPluginAsync } from 'fastify';
import { purchaseRoutes } from './routes/purchase-requests';

/** Purchase requests (`/b2b/purchase/orders`). */
export const purchaseDomain: FastifyPluginAsync = async (app) => {
  await app.register(purchaseRoutes);
};
