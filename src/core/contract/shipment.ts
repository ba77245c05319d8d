/**
 * How a cart line ships (the mall family's `shipmentType`, `shipment_type` in the Javashop
 * family). The product detail's two tabs (spec §2 "wholesale and direct shipping"):
 *
 * - 1 wholesale: whole packages sent to the buyer, priced at the wholesale tier the goods reach.
 * - 2 dropshipping (一件代发, "ship from one piece"): single units sent straight to the buyer's
 *   customer at the dropship unit price, with no tiers. Because each order is one parcel for one
 *   end customer, the package-unit multiple rule of spec §5 does not apply: any quantity ≥ 1.
 *
 * A sku may sit in the cart once per type. Pure constants and functions, shared by both sides.
 */
export const WHOLESALE = 1;
export const DROPSHIP = 2;
export type ShipmentType = typeof WHOLESALE | typeof DROPSHIP;
export const SHIPMENT_TYPES: readonly ShipmentType[] = [WHOLESALE, DROPSHIP];

/** The multiple a line's quantity must be: whole packages for wholesale, any unit for dropshipping. */
export const lineUnit = (type: ShipmentType, packageUnit: number): number => (type === DROPSHIP ? 1 : packageUnit);

/** A cart line's identity: the sku and how it ships. */
export interface LineKey {
  skuId: number;
  shipmentType: ShipmentType;
}
