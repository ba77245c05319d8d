// The cart's optimistic edits: what the cart will look like once the server agrees, computed
// locally in centavos so the page answers at once. The server's reply then replaces it. Pure.
import type { CartPromo, CartShop, CartSku, CartView } from '../api/cart';
import { DROPSHIP, lineUnit, type LineKey } from '../contract/shipment';
import { fromCentavos, toCentavos } from '../money';

/** Lines are named by sku and shipment type: one sku may sit in the cart once per type. */
export type Edit =
  | { kind: 'num'; line: LineKey; num: number }
  | { kind: 'checkSku'; line: LineKey; checked: boolean }
  | { kind: 'checkShop'; sellerId: CartShop['seller_id']; checked: boolean }
  | { kind: 'checkAll'; checked: boolean }
  | { kind: 'delete'; lines: readonly LineKey[] }
  | { kind: 'clear' }
  /** The sku's promotion (both its lines carry one choice); null drops it. */
  | {
      kind: 'promotion';
      sellerId: CartShop['seller_id'];
      skuId: CartSku['sku_id'];
      promotion: { id: CartPromo['promotion_id']; type: string } | null;
    };

const valid = (sku: CartSku): boolean => sku.invalid !== 1;

/** The line's identity as the server knows it. */
export const lineKey = (sku: Pick<CartSku, 'sku_id' | 'shipment_type'>): LineKey => ({
  skuId: sku.sku_id,
  shipmentType: sku.shipment_type,
});
/** A string id for the line, unique within the cart (React keys, test hooks). */
export const lineId = (sku: Pick<CartSku, 'sku_id' | 'shipment_type'>): string => `${sku.sku_id}-${sku.shipment_type}`;
export const isDropship = (sku: Pick<CartSku, 'shipment_type'>): boolean => sku.shipment_type === DROPSHIP;
const isLine = (sku: CartSku, line: LineKey) => sku.sku_id === line.skuId && sku.shipment_type === line.shipmentType;

function editSku(sku: CartSku, shop: CartShop, edit: Edit): CartSku | undefined {
  switch (edit.kind) {
    case 'num':
      return isLine(sku, edit.line) ? { ...sku, num: edit.num, subtotal: fromCentavos(toCentavos(sku.purchase_price) * edit.num) } : sku;
    case 'checkSku':
      return isLine(sku, edit.line) ? { ...sku, checked: edit.checked ? 1 : 0 } : sku;
    case 'checkShop':
      return shop.seller_id === edit.sellerId ? { ...sku, checked: edit.checked ? 1 : 0 } : sku;
    case 'checkAll':
      return { ...sku, checked: edit.checked ? 1 : 0 };
    case 'delete':
      return edit.lines.some((line) => isLine(sku, line)) ? undefined : sku;
    case 'clear':
      return undefined;
    case 'promotion':
      return sku.sku_id === edit.skuId && shop.seller_id === edit.sellerId ? choosePromo(sku, edit.promotion) : sku;
  }
}

/** The chosen promotion's entry, if the line offers it. */
export const chosenPromo = (sku: Pick<CartSku, 'single_list'>): CartPromo | undefined =>
  sku.single_list.find((promo) => promo.is_check === 1);
export const promoKey = (promo: Pick<CartPromo, 'promotion_type' | 'promotion_id'>): string =>
  `${promo.promotion_type}:${promo.promotion_id}`;

/**
 * A line under another promotion, as far as the page can tell before the server answers: the
 * promotion's price when it names one, else the line's price without promotions (`original_price`;
 * a wholesale tier, which only the server knows, arrives with the reply a moment later).
 */
function choosePromo(sku: CartSku, promotion: { id: CartPromo['promotion_id']; type: string } | null): CartSku {
  const list = sku.single_list.map(
    (promo): CartPromo => ({
      ...promo,
      is_check: promotion && promo.promotion_type === promotion.type && promo.promotion_id === promotion.id ? 1 : 0,
    }),
  );
  const chosen = list.find((promo) => promo.is_check === 1);
  // a line its old choice did not price (none, or one with a notice) keeps its price when dropped
  const wasPriced = chosenPromo(sku) !== undefined && !sku.promotion_notice;
  const unit = chosen?.price ?? (wasPriced ? sku.original_price : sku.purchase_price);
  return { ...sku, single_list: list, promotion_notice: '', purchase_price: unit, subtotal: fromCentavos(toCentavos(unit) * sku.num) };
}

/** The cart after an edit: lines changed, empty shops gone, shop checks and totals recomputed. */
export function applyEdit(view: CartView, edit: Edit): CartView {
  const cartList = view.cart_list
    .map((shop): CartShop => {
      const skus = shop.sku_list.flatMap((sku) => editSku(sku, shop, edit) ?? []);
      const buyable = skus.filter(valid);
      return { ...shop, sku_list: skus, checked: buyable.length > 0 && buyable.every((sku) => sku.checked === 1) ? 1 : 0 };
    })
    .filter((shop) => shop.sku_list.length > 0);
  const { cents } = selection({ ...view, cart_list: cartList });
  return {
    ...view,
    cart_list: cartList,
    total_price: { ...view.total_price, total_price: fromCentavos(cents), goods_price: fromCentavos(cents) },
  };
}

/** What checkout would buy: checked valid lines, their units and their total in centavos. */
export function selection(view: CartView): { lines: number; units: number; cents: number } {
  let lines = 0;
  let units = 0;
  let cents = 0;
  for (const shop of view.cart_list) {
    for (const sku of shop.sku_list) {
      if (!valid(sku) || sku.checked !== 1) continue;
      lines += 1;
      units += sku.num;
      cents += toCentavos(sku.subtotal);
    }
  }
  return { lines, units, cents };
}

/** Valid lines grouped by shop (shops without one left out), and the invalid lines apart. */
export function splitLines(view: CartView): { shops: CartShop[]; invalid: CartSku[] } {
  const shops = view.cart_list
    .map((shop) => ({ ...shop, sku_list: shop.sku_list.filter(valid) }))
    .filter((shop) => shop.sku_list.length > 0);
  return { shops, invalid: view.cart_list.flatMap((shop) => shop.sku_list.filter((sku) => !valid(sku))) };
}

export const allChecked = (view: CartView): boolean => {
  const { shops } = splitLines(view);
  return shops.length > 0 && shops.every((shop) => shop.sku_list.every((sku) => sku.checked === 1));
};

/**
 * The stepper's neighbours: one line unit up or down, within [unit, stock rounded down to a unit].
 * The unit is the package for wholesale lines and one piece for dropship lines.
 */
export function stepBounds(sku: Pick<CartSku, 'package_unit' | 'enable_quantity' | 'shipment_type'>): {
  step: number;
  min: number;
  max: number;
} {
  const step = Math.max(1, lineUnit(sku.shipment_type, sku.package_unit));
  return { step, min: step, max: Math.max(step, Math.floor(sku.enable_quantity / step) * step) };
}
