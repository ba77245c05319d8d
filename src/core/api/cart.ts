import { number } from 'superstruct';
import type { CartWay } from '../contract/rules';
import type { ShipmentType } from '../contract/shipment';
import { CartGlance } from '../contract/types-cart-glance';
import { call } from './check';

export type { CartGlance } from '../contract/types-cart-glance';
export type { CartPromo, CartShop, CartSku, CartView } from '../contract/types-cart';
export type { CartWay as Way } from '../contract/rules';

export const fetchCart = (way: CartWay = 'CART') => call({ path: '/buyer/trade/carts/all', query: { way }, auth: true }, CartGlance);

/** The mall's count call (spec §7: "a separate mall call with shipmentType 1"). */
export const fetchCartCount = () =>
  call({ method: 'POST', path: '/mallpcapi/orderCart/cartcount', form: { shipmentType: 1 }, auth: true }, number());

export const addToCart = (skuId: string | number, num: number, shipmentType: ShipmentType = 1) =>
  call({ method: 'POST', path: '/mallpcapi/orderCart/addtocart', form: { skuId, num, shipmentType }, auth: true }, number());
