import { MONEY_MAX_MXN, MONEY_PATTERN } from '../../../src/core/contract/rules';
import { validationError } from './errors';
import type { Source } from './params';

/** Centavos to the decimal MXN number of replies (at most 2 decimals). */
export function toMxn(cents: number): number {
  return Math.round(cents) / 100;
}

/** A decimal MXN amount of the request to centavos, parsed as text so 0.1 + 0.2 never happens. */
export function optionalCents(source: Source, field: string): number | undefined {
  const raw = source[field];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (Array.isArray(raw)) throw validationError('fieldSingle', { field });
  const text = String(raw).trim();
  if (!MONEY_PATTERN.test(text)) throw validationError('fieldMoney', { field });
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MONEY_MAX_MXN * 100) throw validationError('fieldMoney', { field });
  return cents;
}
