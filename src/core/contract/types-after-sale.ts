// Reply shapes of after-sale and refunds (issue 12 §4). Money is MXN with at most 2 decimals, as
// everywhere; every amount is the server's, never the form's.
import { array, boolean, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { SERVICE_REASONS, SERVICE_STATUSES, SERVICE_TYPES } from './rules-after-sale';
import { javashopPage } from './shared-structs';

/** A line of an order as the apply form shows it: what was bought, what is already in service, what may be applied for. */
export const ServiceApplyLine = type({
  sku_id: number(),
  goods_id: number(),
  name: string(),
  goods_image: string(),
  spec_text: string(),
  price: number(),
  num: number(),
  in_service: number(),
  can_apply: number(),
});

/** `GET /buyer/after-sales/apply/{order_sn}`: what the buyer may apply for on one order. */
export const ServiceApplyInfo = type({
  order_sn: string(),
  seller_name: string(),
  allowed_types: array(enums(SERVICE_TYPES)),
  reasons: array(enums(SERVICE_REASONS)),
  lines: array(ServiceApplyLine),
  /** paid for the order (money), and already refunded of it */
  pay_money: number(),
  refunded: number(),
});
export type ServiceApplyInfo = Infer<typeof ServiceApplyInfo>;

/** The money a service gave back, and how: to the balance, through the gateway, in points. */
export const ServiceRefund = type({
  service_sn: string(),
  order_sn: string(),
  refund_price: number(),
  balance_price: number(),
  gateway_price: number(),
  point: number(),
  status: enums(['REFUNDING', 'COMPLETED']),
  create_time: number(),
  complete_time: nullable(number()),
});
export type ServiceRefund = Infer<typeof ServiceRefund>;

export const ServiceLine = type({
  sku_id: number(),
  goods_id: number(),
  name: string(),
  goods_image: string(),
  spec_text: string(),
  price: number(),
  num: number(),
});

/** One step of a service's timeline. */
export const ServiceLog = type({ status: enums(SERVICE_STATUSES), remark: string(), time: number() });

/** A service as the record and the detail show it. */
export const Service = type({
  sn: string(),
  order_sn: string(),
  seller_id: number(),
  seller_name: string(),
  service_type: enums(SERVICE_TYPES),
  status: enums(SERVICE_STATUSES),
  reason: enums(SERVICE_REASONS),
  description: string(),
  images: array(string()),
  lines: array(ServiceLine),
  logi_id: number(),
  logi_name: string(),
  ship_no: string(),
  seller_remark: string(),
  /** the replacement of an exchange, as the seller shipped it (0 and '' until then) */
  out_logi_id: number(),
  out_logi_name: string(),
  out_ship_no: string(),
  create_time: number(),
  /** 1: the buyer may enter the tracking number of the goods sent back; 1: may withdraw the application */
  allow_ship: boolean(),
  allow_close: boolean(),
  /** the buyer may confirm the exchange's replacement arrived */
  allow_receive: boolean(),
  refund: nullable(ServiceRefund),
});
export type Service = Infer<typeof Service>;

/** `GET /buyer/after-sales/{sn}`: the service and its timeline. */
export const ServiceDetail = type({ ...Service.schema, logs: array(ServiceLog) });
export type ServiceDetail = Infer<typeof ServiceDetail>;

export const ServicePage = javashopPage(Service);
export type ServicePage = Infer<typeof ServicePage>;

export const RefundPage = javashopPage(ServiceRefund);
export type RefundPage = Infer<typeof RefundPage>;

/** `POST /buyer/after-sales/apply`: the new service's sn. */
export const ServiceCreated = type({ sn: string() });
