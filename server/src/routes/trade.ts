import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { createAddressService } from '../services/trade/address-service';
import { createCheckoutService } from '../services/trade/checkout-service';
import { createSandboxGateway } from '../services/payment/gateway';
import { createPaymentService } from '../services/payment/payment-service';
import { randomBytes } from 'node:crypto';
import { paymentRoutes } from './payment';
import { createOrderService } from '../services/trade/order-service';
import { orderRoutes } from './orders';
import { addressRoutes } from './addresses';
import { checkoutRoutes } from './checkout';
import { discountCardRoutes } from './discount-cards';
import { createDiscountCardService } from '../services/trade/discount-card';
import { orderExtraRoutes } from './order-extras';
import { createOrderExtras } from '../services/trade/order-extras';
import { createDevExpressTracker, createExpressService } from '../services/trade/express';

/**
 * Root of the cart, checkout, payment and orders routes (issue 5). Sub-plugins of this
 * stream register here, so streams never edit each other's files.
 */
export const tradeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (api, { ctx }) => {
  const addresses = createAddressService(ctx.db, ctx.clock);
  const checkout = createCheckoutService(ctx.db, ctx.clock);
  await api.register(addressRoutes, { ctx, addresses });
  await api.register(checkoutRoutes, { ctx, checkout });
  await api.register(discountCardRoutes, { ctx, cards: createDiscountCardService(ctx.db, ctx.clock) });
  // The sandbox gateway and we share a secret, as a real gateway and its merchant do. Without
  // it (PAYMENT_GATEWAY=none) there is no online payment at all.
  const secret = process.env.SANDBOX_GATEWAY_SECRET ?? randomBytes(32).toString('hex');
  const gateway =
    ctx.settings.paymentGateway === 'sandbox'
      ? createSandboxGateway({ secret, checkoutUrl: '/api/sandbox-gateway/checkout', phoneUrl: '/api/sandbox-gateway/qr' })
      : undefined;
  const orders = createOrderService(ctx.db, ctx.clock);
  await api.register(orderRoutes, { ctx, orders });
  await api.register(orderExtraRoutes, {
    ctx,
    extras: createOrderExtras(ctx.db, ctx.cart),
    express: createExpressService(ctx.db, createDevExpressTracker(ctx.db)),
  });
  // Unpaid orders whose window ran out are also cancelled on a timer, not only when read.
  const sweeper = setInterval(
    () => void orders.sweepExpired().catch((error: unknown) => api.log.error({ err: error }, 'order sweep failed')),
    60_000,
  );
  sweeper.unref();
  api.addHook('onClose', async () => clearInterval(sweeper));
  const payments = createPaymentService(ctx.db, ctx.clock, gateway, {
    sweepExpired: orders.sweepExpired,
    production: ctx.settings.production,
  });
  await api.register(paymentRoutes, { ctx, payments, ...(gateway?.sandbox ? { sandboxSecret: secret } : {}) });
};
