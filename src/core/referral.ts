// A distributor's referral code (issue 12 §5) from the link a buyer followed (`/register?ref=`),
// kept for this tab until the registration sends it: the register page may move on to
// /register-by-email or to a login first, and the code must still reach the server.
const KEY = 'vitrina.ref';

/** Keeps `code` (as sent; the server checks it) for this tab's registration. */
export function keepReferral(code: string | undefined): void {
  try {
    if (code) sessionStorage.setItem(KEY, code.slice(0, 16));
  } catch {
    // storage refused (private mode): the registration goes without a referrer
  }
}

/** The kept code, if any. */
export function keptReferral(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
