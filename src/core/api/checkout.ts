// Checkout calls (spec §7 Checkout, api-reference "Checkout, trade, orders, payment"): regions,
// shipping addresses, checkout params, coupons, trade/create. Loaded only by the checkout pages.
import { array } from 'superstruct';
import type { PaymentType, Receipt as ReceiptForm, ReceiveTime } from '../contract/checkout';
import type { CartWay } from '../contract/rules';
import type { AddressForm, CouponChoice, PaymentTypeForm, ReceiveTimeForm, RemarkForm, TradeCreate } from '../contract/requests-checkout';
import { CartView } from '../contract/types-cart';
import { Address, CheckoutParams, Region, Trade } from '../contract/types-checkout';
import { request } from '../http';
import { call } from './check';

export type { AddressForm } from '../contract/requests-checkout';
export type { CartCoupon as CheckoutCoupon, CartView as CheckoutCart } from '../contract/types-cart';
export type { Address, CheckoutParams, Region } from '../contract/types-checkout';

export const fetchRegions = (parentId: number) => call({ path: `/base/regions/${parentId}/children` }, array(Region));
export const fetchAddresses = () => call({ path: '/buyer/members/addresses', auth: true }, array(Address));
export const saveAddress = (form: AddressForm, id?: number) =>
  call(
    { method: id ? 'PUT' : 'POST', path: id ? `/buyer/members/address/${id}` : '/buyer/members/address', form: { ...form }, auth: true },
    Address,
  );
export const deleteAddress = (id: number) => request({ method: 'DELETE', path: `/buyer/members/address/${id}`, auth: true });
export const makeDefaultAddress = (id: number) => request({ method: 'PUT', path: `/buyer/members/address/${id}/default`, auth: true });

export const fetchCheckoutParams = () => call({ path: '/buyer/trade/checkout-params', auth: true }, CheckoutParams);
export const chooseAddress = (id: number) => request({ method: 'POST', path: `/buyer/trade/checkout-params/address-id/${id}`, auth: true });
export const setRemark = (remark: string) =>
  request({ method: 'POST', path: '/buyer/trade/checkout-params/remark', form: { remark } satisfies RemarkForm, auth: true });
export const setPaymentType = (type: PaymentType) =>
  request({
    method: 'POST',
    path: '/buyer/trade/checkout-params/payment-type',
    form: { payment_type: type } satisfies PaymentTypeForm,
    auth: true,
  });
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
  request({
    method: 'POST',
    path: '/buyer/trade/checkout-params/receive-time',
    form: { receive_time: time } satisfies ReceiveTimeForm,
    auth: true,
  });
export const chooseCoupon = (mcId: number, used: boolean) =>
  request({
    method: 'POST',
    path: '/buyer/trade/checkout-params/coupon',
    form: { mc_id: mcId, used: used ? '1' : '0' } satisfies CouponChoice,
    auth: true,
  });

/** Creates the trade; the same `key` (one per order form) makes a retry or double click return the first trade. */
export const createTrade = (key: string, way: CartWay) =>
  call(
    { method: 'POST', path: '/buyer/trade/create', form: { client: 'PC', way, idempotency_key: key } satisfies TradeCreate, auth: true },
    Trade,
  );

/** What checkout will buy: the checked lines, freight per shop and the usable coupons. */
export const fetchCheckoutCart = (way: CartWay) => call({ path: '/buyer/trade/carts/checked', query: { way }, auth: true }, CartView);
