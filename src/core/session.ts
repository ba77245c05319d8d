// What the spec keeps client-side (§3 "Stored client-side"), under the keys of api-reference.md.
import type { UserInfo } from './api/member';
import { inDays, readCookie, removeCookie, writeCookie } from './cookies';
import { makeUuid } from './uuid';

/**
 * Spec §9: the token cookie lives 30 days. The server's session (a token family) ends 30 days
 * after login however often it is refreshed (server TOKEN_TTL_SECONDS), so every cookie that
 * describes the session (tokens, uid, user) ends at that moment too; `session_end` keeps it.
 */
export const TOKEN_DAYS = 30;
/** Spec §9: other stored items (site, locale). */
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

/** When the session begun at the last login ends (ms since the epoch), kept beside its tokens. */
const SESSION_END = 'session_end';

/** A login begins a session, whose cookies all end TOKEN_DAYS later. */
export const newSessionEnd = (): number => inDays(TOKEN_DAYS);

/**
 * When the session begun at the last login ends; its cookie goes at that moment. Cookies written
 * before `session_end` existed fall back to TOKEN_DAYS from now.
 */
export const sessionEnd = (): number => Number(readCookie(SESSION_END)) || newSessionEnd();

/** A refresh keeps the session's end: a rotated pair dies with its family on the server. */
export function storeTokens(access: string, refresh: string, until: number = sessionEnd()): void {
  writeCookie(SESSION_END, String(until), until);
  writeCookie(keys.access, access, until);
  writeCookie(keys.refresh, refresh, until);
}

export function storeUid(uid: string | number): void {
  writeCookie(keys.uid, String(uid), sessionEnd());
}

/** What the `user` cookie keeps: what the page shows before the profile loads, no mobile or email. */
export type StoredUser = Pick<UserInfo, 'id' | 'userName' | 'nickname' | 'headImg' | 'language'>;
/** The member as the page knows it: at least the cookie's summary, the whole profile once it loaded. */
export type SessionUser = StoredUser & Partial<UserInfo>;

export function storeUser({ id, userName, nickname, headImg, language }: StoredUser): void {
  const kept: StoredUser = { id, userName, nickname, headImg, language };
  writeCookie(keys.user, JSON.stringify(kept), sessionEnd());
}

export const storedUser = (): StoredUser | undefined => readJson<StoredUser>(keys.user);

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
  writeCookie(key, JSON.stringify(value), inDays(days));
}

/** The device id sent as the `uuid` header; made once, kept 30 days. */
export function deviceUuid(): string {
  let id = readCookie(keys.uuid);
  if (!id) {
    id = makeUuid();
    writeCookie(keys.uuid, id, inDays(TOKEN_DAYS));
  }
  return id;
}

/** Logout: user, tokens and bill/member ids. */
export function clearSession(): void {
  for (const k of [keys.access, keys.refresh, keys.uid, keys.user, keys.billId, keys.memberId, SESSION_END]) removeCookie(k);
}
