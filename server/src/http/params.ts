import { isPlainText } from '../../../src/core/contract/request-fields';
import { validationError } from './errors';

/** A parsed query string or form body: values are strings, or arrays when a name repeats. */
export type Source = Readonly<Record<string, unknown>>;

export function asSource(value: unknown): Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Source) : {};
}

/** `text` when it holds only characters a person can send; a 400 naming `field` otherwise. */
function plainText(text: string, field: string): string {
  if (!isPlainText(text)) throw validationError('fieldControlChars', { field });
  return text;
}

/**
 * One value of a field; empty means absent (forms send `minPrice=` for an empty input). Every
 * reader below goes through here, so text with control characters and JSON objects (where a
 * form has one value) are refused before any service sees them.
 */
function single(source: Source, field: string): string | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw validationError('fieldSingle', { field });
  if (typeof value === 'object') throw validationError('fieldScalar', { field });
  const text = plainText(String(value), field).trim();
  return text === '' ? undefined : text;
}

export interface IntRange {
  min: number;
  max: number;
}

export function optionalInt(source: Source, field: string, range: IntRange): number | undefined {
  const text = single(source, field);
  if (text === undefined) return undefined;
  const value = /^-?\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw validationError('fieldInteger', { field, ...range });
  }
  return value;
}

export function intWithDefault(source: Source, field: string, range: IntRange, fallback: number): number {
  return optionalInt(source, field, range) ?? fallback;
}

export function requiredInt(source: Source, field: string, range: IntRange): number {
  const value = optionalInt(source, field, range);
  if (value === undefined) throw validationError('fieldRequired', { field });
  return value;
}

/** PostgreSQL's `int` (int4) ends here; a larger parameter compared with such a column is an error, not a miss. */
export const INT4_MAX = 2_147_483_647;

/** The id of a `bigint` column (goods, skus, members, orders, …): a positive integer JS holds exactly. */
export const ID_RANGE: IntRange = { min: 1, max: Number.MAX_SAFE_INTEGER };

/** The id of an `int` column (shops, categories, brands, regions, labels: see the migrations). */
export const INT_ID_RANGE: IntRange = { min: 1, max: INT4_MAX };

export function oneOf<T extends string>(source: Source, field: string, values: readonly T[], fallback: T): T;
export function oneOf<T extends string>(source: Source, field: string, values: readonly T[]): T | undefined;
export function oneOf<T extends string>(source: Source, field: string, values: readonly T[], fallback?: T): T | undefined {
  const text = single(source, field);
  if (text === undefined) return fallback;
  const match = values.find((value) => value === text);
  if (match === undefined) throw validationError('fieldOneOf', { field, values: values.join(', ') });
  return match;
}

export function optionalString(source: Source, field: string, max: number): string | undefined {
  const text = single(source, field);
  if (text !== undefined && [...text].length > max) throw validationError('fieldTooLong', { field, max });
  return text;
}

export function requiredString(source: Source, field: string, max: number): string {
  const text = optionalString(source, field, max);
  if (text === undefined) throw validationError('fieldRequired', { field });
  return text;
}
