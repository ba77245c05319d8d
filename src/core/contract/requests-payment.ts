// Request shapes of the cashier and payment (spec §7 Checkout) as the server's route schemas read
// them: what a payment route pays (`{kind}/{sn}`), the plugin, the balance password.
import { optional, type, type Infer } from 'superstruct';
import { oneOf, text, withDefault } from './request-fields';

/** A trade's or order's sn as sent. */
export const PAY_SN_MAX = 40;
/** `TRADE:<sn>:<12 hex>`, the bill references the gateway round trip makes. */
export const PAY_REFERENCE_MAX = 64;

/** `GET /buyer/payment/{PC|WAP}` (an empty client reads as PC's, as it always did). */
export const PaymentClientParams = type({ client: optional(oneOf(['PC', 'WAP'] as const)) });

/** `/buyer/…/{kind}/{sn}`: what a payment route pays, a whole trade or one of its orders. */
export const PayTargetParams = type({ kind: oneOf(['TRADE', 'ORDER'] as const), sn: text(PAY_SN_MAX) });
export type PayTargetParams = Infer<typeof PayTargetParams>;

/** `GET /buyer/trade/orders/cashier`: a trade's sn, else an order's (one of them is needed). */
export const CashierQuery = type({ trade_sn: optional(text(PAY_SN_MAX)), order_sn: optional(text(PAY_SN_MAX)) });

/** The longest partner page address a payment may return to. */
export const RETURN_URL_MAX = 2000;

/**
 * `GET /buyer/order/pay/{kind}/{sn}`: the gateway's plugin (the sandbox's unless the QR one is
 * asked), and the partner page to come back to (used only when its origin is a partner's).
 */
export const PayQuery = type({
  payment_plugin_id: withDefault(oneOf(['sandboxPlugin', 'weixinPayPlugin'] as const), 'sandboxPlugin'),
  client_type: withDefault(oneOf(['PC', 'WAP'] as const), 'PC'),
  return_url: optional(text(RETURN_URL_MAX)),
});

/** `POST /buyer/balance/part/{kind}/{sn}`: the SHA-256 of the payment password, when the member has one. */
export const BalancePartForm = type({ password: optional(text(64)) });

/** `GET /buyer/payment/weixin/status/{reference}` */
export const BillReferenceParams = type({ id: text(PAY_REFERENCE_MAX) });
