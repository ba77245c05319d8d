// The buy box's two tabs (spec §2 "wholesale and direct shipping") as the cart's shipment types:
// wholesale buys whole packages at tier prices, direct shipping buys single pieces at the
// dropship unit price (contract/shipment.ts).
import { DROPSHIP, lineUnit, WHOLESALE, type ShipmentType } from '../../core/contract/shipment';

export type Mode = 'wholesale' | 'dropship';

export const shipmentOf = (mode: Mode): ShipmentType => (mode === 'dropship' ? DROPSHIP : WHOLESALE);

/** The multiple the stepper moves by and the cart checks: the package, or one piece. */
export const modeUnit = (mode: Mode, packageUnit: number): number => lineUnit(shipmentOf(mode), packageUnit);

/**
 * The quantity to show after switching tabs: the typed one when the new tab accepts it as a
 * multiple, else the new tab's smallest order (so 3 pieces become one package, not an error).
 */
export function qtyForMode(qty: string, mode: Mode, packageUnit: number): string {
  const unit = modeUnit(mode, packageUnit);
  const num = Number(qty);
  return Number.isInteger(num) && num >= unit && num % unit === 0 ? qty : String(unit);
}
