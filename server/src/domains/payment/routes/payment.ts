import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { oneOfReplies } from '../../../../../src/core/contract/one-of-replies';
import {
  BalancePartForm,
  BillReferenceParams,
  CashierQuery,
  PaymentClientParams,
  PayQuery,
  PayTargetParams,
} from '../../../../../src/core/contract/requests-payment';
import {
  BalancePart,
  BillState,
  Cashier,
  PaymentMethod,
  PayForm,
  QrPayForm,
  TransferInstructions,
} from '../../../../../src/core/contract/types-payment';
import { array } from 'superstruct';
import { validationError } from '../../../http/errors';
import { asSource, type Source } from '../../../http/source';
import { NOT_API } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { sign, signatureMatches } from '../../../services/payment/gateway';
import { requireMember } from '../../guards';
import { sandboxQrRoutes } from './sandbox-qr';

const strings = (source: Source): Record<string, string> =>
  Object.fromEntries(Object.entries(source).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Cashier, payment methods, the gateway round trip, and, with PAYMENT_GATEWAY=sandbox, the
 * sandbox gateway itself; without it no route of the sandbox exists.
 */
export const paymentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { payment } = app.services;
  const { payments } = payment;

  app.get(
    '/buyer/payment/:client',
    { preValidation, schema: { params: PaymentClientParams, response: { 200: array(PaymentMethod) } } },
    async (request) => payments.methods(request.lang),
  );

  app.get(
    '/buyer/trade/orders/cashier',
    { preValidation, schema: { querystring: CashierQuery, response: { 200: Cashier } } },
    async (request) => {
      const { trade_sn: tradeSn, order_sn: orderSn } = request.query;
      if (!tradeSn && !orderSn) throw validationError('fieldRequired', { field: 'trade_sn' });
      return payments.cashier(request.memberId, tradeSn ? 'TRADE' : 'ORDER', tradeSn ?? orderSn ?? '');
    },
  );

  // the QR plugin's reply carries the code instead of a form to post
  app.get(
    '/buyer/order/pay/:kind/:sn',
    { preValidation, schema: { params: PayTargetParams, querystring: PayQuery, response: { 200: oneOfReplies(QrPayForm, PayForm) } } },
    async (request) => {
      const { kind, sn } = request.params;
      const { payment_plugin_id: plugin, return_url: returnPage } = request.query;
      return payment.pay(request.memberId, kind, sn, plugin, request.lang, returnPage);
    },
  );

  /** Part of a trade (or order) from the balance, the rest left for another method; `password` is the SHA-256 of the payment password. */
  app.post(
    '/buyer/balance/part/:kind/:sn',
    { preValidation, schema: { params: PayTargetParams, body: BalancePartForm, response: { 200: BalancePart } } },
    async (request) => {
      const { kind, sn } = request.params;
      return payments.payPart(request.memberId, kind, sn, request.body.password);
    },
  );

  /** The buyer pays what is due by bank transfer: the orders await confirmation; the reply says where to send it. */
  app.post(
    '/buyer/payment/transfer/:kind/:sn',
    { preValidation, schema: { params: PayTargetParams, response: { 200: TransferInstructions } } },
    async (request) => payments.chooseTransfer(request.memberId, request.params.kind, request.params.sn),
  );

  /** Where one gateway payment stands (STARTED, DECLINED, PAID, REFUNDED); polled while it is confirmed. */
  app.get(
    '/buyer/payment/weixin/status/:id',
    { preValidation, schema: { params: BillReferenceParams, response: { 200: BillState } } },
    async (request) => payments.billStatus(request.memberId, request.params.id),
  );

  if (payment.sandbox) await app.register(sandboxGatewayRoutes);
};

/** The sandbox's pages and its notification protocol answer as an outside gateway would, not as the API. */
const SANDBOX = { schema: { response: { 200: NOT_API, 400: NOT_API } } };

/**
 * The sandbox's notification endpoint, and the sandbox gateway: what an outside gateway would
 * serve on its own domain. It posts only to this server's own notify URL and sends the browser
 * back only to this server's origin or a configured partner's, whatever a signed form says (belt and braces: the form is
 * signed by us, from PUBLIC_URL).
 */
const sandboxGatewayRoutes: FastifyPluginAsync = async (app) => {
  const { payments, sandbox } = app.services.payment;
  if (!sandbox) return;
  const { secret, ownNotifyUrl, ownPage } = sandbox;
  const refuse = (reply: FastifyReply, what: string) =>
    reply.status(400).type('text/plain; charset=utf-8').send(`Sandbox gateway: ${what}`);

  /** Called by the gateway, server to server, never by a browser: answers `success` or 400. */
  app.post('/buyer/payment/notify/sandboxPlugin', SANDBOX, async (request, reply) => {
    const ok = await payments.notify(strings(asSource(request.body)));
    return reply
      .status(ok ? 200 : 400)
      .type('text/plain')
      .send(ok ? 'success' : 'fail');
  });

  app.post('/sandbox-gateway/checkout', SANDBOX, async (request, reply) => {
    const f = strings(asSource(request.body));
    const fields = ['reference', 'amount', 'return_url', 'notify_url'] as const;
    if (
      !signatureMatches(
        secret,
        fields.map((name) => f[name] ?? ''),
        f.sign ?? '',
      )
    )
      return refuse(reply, 'the merchant signature does not match');
    const hidden = [...fields, 'sign' as const]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(f[name] ?? '')}">`)
      .join('');
    const amount = (Number(f.amount) / 100).toFixed(2);
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px">
<h1 style="font-size:20px">Sandbox Pay</h1><p>Vitrina · ${escapeHtml(f.reference ?? '')}</p><p style="font-size:28px;font-weight:700" data-testid="amount">MXN ${amount}</p>
<form method="post" action="confirm">${hidden}<button name="status" value="PAID" style="font-size:16px;padding:10px 18px">Pagar / Pay</button>
<button name="status" value="DECLINED" style="font-size:16px;padding:10px 18px">Rechazar / Decline</button></form></body></html>`);
  });

  await app.register(sandboxQrRoutes);

  /** The buyer's choice: notify the merchant server to server, then send the browser back. */
  app.post('/sandbox-gateway/confirm', SANDBOX, async (request, reply) => {
    const f = strings(asSource(request.body));
    if (!signatureMatches(secret, [f.reference ?? '', f.amount ?? '', f.return_url ?? '', f.notify_url ?? ''], f.sign ?? '')) {
      return refuse(reply, 'the merchant signature does not match');
    }
    if (!ownNotifyUrl(f.notify_url ?? '')) return refuse(reply, "notify_url is not this shop's notification address");
    if (!ownPage(f.return_url ?? '')) return refuse(reply, 'return_url is not a page of this shop');
    const status = f.status === 'PAID' ? 'PAID' : 'DECLINED';
    const body = new URLSearchParams({
      reference: f.reference ?? '',
      amount: f.amount ?? '',
      status,
      sign: sign(secret, [f.reference ?? '', f.amount ?? '', status]),
    });
    const notified = await fetch(f.notify_url ?? '', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
      .then((response) => response.ok)
      .catch(() => false);
    const back = new URL(f.return_url ?? '/');
    back.searchParams.set('status', notified ? status : 'ERROR');
    return reply.redirect(back.toString(), 303);
  });
};
