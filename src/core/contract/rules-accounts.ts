/**
 * Account rules both sides judge input by (spec §5, §9). Pure constants and functions: the
 * storefront's account pages import this module directly, never through the runtime chunk.
 */

/** Mexican mobiles: 10 digits, no country code. */
export const MOBILE_PATTERN = /^[1-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_COUNTDOWN_SECONDS = 60;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
/** Chinese characters, letters, digits, '-' and '_'. */
export const USERNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_-]+$/u;
/** Profile name: the same characters, 2–20 of them. */
export const ACCOUNT_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_-]{2,20}$/u;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const EMAIL_MAX = 100;
export function isValidEmail(value: string): boolean {
  return (
    value.length <= EMAIL_MAX &&
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
      value,
    )
  );
}

/** Spec §5: the avatar can only be JPG, JPEG or PNG. */
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** 3 + 4 digits shown of a mobile (10 or 11 digits). */
export function maskPhone(mobile: string): string {
  return /^\d{10,11}$/.test(mobile) ? `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}` : mobile;
}
