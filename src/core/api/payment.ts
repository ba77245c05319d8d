// Cashier and payment calls (spec §7 Checkout): methods, what is due, the gateway form, balance,
// part balance, bank transfer, and where one gateway payment stands.
import { array } from 'superstruct';
import {
  BalancePart,
  BillState,
  Cashier,
  PaymentMethod,
  PayForm,
  QrPayForm,
  TransferInstructions,
  type PayKind,
  type QrCode,
} from '../contract/types-payment';
import { BalancePaid } from '../contract/types-checkout';
import { call } from './check';

export type {
  BillState,
  Cashier,
  PaymentMethod,
  PayForm,
  PayKind,
  QrCode as QrPayment,
  TransferInstructions,
} from '../contract/types-payment';
export type BillStatus = BillState['status'];

/** The QR payment method's plugin id. */
export const QR_PLUGIN = 'weixinPayPlugin';

export const fetchPaymentMethods = () => call({ path: '/buyer/payment/PC', auth: true }, array(PaymentMethod));
export const fetchCashier = (kind: PayKind, sn: string) =>
  call({ path: '/buyer/trade/orders/cashier', query: kind === 'TRADE' ? { trade_sn: sn } : { order_sn: sn }, auth: true }, Cashier);
/**
 * The gateway's form; `returnUrl` is the page to come back to (a partner page the checkout widget
 * runs on), used by the server only when its origin is one of the configured partners'.
 */
export const startGatewayPayment = (kind: PayKind, sn: string, returnUrl?: string) =>
  call(
    {
      path: `/buyer/order/pay/${kind}/${encodeURIComponent(sn)}`,
      query: { client_type: 'PC', pay_mode: 'normal', payment_plugin_id: 'sandboxPlugin', ...(returnUrl ? { return_url: returnUrl } : {}) },
      auth: true,
    },
    PayForm,
  );
/** Pays from the balance; `password` is the SHA-256 of the payment password when one is set. */
export const payWithBalance = (kind: PayKind, sn: string, password?: string) =>
  call(
    { method: 'POST', path: `/buyer/balance/pay/${kind}/${encodeURIComponent(sn)}`, form: password ? { password } : {}, auth: true },
    BalancePaid,
  );
/** Pays what the balance covers, min(balance, due); the rest stays due for another method. */
export const payPartWithBalance = (kind: PayKind, sn: string, password?: string) =>
  call(
    { method: 'POST', path: `/buyer/balance/part/${kind}/${encodeURIComponent(sn)}`, form: password ? { password } : {}, auth: true },
    BalancePart,
  );
/** Chooses a bank transfer for what is due; the reply is where to send it. */
export const chooseBankTransfer = (kind: PayKind, sn: string) =>
  call({ method: 'POST', path: `/buyer/payment/transfer/${kind}/${encodeURIComponent(sn)}`, auth: true }, TransferInstructions);
/** A QR payment of what is due: the code (an image drawn by the server) the payer's phone scans, and its bill. */
export const startQrPayment = async (kind: PayKind, sn: string, signal?: AbortSignal): Promise<QrCode> =>
  (
    await call(
      {
        path: `/buyer/order/pay/${kind}/${encodeURIComponent(sn)}`,
        query: { client_type: 'PC', pay_mode: 'normal', payment_plugin_id: QR_PLUGIN },
        auth: true,
        signal,
      },
      QrPayForm,
    )
  ).qr;
/** Where one gateway payment (its bill reference) stands. */
export const fetchBillStatus = (reference: string, signal?: AbortSignal) =>
  call({ path: `/buyer/payment/weixin/status/${encodeURIComponent(reference)}`, auth: true, signal }, BillState);

/** `trade_sn=…` or `order_sn=…`, the query every cashier page carries. */
export const payQuery = (kind: PayKind, sn: string) => `${kind === 'ORDER' ? 'order_sn' : 'trade_sn'}=${encodeURIComponent(sn)}`;
