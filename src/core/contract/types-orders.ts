// Reply shapes of a member's orders (spec §7, api-reference "trade/orders"): the list, the
// detail, the counts, the courier's events and buy again. Only the order pages read them.
import { array, assign, boolean, nullable, number, string, type, type Infer } from 'superstruct';
import { Receipt } from './checkout';
import { javashopPage } from './shared-structs';

/** `GET /buyer/trade/orders?order_status`: which orders a list shows. */
export const ORDER_FILTERS = ['ALL', 'WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'CANCELLED', 'COMPLETE', 'WAIT_COMMENT', 'REFUND'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const OrderSku = type({
  sku_id: number(),
  goods_id: number(),
  name: string(),
  goods_image: string(),
  spec_text: string(),
  num: number(),
  purchase_price: number(),
  subtotal: number(),
  /** 0 when the line has no snapshot */
  snapshot_id: number(),
});
export type OrderSku = Infer<typeof OrderSku>;

/** What the buyer may do with an order now (Javashop OrderOperateAllowable). */
export const OrderOperations = type({
  allow_cancel: boolean(),
  allow_confirm: boolean(),
  allow_pay: boolean(),
  allow_ship: boolean(),
  allow_rog: boolean(),
  allow_comment: boolean(),
  allow_complete: boolean(),
  allow_apply_service: boolean(),
  allow_check_express: boolean(),
});
export type OrderOperations = Infer<typeof OrderOperations>;

/** `GET /buyer/trade/orders` item: one shop's order of a trade. */
export const Order = type({
  order_id: string(),
  sn: string(),
  trade_sn: string(),
  seller_id: number(),
  seller_name: string(),
  order_status: string(),
  /** in the request's language, of `status_code` */
  order_status_text: string(),
  /** spec §3 list codes: 1 pending payment … 8 pending confirmation */
  status_code: number(),
  pay_status: string(),
  ship_status: string(),
  comment_status: string(),
  service_status: string(),
  payment_type: string(),
  payment_name: string(),
  ship_name: string(),
  ship_mobile: string(),
  ship_province: string(),
  ship_city: string(),
  ship_county: string(),
  ship_addr: string(),
  create_time: number(),
  order_amount: number(),
  shipping_amount: number(),
  goods_price: number(),
  discount_price: number(),
  pay_money: number(),
  balance: number(),
  sku_list: array(OrderSku),
  order_operate_allowable_vo: OrderOperations,
  /** seconds left to pay before the server cancels it (0 once paid or not online) */
  cancel_left_time: number(),
  logi_id: number(),
  logi_name: string(),
  ship_no: string(),
  cancel_reason: string(),
  remark: string(),
  /** 1: the buyer asked for an invoice */
  need_receipt: number(),
});
export type Order = Infer<typeof Order>;

export const OrderPage = javashopPage(Order);
export type OrderPage = Infer<typeof OrderPage>;

/** `GET /buyer/trade/orders/{sn}`: the order, its lines again as Javashop names them, and the invoice asked for. */
export const OrderDetail = assign(Order, type({ order_sku_list: array(OrderSku), receipt: nullable(Receipt) }));
export type OrderDetail = Infer<typeof OrderDetail>;

/** `GET /buyer/trade/orders/status-num`: how many orders each filter shows. */
export const OrderStatusNum = type({
  all_num: number(),
  wait_pay_num: number(),
  wait_ship_num: number(),
  wait_rog_num: number(),
  cancel_num: number(),
  complete_num: number(),
  wait_comment_num: number(),
  refund_num: number(),
});
export type OrderStatusNum = Infer<typeof OrderStatusNum>;

/** `GET /buyer/express?id&num`: the carrier's events for one of the buyer's shipments, newest first. */
export const Express = type({ name: string(), courier_num: string(), data: array(type({ time: number(), context: string() })) });
export type Express = Infer<typeof Express>;

/** One line `buy-again` could not put back in the cart, with the cart rule's reason. */
export const NotAdded = type({ sku_id: number(), goods_id: number(), name: string(), num: number(), reason: string() });
export type NotAdded = Infer<typeof NotAdded>;

/** `POST /buyer/trade/orders/{sn}/buy-again`: what went back in the cart, what could not, and the cart's count. */
export const BuyAgain = type({ added: array(type({ sku_id: number(), num: number() })), not_added: array(NotAdded), count: number() });
export type BuyAgain = Infer<typeof BuyAgain>;
