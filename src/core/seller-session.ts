// Kept out of session.ts so the shared runtime chunk does not carry it: only a password change
// (stores/account.ts) ends the seller session.
import { readCookie, removeCookie } from './cookies';
import { keys } from './session';

/** After a password change, the seller session goes too when it is the same person. */
export function clearSellerSessionOf(userId: string | number): void {
  if (readCookie(keys.seller.uid) !== String(userId)) return;
  for (const k of Object.values(keys.seller)) removeCookie(k);
}
