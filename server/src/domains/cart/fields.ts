import type { PromotionType } from '../../../../src/core/contract/requests-cart';
import { validationError } from '../../http/errors';

/**
 * `activity_id` with `promotion_type` (api-reference `POST trade/carts`): the activity a promo page
 * adds the goods under. Both or neither; `NO` means none.
 */
export function activityOf(body: {
  activity_id?: number;
  promotion_type?: PromotionType;
}): { id: number; type: PromotionType } | undefined {
  const { activity_id: id, promotion_type: type } = body;
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
