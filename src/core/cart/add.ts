import { addToCart } from '../api/cart';
import type { ShipmentType } from '../contract/shipment';
import { afterCartChange } from './after-change';

/**
 * Adds a sku, shipped as `shipmentType` (1 wholesale, 2 dropshipping), and tells everyone: the
 * count (mini cart), other tabs, the host page (`vitrina:cart`). Rejects with the server's
 * translated reason (multiples, stock, removed).
 */
export async function addItem(
  skuId: string | number,
  num: number,
  from: EventTarget = document,
  shipmentType: ShipmentType = 1,
): Promise<number> {
  const count = await addToCart(skuId, num, shipmentType);
  await afterCartChange(count, from, { action: 'add', skuId, num, count, shipmentType });
  return count;
}
