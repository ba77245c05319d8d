// Cashier and payment calls (spec §7 Checkout): methods, what is due, the gateway form, balance,
// part balance, bank transfer, and where one gateway payment stands.
import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { call } from './check';

const Method = type({ method_name: string(), plugin_id: string() });
export type PaymentMethod = Infer<typeof Method>;
const Transfer = type({ bank_name: string(), account_name: string(), clabe: string(), reference: string(), amount: number() });
export type TransferInstructions = Infer<typeof Transfer>;
const Cashier = type({
  ship_name: string(),
  ship_addr: string(),
  ship_mobile: string(),
  ship_province: string(),
  ship_city: string(),
  ship_county: string(),
  need_pay_price: number(),
  deposite: type({ is_pwd: number(), balance: number() }),
  // this server's additions; a plain Javashop backend leaves them out
  pay_state: optional(enums(['UNPAID', 'PAID', 'CANCELLED'])),
  pay_type_text: optional(string()),
  order_price: optional(number()),
  balance_price: optional(number()),
  refund_price: optional(number()),
  transfer: optional(nullable(Transfer)),
});
export type Cashier = Infer<typeof Cashier>;
const PayForm = type({ gateway_url: string(), form_items: array(type({ item_name: string(), item_value: string() })) });
export type PayForm = Infer<typeof PayForm>;
// EXPIRED: a QR code nobody paid in time (this server's addition)
const Bill = type({ reference: string(), status: enums(['STARTED', 'DECLINED', 'PAID', 'REFUNDED', 'EXPIRED']) });
export type BillStatus = Infer<typeof Bill>['status'];

const QrPay = type({ qr: type({ reference: string(), url: string(), image: string(), amount: number(), expires_in: number() }) });
export type QrPayment = Infer<typeof QrPay>['qr'];

export type PayKind = 'TRADE' | 'ORDER';
/** The QR payment method's plugin id. */
export const QR_PLUGIN = 'weixinPayPlugin';

export const fetchPaymentMethods = () => call({ path: '/buyer/payment/PC', auth: true }, array(Method));
export const fetchCashier = (kind: PayKind, sn: string) =>
  call({ path: '/buyer/trade/orders/cashier', query: kind === 'TRADE' ? { trade_sn: sn } : { order_sn: sn }, auth: true }, Cashier);
export const startGatewayPayment = (kind: PayKind, sn: string) =>
  call(
    {
      path: `/buyer/order/pay/${kind}/${encodeURIComponent(sn)}`,
      query: { client_type: 'PC', pay_mode: 'normal', payment_plugin_id: 'sandboxPlugin' },
      auth: true,
    },
    PayForm,
  );
/** Pays from the balance; `password` is the SHA-256 of the payment password when one is set. */
export const payWithBalance = (kind: PayKind, sn: string, password?: string) =>
  call(
    { method: 'POST', path: `/buyer/balance/pay/${kind}/${encodeURIComponent(sn)}`, form: password ? { password } : {}, auth: true },
    type({ paid: number(), balance: number() }),
  );
/** Pays what the balance covers, min(balance, due); the rest stays due for another method. */
export const payPartWithBalance = (kind: PayKind, sn: string, password?: string) =>
  call(
    { method: 'POST', path: `/buyer/balance/part/${kind}/${encodeURIComponent(sn)}`, form: password ? { password } : {}, auth: true },
    type({ paid: number(), balance: number(), need_pay_price: number() }),
  );
/** Chooses a bank transfer for what is due; the reply is where to send it. */
export const chooseBankTransfer = (kind: PayKind, sn: string) =>
  call({ method: 'POST', path: `/buyer/payment/transfer/${kind}/${encodeURIComponent(sn)}`, auth: true }, Transfer);
/** A QR payment of what is due: the code (an image drawn by the server) the payer's phone scans, and its bill. */
export const startQrPayment = async (kind: PayKind, sn: string, signal?: AbortSignal): Promise<QrPayment> =>
  (
    await call(
      {
        path: `/buyer/order/pay/${kind}/${encodeURIComponent(sn)}`,
        query: { client_type: 'PC', pay_mode: 'normal', payment_plugin_id: QR_PLUGIN },
        auth: true,
        signal,
      },
      QrPay,
    )
  ).qr;
/** Where one gateway payment (its bill reference) stands. */
export const fetchBillStatus = (reference: string, signal?: AbortSignal) =>
  call({ path: `/buyer/payment/weixin/status/${encodeURIComponent(reference)}`, auth: true, signal }, Bill);

/** `trade_sn=…` or `order_sn=…`, the query every cashier page carries. */
export const payQuery = (kind: PayKind, sn: string) => `${kind === 'ORDER' ? 'order_sn' : 'trade_sn'}=${encodeURIComponent(sn)}`;
