// Quantity rules of the stepper. Wholesale goods sell in whole packages: every quantity is a
// multiple of the package unit, the same rule the cart enforces on the server.

export type QuantityProblem = 'multiple' | 'stock' | 'min' | undefined;

/** The largest quantity that is a multiple of the unit and within stock (0 when less than one unit). */
export const maxQuantity = (stock: number, unit: number): number => Math.floor(stock / unit) * unit;

export function quantityProblem(num: number, unit: number, stock: number): QuantityProblem {
  if (!Number.isInteger(num) || num < unit) return num > 0 && num % unit !== 0 ? 'multiple' : 'min';
  if (num % unit !== 0) return 'multiple';
  if (num > stock) return 'stock';
  return undefined;
}

/** One package up or down, staying on multiples and inside [unit, max]. */
export function step(num: number, unit: number, max: number, direction: 1 | -1): number {
  const base = Math.round(num / unit) * unit;
  const next = base === num ? num + direction * unit : direction > 0 ? Math.ceil(num / unit) * unit : Math.floor(num / unit) * unit;
  return Math.min(Math.max(next, unit), Math.max(max, unit));
}

/** The wholesale tier reached by a quantity: the last whose minimum it meets (the first otherwise). */
export function tierIndex(tiers: readonly { minNum: number }[], num: number): number {
  let index = 0;
  tiers.forEach((tier, i) => {
    if (num >= tier.minNum) index = i;
  });
  return index;
}

/** Unit price of a sku at a tier rate, rounded to centavos like the server's cart. */
export const unitPrice = (base: number, rate: number): number => Math.round(Math.round(base * 100) * rate) / 100;
