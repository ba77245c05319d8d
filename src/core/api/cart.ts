import { array, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import type { ShipmentType } from '../contract/shipment';
import { call } from './check';

const Id = union([number(), string()]);
const Flag = number();

const PriceDetail = type({
  total_price: number(),
  original_price: optional(number()),
  goods_price: optional(number()),
  freight_price: optional(number()),
  discount_price: optional(number()),
  /** points the checked points-mall lines take */
  exchange_point: optional(number()),
});

const CartPromo = type({
  promotion_type: string(),
  promotion_id: optional(Id),
  promotion_name: optional(string()),
  is_check: optional(Flag),
  /** Marketplace additions: the unit price under it, its cap per buyer and what is left (pieces; null = none of its own). */
  price: optional(number()),
  limit_num: optional(nullable(number())),
  remain_quantity: optional(nullable(number())),
});
export type CartPromo = Infer<typeof CartPromo>;

const CartSku = type({
  sku_id: Id,
  goods_id: Id,
  name: string(),
  goods_image: string(),
  num: number(),
  checked: Flag,
  invalid: optional(Flag),
  purchase_price: number(),
  original_price: optional(number()),
  subtotal: number(),
  enable_quantity: optional(number()),
  package_unit: optional(number()),
  /** 1 wholesale, 2 dropshipping (contract/shipment.ts); absent from servers that predate types. */
  shipment_type: optional(number()),
  goods_type: optional(string()),
  /** points per piece of a points-mall line (0 otherwise) */
  point: optional(number()),
  error_message: optional(string()),
  single_list: optional(array(CartPromo)),
  /** Marketplace addition: why the chosen promotion does not price the line (ended, over its cap). */
  promotion_notice: optional(string()),
  spec_list: optional(array(type({ spec_name: optional(string()), spec_value: optional(string()) }))),
});
export type CartSku = Infer<typeof CartSku>;

const CartShop = type({
  seller_id: Id,
  seller_name: string(),
  checked: Flag,
  invalid: optional(Flag),
  sku_list: array(CartSku),
});
export type CartShop = Infer<typeof CartShop>;

const CartView = type({ cart_list: array(CartShop), total_price: PriceDetail });
export type CartView = Infer<typeof CartView>;

export type Way = 'CART' | 'BUY_NOW';

export const fetchCart = (way: Way = 'CART') => call({ path: '/buyer/trade/carts/all', query: { way }, auth: true }, CartView);

/** The mall's count call (spec §7: "a separate mall call with shipmentType 1"). */
export const fetchCartCount = () =>
  call({ method: 'POST', path: '/mallpcapi/orderCart/cartcount', form: { shipmentType: 1 }, auth: true }, number());

export const addToCart = (skuId: string | number, num: number, shipmentType: ShipmentType = 1) =>
  call({ method: 'POST', path: '/mallpcapi/orderCart/addtocart', form: { skuId, num, shipmentType }, auth: true }, number());

/** Spec §4: point goods drop FULL_DISCOUNT promotions. */
export function normaliseCart(view: CartView): CartView {
  return {
    ...view,
    cart_list: view.cart_list.map((shop) => ({
      ...shop,
      sku_list: shop.sku_list.map((sku) =>
        sku.goods_type === 'POINT' && sku.single_list
          ? { ...sku, single_list: sku.single_list.filter((p) => p.promotion_type !== 'FULL_DISCOUNT') }
          : sku,
      ),
    })),
  };
}
