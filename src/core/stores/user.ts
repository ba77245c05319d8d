import { atom } from 'nanostores';
import { fetchMemberInfo, logoutCall, type UserInfo } from '../api/member';
import { $config } from '../config';
import { devWarn } from '../dev';
import { emit } from '../events';
import { wireSession } from '../http';
import { t } from '../locale';
import { loginPath, navigate } from '../navigate';
import { clearSession, refreshToken, storedUid, storedUser, storeUser, type SessionUser } from '../session';
import { broadcast } from '../sync';
import { toast } from '../toasts';
import { clearCart, refreshLoaded } from '../cart/store';

/** The member: the whole profile once loaded, before that the summary the `user` cookie keeps. */
export const $user = atom<SessionUser | null>(storedUser() ?? null);

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

export function afterSessionChange(kind: 'login' | 'logout'): void {
  emit(document, kind, { user: $user.get() });
  broadcast('session');
  refreshLoaded().catch(warnBackground);
}

/**
 * Wires what a lost session does into the buyer client; whoever boots (the runtime's `init`, which
 * full-page mode calls too) calls it once. Spec §8: code 502, or 403 with a refresh token: clear
 * cart, user, tokens; 'please login'; go to login. A refused refresh clears them quietly.
 */
export function initSession(): void {
  wireSession({ gone: sessionGone, refreshFailed: dropSession });
}

function sessionGone(reason: 'expired' | 'missing'): void {
  const hadUser = Boolean($user.get() || storedUid());
  dropSession();
  if (reason === 'missing' && !hadUser) return;
  toast(t('error.pleaseLogin'), 'warning');
  emit(document, 'logout', { reason });
  broadcast('session');
  if ($config.get().mode === 'full') navigate(loginPath(), document, true);
}

/** Another tab logged in or out: re-read cookies. */
export function resyncUser(): void {
  setUser(refreshToken() ? (storedUser() ?? null) : null);
  if (!refreshToken()) clearCart();
}

/** A background refresh that fails leaves the last known value; the next action reports errors. */
const warnBackground = (error: unknown) => devWarn('background refresh failed', error);
