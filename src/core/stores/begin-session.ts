// Beginning a session, which only the login and registration forms do: kept out of stores/user.ts
// so the shared runtime chunk does not carry it.
import type { UserInfo } from '../api/member';
import { newSessionEnd, storeTokens, storeUid } from '../session';
import { afterSessionChange, fromWire, loadUser, setUser } from './user';

/** Spec §4 Login: the token is stored as both access and refresh token, then uid, then profile. */
export async function beginSession(token: string, userInfo: UserInfo): Promise<UserInfo> {
  storeTokens(token, token, newSessionEnd());
  storeUid(userInfo.id);
  setUser(fromWire(userInfo));
  const user = await loadUser();
  afterSessionChange('login');
  return user;
}
