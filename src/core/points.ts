// Member points: whole numbers grouped the locale's way ("1,300"), and what a set of cart lines
// takes. Formatters are made lazily, one per locale, like money's.
import type { CartSku } from './contract/types-cart';
import { bcp47, type Locale } from './locale';

const formatters = new Map<Locale, Intl.NumberFormat>();

export function formatPoints(n: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 0 });
    formatters.set(locale, f);
  }
  return f.format(n);
}

/** What of a cart line its points take: points per piece (0 off the points mall), pieces, and whether it is bought. */
export type PointLine = Pick<CartSku, 'num' | 'point' | 'checked' | 'invalid'>;

/** Points the checked, valid lines take: points per piece × pieces, as the server's exchange_point counts them. */
export function linePoints(lines: readonly PointLine[]): number {
  return lines.reduce((sum, line) => sum + (line.checked === 1 && line.invalid === 0 ? line.point * line.num : 0), 0);
}
