import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { validationError } from '../../../http/errors';
import { asSource, oneOf, optionalString, requiredString, type Source } from '../../../http/params';
import { sign, signatureMatches } from '../../../services/payment/gateway';
import { QR_PLUGIN } from '../../../services/payment/qr-plugin';
import { requireMember } from '../../guards';
import { sandboxQrRoutes } from './sandbox-qr';

const KINDS = ['TRADE', 'ORDER'] as const;
const SN_MAX = 40;
// `TRADE:<sn>:<12 hex>`, the bill references `start` makes
const REFERENCE_MAX = 64;

const strings = (source: Source): Record<string, string> =>
  Object.fromEntries(Object.entries(source).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `{kind}/{sn}` of a payment route. */
function payTarget(source: Source): { kind: (typeof KINDS)[number]; sn: string } {
  const kind = oneOf(source, 'kind', KINDS);
  if (!kind) throw validationError('fieldRequired', { field: 'kind' });
  return { kind, sn: requiredString(source, 'sn', SN_MAX) };
}

/**
 * Cashier, payment methods, the gateway round trip, and, with PAYMENT_GATEWAY=sandbox, the
 * sandbox gateway itself; without it no route of the sandbox exists.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { payment } = app.services;
  const { payments } = payment;

  app.get('/buyer/payment/:client', { preHandler }, async (request) => {
    oneOf(asSource(request.params), 'client', ['PC', 'WAP'] as const);
    return payments.methods(request.lang);
  });

  app.get('/buyer/trade/orders/cashier', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const tradeSn = optionalString(query, 'trade_sn', SN_MAX);
    const orderSn = optionalString(query, 'order_sn', SN_MAX);
    if (!tradeSn && !orderSn) throw validationError('fieldRequired', { field: 'trade_sn' });
    return payments.cashier(request.memberId, tradeSn ? 'TRADE' : 'ORDER', tradeSn ?? orderSn ?? '');
  });

  app.get('/buyer/order/pay/:kind/:sn', { preHandler }, async (request) => {
    const params = asSource(request.params);
    const kind = oneOf(params, 'kind', KINDS);
    if (!kind) throw validationError('fieldRequired', { field: 'kind' });
    const sn = requiredString(params, 'sn', SN_MAX);
    const query = asSource(request.query);
    const plugin = oneOf(query, 'payment_plugin_id', ['sandboxPlugin', QR_PLUGIN] as const, 'sandboxPlugin');
    oneOf(query, 'client_type', ['PC', 'WAP'] as const, 'PC');
    return payment.pay(request.memberId, kind, sn, plugin, request.lang);
  });

  /** Part of a trade (or order) from the balance, the rest left for another method; `password` is the SHA-256 of the payment password. */
  app.post('/buyer/balance/part/:kind/:sn', { preHandler }, async (request) => {
    const { kind, sn } = payTarget(asSource(request.params));
    return payments.payPart(
      request.memberId,
      kind,
      sn,
      optionalString({ ...asSource(request.query), ...asSource(request.body) }, 'password', 64),
    );
  });

  /** The buyer pays what is due by bank transfer: the orders await confirmation; the reply says where to send it. */
  app.post('/buyer/payment/transfer/:kind/:sn', { preHandler }, async (request) => {
    const { kind, sn } = payTarget(asSource(request.params));
    return payments.chooseTransfer(request.memberId, kind, sn);
  });

  /** Where one gateway payment stands (STARTED, DECLINED, PAID, REFUNDED); polled while it is confirmed. */
  app.get('/buyer/payment/weixin/status/:id', { preHandler }, async (request) => {
    return payments.billStatus(request.memberId, requiredString(asSource(request.params), 'id', REFERENCE_MAX));
  });

  if (payment.sandbox) await app.register(sandboxGatewayRoutes);
};

/**
 * The sandbox's notification endpoint, and the sandbox gateway: what an outside gateway would
 * serve on its own domain. It posts only to this server's own notify URL and sends the browser
 * back only to this server's origin, whatever a signed form says (belt and braces: the form is
 * signed by us, from PUBLIC_URL).
 */
const sandboxGatewayRoutes: FastifyPluginAsync = async (app) => {
  const { payments, sandbox } = app.services.payment;
  if (!sandbox) return;
  const { secret, ownNotifyUrl, ownPage } = sandbox;
  const refuse = (reply: FastifyReply, what: string) =>
    reply.status(400).type('text/plain; charset=utf-8').send(`Sandbox gateway: ${what}`);

  /** Called by the gateway, server to server, never by a browser: answers `success` or 400. */
  app.post('/buyer/payment/notify/sandboxPlugin', async (request, reply) => {
    const ok = await payments.notify(strings(asSource(request.body)));
    return reply
      .status(ok ? 200 : 400)
      .type('text/plain')
      .send(ok ? 'success' : 'fail');
  });

  app.post('/sandbox-gateway/checkout', async (request, reply) => {
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
  app.post('/sandbox-gateway/confirm', async (request, reply) => {
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
