// Reply shapes of the cashier and payment (spec §7 Checkout): the methods, what is due, the
// gateway form or QR code, balance payments, the bank transfer and where a gateway payment stands.
import { array, assign, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { Flag } from './shared-structs';

/** What a payment route pays: a whole trade, or one of its orders. */
export const PAY_KINDS = ['TRADE', 'ORDER'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/** `GET /buyer/payment/{PC|WAP}` item: a method the cashier offers. */
export const PaymentMethod = type({ method_name: string(), plugin_id: string(), is_retrace: Flag, image: string() });
export type PaymentMethod = Infer<typeof PaymentMethod>;

/** Where to send a bank transfer (SPEI) of what is due: the marketplace's account and the reference to write. */
export const TransferInstructions = type({
  bank_name: string(),
  account_name: string(),
  clabe: string(),
  reference: string(),
  amount: number(),
});
export type TransferInstructions = Infer<typeof TransferInstructions>;

/** `GET /buyer/trade/orders/cashier?trade_sn|order_sn`: what is due, where it ships, the balance. */
export const Cashier = type({
  ship_name: string(),
  ship_addr: string(),
  ship_mobile: string(),
  ship_province: string(),
  ship_city: string(),
  ship_county: string(),
  need_pay_price: number(),
  /** the orders' payment type: ONLINE, COD (paid to the carrier), or TRANSFER once a bank transfer was chosen */
  pay_type_text: string(),
  /** whether the orders are still due, paid, or were cancelled (for /payment-complete) */
  pay_state: enums(['UNPAID', 'PAID', 'CANCELLED']),
  /** the orders' total, and the part of it already paid from the balance */
  order_price: number(),
  balance_price: number(),
  /** gateway money that went back to the balance, and balance parts of cancelled orders */
  refund_price: number(),
  transfer: nullable(TransferInstructions),
  deposite: type({ is_used: Flag, is_pwd: Flag, balance: number() }),
});
export type Cashier = Infer<typeof Cashier>;

/** A QR payment's code: the gateway's phone page as an image (data URL), its bill and how long it is good. */
export const QrCode = type({ reference: string(), url: string(), image: string(), amount: number(), expires_in: number() });
export type QrCode = Infer<typeof QrCode>;

/** `GET /buyer/order/pay/{kind}/{sn}?payment_plugin_id`: the form the browser posts to the gateway. */
export const PayForm = type({ gateway_url: string(), form_items: array(type({ item_name: string(), item_value: string() })) });
export type PayForm = Infer<typeof PayForm>;

/** The same call for the QR plugin (`weixinPayPlugin`): no form to post, the code the payer's phone scans. */
export const QrPayForm = assign(PayForm, type({ qr: QrCode }));
export type QrPayForm = Infer<typeof QrPayForm>;

/** `POST /buyer/balance/part/{kind}/{sn}`: min(balance, due) paid, the balance left, what is still due. */
export const BalancePart = type({ paid: number(), balance: number(), need_pay_price: number() });
export type BalancePart = Infer<typeof BalancePart>;

/** `GET /buyer/payment/weixin/status/{reference}`: where one gateway payment stands; EXPIRED is a QR code nobody paid in time. */
export const BillState = type({
  reference: string(),
  status: enums(['STARTED', 'DECLINED', 'PAID', 'REFUNDED', 'EXPIRED']),
  kind: enums(PAY_KINDS),
  sn: string(),
  paid: Flag,
});
export type BillState = Infer<typeof BillState>;
