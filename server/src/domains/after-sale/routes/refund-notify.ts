import type { FastifyPluginAsync } from 'fastify';
import { asSource, type Source } from '../../../http/source';
import { NOT_API } from '../../../http/reply-kinds';

const strings = (source: Source): Record<string, string> =>
  Object.fromEntries(Object.entries(source).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));

/**
 * Where the gateway notifies the outcome of a refund, server to server (PAYMENT_GATEWAY=sandbox
 * only): verified by signature, completes the refund once; a duplicate answers `success` and
 * changes nothing. Answers `success` or 400 `fail`, as the payment notification does.
 */
export const refundNotifyRoutes: FastifyPluginAsync = async (app) => {
  const { afterSale } = app.services;
  if (!afterSale.gatewayRefunds) return;
  app.post(
    '/buyer/after-sales/refund-notify/sandboxPlugin',
    { schema: { response: { 200: NOT_API, 400: NOT_API } } },
    async (request, reply) => {
      const ok = await afterSale.settleGatewayRefund(strings(asSource(request.body)));
      return reply
        .status(ok ? 200 : 400)
        .type('text/plain')
        .send(ok ? 'success' : 'fail');
    },
  );
};
