// Spec selection over the sku matrix. A selection holds one value id per axis, or undefined for
// an axis the buyer has not chosen (or un-chose by pressing the chosen value again): an unchosen
// axis constrains nothing, which is how a buyer gets out of any corner the disabled buttons make.
import type { DetailSku, SpecAxis } from '../../core/api/goods';

export type Selection = readonly (number | undefined)[];

const matches = (sku: DetailSku, selection: Selection, skipAxis = -1) =>
  selection.every((value, axis) => axis === skipAxis || value === undefined || sku.specValueIds[axis] === value);

/** The sku a complete selection names; undefined while an axis is unchosen. */
export function skuOf(skus: readonly DetailSku[], selection: Selection): DetailSku | undefined {
  if (selection.some((value) => value === undefined)) return undefined;
  return skus.find((sku) => matches(sku, selection));
}

/**
 * Whether choosing `valueId` on `axis` (keeping the other axes) leads to a sku in stock. Values
 * with no such sku are disabled: the combination does not exist or is sold out.
 */
export function isAvailable(skus: readonly DetailSku[], selection: Selection, axis: number, valueId: number): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.specValueIds[axis] === valueId && matches(sku, selection, axis));
}

/** The selection a sku stands for (the first paint shows the default sku chosen). */
export function selectionOf(specs: readonly SpecAxis[], sku: DetailSku | undefined): Selection {
  return specs.map((_, axis) => sku?.specValueIds[axis]);
}

/** Pressing a value: choose it, or un-choose it when it is the chosen one. */
export function toggle(selection: Selection, axis: number, valueId: number): Selection {
  return selection.map((value, i) => (i !== axis ? value : value === valueId ? undefined : valueId));
}
