import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './routes/addresses';
import { checkoutRoutes } from './routes/checkout';
import { discountCardRoutes } from './routes/discount-cards';
import { orderExtraRoutes } from './routes/order-extras';
import { orderRoutes } from './routes/orders';
import { pointsRoutes } from './routes/points';
import { receiptRoutes } from './routes/receipts';
import { sellerSnapshotRoutes } from './routes/seller-snapshots';

/** How often unpaid orders whose pay window ran out are cancelled, besides when they are read. */
const ORDER_SWEEP_MS = 60_000;

/**
 * Checkout and what follows (issue 5): addresses, checkout params and trade creation, discount
 * cards, orders, tracking, snapshots (the buyer's and the seller's), receipts, points.
 */
export const tradeDomain: FastifyPluginAsync = async (app) => {
  const { orders } = app.services.trade;
  await app.register(addressRoutes);
  await app.register(checkoutRoutes);
  await app.register(discountCardRoutes);
  await app.register(orderRoutes);
  await app.register(orderExtraRoutes);
  await app.register(receiptRoutes);
  await app.register(pointsRoutes);
  await app.register(sellerSnapshotRoutes);
  // Unpaid orders whose window ran out are also cancelled on a timer, not only when read.
  const sweeper = setInterval(
    () => void orders.sweepExpired().catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed')),
    ORDER_SWEEP_MS,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
};
