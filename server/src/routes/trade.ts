import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { createSandboxGateway } from '../services/payment/gateway';
import { createPaymentService } from '../services/payment/payment-service';
import { paymentRoutes } from './payment';

/** Root of the payment routes (issue 5); the trade's own routes are the trade domain's (domains/trade). */
export const tradeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (api, { ctx }) => {
  // The sandbox gateway and we share a secret, as a real gateway and its merchant do. Without
  // it (PAYMENT_GATEWAY=none) there is no online payment at all.
  const secret = process.env.SANDBOX_GATEWAY_SECRET ?? randomBytes(32).toString('hex');
  const gateway =
    ctx.settings.paymentGateway === 'sandbox'
      ? createSandboxGateway({ secret, checkoutUrl: '/api/sandbox-gateway/checkout', phoneUrl: '/api/sandbox-gateway/qr' })
      : undefined;
  const payments = createPaymentService(ctx.db, ctx.clock, gateway, {
    sweepExpired: api.services.trade.orders.sweepExpired,
    production: ctx.settings.production,
  });
  await api.register(paymentRoutes, { ctx, payments, ...(gateway?.sandbox ? { sandboxSecret: secret } : {}) });
};
