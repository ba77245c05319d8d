// Member orders (spec §7, api-reference "trade/orders"): list, detail, cancel, confirm receipt.
import { array, boolean, nullable, number, object, optional, record, string, type, type Infer } from 'superstruct';
import { request } from '../http';
import { call } from './check';
import { Receipt } from './checkout';

const OrderSku = type({
  sku_id: number(),
  goods_id: number(),
  name: string(),
  goods_image: string(),
  num: number(),
  purchase_price: number(),
  subtotal: number(),
  snapshot_id: number(),
  spec_text: optional(string()),
});
const Order = type({
  sn: string(),
  trade_sn: string(),
  seller_name: string(),
  order_status: string(),
  order_status_text: string(),
  status_code: number(),
  create_time: number(),
  order_amount: number(),
  shipping_amount: number(),
  goods_price: number(),
  discount_price: number(),
  ship_name: string(),
  ship_mobile: string(),
  ship_province: string(),
  ship_city: string(),
  ship_county: string(),
  ship_addr: string(),
  sku_list: array(OrderSku),
  order_operate_allowable_vo: record(string(), boolean()),
  cancel_left_time: number(),
  logi_id: number(),
  logi_name: string(),
  ship_no: string(),
  cancel_reason: string(),
  payment_type: string(),
  // whether the buyer asked for an invoice; the detail also carries the invoice itself
  need_receipt: optional(number()),
  receipt: optional(nullable(Receipt)),
});
export type Order = Infer<typeof Order>;
export type OrderFilter = 'ALL' | 'WAIT_PAY' | 'COMPLETE';

export const fetchOrders = (filter: OrderFilter, pageNo: number) =>
  call(
    { path: '/buyer/trade/orders', query: { order_status: filter, page_no: pageNo, page_size: 10 }, auth: true },
    type({ data: array(Order), data_total: number() }),
  );
export const fetchOrder = (sn: string) => call({ path: `/buyer/trade/orders/${encodeURIComponent(sn)}`, auth: true }, Order);
export const cancelOrder = (sn: string, reason: string) =>
  request({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/cancel`, form: { reason }, auth: true });
export const confirmReceipt = (sn: string) =>
  request({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/rog`, auth: true });

const Express = type({ name: string(), courier_num: string(), data: array(object({ time: number(), context: string() })) });
export type Express = Infer<typeof Express>;
/** `GET express?id&num`: the carrier's events for one of the buyer's shipments, newest first. */
export const fetchExpress = (companyId: number, courierNum: string) =>
  call({ path: '/buyer/express', query: { id: companyId, num: courierNum }, auth: true }, Express);

const BuyAgain = type({
  added: array(type({ sku_id: number(), num: number() })),
  not_added: array(type({ sku_id: number(), name: string(), num: number(), reason: string() })),
  count: number(),
});
export type BuyAgain = Infer<typeof BuyAgain>;
/** Puts an order's lines back in the cart; `not_added` names those that cannot be bought now. */
export const buyAgain = (sn: string) =>
  call({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/buy-again`, auth: true }, BuyAgain);

const Snapshot = type({
  snapshot_id: number(),
  order_sn: string(),
  num: number(),
  create_time: number(),
  goods_id: number(),
  sku_id: number(),
  sn: string(),
  goods_name: string(),
  thumbnail: string(),
  brand_name: string(),
  category_name: string(),
  seller_id: number(),
  seller_name: string(),
  price: number(),
  original_price: number(),
  package_unit: number(),
  weight_g: number(),
  spec_list: array(type({ spec_name: string(), spec_value: string() })),
  price_tiers: array(type({ min_num: number(), discount_percent: number() })),
});
export type Snapshot = Infer<typeof Snapshot>;
/** `GET trade/snapshots/{id}`: the goods of an ordered line as they were when ordered. */
export const fetchSnapshot = (id: number) => call({ path: `/buyer/trade/snapshots/${id}`, auth: true }, Snapshot);
