import type { FastifyPluginAsync } from 'fastify';
import { paymentRoutes } from './routes/payment';

/** Payment: the cashier, its methods, the gateway round trip and (PAYMENT_GATEWAY=sandbox) the sandbox gateway. */
export const paymentDomain: FastifyPluginAsync = async (app) => {
  await app.register(paymentRoutes);
};
