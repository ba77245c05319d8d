// Request shapes of checkout (addresses, checkout params, trade creation, discount cards), as the
// client builds them before they are form-encoded and as the server's route schemas read them
// (request-fields.ts). Read as types only by the client (`import type`), so they cost no bytes there.
import { dynamic, optional, type, type Infer, type Struct } from 'superstruct';
import { PAYMENT_TYPES, RECEIPT_FIELDS, RECEIPT_MAX, RECEIPT_TYPES, RECEIVE_TIMES, type ReceiptField } from './checkout';
import { coded, id, int, INT4_MAX, intId, oneOf, rule, text, withDefault } from './request-fields';
import { CART_WAYS } from './rules';

/** Spec §5 limits: names and phones up to 20 characters, other address text up to 50. */
export const ADDRESS_LIMITS = { name: 20, mobile: 20, text: 50, zip: 20, perMember: 20 } as const;
const MEXICAN_ZIP = /^\d{5}$/;
const PHONE = /^\+?[0-9][0-9 -]{6,19}$/;

/** `/…/{id}` of a row the member keeps (an address, a snapshot): a `bigint` id. */
export const IdParams = type({ id: id() });

/** `GET /base/regions/{id}/children`: 0 is the root of the region tree. */
export const RegionParams = type({ id: int(0, INT4_MAX) });

/** What both kinds of address share, in the order the form is judged. */
const addressBase = {
  name: text(ADDRESS_LIMITS.name),
  mobile: rule(text(ADDRESS_LIMITS.mobile), 'tradeFieldPattern', (value) => PHONE.test(value), { hint: '5512345678' }),
  /** 1 Mexico (regions by id), 2 abroad (regions as text) */
  country: withDefault(coded({ '1': 1, '2': 2 } as const), 1),
  addr: text(ADDRESS_LIMITS.text),
};
const defAddr = () => withDefault(coded({ '0': 0, '1': 1 } as const), 0);

/** An address in Mexico: its area of the region tree (the server checks the area exists and the upper levels agree). */
const MexicanAddress = type({
  ...addressBase,
  zip: rule(text(ADDRESS_LIMITS.zip), 'tradeFieldPattern', (value) => MEXICAN_ZIP.test(value), { hint: '06700' }),
  def_addr: defAddr(),
  county_id: intId(),
  province_id: optional(intId()),
  city_id: optional(intId()),
});

/** An address abroad: its regions as text. */
const ForeignAddress = type({
  ...addressBase,
  zip: text(ADDRESS_LIMITS.zip),
  def_addr: defAddr(),
  province: text(ADDRESS_LIMITS.text),
  city: text(ADDRESS_LIMITS.text),
  county: text(ADDRESS_LIMITS.text),
});

type AddressShape = Infer<typeof MexicanAddress> | Infer<typeof ForeignAddress>;
const isAbroad = (value: unknown) => {
  const country = typeof value === 'object' && value !== null ? (value as { country?: unknown }).country : undefined;
  return country === 2 || (typeof country === 'string' && country.trim() === '2');
};

/**
 * `POST /buyer/members/address` and `PUT /buyer/members/address/{id}`: an address in Mexico
 * names its area by id, one abroad its regions as text (spec §5).
 */
export const AddressForm = dynamic<AddressShape>((value) =>
  isAbroad(value) ? (ForeignAddress as Struct<AddressShape, unknown>) : (MexicanAddress as Struct<AddressShape, unknown>),
);
export type AddressForm = Infer<typeof AddressForm>;

/** `POST /buyer/trade/checkout-params/payment-type` (spec §7: ONLINE when not sent). */
export const PaymentTypeForm = type({ payment_type: withDefault(oneOf(PAYMENT_TYPES), 'ONLINE') });
export type PaymentTypeForm = Infer<typeof PaymentTypeForm>;

/** `POST /buyer/trade/checkout-params/receive-time` */
export const ReceiveTimeForm = type({ receive_time: oneOf(RECEIVE_TIMES) });
export type ReceiveTimeForm = Infer<typeof ReceiveTimeForm>;

/** The order remark's length. */
export const REMARK_MAX = 200;
/** `POST /buyer/trade/checkout-params/remark`: no remark clears it. */
export const RemarkForm = type({ remark: optional(text(REMARK_MAX)) });
export type RemarkForm = Infer<typeof RemarkForm>;

/**
 * An invoice's fields as sent: each up to twice its length (room for the spaces normalizing
 * removes); the server then judges them by the type's rules (contract/checkout.ts).
 */
export const receiptFields = () =>
  Object.fromEntries(RECEIPT_FIELDS.map((field) => [field, optional(text(RECEIPT_MAX[field] * 2))])) as Record<
    ReceiptField,
    ReturnType<typeof optional<string, null>>
  >;

/** `POST /buyer/trade/checkout-params/receipt`: the invoice for the next trade. */
export const ReceiptForm = type({ receipt_type: oneOf(RECEIPT_TYPES), ...receiptFields() });

/** Javashop's `used`: 1 chooses, 0 drops. */
const used = () => withDefault(oneOf(['0', '1'] as const), '1');

/** `POST /buyer/trade/checkout-params/coupon`: a member coupon (`mc_id`) for the next trade, or none with `used=0`. */
export const CouponChoice = type({ mc_id: id(), used: used() });
export type CouponChoice = Infer<typeof CouponChoice>;

/** `POST /buyer/trade/checkout-params/discount-card`: a card for the next trade, or none with `used=0`. */
export const DiscountCardChoice = type({ card_id: id(), used: used() });
export type DiscountCardChoice = Infer<typeof DiscountCardChoice>;

/** `POST /buyer/trade/create`: the idempotency key comes in this field or the `Idempotency-Key` header. */
export const TradeCreate = type({
  way: withDefault(oneOf(CART_WAYS), 'CART'),
  client: withDefault(oneOf(['PC', 'WAP'] as const), 'PC'),
  idempotency_key: optional(text(64)),
});
export type TradeCreate = Infer<typeof TradeCreate>;
