// Member points: whole numbers grouped the locale's way ("1,300"), and what a set of cart lines
// takes. Formatters are made lazily, one per locale, like money's.
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

export interface PointLine {
  num: number;
  /** points per piece (points-mall lines; 0 or absent otherwise) */
  point?: number | undefined;
  checked?: number | undefined;
  invalid?: number | undefined;
}

/** Points the checked, valid lines take: points per piece × pieces, as the server's exchange_point counts them. */
export function linePoints(lines: readonly PointLine[]): number {
  return lines.reduce((sum, line) => sum + (line.checked !== 0 && line.invalid !== 1 ? (line.point ?? 0) * line.num : 0), 0);
}
