/** Centavos to the decimal MXN number of replies (at most 2 decimals). */
export function toMxn(cents: number): number {
  return Math.round(cents) / 100;
}
