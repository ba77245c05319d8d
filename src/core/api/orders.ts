// Member orders (spec §7, api-reference "trade/orders"): list, detail, cancel, confirm receipt.
import { array, boolean, number, record, string, type, type Infer } from 'superstruct';
import { request } from '../http';
import { call } from './check';

const OrderSku = type({ sku_id: number(), goods_id: number(), name: string(), goods_image: string(), num: number(), purchase_price: number(), subtotal: number() });
const Order = type({
  sn: string(), trade_sn: string(), seller_name: string(), order_status: string(), order_status_text: string(), status_code: number(),
  create_time: number(), order_amount: number(), shipping_amount: number(), goods_price: number(), discount_price: number(),
  ship_name: string(), ship_mobile: string(), ship_province: string(), ship_city: string(), ship_county: string(), ship_addr: string(),
  sku_list: array(OrderSku), order_operate_allowable_vo: record(string(), boolean()), cancel_left_time: number(),
  logi_name: string(), ship_no: string(), cancel_reason: string(),
});
export type Order = Infer<typeof Order>;
export type OrderFilter = 'ALL' | 'WAIT_PAY' | 'COMPLETE';

export const fetchOrders = (filter: OrderFilter, pageNo: number) =>
  call({ path: '/buyer/trade/orders', query: { order_status: filter, page_no: pageNo, page_size: 10 }, auth: true }, type({ data: array(Order), data_total: number() }));
export const fetchOrder = (sn: string) => call({ path: `/buyer/trade/orders/${encodeURIComponent(sn)}`, auth: true }, Order);
export const cancelOrder = (sn: string, reason: string) =>
  request({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/cancel`, form: { reason }, auth: true });
export const confirmReceipt = (sn: string) => request({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/rog`, auth: true });
