// Request shapes of the cart, in both families, as the client builds them and as the server's
// route schemas read them (request-fields.ts). Read as types only by the client (`import type`),
// so they cost no bytes there.
import { dynamic, optional, type, type Infer, type Struct } from 'superstruct';
import { coded, flag01, id, idList, int, intId, isPresent, oneOf, withDefault } from './request-fields';
import { CART_LINE_NUM_MAX, CART_LINES_MAX, CART_WAYS } from './rules';
import { DROPSHIP, type ShipmentType, WHOLESALE } from './shipment';

/**
 * Javashop's promotion types (api-reference "Promotion types"), plus the marketplace's
 * CROWDFUNDING: backing a campaign buys its goods at the campaign price, through the cart.
 */
export const PROMOTION_TYPES = [
  'NO',
  'POINT',
  'MINUS',
  'GROUPBUY',
  'EXCHANGE',
  'HALF_PRICE',
  'FULL_DISCOUNT',
  'SECKILL',
  'PINTUAN',
  'COUPON',
  'CROWDFUNDING',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const isPromotionType = (value: string): value is PromotionType => PROMOTION_TYPES.some((type) => type === value);
/**
 * A promotion type as the client holds it: text (what the cart offered), held to PROMOTION_TYPES
 * all the same; the route narrows it with `isPromotionType`.
 */
const promotionTypeText = () => oneOf<string>(PROMOTION_TYPES);

/** Units of one sku added or set in one go. */
const num = () => int(1, CART_LINE_NUM_MAX);
/** A line's shipment type, 1 wholesale or 2 dropshipping (`shipment_type`, the mall's `shipmentType`). */
const shipment = () => coded<ShipmentType>({ '1': WHOLESALE, '2': DROPSHIP });
/** Absent where one line must be meant (add, set a quantity): wholesale, so clients that predate types still work. */
const shipmentOrWholesale = () => withDefault(shipment(), WHOLESALE);

/** The cart a Javashop call reads or edits (`?way=`): the cart, or the buy-now cart of one sku. */
export const CartWayQuery = type({ way: withDefault(oneOf(CART_WAYS), 'CART') });
/** `?way=` and, deleting lines, which of their lines (both when absent). */
export const CartLinesQuery = type({ way: withDefault(oneOf(CART_WAYS), 'CART'), shipment_type: optional(shipment()) });

/** `POST /buyer/trade/promotion`: buy a line under one of the activities it offers (its `single_list`). */
export const PromotionChoice = type({
  seller_id: intId(),
  sku_id: id(),
  /** 0 with `NO`: no activity */
  promotion_id: int(0, Number.MAX_SAFE_INTEGER),
  promotion_type: promotionTypeText(),
});
export type PromotionChoice = Infer<typeof PromotionChoice>;

/** `DELETE /buyer/trade/promotion`: the line goes back to no activity. */
export const PromotionDrop = type({ seller_id: intId(), sku_id: id() });

/** `POST /buyer/trade/carts` with an activity (api-reference): `num` units of the sku under a running activity. */
export const ActivityAdd = type({ sku_id: id(), num: num(), activity_id: id(), promotion_type: promotionTypeText() });
export type ActivityAdd = Infer<typeof ActivityAdd>;

/**
 * `POST /buyer/trade/carts`: a plain add, or one under an activity (`activity_id` with
 * `promotion_type`, both or neither: the route holds that rule).
 */
export const CartAdd = type({
  sku_id: id(),
  num: num(),
  shipment_type: shipmentOrWholesale(),
  activity_id: optional(id()),
  promotion_type: optional(oneOf(PROMOTION_TYPES)),
});

/** `POST /buyer/trade/carts/buy`: the buy-now cart holds this line alone. */
export const BuyNow = type({ sku_id: id(), num: num(), shipment_type: shipmentOrWholesale() });

/** `:sku_id` of `POST /buyer/trade/carts/sku/{sku_id}`. */
export const SkuParams = type({ sku_id: id() });
/** `:seller_id` of `POST /buyer/trade/carts/seller/{seller_id}`. */
export const SellerParams = type({ seller_id: intId() });
/** `:sku_ids` of `DELETE /buyer/trade/carts/{sku_ids}/sku`: `1,2,3`. */
export const SkuIdsParams = type({ sku_ids: idList(CART_LINES_MAX) });

export interface LineEdit {
  shipment_type?: ShipmentType;
  checked?: 0 | 1;
  num?: number;
}
const LineCheck = type({ shipment_type: optional(shipment()), checked: flag01() });
const LineNum = type({ shipment_type: optional(shipment()), num: num() });
/** `POST /buyer/trade/carts/sku/{sku_id}`: `checked` wins over `num` when both are sent (api-reference). */
export const LineEdit = dynamic<LineEdit>(
  (body) => (isPresent((body as Record<string, unknown> | undefined)?.checked) ? LineCheck : LineNum) as Struct<LineEdit, unknown>,
);

/** `POST /buyer/trade/carts/checked` and `…/seller/{seller_id}`: check or uncheck. */
export const CheckedForm = type({ checked: flag01() });

// --- the mall family (`/mallpcapi/orderCart/*`, `conditionSale/check`) ---

/** `cartcount`: the header badge sends a type; a valid one counts the whole cart all the same. */
export const MallCartCount = type({ shipmentType: optional(shipment()) });
/** `addtocart`, `edit` and `conditionSale/check`: `num` units of the sku in one line. */
export const MallLine = type({ skuId: id(), num: num(), shipmentType: shipmentOrWholesale() });
/** `delete`: `skuIds` repeated or comma-separated. */
export const MallDelete = type({ skuIds: idList(CART_LINES_MAX), shipmentType: optional(shipment()) });
/** `ischecked`: one `skuId` (one of its lines with `shipmentType`), one `sellerId`, or (neither) the whole cart. */
export const MallCheck = type({
  checked: flag01(),
  skuId: optional(id()),
  sellerId: optional(intId()),
  shipmentType: optional(shipment()),
});
