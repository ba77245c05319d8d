import type { FastifyPluginAsync } from 'fastify';
import { number } from 'superstruct';
import { CancelForm, OrderListQuery, OrderSnParams } from '../../../../../src/core/contract/requests-trade';
import { OrderDetail, OrderPage, OrderStatusNum } from '../../../../../src/core/contract/types-orders';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

const done = { 200: NO_BODY };

export const orderRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { trade, absoluteUrl } = app.services;
  const { orders } = trade;

  app.get(
    '/buyer/trade/orders',
    { preValidation, schema: { querystring: OrderListQuery, response: { 200: OrderPage } } },
    async (request) => {
      const { order_status: filter, page_no: pageNo, page_size: pageSize, key_words: keyword } = request.query;
      return orders.list(request.memberId, { filter, pageNo, pageSize, keyword, locale: request.lang, resolveAsset: absoluteUrl });
    },
  );
  app.get('/buyer/trade/orders/status-num', { preValidation, schema: { response: { 200: OrderStatusNum } } }, async (request) =>
    orders.statusNum(request.memberId),
  );
  app.get(
    '/buyer/trade/orders/:sn',
    { preValidation, schema: { params: OrderSnParams, response: { 200: OrderDetail } } },
    async (request) => orders.detail(request.memberId, request.params.sn, request.lang, absoluteUrl),
  );
  // seconds left to pay
  app.get(
    '/buyer/trade/orders/:sn/cancel-left-time',
    { preValidation, schema: { params: OrderSnParams, response: { 200: number() } } },
    async (request) => orders.cancelLeftTime(request.memberId, request.params.sn),
  );
  app.post(
    '/buyer/trade/orders/:sn/cancel',
    { preValidation, schema: { params: OrderSnParams, body: CancelForm, response: done } },
    async (request, reply) => {
      await orders.cancel(request.memberId, request.params.sn, request.body.reason);
      return reply.status(200).send();
    },
  );
  app.post('/buyer/trade/orders/:sn/rog', { preValidation, schema: { params: OrderSnParams, response: done } }, async (request, reply) => {
    await orders.confirmReceipt(request.memberId, request.params.sn);
    return reply.status(200).send();
  });
};
