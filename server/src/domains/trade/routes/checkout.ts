import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CART_WAYS } from '../../../../../src/core/contract/rules';
import { validationError } from '../../../http/errors';
import { asSource, ID_RANGE, oneOf, optionalString, requiredInt, requiredString } from '../../../http/params';
import { fieldsOf } from '../../../http/request-fields';
import { PAYMENT_TYPES, RECEIVE_TIMES } from '../../../services/trade/checkout-service';
import { parseReceipt } from '../../../services/trade/receipt';
import { requireBuyer, requireMember } from '../../guards';

const REMARK_MAX = 200;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The idempotency key: the `Idempotency-Key` header or an `idempotency_key` field. */
function keyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? optionalString(fieldsOf(request), 'idempotency_key', 64);
  if (!key) throw validationError('fieldRequired', { field: 'idempotency_key' });
  if (!KEY_PATTERN.test(key))
    throw validationError('tradeFieldPattern', { field: 'idempotency_key', hint: '8–64 letters, digits, - or _' });
  return key;
}

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { trade, absoluteUrl } = app.services;
  const { checkout } = trade;
  const done = <T extends { status(code: number): { send(): unknown } }>(reply: T) => reply.status(200).send();

  app.get('/buyer/trade/checkout-params', { preHandler }, async (request) => checkout.params(request.memberId));

  app.post('/buyer/trade/checkout-params/address-id/:id', { preHandler }, async (request, reply) => {
    await checkout.setAddress(request.memberId, requiredInt(asSource(request.params), 'id', ID_RANGE));
    return done(reply);
  });
  app.post('/buyer/trade/checkout-params/payment-type', { preHandler }, async (request, reply) => {
    // spec §7: payment_type defaults to ONLINE when not sent
    await checkout.setPaymentType(request.memberId, oneOf(fieldsOf(request), 'payment_type', PAYMENT_TYPES, 'ONLINE'));
    return done(reply);
  });
  app.post('/buyer/trade/checkout-params/receive-time', { preHandler }, async (request, reply) => {
    const time = oneOf(fieldsOf(request), 'receive_time', RECEIVE_TIMES);
    if (!time) throw validationError('fieldRequired', { field: 'receive_time' });
    await checkout.setReceiveTime(request.memberId, time);
    return done(reply);
  });
  app.post('/buyer/trade/checkout-params/remark', { preHandler }, async (request, reply) => {
    await checkout.setRemark(request.memberId, optionalString(fieldsOf(request), 'remark', REMARK_MAX) ?? '');
    return done(reply);
  });
  app.post('/buyer/trade/checkout-params/receipt', { preHandler }, async (request, reply) => {
    // each invoice type's fields, lengths and formats (contract/checkout.ts); nothing saved on a 400
    await checkout.setReceipt(request.memberId, parseReceipt(fieldsOf(request)));
    return done(reply);
  });
  app.delete('/buyer/trade/checkout-params/receipt', { preHandler }, async (request, reply) => {
    await checkout.setReceipt(request.memberId, null);
    return done(reply);
  });
  /** Chooses a member coupon (`mc_id`) for the next trade, or drops it with `used=0`. */
  app.post('/buyer/trade/checkout-params/coupon', { preHandler }, async (request, reply) => {
    const fields = fieldsOf(request);
    await checkout.useCoupon(
      request.memberId,
      requiredInt(fields, 'mc_id', ID_RANGE),
      oneOf(fields, 'used', ['0', '1'] as const, '1') === '1',
    );
    return done(reply);
  });

  // an account registered by email buys once it proved the address (issue 9)
  app.post('/buyer/trade/create', { preHandler: requireBuyer(app) }, async (request) => {
    const fields = fieldsOf(request);
    const key = keyOf(request);
    return checkout.create(request.memberId, {
      key,
      way: oneOf(fields, 'way', CART_WAYS, 'CART'),
      client: oneOf(fields, 'client', ['PC', 'WAP'] as const, 'PC'),
      locale: request.lang,
      resolveAsset: absoluteUrl,
    });
  });

  /** Balance payment of a trade or an order; `password` is the SHA-256 of the payment password. */
  app.post('/buyer/balance/pay/:kind/:sn', { preHandler }, async (request) => {
    const params = asSource(request.params);
    const kind = oneOf(params, 'kind', ['TRADE', 'ORDER'] as const);
    if (!kind) throw validationError('fieldRequired', { field: 'kind' });
    const sn = requiredString(params, 'sn', 40);
    return checkout.payWithBalance(request.memberId, kind, sn, optionalString(fieldsOf(request), 'password', 64));
  });
};
