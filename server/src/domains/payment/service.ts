import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import { allowedReturnPage } from '../../http/partner-origins';
import { createSandboxGateway } from '../../services/payment/gateway';
import type { PaymentGatewayName } from '../../services/payment/gateway-config';
import type { PayKind } from '../../services/payment/payable';
import { createPaymentService } from '../../services/payment/payment-service';
import { qrSvgDataUrl } from '../../services/payment/qr-image';
import { QR_PLUGIN } from '../../services/payment/qr-plugin';

/** Where the sandbox gateway notifies this server; the only address it will ever post to. */
export const SANDBOX_NOTIFY_PATH = '/api/buyer/payment/notify/sandboxPlugin';

export interface PaymentDeps {
  db: Db;
  clock: () => number;
  /** `sandbox`: the built-in test gateway is mounted and offered; `none`: no online payment */
  paymentGateway: PaymentGatewayName;
  production: boolean;
  /** the secret the sandbox gateway and this server share, as a real gateway and its merchant do; undefined without it */
  sandboxSecret: string | undefined;
  /** cancels orders whose pay window ran out, so the cashier never shows an expired order as due */
  sweepExpired: () => Promise<unknown>;
  /** `/path` → absolute URL on the configured public URL */
  absoluteUrl: (path: string) => string;
  /** the origins of partner pages a payment may return to (PARTNER_ORIGINS) */
  partnerOrigins: () => readonly string[];
}

/** The query a partner page is sent back with: which trade or order, and which bill to confirm. */
export const PARTNER_RETURN_PARAMS = { kind: 'vitrina_kind', sn: 'vitrina_sn', bill: 'vitrina_bill' } as const;

/**
 * Cashier, payment methods, the gateway round trip (a redirect form or a QR code) and, with
 * PAYMENT_GATEWAY=sandbox, the sandbox gateway's side of it; without a gateway there is no online
 * payment at all.
 */
export function createPaymentDomainService({
  db,
  clock,
  paymentGateway,
  production,
  sandboxSecret,
  sweepExpired,
  absoluteUrl,
  partnerOrigins,
}: PaymentDeps) {
  const gateway =
    paymentGateway === 'sandbox' && sandboxSecret !== undefined
      ? createSandboxGateway({ secret: sandboxSecret, checkoutUrl: '/api/sandbox-gateway/checkout', phoneUrl: '/api/sandbox-gateway/qr' })
      : undefined;
  const payments = createPaymentService(db, clock, gateway, { sweepExpired, production });
  const notifyUrl = () => absoluteUrl(SANDBOX_NOTIFY_PATH);
  const ownReturnUrl = (kind: PayKind, sn: string, reference: string) =>
    absoluteUrl(
      `/checkout/cashier-load-pay?${kind === 'TRADE' ? 'trade_sn' : 'order_sn'}=${encodeURIComponent(sn)}&bill=${encodeURIComponent(reference)}`,
    );
  const isOwnPage = (value: string) => URL.canParse(value) && new URL(value).origin === new URL(absoluteUrl('/')).origin;

  return {
    payments,

    /**
     * `GET order/pay/{kind}/{sn}`: the form the client posts to the gateway, or (QR plugin) the QR
     * code of the gateway's phone page, which the cashier shows while it polls the bill. The form
     * returns to the page that confirms this very payment (its bill) before saying it is paid: a
     * real gateway's notification may arrive after the buyer does. That page is the partner page
     * the checkout widget runs on when `returnPage` is on one of the partner origins, else the
     * marketplace's own: the request never chooses an origin by itself.
     */
    async pay(
      memberId: number,
      kind: PayKind,
      sn: string,
      plugin: 'sandboxPlugin' | typeof QR_PLUGIN,
      locale: Locale,
      returnPage?: string,
    ) {
      if (plugin === QR_PLUGIN) {
        const qr = await payments.startQr(memberId, kind, sn, { notifyUrl: notifyUrl(), locale });
        const phoneUrl = absoluteUrl(qr.qr_url);
        return {
          gateway_url: phoneUrl,
          form_items: [],
          qr: { reference: qr.reference, url: phoneUrl, image: await qrSvgDataUrl(phoneUrl), amount: qr.amount, expires_in: qr.expires_in },
        };
      }
      const partnerPage = allowedReturnPage(returnPage, partnerOrigins());
      const started = await payments.start(memberId, kind, sn, {
        returnUrl: (reference) => (partnerPage ? partnerReturnUrl(partnerPage, kind, sn, reference) : ownReturnUrl(kind, sn, reference)),
        notifyUrl: notifyUrl(),
      });
      return { ...started, gateway_url: absoluteUrl(started.gateway_url) };
    },

    /**
     * The sandbox gateway (PAYMENT_GATEWAY=sandbox), what an outside gateway serves on its own
     * domain; undefined otherwise, and then none of its routes exist. It posts only to this
     * server's own notify URL and sends the browser back only to this server's origin.
     */
    sandbox:
      gateway?.sandbox && sandboxSecret !== undefined
        ? {
            secret: sandboxSecret,
            /** Unix seconds */
            now: () => Math.floor(clock() / 1000),
            ownNotifyUrl: (value: string) => value === notifyUrl(),
            ownPage: (value: string) => isOwnPage(value) || allowedReturnPage(value, partnerOrigins()) !== undefined,
          }
        : undefined,
  };
}

export type PaymentDomainService = ReturnType<typeof createPaymentDomainService>;

/** The partner page, with which payment to confirm in its query (the gateway adds `status`). */
function partnerReturnUrl(page: URL, kind: PayKind, sn: string, reference: string): string {
  const url = new URL(page);
  for (const name of [...url.searchParams.keys()]) if (name === 'status' || name.startsWith('vitrina_')) url.searchParams.delete(name);
  url.searchParams.set(PARTNER_RETURN_PARAMS.kind, kind);
  url.searchParams.set(PARTNER_RETURN_PARAMS.sn, sn);
  url.searchParams.set(PARTNER_RETURN_PARAMS.bill, reference);
  return url.toString();
}
