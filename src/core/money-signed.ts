// One sign convention for money that moves (ledger lines, discounts, balance used): the sign comes
// first, before the currency code — "+MXN 2,500.00", "−MXN 1,000.00" — never "MXN -1,000.00" beside
// "+MXN 2,500.00". Its own module: only member and checkout pages show signed amounts, so the
// shared runtime does not carry it.
import { formatMoney } from './contract/money';
import type { Locale } from './locale';

/** U+2212, the minus sign (a hyphen reads as a dash in a column of figures). */
export const MINUS = '\u2212';

export function formatSignedMoney(value: number, locale: Locale): string {
  const sign = Math.abs(value) < 0.005 ? '' : value < 0 ? MINUS : '+';
  return `${sign}${formatMoney(Math.abs(value), locale)}`;
}
