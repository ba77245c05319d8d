// Cart edits of the /cart page (spec §7 Cart). Apart from api/cart.ts so the mini cart and the
// shared runtime chunk never carry them.
import type { ActivityAdd, PromotionChoice } from '../contract/requests-cart';
import { request, type Call } from '../http';
import type { Way } from './cart';

const edit = (method: 'POST' | 'DELETE', path: string, extra: Pick<Call, 'query' | 'form'> = {}) =>
  request<unknown>({ method, path, auth: true, ...extra }).then(() => undefined);

/** Sets a line's quantity (the stepper). */
export const setCartNum = (skuId: number | string, num: number, way: Way = 'CART') =>
  edit('POST', `/buyer/trade/carts/sku/${skuId}`, { query: { way }, form: { num } });

export const checkCartSku = (skuId: number | string, checked: boolean, way: Way = 'CART') =>
  edit('POST', `/buyer/trade/carts/sku/${skuId}`, { query: { way }, form: { checked: checked ? 1 : 0 } });

export const checkCartShop = (sellerId: number | string, checked: boolean, way: Way = 'CART') =>
  edit('POST', `/buyer/trade/carts/seller/${sellerId}`, { query: { way, checked: checked ? 1 : 0 } });

export const checkCartAll = (checked: boolean, way: Way = 'CART') =>
  edit('POST', '/buyer/trade/carts/checked', { query: { way, checked: checked ? 1 : 0 } });

export const deleteCartSkus = (skuIds: readonly (number | string)[], way: Way = 'CART') =>
  edit('DELETE', `/buyer/trade/carts/${skuIds.join(',')}/sku`, { query: { way } });

export const clearCartLines = (way: Way = 'CART') => edit('DELETE', '/buyer/trade/carts', { query: { way } });

export const choosePromotion = (choice: PromotionChoice) => edit('POST', '/buyer/trade/promotion', { form: { ...choice } });

export const dropPromotion = (sellerId: number | string, skuId: number | string) =>
  edit('DELETE', '/buyer/trade/promotion', { query: { seller_id: sellerId, sku_id: skuId } });

/**
 * `POST trade/carts` with `activity_id` and `promotion_type` (api-reference): adds `num` units of
 * the sku to the cart under a running activity (the promo pages' buy buttons).
 */
export const addUnderActivity = (add: ActivityAdd) => edit('POST', '/buyer/trade/carts', { form: { ...add } });
