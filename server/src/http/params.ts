import { validationError } from './errors'

/** A parsed query string or form body: values are strings, or arrays when a name repeats. */
export type Source = Readonly<Record<string, unknown>>

export function asSource(value: unknown): Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Source) : {}
}

/** One value of a field; empty means absent (forms send `minPrice=` for an empty input). */
function single(source: Source, field: string): string | undefined {
  const value = source[field]
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) throw validationError('fieldSingle', { field })
  const text = String(value).trim()
  return text === '' ? undefined : text
}

interface IntRange {
  min: number
  max: number
}

export function optionalInt(source: Source, field: string, range: IntRange): number | undefined {
  const text = single(source, field)
  if (text === undefined) return undefined
  const value = /^-?\d{1,16}$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw validationError('fieldInteger', { field, ...range })
  }
  return value
}

export function intWithDefault(source: Source, field: string, range: IntRange, fallback: number): number {
  return optionalInt(source, field, range) ?? fallback
}

export function requiredInt(source: Source, field: string, range: IntRange): number {
  const value = optionalInt(source, field, range)
  if (value === undefined) throw validationError('fieldRequired', { field })
  return value
}

/** A database id: a positive integer. */
export const ID_RANGE: IntRange = { min: 1, max: Number.MAX_SAFE_INTEGER }

export function oneOf<T extends string>(source: Source, field: string, values: readonly T[], fallback: T): T
export function oneOf<T extends string>(source: Source, field: string, values: readonly T[]): T | undefined
export function oneOf<T extends string>(source: Source, field: string, values: readonly T[], fallback?: T): T | undefined {
  const text = single(source, field)
  if (text === undefined) return fallback
  const match = values.find((value) => value === text)
  if (match === undefined) throw validationError('fieldOneOf', { field, values: values.join(', ') })
  return match
}

export function optionalString(source: Source, field: string, max: number): string | undefined {
  const text = single(source, field)
  if (text !== undefined && [...text].length > max) throw validationError('fieldTooLong', { field, max })
  return text
}

export function requiredString(source: Source, field: string, max: number): string {
  const text = optionalString(source, field, max)
  if (text === undefined) throw validationError('fieldRequired', { field })
  return text
}

export function optionalFlag(source: Source, field: string): boolean | undefined {
  const value = oneOf(source, field, ['0', '1', 'true', 'false'] as const)
  return value === undefined ? undefined : value === '1' || value === 'true'
}
