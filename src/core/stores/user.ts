import { atom } from 'nanostores';
import { fetchMemberInfo, logoutCall, type UserInfo } from '../api/member';
import { devWarn } from '../dev';
import { emit } from '../events';
import { wireSession } from '../http';
import { clearSession, refreshToken, storedUid, storedUser, storeUser, type SessionUser } from '../session';
import { broadcast } from '../sync';
import { clearCart, refreshLoaded } from '../cart/store';

/**
 * The member: the whole profile once loaded, before that the summary the `user` cookie keeps. A
 * `user` cookie without a refresh token (one written before session cookies all ended together) is
 * a visitor's.
 */
export const $user = atom<SessionUser | null>(refreshToken() ? (storedUser() ?? null) : null);

/** Sets the member, keeping its summary in the `user` cookie (for stores/begin-session.ts too). */
export function setUser(user: SessionUser | null): void {
  if (user) storeUser(user);
  $user.set(user);
}

/** Spec §3: birthday arrives in seconds and is kept in milliseconds. */
export const fromWire = (u: UserInfo): UserInfo => (u.birthday ? { ...u, birthday: u.birthday * 1000 } : u);

let loadingUser: Promise<UserInfo> | undefined;

/** Route guard step 3: a refresh token but no user loaded → load the user (once, however many ask). */
export async function ensureUser(): Promise<void> {
  if ($user.get() || !refreshToken()) return;
  loadingUser ||= loadUser().finally(() => (loadingUser = undefined));
  await loadingUser;
}

export async function loadUser(): Promise<UserInfo> {
  const user = fromWire(await fetchMemberInfo());
  setUser(user);
  return user;
}

export async function logout(): Promise<void> {
  if (storedUid()) {
    try {
      await logoutCall();
    } catch (error) {
      console.warn('vitrina: logout call failed', error); // spec §8: only logged, in production too
    }
  }
  dropSession();
  afterSessionChange('logout');
}

function dropSession(): void {
  clearSession();
  setUser(null);
  clearCart();
}

/** `reason` says why a session ended without a logout: 'expired' (the server ended it), 'missing' (no token). */
export function afterSessionChange(kind: 'login' | 'logout', reason?: string): void {
  emit(document, kind, reason ? { reason } : { user: $user.get() });
  broadcast(kind);
  refreshLoaded().catch(warnBackground);
}

/**
 * Wires what a dead session does into the buyer client; whoever boots (the runtime's `init`, which
 * full-page mode calls too) calls it once. Which replies mean "dead" is client/session-end.ts; what
 * it means is here, the same for every page, locale and widget (issue 16 §1): the buyer quietly
 * becomes a visitor (cookies, member and the member's cart dropped; the visitor's cart loads; a
 * `vitrina:logout` event and the other tabs told). No toast, no redirect: on a public page the buyer
 * carries on; on a member page the storefront's guard, which listens to `$user`, sends them to
 * login with `forward`, like any visitor opening that page.
 */
export function initSession(): void {
  wireSession({ gone: endSession, refreshFailed: endSession });
}

/** Said once however many calls meet the dead session at once: the first one drops the member. */
function endSession(reason = 'expired'): void {
  const hadUser = Boolean($user.get() || storedUid());
  dropSession();
  if (hadUser) afterSessionChange('logout', reason);
}

/**
 * Another tab logged in or out. A logout is believed whatever the cookies here still say: this tab
 * removes them too (the same removal, so nothing is lost), or its next call would send the dead
 * tokens, be refused, and take this tab to the login page. A login is only read: a write here
 * from a stale read brought back a removed `user` cookie. Its cookies may reach this tab a moment
 * after its message, so they are read again a few times before the tab stays a visitor's.
 */
export function resyncUser(kind: 'login' | 'logout', tries = 20): void {
  if (kind === 'logout') dropSession();
  else if (!refreshToken()) {
    $user.set(null);
    clearCart();
  } else {
    $user.set(storedUser() ?? null);
  }
  if (kind === 'login' && !refreshToken() && tries > 0) setTimeout(() => resyncUser(kind, tries - 1), 50);
}

/** A background refresh that fails leaves the last known value; the next action reports errors. */
const warnBackground = (error: unknown) => devWarn('background refresh failed', error);
