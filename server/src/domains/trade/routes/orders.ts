import type { FastifyPluginAsync } from 'fastify';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../../../src/core/contract/rules';
import { asSource, intWithDefault, oneOf, optionalString, requiredString } from '../../../http/params';
import { ORDER_FILTERS } from '../../../services/trade/order-service';
import { requireMember } from '../../guards';

/** Spec §5/§9: a cancel reason is required, at most 200 characters. */
export const CANCEL_REASON_MAX = 200;
const SN_MAX = 40;

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { trade, absoluteUrl } = app.services;
  const { orders } = trade;
  const snOf = (params: unknown) => requiredString(asSource(params), 'sn', SN_MAX);

  app.get('/buyer/trade/orders', { preHandler }, async (request) => {
    const query = asSource(request.query);
    return orders.list(request.memberId, {
      filter: oneOf(query, 'order_status', ORDER_FILTERS, 'ALL'),
      pageNo: intWithDefault(query, 'page_no', { min: 1, max: 10_000 }, 1),
      pageSize: intWithDefault(query, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, PAGE_SIZE_DEFAULT),
      keyword: optionalString(query, 'key_words', 50),
      locale: request.lang,
      resolveAsset: absoluteUrl,
    });
  });
  app.get('/buyer/trade/orders/status-num', { preHandler }, async (request) => orders.statusNum(request.memberId));
  app.get('/buyer/trade/orders/:sn', { preHandler }, async (request) =>
    orders.detail(request.memberId, snOf(request.params), request.lang, absoluteUrl),
  );
  app.get('/buyer/trade/orders/:sn/cancel-left-time', { preHandler }, async (request) =>
    orders.cancelLeftTime(request.memberId, snOf(request.params)),
  );
  app.post('/buyer/trade/orders/:sn/cancel', { preHandler }, async (request, reply) => {
    const reason = requiredString({ ...asSource(request.query), ...asSource(request.body) }, 'reason', CANCEL_REASON_MAX);
    await orders.cancel(request.memberId, snOf(request.params), reason);
    return reply.status(200).send();
  });
  app.post('/buyer/trade/orders/:sn/rog', { preHandler }, async (request, reply) => {
    await orders.confirmReceipt(request.memberId, snOf(request.params));
    return reply.status(200).send();
  });
};
