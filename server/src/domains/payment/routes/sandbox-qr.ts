import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Locale } from '../../../../../src/core/contract/locales';
import { formatMessage, type MessageKey } from '../../../../../src/core/contract/messages';
import { asSource, type Source } from '../../../http/source';
import { NOT_API } from '../../../http/reply-kinds';
import { QR_SIGN_PREFIX, QR_SIGNED, sign, signatureMatches } from '../../../services/payment/gateway';

/** The sandbox gateway's page a QR code opens on the payer's phone. */
export const SANDBOX_QR_PATH = '/sandbox-gateway/qr';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const strings = (source: Source): Record<string, string> =>
  Object.fromEntries(Object.entries(source).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));

type QrFields = Record<(typeof QR_SIGNED)[number], string>;

/**
 * The QR link's fields when its signature is the merchant's (undefined otherwise), and whether
 * its time to be paid has run out.
 */
function readLink(secret: string, f: Record<string, string>, now: number): { fields: QrFields; expired: boolean } | undefined {
  const fields = Object.fromEntries(QR_SIGNED.map((name) => [name, f[name] ?? ''])) as QrFields;
  if (!signatureMatches(secret, [QR_SIGN_PREFIX, ...QR_SIGNED.map((name) => fields[name])], f.sign ?? '')) return undefined;
  const expires = Number(fields.expires);
  return { fields, expired: !Number.isSafeInteger(expires) || expires <= now };
}

/** A small phone-sized page of the sandbox gateway, in the buyer's language. */
function page(reply: FastifyReply, locale: Locale, status: number, body: string) {
  const html = `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:32px auto;padding:0 16px;line-height:1.4">
<h1 style="font-size:20px">Sandbox Pay</h1>${body}</body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

const note = (reply: FastifyReply, locale: Locale, status: number, key: MessageKey, outcome: string) =>
  page(
    reply,
    locale,
    status,
    `<p role="status" data-outcome="${outcome}" style="font-size:18px">${escapeHtml(formatMessage(key, locale))}</p>`,
  );

/**
 * What an outside gateway serves for a QR payment, here on our own server: `GET` shows the amount
 * and lets the payer confirm or decline; `POST` notifies the merchant server to server (the same
 * signed notification as the redirect flow's, only ever to `ownNotifyUrl`) and tells the payer to
 * look back at the cashier.
 */
export const sandboxQrRoutes: FastifyPluginAsync = async (app) => {
  const { sandbox } = app.services.payment;
  if (!sandbox) return;
  const { secret, now, ownNotifyUrl } = sandbox;

  app.get(SANDBOX_QR_PATH, { schema: { response: { 200: NOT_API, 400: NOT_API, 410: NOT_API, 502: NOT_API } } }, async (request, reply) => {
    const locale = request.lang;
    const f = strings(asSource(request.query));
    const link = readLink(secret, f, now());
    if (!link) return note(reply, locale, 400, 'tradeQrInvalid', 'invalid');
    if (link.expired) return note(reply, locale, 410, 'tradeQrExpired', 'expired');
    const { fields } = link;
    const hidden = [...QR_SIGNED.map((name) => [name, fields[name]] as const), ['sign', f.sign ?? ''] as const]
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    const amount = (Number(fields.amount) / 100).toFixed(2);
    const button = 'font-size:18px;padding:12px 18px;min-height:48px;flex:1';
    return page(
      reply,
      locale,
      200,
      `<p style="word-break:break-all">Vitrina · ${escapeHtml(fields.reference)}</p>
<p style="font-size:28px;font-weight:700" data-testid="amount">MXN ${amount}</p>
<form method="post" action="qr?lang=${locale}" style="display:flex;gap:12px">${hidden}
<button name="status" value="PAID" style="${button}">${escapeHtml(formatMessage('tradeQrPay', locale))}</button>
<button name="status" value="DECLINED" style="${button}">${escapeHtml(formatMessage('tradeQrDecline', locale))}</button></form>`,
    );
  });

  app.post(
    SANDBOX_QR_PATH,
    { schema: { response: { 200: NOT_API, 400: NOT_API, 410: NOT_API, 502: NOT_API } } },
    async (request, reply) => {
      const locale = request.lang;
      const f = strings(asSource(request.body));
      const link = readLink(secret, f, now());
      if (!link) return note(reply, locale, 400, 'tradeQrInvalid', 'invalid');
      if (link.expired) return note(reply, locale, 410, 'tradeQrExpired', 'expired');
      const { reference, amount, notify_url: notifyUrl } = link.fields;
      // the server posts to this address: never anywhere but its own notification URL
      if (!ownNotifyUrl(notifyUrl)) return note(reply, locale, 400, 'tradeQrInvalid', 'invalid');
      const status = f.status === 'PAID' ? 'PAID' : 'DECLINED';
      const body = new URLSearchParams({ reference, amount, status, sign: sign(secret, [reference, amount, status]) });
      const notified = await fetch(notifyUrl, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        .then((response) => response.ok)
        .catch(() => false);
      if (!notified) return note(reply, locale, 502, 'tradeQrNotifyFailed', 'error');
      return status === 'PAID' ? note(reply, locale, 200, 'tradeQrPaid', 'paid') : note(reply, locale, 200, 'tradeQrDeclined', 'declined');
    },
  );
};
