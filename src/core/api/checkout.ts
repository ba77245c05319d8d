// Checkout calls (spec §7 Checkout, api-reference "Checkout, trade, orders, payment"): regions,
// shipping addresses, checkout params, coupons, trade/create. Loaded only by the checkout pages.
import { array, enums, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { RECEIPT_TYPES, type PaymentType, type Receipt as ReceiptForm, type ReceiveTime } from '../contract/checkout';
import { request } from '../http';
import { call } from './check';

const Region = type({ id: number(), parent_id: number(), region_grade: number(), local_name: string(), zipcode: optional(string()) });
export type Region = Infer<typeof Region>;

const Address = type({
  addr_id: number(),
  name: string(),
  mobile: string(),
  country: number(),
  province_id: nullable(number()),
  city_id: nullable(number()),
  county_id: nullable(number()),
  province: string(),
  city: string(),
  county: string(),
  addr: string(),
  zip: string(),
  def_addr: number(),
});
export type Address = Infer<typeof Address>;

const text = optional(string());
/** An invoice as the server keeps it (contract/checkout.ts fields); orders.ts reads it on an order's detail too. */
export const Receipt = type({
  receipt_type: enums(RECEIPT_TYPES),
  receipt_title: text,
  receipt_content: text,
  tax_no: text,
  reg_addr: text,
  reg_tel: text,
  bank_name: text,
  bank_account: text,
  member_name: text,
  member_mobile: text,
  member_email: text,
  region: text,
  detail_addr: text,
});
const Params = type({
  address_id: nullable(number()),
  payment_type: string(),
  receive_time: string(),
  remark: string(),
  mc_id: array(number()),
  // the invoice as saved (contract/checkout.ts fields)
  receipt: optional(nullable(Receipt)),
  /** the site's free-shipping amount per shop order (spec §1 "{amount}"); absent from servers that predate it */
  free_freight_price: optional(number()),
});
export type CheckoutParams = Infer<typeof Params>;

const Trade = type({ trade_sn: string(), price_detail: type({ total_price: number(), exchange_point: optional(number()) }) });

export interface AddressForm {
  name: string;
  mobile: string;
  country: 1 | 2;
  province_id?: number;
  city_id?: number;
  county_id?: number;
  province?: string;
  city?: string;
  county?: string;
  addr: string;
  zip: string;
  def_addr: 0 | 1;
}

export const fetchRegions = (parentId: number) => call({ path: `/base/regions/${parentId}/children` }, array(Region));
export const fetchAddresses = () => call({ path: '/buyer/members/addresses', auth: true }, array(Address));
export const saveAddress = (form: AddressForm, id?: number) =>
  call(
    { method: id ? 'PUT' : 'POST', path: id ? `/buyer/members/address/${id}` : '/buyer/members/address', form: { ...form }, auth: true },
    Address,
  );
export const deleteAddress = (id: number) => request({ method: 'DELETE', path: `/buyer/members/address/${id}`, auth: true });
export const makeDefaultAddress = (id: number) => request({ method: 'PUT', path: `/buyer/members/address/${id}/default`, auth: true });

export const fetchCheckoutParams = () => call({ path: '/buyer/trade/checkout-params', auth: true }, Params);
export const chooseAddress = (id: number) => request({ method: 'POST', path: `/buyer/trade/checkout-params/address-id/${id}`, auth: true });
export const setRemark = (remark: string) =>
  request({ method: 'POST', path: '/buyer/trade/checkout-params/remark', form: { remark }, auth: true });
export const setPaymentType = (type: PaymentType) =>
  request({ method: 'POST', path: '/buyer/trade/checkout-params/payment-type', form: { payment_type: type }, auth: true });
/** Saves the invoice for the next trade (the server checks it by the rules of contract/checkout.ts). */
export const saveReceipt = (receipt: ReceiptForm) =>
  request({
    method: 'POST',
    path: '/buyer/trade/checkout-params/receipt',
    form: Object.fromEntries(Object.entries(receipt).filter(([, v]) => v !== undefined && v !== '')),
    auth: true,
  });
export const removeReceipt = () => request({ method: 'DELETE', path: '/buyer/trade/checkout-params/receipt', auth: true });
export const setReceiveTime = (time: ReceiveTime) =>
  request({ method: 'POST', path: '/buyer/trade/checkout-params/receive-time', form: { receive_time: time }, auth: true });
export const chooseCoupon = (mcId: number, used: boolean) =>
  request({ method: 'POST', path: '/buyer/trade/checkout-params/coupon', form: { mc_id: mcId, used: used ? 1 : 0 }, auth: true });

/** Creates the trade; the same `key` (one per order form) makes a retry or double click return the first trade. */
export const createTrade = (key: string, way: 'CART' | 'BUY_NOW') =>
  call({ method: 'POST', path: '/buyer/trade/create', form: { client: 'PC', way, idempotency_key: key }, auth: true }, Trade);

const Coupon = type({
  member_coupon_id: number(),
  seller_id: number(),
  seller_name: string(),
  amount: number(),
  coupon_threshold_price: number(),
  use_term: string(),
  enable: number(),
  selected: number(),
});
export type CheckoutCoupon = Infer<typeof Coupon>;
const Sku = type({
  sku_id: union([number(), string()]),
  name: string(),
  goods_image: string(),
  num: number(),
  purchase_price: number(),
  subtotal: number(),
  shipment_type: optional(number()),
  point: optional(number()),
});
const CheckoutCart = type({
  cart_list: array(
    type({
      seller_id: number(),
      seller_name: string(),
      sku_list: array(Sku),
      price: type({ goods_price: number(), freight_price: number() }),
    }),
  ),
  // total_price is net of coupon_price and of the discount card (the rest of discount_price)
  total_price: type({
    goods_price: number(),
    freight_price: number(),
    total_price: number(),
    exchange_point: optional(number()),
    coupon_price: optional(number()),
    discount_price: optional(number()),
  }),
  coupon_list: array(Coupon),
});
export type CheckoutCart = Infer<typeof CheckoutCart>;
/** What checkout will buy: the checked lines, freight per shop and the usable coupons. */
export const fetchCheckoutCart = (way: 'CART' | 'BUY_NOW') =>
  call({ path: '/buyer/trade/carts/checked', query: { way }, auth: true }, CheckoutCart);
