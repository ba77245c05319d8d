/**
 * Limits and rules both sides judge input by, so the client can refuse what the server would
 * refuse, with the same message. Pure functions and constants only.
 */

/** Spec §5/§9: the search box and the `keyword` param allow at most 200 characters. */
export const SEARCH_KEYWORD_MAX = 200;
/** Autocomplete returns at most this many suggestions. */
export const SUGGEST_LIMIT = 10;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_NO_MAX = 10_000;

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'sales', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const CART_WAYS = ['CART', 'BUY_NOW'] as const;
export type CartWay = (typeof CART_WAYS)[number];
/** Most units of one sku in one cart line; stops absurd numbers before they reach the database. */
export const CART_LINE_NUM_MAX = 999_999;
/** Most distinct skus one member may keep in one cart way. */
export const CART_LINES_MAX = 200;

/** The client sends lowercase hex SHA-256 of the UTF-8 password, never the password itself. */
export const PASSWORD_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** Largest money amount accepted in a filter, in MXN (10 million). */
export const MONEY_MAX_MXN = 10_000_000;
/** A decimal MXN amount with at most 2 decimals, e.g. "12", "12.5", "12.50". */
export const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Spec §5: a single quote is removed from autocomplete input. */
export function stripSuggestQuotes(keyword: string): string {
  return keyword.replaceAll("'", '');
}

/** Spec §5: cart quantities must be positive multiples of the package unit quantity. */
export function isPackageMultiple(num: number, packageUnit: number): boolean {
  return Number.isInteger(num) && num > 0 && packageUnit > 0 && num % packageUnit === 0;
}

/** Spec §5: an 11-digit mobile shows only the first 3 and last 4 digits. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/**
 * A whole number in `min`…`max` sent as decimal digits, or undefined: one reading for the route
 * schemas of both sides (request-fields.ts `int`) and a widget's attributes (`goods-id="abc"`).
 */
export function intFromText(text: string, min: number, max: number): number | undefined {
  const value = /^-?\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The id of a `bigint` column (goods, skus, members, orders, …) sent as text, or undefined. */
export const idFromText = (text: string): number | undefined => intFromText(text, 1, Number.MAX_SAFE_INTEGER);
