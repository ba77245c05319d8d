// Line-aware cart calls (issue 3): a sku may sit in the cart once per shipment type, so buy-now
// and the /cart page's edits name the line's type. Apart from api/cart.ts so the mini cart and the
// shared runtime chunk never carry them.
import { DROPSHIP, WHOLESALE, type LineKey, type ShipmentType } from '../contract/shipment';
import { request, type Call } from '../http';
import type { Way } from './cart';

const send = (method: 'POST' | 'DELETE', path: string, extra: Pick<Call, 'query' | 'form'> = {}) =>
  request<unknown>({ method, path, auth: true, ...extra }).then(() => undefined);

/** `POST trade/carts/buy`: the BUY_NOW cart becomes this one line, shipped as `shipmentType`. */
export const buyNowAs = (skuId: number | string, num: number, shipmentType: ShipmentType) =>
  send('POST', '/buyer/trade/carts/buy', { form: { sku_id: skuId, num, shipment_type: shipmentType } });

/** Sets one line's quantity (the stepper). */
export const setLineNum = (line: LineKey, num: number, way: Way = 'CART') =>
  send('POST', `/buyer/trade/carts/sku/${line.skuId}`, { query: { way }, form: { num, shipment_type: line.shipmentType } });

/** Checks or unchecks one line (not the sku's other line). */
export const checkLine = (line: LineKey, checked: boolean, way: Way = 'CART') =>
  send('POST', `/buyer/trade/carts/sku/${line.skuId}`, {
    query: { way },
    form: { checked: checked ? 1 : 0, shipment_type: line.shipmentType },
  });

/** Deletes exactly these lines: one call per shipment type present, since the path names skus only. */
export async function deleteLines(lines: readonly LineKey[], way: Way = 'CART'): Promise<void> {
  for (const type of [WHOLESALE, DROPSHIP]) {
    const ids = lines.filter((line) => line.shipmentType === type).map((line) => line.skuId);
    if (ids.length > 0) await send('DELETE', `/buyer/trade/carts/${ids.join(',')}/sku`, { query: { way, shipment_type: type } });
  }
}
