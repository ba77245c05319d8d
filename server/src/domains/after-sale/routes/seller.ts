import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ServiceAuditForm, ServiceListQuery, ServiceShipForm, ServiceSnParams } from '../../../../../src/core/contract/requests-after-sale';
import { ServicePage } from '../../../../../src/core/contract/types-after-sale';
import { bearerToken } from '../../../http/request-context';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';

const done = { 200: NO_BODY };

/**
 * The seller's side of after-sale under the seller API base (`config.sellerApi`, `/api/seller`):
 * the shop's services, pass or refuse, stock in returned goods, refund. The caller signs in as a
 * member; SELLER_ACCOUNTS says which shop that member keeps, and only that shop's services move.
 */
export const afterSaleSellerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { afterSale, trade, accounts, absoluteUrl } = app.services;
  // the shop the token's member keeps; 403 without a session or when the member keeps none
  const shopOf = async (request: FastifyRequest) =>
    trade.sellerShop(await accounts.sessions.authenticate(bearerToken(request.headers.authorization)));

  app.get('/seller/after-sales', { schema: { querystring: ServiceListQuery, response: { 200: ServicePage } } }, async (request) =>
    afterSale.seller.list(await shopOf(request), request.query, request.lang, absoluteUrl),
  );
  app.post(
    '/seller/after-sales/:sn/audit',
    { schema: { params: ServiceSnParams, body: ServiceAuditForm, response: done } },
    async (request, reply) => {
      await afterSale.seller.audit(
        await shopOf(request),
        request.params.sn,
        request.body.agree === '1',
        request.body.remark ?? '',
        request.lang,
      );
      return reply.status(200).send();
    },
  );
  app.post('/seller/after-sales/:sn/stock-in', { schema: { params: ServiceSnParams, response: done } }, async (request, reply) => {
    await afterSale.seller.stockIn(await shopOf(request), request.params.sn, request.lang);
    return reply.status(200).send();
  });
  // an exchange's replacement goes out: carrier and tracking number, as the buyer's shipment
  app.post(
    '/seller/after-sales/:sn/reship',
    { schema: { params: ServiceSnParams, body: ServiceShipForm, response: done } },
    async (request, reply) => {
      await afterSale.seller.reship(await shopOf(request), request.params.sn, request.body, request.lang);
      return reply.status(200).send();
    },
  );
  app.post('/seller/after-sales/:sn/refund', { schema: { params: ServiceSnParams, response: done } }, async (request, reply) => {
    await afterSale.seller.refund(await shopOf(request), request.params.sn, request.lang);
    return reply.status(200).send();
  });
};
