/**
 * The cart as the Javashop family sends it (`GET /buyer/trade/carts/{all|checked}?way=`): the
 * whole of it, for the pages that read it all (cart, checkout) and for the server. It extends what
 * the shared runtime checks (types-cart-glance.ts); the mall family's cart calls are in
 * types-cart-mall.ts.
 */
import { array, assign, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { Flag } from './shared-structs';
import { CartGlance, CartLineGlance, CartShopGlance } from './types-cart-glance';

export const PriceDetail = type({
  total_price: number(),
  original_price: number(),
  goods_price: number(),
  freight_price: number(),
  discount_price: number(),
  cash_back: number(),
  coupon_price: number(),
  full_minus: number(),
  is_free_freight: Flag,
  /** points the checked points-mall lines take */
  exchange_point: number(),
});
export type PriceDetail = Infer<typeof PriceDetail>;

export const CartPromo = type({
  sku_id: number(),
  promotion_id: number(),
  promotion_type: string(),
  promotion_name: string(),
  is_check: Flag,
  /** Marketplace addition: the unit price under this promotion. */
  price: number(),
  /** Marketplace addition: pieces one buyer may take (null = no cap of its own). */
  limit_num: nullable(number()),
  /** Marketplace addition: pieces left at the promotion price (null = the sku's stock). */
  remain_quantity: nullable(number()),
});
export type CartPromo = Infer<typeof CartPromo>;

export const SpecValue = type({
  spec_id: number(),
  spec_name: string(),
  spec_value_id: number(),
  spec_value: string(),
  spec_image: string(),
});
export type SpecValue = Infer<typeof SpecValue>;

export const CartSku = assign(
  CartLineGlance,
  type({
    seller_id: number(),
    seller_name: string(),
    goods_id: number(),
    sku_sn: string(),
    cat_id: number(),
    purchase_num: number(),
    /** kg */
    goods_weight: number(),
    /** Unit price at the first wholesale tier. */
    original_price: number(),
    checked: Flag,
    is_free_freight: Flag,
    /** the activities the line may be bought under now; the buyer's choice is checked (spec §4: point goods never take FULL_DISCOUNT) */
    single_list: array(CartPromo),
    group_list: array(CartPromo),
    promotion_tags: array(string()),
    spec_list: array(SpecValue),
    /** points per piece of a points-mall line (0 otherwise) */
    point: number(),
    snapshot_id: number(),
    /** Units in stock. */
    enable_quantity: number(),
    error_message: string(),
    is_ship: Flag,
    goods_type: enums(['NORMAL', 'POINT']),
    /** Marketplace addition: why the chosen promotion does not price the line (ended, over its cap); '' when it does or none is chosen. */
    promotion_notice: string(),
    /** Marketplace addition: quantities must be multiples of it (1 on dropship lines). */
    package_unit: number(),
  }),
);
export type CartSku = Infer<typeof CartSku>;

export const CartShop = assign(
  CartShopGlance,
  type({
    shipping_type_id: number(),
    shipping_type_name: string(),
    weight: number(),
    price: PriceDetail,
    sku_list: array(CartSku),
    promotion_list: array(CartPromo),
    promotion_notice: string(),
    invalid: Flag,
    checked: Flag,
    cart_type: enums(['CART', 'CHECKOUT']),
  }),
);
export type CartShop = Infer<typeof CartShop>;

export const CartCoupon = type({
  member_coupon_id: number(),
  coupon_id: number(),
  seller_id: number(),
  seller_name: string(),
  amount: number(),
  end_time: number(),
  use_term: string(),
  coupon_threshold_price: number(),
  enable: Flag,
  selected: Flag,
  error_msg: string(),
});
export type CartCoupon = Infer<typeof CartCoupon>;

/**
 * `GET /buyer/trade/carts/{all|checked}?way=`. The `checked` variant (what checkout will buy) has
 * the freight and the usable coupons, and its `total_price` is net of the chosen coupons and
 * discount card (`coupon_price`, and the card in the rest of `discount_price`).
 */
export const CartView = assign(CartGlance, type({ cart_list: array(CartShop), total_price: PriceDetail, coupon_list: array(CartCoupon) }));
export type CartView = Infer<typeof CartView>;
