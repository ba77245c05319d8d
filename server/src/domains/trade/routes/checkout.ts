import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CouponChoice,
  IdParams,
  PaymentTypeForm,
  ReceiptForm,
  ReceiveTimeForm,
  RemarkForm,
  TradeCreate,
} from '../../../../../src/core/contract/requests-checkout';
import { BalancePartForm, PayTargetParams } from '../../../../../src/core/contract/requests-payment';
import { BalancePaid, CheckoutParams, Trade } from '../../../../../src/core/contract/types-checkout';
import { validationError } from '../../../http/errors';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { parseReceipt } from '../../../services/trade/receipt';
import { requireBuyer, requireMember } from '../../guards';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const done = { 200: NO_BODY };

/** The idempotency key: the `Idempotency-Key` header, else the form's `idempotency_key` (read by the route schema). */
function keyOf(request: FastifyRequest, field: string | undefined): string {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? field;
  if (!key) throw validationError('fieldRequired', { field: 'idempotency_key' });
  if (!KEY_PATTERN.test(key))
    throw validationError('tradeFieldPattern', { field: 'idempotency_key', hint: '8–64 letters, digits, - or _' });
  return key;
}

export const checkoutRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { trade, absoluteUrl } = app.services;
  const { checkout } = trade;

  app.get('/buyer/trade/checkout-params', { preValidation, schema: { response: { 200: CheckoutParams } } }, async (request) =>
    checkout.params(request.memberId),
  );

  app.post(
    '/buyer/trade/checkout-params/address-id/:id',
    { preValidation, schema: { params: IdParams, response: done } },
    async (request, reply) => {
      await checkout.setAddress(request.memberId, request.params.id);
      return reply.status(200).send();
    },
  );
  app.post(
    '/buyer/trade/checkout-params/payment-type',
    { preValidation, schema: { body: PaymentTypeForm, response: done } },
    async (request, reply) => {
      await checkout.setPaymentType(request.memberId, request.body.payment_type);
      return reply.status(200).send();
    },
  );
  app.post(
    '/buyer/trade/checkout-params/receive-time',
    { preValidation, schema: { body: ReceiveTimeForm, response: done } },
    async (request, reply) => {
      await checkout.setReceiveTime(request.memberId, request.body.receive_time);
      return reply.status(200).send();
    },
  );
  app.post(
    '/buyer/trade/checkout-params/remark',
    { preValidation, schema: { body: RemarkForm, response: done } },
    async (request, reply) => {
      await checkout.setRemark(request.memberId, request.body.remark ?? '');
      return reply.status(200).send();
    },
  );
  app.post(
    '/buyer/trade/checkout-params/receipt',
    { preValidation, schema: { body: ReceiptForm, response: done } },
    async (request, reply) => {
      // each invoice type's fields, lengths and formats (contract/checkout.ts); nothing saved on a 400
      await checkout.setReceipt(request.memberId, parseReceipt(request.body));
      return reply.status(200).send();
    },
  );
  app.delete('/buyer/trade/checkout-params/receipt', { preValidation, schema: { response: done } }, async (request, reply) => {
    await checkout.setReceipt(request.memberId, null);
    return reply.status(200).send();
  });
  /** Chooses a member coupon (`mc_id`) for the next trade, or drops it with `used=0`. */
  app.post(
    '/buyer/trade/checkout-params/coupon',
    { preValidation, schema: { body: CouponChoice, response: done } },
    async (request, reply) => {
      await checkout.useCoupon(request.memberId, request.body.mc_id, request.body.used === '1', request.lang);
      return reply.status(200).send();
    },
  );

  // an account registered by email buys once it proved the address (issue 9)
  app.post(
    '/buyer/trade/create',
    { preValidation: requireBuyer(app), schema: { body: TradeCreate, response: { 200: Trade } } },
    async (request) => {
      const { way, client, idempotency_key: field } = request.body;
      return checkout.create(request.memberId, {
        key: keyOf(request, field),
        way,
        client,
        locale: request.lang,
        resolveAsset: absoluteUrl,
      });
    },
  );

  /** Balance payment of a trade or an order; `password` is the SHA-256 of the payment password. */
  app.post(
    '/buyer/balance/pay/:kind/:sn',
    { preValidation, schema: { params: PayTargetParams, body: BalancePartForm, response: { 200: BalancePaid } } },
    async (request) => checkout.payWithBalance(request.memberId, request.params.kind, request.params.sn, request.body.password),
  );
};
