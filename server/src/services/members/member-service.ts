import type { LanguageCode } from '../../../../src/core/contract/locales';
import type { LoginResult, UserInfo } from '../../../../src/core/contract/types';
import type { Db } from '../../db/types';
import { ApiError, notLoggedInError } from '../../http/errors';
import { findMemberById, findMemberByLogin, rehashMemberPassword, updateMemberLanguage } from '../../repos/accounts/members';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { Sessions } from '../auth/sessions';
import { toUserInfo } from './user-info';

export function createMemberService(db: Db, sessions: Sessions) {
  async function userInfo(memberId: number, resolveAsset: (path: string) => string): Promise<UserInfo> {
    const member = await findMemberById(db, memberId);
    // The token outlived its member (deleted account): the session is gone.
    if (!member) throw notLoggedInError();
    return toUserInfo(member, resolveAsset);
  }

  return {
    userInfo,

    /** `passwordHash` is the client's SHA-256 hex; a wrong username costs as much as a wrong password. */
    async login(login: string, passwordHash: string, uuid: string | null, resolveAsset: (path: string) => string): Promise<LoginResult> {
      const member = await findMemberByLogin(db, login);
      const matches = await verifyPassword(passwordHash, member?.password_hash ?? (await decoyPasswordHash()));
      if (!member || !matches) throw new ApiError('bad_credentials', 'loginFailed');
      // Rows hashed with older, cheaper parameters are upgraded while the client hash is at hand.
      if (needsRehash(member.password_hash)) {
        await rehashMemberPassword(db, member.id, await hashPassword(passwordHash));
      }
      const token = await sessions.login(member.id, uuid);
      return { token, userInfo: toUserInfo(member, resolveAsset) };
    },

    async updateLanguage(memberId: number, language: LanguageCode, resolveAsset: (path: string) => string): Promise<UserInfo> {
      await updateMemberLanguage(db, memberId, language);
      return userInfo(memberId, resolveAsset);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
