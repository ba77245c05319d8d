import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A payment gateway as the server sees it: where to send the buyer (a form posted to
 * `gatewayUrl`), and how to trust the gateway's server-to-server notification. Real gateways
 * (Conekta, Mercado Pago, OpenPay) implement this; `createSandboxGateway` is the one we serve.
 */
export interface PaymentGateway {
  readonly pluginId: string;
  /** a test gateway: its payments are play money, never to be taken in production */
  readonly sandbox: boolean;
  start(payment: { reference: string; amountCents: number; returnUrl: string; notifyUrl: string }): {
    gateway_url: string;
    form_items: { item_name: string; item_value: string }[];
  };
  /**
   * A QR payment, when the gateway offers one: the URL the payer's phone opens (what the QR
   * encodes), where the payer confirms; the gateway then notifies `notifyUrl` as after a redirect.
   */
  startQr?(payment: { reference: string; amountCents: number; expiresAt: number; notifyUrl: string; locale: string }): { qr_url: string };
  /** The payment a notification reports, or undefined when its signature is not the gateway's. */
  verify(fields: Readonly<Record<string, string>>): { reference: string; amountCents: number; paid: boolean } | undefined;
}

const SIGNED = ['reference', 'amount', 'status'] as const;
/** What a sandbox QR URL carries, signed (its `lang` only picks the phone page's language). */
export const QR_SIGNED = ['reference', 'amount', 'expires', 'notify_url'] as const;
/** Keeps a QR link's signature apart from the redirect form's and the notification's. */
export const QR_SIGN_PREFIX = 'qr';

export function sign(secret: string, values: readonly string[]): string {
  return createHmac('sha256', secret).update(values.join('|')).digest('hex');
}

export function signatureMatches(secret: string, values: readonly string[], signature: string): boolean {
  const expected = Buffer.from(sign(secret, values), 'hex');
  const actual = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The sandbox gateway's merchant side; its buyer-facing pages live at `checkoutUrl` (the redirect
 * flow) and `phoneUrl` (the page a QR code opens on the payer's phone).
 */
export function createSandboxGateway(options: { secret: string; checkoutUrl: string; phoneUrl: string }): PaymentGateway {
  return {
    pluginId: 'sandboxPlugin',
    sandbox: true,
    start({ reference, amountCents, returnUrl, notifyUrl }) {
      const amount = String(amountCents);
      const items: Record<string, string> = {
        merchant: 'vitrina',
        reference,
        amount,
        return_url: returnUrl,
        notify_url: notifyUrl,
        sign: sign(options.secret, [reference, amount, returnUrl, notifyUrl]),
      };
      return {
        gateway_url: options.checkoutUrl,
        form_items: Object.entries(items).map(([item_name, item_value]) => ({ item_name, item_value })),
      };
    },
    startQr({ reference, amountCents, expiresAt, notifyUrl, locale }) {
      const fields: Record<(typeof QR_SIGNED)[number], string> = {
        reference,
        amount: String(amountCents),
        expires: String(expiresAt),
        notify_url: notifyUrl,
      };
      const query = new URLSearchParams({
        ...fields,
        lang: locale,
        sign: sign(options.secret, [QR_SIGN_PREFIX, ...QR_SIGNED.map((name) => fields[name])]),
      });
      return { qr_url: `${options.phoneUrl}?${query.toString()}` };
    },
    verify(fields) {
      const values = SIGNED.map((name) => fields[name] ?? '');
      if (!signatureMatches(options.secret, values, fields.sign ?? '')) return undefined;
      const amountCents = Number(fields.amount);
      if (!Number.isSafeInteger(amountCents) || !fields.reference) return undefined;
      return { reference: fields.reference, amountCents, paid: fields.status === 'PAID' };
    },
  };
}
