import { DROPSHIP, type ShipmentType } from '../../../../src/core/contract/shipment';
import { dropshipCents } from '../catalogue/goods-detail';
import { tierPriceCents, type Tier } from './pricing';

/**
 * A cart line's unit prices in centavos. Wholesale: `original` is the sku price, `purchase` the
 * tier price its goods reach. Dropshipping: both are the dropship unit price (the same rule the
 * product detail shows), with no tiers, so no "savings" appear between them.
 */
export function lineUnitCents(
  type: ShipmentType,
  basePriceCents: number,
  tiers: readonly Tier[],
  goodsUnits: number,
): { originalCents: number; purchaseCents: number } {
  if (type === DROPSHIP) {
    const cents = dropshipCents(basePriceCents);
    return { originalCents: cents, purchaseCents: cents };
  }
  return { originalCents: basePriceCents, purchaseCents: tierPriceCents(basePriceCents, tiers, goodsUnits) };
}
