import type { FastifyRequest } from 'fastify';
import { CART_LINES_MAX, CART_WAYS, type CartWay } from '../../../../src/core/contract/rules';
import { DROPSHIP, WHOLESALE, type ShipmentType } from '../../../../src/core/contract/shipment';
import { validationError } from '../../http/errors';
import { asSource, ID_RANGE, oneOf, optionalInt, type Source } from '../../http/params';
import { PROMOTION_TYPES, type PromotionType } from '../../services/cart/cart-service';

const FLAG = ['0', '1'] as const;

/** Ids as `1,2,3` (Javashop path) or repeated / comma-separated params (mall forms). */
export function idList(source: Source, field: string): number[] {
  const raw = source[field];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    value === undefined || value === null ? [] : String(value).split(','),
  );
  const ids = parts.map((part) => part.trim()).filter((part) => part !== '');
  const fail = () => validationError('tradeIdList', { field, max: CART_LINES_MAX });
  if (ids.length === 0 || ids.length > CART_LINES_MAX) throw fail();
  return ids.map((id) => {
    const value = /^\d{1,16}$/.test(id) ? Number(id) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) throw fail();
    return value;
  });
}

export const wayOf = (request: FastifyRequest): CartWay => oneOf(asSource(request.query), 'way', CART_WAYS, 'CART');
export const flagOf = (source: Source, field = 'checked'): 0 | 1 | undefined => {
  const value = oneOf(source, field, FLAG);
  return value === undefined ? undefined : value === '1' ? 1 : 0;
};
export const requiredFlag = (source: Source, field = 'checked'): 0 | 1 => {
  const value = flagOf(source, field);
  if (value === undefined) throw validationError('fieldRequired', { field });
  return value;
};
/**
 * A line's shipment type: `shipment_type` in the Javashop family, `shipmentType` in the mall's,
 * 1 (wholesale) or 2 (dropshipping); anything else is a translated 400 before anything is written.
 * Absent, `fallback` applies: wholesale where one line must be meant (add, set a quantity), every
 * line of the sku where several can be (check, delete), so clients that predate types still work.
 */
export function shipmentOf(source: Source, field: string): ShipmentType | undefined;
export function shipmentOf(source: Source, field: string, fallback: ShipmentType): ShipmentType;
export function shipmentOf(source: Source, field: string, fallback?: ShipmentType): ShipmentType | undefined {
  const value = oneOf(source, field, ['1', '2'] as const);
  return value === undefined ? fallback : value === '2' ? DROPSHIP : WHOLESALE;
}

/**
 * `activity_id` with `promotion_type` (api-reference `POST trade/carts`): the activity a promo page
 * adds the goods under. Both or neither; `NO` means none.
 */
export function activityOf(source: Source): { id: number; type: PromotionType } | undefined {
  const id = optionalInt(source, 'activity_id', ID_RANGE);
  const type = oneOf(source, 'promotion_type', PROMOTION_TYPES);
  if (id === undefined && type === undefined) return undefined;
  if (id === undefined) throw validationError('fieldRequired', { field: 'activity_id' });
  if (type === undefined) throw validationError('fieldRequired', { field: 'promotion_type' });
  return type === 'NO' ? undefined : { id, type };
}

/** Snake-case keys to camelCase, deep: the mall family's key style over the same objects. */
export function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), camelKeys(inner)]),
  );
}
