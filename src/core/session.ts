// What the spec keeps client-side (§3 "Stored client-side"), under the keys of api-reference.md.
import { readCookie, removeCookie, writeCookie } from './cookies';
import { makeUuid } from './uuid';

export const TOKEN_DAYS = 30;
export const STORED_DAYS = 3650;

export const keys = {
  access: 'access_token',
  refresh: 'refresh_token',
  uid: 'uid',
  user: 'user',
  site: 'site',
  uuid: 'uuid',
  locale: 'vitrina_locale',
  billId: 'bill_id',
  memberId: 'member_id',
  seller: {
    access: 'seller_access_token',
    refresh: 'seller_refresh_token',
    shop: 'seller_shop',
    uid: 'seller_uid',
    user: 'seller_user',
  },
} as const;

export const accessToken = () => readCookie(keys.access);
export const refreshToken = () => readCookie(keys.refresh);
export const storedUid = () => readCookie(keys.uid);

export function storeTokens(access: string, refresh: string): void {
  writeCookie(keys.access, access, TOKEN_DAYS);
  writeCookie(keys.refresh, refresh, TOKEN_DAYS);
}

export function storeUid(uid: string | number): void {
  writeCookie(keys.uid, String(uid), STORED_DAYS);
}

export function readJson<T>(key: string): T | undefined {
  const raw = readCookie(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    removeCookie(key); // a corrupt cookie is dropped, not kept to fail again
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, days = STORED_DAYS): void {
  writeCookie(key, JSON.stringify(value), days);
}

/** The device id sent as the `uuid` header; made once, kept 30 days. */
export function deviceUuid(): string {
  let id = readCookie(keys.uuid);
  if (!id) {
    id = makeUuid();
    writeCookie(keys.uuid, id, TOKEN_DAYS);
  }
  return id;
}

/** Logout: user, tokens and bill/member ids. */
export function clearSession(): void {
  for (const k of [keys.access, keys.refresh, keys.uid, keys.user, keys.billId, keys.memberId]) removeCookie(k);
}

/** After a password change, the seller session goes too when it is the same person. */
export function clearSellerSessionOf(userId: string | number): void {
  if (readCookie(keys.seller.uid) !== String(userId)) return;
  for (const k of Object.values(keys.seller)) removeCookie(k);
}
