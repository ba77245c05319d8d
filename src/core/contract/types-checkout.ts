// Reply shapes of checkout (spec §7 Checkout, api-reference "Checkout, trade, orders, payment"):
// regions, shipping addresses, the checkout params, discount cards, the created trade and the
// balance payment. Only the checkout pages read them.
import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { PAYMENT_TYPES, RECEIVE_TIMES, Receipt } from './checkout';
import { SHIPMENT_TYPES } from './shipment';
import { Flag } from './shared-structs';
import { PriceDetail } from './types-cart';

/** `GET /base/regions/{id}/children`: a state (grade 1), city (2) or area (3) of Mexico. */
export const Region = type({
  id: number(),
  parent_id: number(),
  region_path: string(),
  region_grade: number(),
  local_name: string(),
  zipcode: string(),
});
export type Region = Infer<typeof Region>;

/** A shipping address (`MemberAddress` of the Javashop family): `GET members/addresses`, `GET|POST|PUT members/address`. */
export const Address = type({
  addr_id: number(),
  member_id: number(),
  name: string(),
  mobile: string(),
  /** 1 Mexico (regions by id), 2 abroad (regions as text) */
  country: enums([1, 2]),
  province_id: nullable(number()),
  city_id: nullable(number()),
  county_id: nullable(number()),
  province: string(),
  city: string(),
  county: string(),
  addr: string(),
  zip: string(),
  def_addr: Flag,
});
export type Address = Infer<typeof Address>;

/** `GET /buyer/trade/checkout-params`: what the next trade will be made with. */
export const CheckoutParams = type({
  address_id: nullable(number()),
  /** the type chosen in this checkout; null until the buyer picks one (a trade clears it) */
  payment_type: nullable(enums(PAYMENT_TYPES)),
  /** the invoice as saved (contract/checkout.ts fields) */
  receipt: nullable(Receipt),
  receive_time: enums(RECEIVE_TIMES),
  remark: string(),
  client_type: string(),
  /** the member coupons chosen */
  mc_id: array(number()),
  /** the site's free-shipping amount per shop order (spec §1 "{amount}") */
  free_freight_price: number(),
});
export type CheckoutParams = Infer<typeof CheckoutParams>;

/** `GET /buyer/trade/checkout-params/discount-cards` item: a usable card, without its maximum. */
export const DiscountCard = type({
  card_id: number(),
  title: string(),
  card_last4: string(),
  rate_percent: number(),
  end_time: number(),
  /** 0: the chosen card can no longer be spent (used or expired) and must be dropped */
  enable: Flag,
  selected: Flag,
});
export type DiscountCard = Infer<typeof DiscountCard>;

/** Where a trade ships: the address as it was at checkout. */
export const Consignee = type({
  name: string(),
  mobile: string(),
  country: enums([1, 2]),
  province: string(),
  city: string(),
  county: string(),
  addr: string(),
  zip: string(),
});
export type Consignee = Infer<typeof Consignee>;

export const TradeOrder = type({
  sn: string(),
  seller_id: number(),
  seller_name: string(),
  order_status: string(),
  pay_status: string(),
  goods_price: number(),
  shipping_price: number(),
  coupon_price: number(),
  discount_price: number(),
  order_price: number(),
  sku_list: array(
    type({
      sku_id: number(),
      goods_id: number(),
      name: string(),
      goods_image: string(),
      num: number(),
      purchase_price: number(),
      subtotal: number(),
      shipment_type: enums(SHIPMENT_TYPES),
    }),
  ),
});
export type TradeOrder = Infer<typeof TradeOrder>;

/** `POST /buyer/trade/create` (Javashop TradeVo): the trade and one order per shop. */
export const Trade = type({
  trade_sn: string(),
  member_id: number(),
  member_name: string(),
  payment_type: enums(PAYMENT_TYPES),
  price_detail: PriceDetail,
  consignee: Consignee,
  receipt: nullable(Receipt),
  remark: string(),
  receive_time: enums(RECEIVE_TIMES),
  order_list: array(TradeOrder),
});
export type Trade = Infer<typeof Trade>;

/** `POST /buyer/balance/pay/{TRADE|ORDER}/{sn}`: what the balance paid and what it holds now (MXN). */
export const BalancePaid = type({ paid: number(), balance: number() });
export type BalancePaid = Infer<typeof BalancePaid>;
