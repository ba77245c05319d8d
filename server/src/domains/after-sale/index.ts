import type { FastifyPluginAsync } from 'fastify';
import { afterSaleBuyerRoutes } from './routes/buyer';
import { refundNotifyRoutes } from './routes/refund-notify';
import { afterSaleSellerRoutes } from './routes/seller';

/**
 * After-sale and refunds (issue 12 §4): the buyer's applications, records and refunds; the
 * seller's review, stock-in and refund (the seller API); the gateway's refund notification.
 */
export const afterSaleDomain: FastifyPluginAsync = async (app) => {
  await app.register(afterSaleBuyerRoutes);
  await app.register(afterSaleSellerRoutes);
  await app.register(refundNotifyRoutes);
};
