import type { Locale } from '../../../../src/core/contract/locales';
import { renderStoredText, type SystemText, systemText } from './system-text';

/** What a coupon's title is stored as (790-coupon-title.sql): a merchant's words, or a key and its parameters. */
export interface StoredCouponTitle {
  title: string;
  title_key: string;
  title_params: unknown;
}

/** The kinds of coupon the system names itself; `plain` says only what it takes off and from when. */
const KEYS = {
  plain: 'couponTitle',
  welcome: 'couponTitleWelcome',
  season: 'couponTitleSeason',
  wholesale: 'couponTitleWholesale',
  flash: 'couponTitleFlash',
  shop: 'couponTitleShop',
} as const;
export type CouponKind = keyof typeof KEYS;

/** A composed coupon title: its kind's key with the amount and threshold in MXN (formatted when read). */
export const composedCouponTitle = (kind: CouponKind, amountCents: number, thresholdCents: number): SystemText =>
  systemText(KEYS[kind], { amount: amountCents / 100, threshold: thresholdCents / 100 });

/** The title in the reader's language; a merchant-written one as written. */
export const couponTitle = (row: StoredCouponTitle, locale: Locale): string =>
  renderStoredText({ key: row.title_key, params: row.title_params, written: row.title }, locale);
