// MXN with 2 decimals. Shown with the code, not a bare "$" (es-MX Intl prints "$", easily read as
// USD by a cross-border buyer). Formatters are made lazily, one per locale: the first
// Intl.NumberFormat costs tens of milliseconds and must stay off the boot path. In the contract so
// the server renders amounts in the sentences it stores as kind + parameters the same way.
import type { Locale } from './locales';

const formatters = new Map<Locale, Intl.NumberFormat>();

function formatter(locale: Locale): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale.replace('_', '-'), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f;
}

export function formatMoney(value: number, locale: Locale): string {
  // Intl keeps the sign of an amount that rounds to zero ("-0.00"); a price never reads that way.
  return `MXN ${formatter(locale).format(Math.abs(value) < 0.005 ? 0 : value)}`;
}
