/**
 * What the shared runtime reads of a cart reply (`GET /buyer/trade/carts/all`): the mini cart's
 * lines and total. The runtime checks a cart with `CartGlance` only, since every struct it holds
 * ships to every partner page; the pages that read the whole cart check it with `CartView`
 * (types-cart.ts), which extends these.
 */
import { array, enums, number, string, type, type Infer } from 'superstruct';
import { SHIPMENT_TYPES } from './shipment';
import { Flag } from './shared-structs';

/** A cart line as the mini cart shows it. */
export const CartLineGlance = type({
  sku_id: number(),
  /** 1 wholesale, 2 dropshipping (contract/shipment.ts): a sku may sit in the cart once per type. */
  shipment_type: enums(SHIPMENT_TYPES),
  name: string(),
  goods_image: string(),
  num: number(),
  /** Unit price at the tier reached by this goods' total quantity in the cart. */
  purchase_price: number(),
  subtotal: number(),
  /** 1: on sale no more, or out of stock (spec §2: shown apart, not bought) */
  invalid: Flag,
});
export type CartLineGlance = Infer<typeof CartLineGlance>;

export const CartShopGlance = type({ seller_id: number(), seller_name: string(), sku_list: array(CartLineGlance) });
export type CartShopGlance = Infer<typeof CartShopGlance>;

export const CartGlance = type({ cart_list: array(CartShopGlance), total_price: type({ total_price: number() }) });
export type CartGlance = Infer<typeof CartGlance>;
