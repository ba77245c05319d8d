/**
 * Purchase request rules both sides judge input by (spec §3 "Purchase request", §5, §9). Pure
 * constants and functions: the purchase pages import this module directly, never through the
 * runtime chunk.
 */

/** Spec §9: dates from yesterday to about 29 days ahead. */
export const PURCHASE_DAYS_BEFORE = 1;
export const PURCHASE_DAYS_AHEAD = 29;

export const PURCHASE_TITLE_MAX = 60;
export const PURCHASE_NAMES_MAX = 100;
export const PURCHASE_UNIT_MAX = 10;
export const PURCHASE_SKU_MAX = 100;
export const PURCHASE_REMARK_MAX = 1000;
export const PURCHASE_CONTACT_MAX = 20;
export const PURCHASE_NUM_MAX = 99_999_999;
/** a phone: digits, spaces, '+', '-' and parentheses, 7 to 20 of them */
export const PURCHASE_PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

export const PURCHASE_GOODS_TYPES = ['0', '1'] as const;
/** 0 negotiable, 1 fixed, 2 face to face */
export const PURCHASE_PRICE_TYPES = ['0', '1', '2'] as const;
export const PURCHASE_STATUSES = ['open', 'closed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

const DAY = 86_400;

/**
 * Dates travel as the seconds of the chosen calendar day's midnight UTC, so the same day is the
 * same number wherever the buyer is; `dayOf` turns any such instant back into a day number.
 */
export const dayOf = (seconds: number): number => Math.floor(seconds / DAY);

/** The allowed days, as day numbers, for a clock in milliseconds. */
export function purchaseDayWindow(nowMs: number): { min: number; max: number } {
  const today = dayOf(Math.floor(nowMs / 1000));
  return { min: today - PURCHASE_DAYS_BEFORE, max: today + PURCHASE_DAYS_AHEAD };
}

export function inPurchaseWindow(seconds: number, nowMs: number): boolean {
  const { min, max } = purchaseDayWindow(nowMs);
  const day = dayOf(seconds);
  return day >= min && day <= max;
}

/** `YYYY-MM-DD` of a day number, for `<input type="date">` min/max/value. */
export const isoOfDay = (day: number): string => new Date(day * DAY * 1000).toISOString().slice(0, 10);

/** Seconds of an `YYYY-MM-DD` day's midnight UTC, or undefined when it is no date. */
export function secondsOfIso(iso: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}

/** Spec §3: the one image is a .jpg or .png; the avatar endpoint stores it under this path. */
export const PURCHASE_IMAGE_PATTERN = /^\/uploads\/avatars\/(\d+)-[A-Za-z0-9_-]{16}\.(jpg|png)$/;
