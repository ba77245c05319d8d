// Cashier and payment calls (spec §7 Checkout): methods, what is due, the gateway form, balance.
import { array, number, string, type, type Infer } from 'superstruct';
import { call } from './check';

const Method = type({ method_name: string(), plugin_id: string() });
export type PaymentMethod = Infer<typeof Method>;
const Cashier = type({
  ship_name: string(), ship_addr: string(), ship_mobile: string(), ship_province: string(), ship_city: string(), ship_county: string(),
  need_pay_price: number(), deposite: type({ is_pwd: number(), balance: number() }),
});
export type Cashier = Infer<typeof Cashier>;
const PayForm = type({ gateway_url: string(), form_items: array(type({ item_name: string(), item_value: string() })) });
export type PayForm = Infer<typeof PayForm>;

export type PayKind = 'TRADE' | 'ORDER';

export const fetchPaymentMethods = () => call({ path: '/buyer/payment/PC', auth: true }, array(Method));
export const fetchCashier = (kind: PayKind, sn: string) =>
  call({ path: '/buyer/trade/orders/cashier', query: kind === 'TRADE' ? { trade_sn: sn } : { order_sn: sn }, auth: true }, Cashier);
export const startGatewayPayment = (kind: PayKind, sn: string) =>
  call({ path: `/buyer/order/pay/${kind}/${encodeURIComponent(sn)}`, query: { client_type: 'PC', pay_mode: 'normal', payment_plugin_id: 'sandboxPlugin' }, auth: true }, PayForm);
/** Pays from the balance; `password` is the SHA-256 of the payment password when one is set. */
export const payWithBalance = (kind: PayKind, sn: string, password?: string) =>
  call({ method: 'POST', path: `/buyer/balance/pay/${kind}/${encodeURIComponent(sn)}`, form: password ? { password } : {}, auth: true }, type({ paid: number(), balance: number() }));
