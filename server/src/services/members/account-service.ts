import type { Locale } from '../../../../src/core/contract/locales';
import { renderStoredText } from '../text/system-text';
import type { LanguageCode } from '../../../../src/core/contract/locales';
import type { LoginResult, UserInfo } from '../../../../src/core/contract/types';
import type { AccountSecurity, BalanceInformation, FindPwdAccount } from '../../../../src/core/contract/types-accounts';
import { maskPhone } from '../../../../src/core/contract/rules-accounts';
import type { Db } from '../../db/types';
import { ApiError, conflictError, notLoggedInError, ruleError } from '../../http/errors';
import {
  emailTaken,
  findMemberById,
  findMemberByMobile,
  findMemberSecrets,
  findMemberSecurity,
  insertMember,
  ledgerPage,
  mobileTaken,
  updateMemberFields,
  updateMemberNickname,
  updateMemberPassword,
  usernameTaken,
} from '../../repos/accounts/members';
import { clearLockouts } from '../auth/lockouts';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Sessions } from '../auth/sessions';
import type { SmsCodes } from '../sms/sms-codes';
import { createRecoveryFlows } from './recovery-flow';
import { toUserInfo } from './user-info';

type Assets = (path: string) => string;

const cents = (value: number) => Math.round(value) / 100;

/**
 * Registration, SMS login, recovery, profile and security of members. Every method validates
 * everything it can before it writes, and writes in one statement or one transaction.
 */
export function createAccountService(db: Db, clock: () => number, sessions: Sessions, sms: SmsCodes) {
  const now = () => Math.floor(clock() / 1000);
  const recovery = createRecoveryFlows(db, clock, sessions, sms, (memberId) => clearLockouts(db, memberId));

  async function member(memberId: number) {
    const row = await findMemberSecrets(db, memberId);
    if (!row) throw notLoggedInError();
    return row;
  }

  async function requirePassword(memberId: number, passwordHash: string, field = 'password') {
    const row = await member(memberId);
    if (!(await verifyPassword(passwordHash, row.password_hash))) throw ruleError('accountsPasswordWrong', { field });
    return row;
  }

  /** The SMS store knows codes, not forms: the message is given the name of the field that held the code. */
  async function consumeCode(
    mobile: string,
    scene: Parameters<SmsCodes['consume']>[1],
    code: string,
    field = 'smsCode',
    device: string | null = null,
  ): Promise<void> {
    try {
      await sms.consume(mobile, scene, code, device);
    } catch (error) {
      if (error instanceof ApiError && error.messageKey === 'accountsSmsCodeInvalid') throw ruleError('accountsSmsCodeInvalid', { field });
      throw error;
    }
  }

  /** Binding a number that another account took after the code was sent: retyping cannot fix it (→ /binder-error). */
  async function saveMobile(memberId: number, mobile: string): Promise<void> {
    try {
      await updateMemberFields(db, memberId, { mobile });
    } catch (error) {
      // the unique index lost a race to another account
      if (await mobileTaken(db, mobile)) throw conflictError('accountsBindTaken', { field: 'mobile' });
      throw error;
    }
  }

  async function startSession(memberId: number, uuid: string | null, assets: Assets): Promise<LoginResult> {
    const row = await findMemberById(db, memberId);
    if (!row) throw notLoggedInError();
    return { token: await sessions.login(memberId, uuid), userInfo: toUserInfo(row, assets) };
  }

  return {
    async register(
      input: {
        username: string;
        passwordHash: string;
        mobile: string | null;
        email: string;
        smsCode: string | null;
        language: LanguageCode;
      },
      uuid: string | null,
      assets: Assets,
    ): Promise<LoginResult> {
      if (await usernameTaken(db, input.username)) throw ruleError('accountsUsernameTaken', { field: 'username' });
      if (input.mobile !== null && (await mobileTaken(db, input.mobile))) throw ruleError('accountsMobileTaken', { field: 'mobile' });
      if (input.email && (await emailTaken(db, input.email))) throw ruleError('accountsEmailTaken', { field: 'email' });
      if (input.mobile !== null && input.smsCode !== null) await consumeCode(input.mobile, 'REGISTER', input.smsCode);
      const passwordHash = await hashPassword(input.passwordHash);
      let id: number;
      try {
        id = await insertMember(db, {
          username: input.username,
          passwordHash,
          mobile: input.mobile,
          email: input.email,
          language: input.language,
          now: now(),
        });
      } catch (error) {
        // Two registrations racing for one name: the unique index decides.
        if (await usernameTaken(db, input.username)) throw ruleError('accountsUsernameTaken', { field: 'username' });
        throw error;
      }
      return startSession(id, uuid, assets);
    },

    async loginBySms(mobile: string, code: string, uuid: string | null, assets: Assets): Promise<LoginResult> {
      const row = await findMemberByMobile(db, mobile);
      // No LOGIN code is ever sent to a number without an account, so "wrong code" is the truth and
      // says nothing about who is registered (issue 9: no unthrottled existence answers).
      if (!row) throw ruleError('accountsSmsCodeInvalid', { field: 'smsCode' });
      await consumeCode(mobile, 'LOGIN', code, 'smsCode', uuid);
      await clearLockouts(db, row.id);
      return startSession(row.id, uuid, assets);
    },

    /**
     * The profile's name is the display name (`nickname`); the username stays the login name, with
     * the registration rules, and is not renamed here. An empty `email` clears it: login is by
     * username or mobile and recovery by mobile, so the email is never the only way in.
     */
    async saveProfile(
      memberId: number,
      fields: {
        nickname: string;
        userName?: string | undefined;
        email?: string | undefined;
        sex?: number | undefined;
        birthday?: number | undefined;
        language?: LanguageCode | undefined;
        headImg?: string | undefined;
      },
      assets: Assets,
    ): Promise<UserInfo> {
      const row = await member(memberId);
      if (fields.userName !== undefined && fields.userName.toLowerCase() !== row.username.toLowerCase()) {
        throw ruleError('accountsUsernameFixed', { field: 'userName' });
      }
      if (fields.email && (await emailTaken(db, fields.email, memberId))) throw ruleError('accountsEmailTaken', { field: 'email' });
      await updateMemberFields(db, memberId, {
        email: fields.email,
        sex: fields.sex,
        birthday: fields.birthday,
        language: fields.language,
        face: fields.headImg,
      });
      await updateMemberNickname(db, memberId, fields.nickname);
      const saved = await findMemberById(db, memberId);
      if (!saved) throw notLoggedInError();
      return toUserInfo(saved, assets);
    },

    /** Ends every other session; the caller's own ends when the client logs out (spec §4). */
    async changePassword(memberId: number, oldHash: string, newHash: string, keepFamily: string | null): Promise<void> {
      await requirePassword(memberId, oldHash, 'oldPassword');
      if (oldHash === newHash) throw ruleError('accountsPasswordSame', { field: 'password' });
      await updateMemberPassword(db, memberId, await hashPassword(newHash), now());
      await sessions.endOtherSessions(memberId, keepFamily);
    },

    async setPaymentPassword(memberId: number, loginHash: string, paymentHash: string): Promise<void> {
      await requirePassword(memberId, loginHash, 'loginPassword');
      await updateMemberFields(db, memberId, { payment_password_hash: await hashPassword(paymentHash) });
    },

    async bindMobile(memberId: number, mobile: string, code: string, assets: Assets): Promise<UserInfo> {
      const row = await member(memberId);
      // both refusals are states the buyer cannot retype away: the binder shows /binder-error
      if (row.mobile) throw conflictError('accountsMobileAlreadyBound', { field: 'mobile' });
      if (await mobileTaken(db, mobile)) throw conflictError('accountsBindTaken', { field: 'mobile' });
      await consumeCode(mobile, 'BIND', code);
      await saveMobile(memberId, mobile);
      return toUserInfo({ ...row, mobile }, assets);
    },

    async changeMobile(memberId: number, passwordHash: string, mobile: string, code: string, assets: Assets): Promise<UserInfo> {
      const row = await requirePassword(memberId, passwordHash);
      if (!row.mobile) throw ruleError('accountsMobileNotBound', { field: 'mobile' });
      if (await mobileTaken(db, mobile)) throw ruleError('accountsMobileTaken', { field: 'mobile' });
      await consumeCode(mobile, 'CHANGE_MOBILE', code);
      await saveMobile(memberId, mobile);
      return toUserInfo({ ...row, mobile }, assets);
    },

    async bindEmail(memberId: number, passwordHash: string, email: string, assets: Assets): Promise<UserInfo> {
      await requirePassword(memberId, passwordHash);
      if (await emailTaken(db, email, memberId)) throw ruleError('accountsEmailTaken', { field: 'email' });
      await updateMemberFields(db, memberId, { email });
      // re-read: a new email is unproved from this update on (issue 9)
      const saved = await findMemberById(db, memberId);
      if (!saved) throw notLoggedInError();
      return toUserInfo(saved, assets);
    },

    async security(memberId: number): Promise<AccountSecurity> {
      const row = await findMemberSecurity(db, memberId);
      if (!row) throw notLoggedInError();
      return {
        mobile: row.mobile ? maskPhone(row.mobile) : '',
        email: row.email,
        hasPaymentPassword: row.payment_password_hash !== null,
        passwordChangedAt: row.password_changed_at,
      };
    },

    /** The ledger with each remark in the reader's language (stored as a key and its parameters). */
    async balance(memberId: number, pageNo: number, pageSize: number, locale: Locale): Promise<BalanceInformation> {
      const row = await member(memberId);
      const page = await ledgerPage(db, memberId, pageNo, pageSize);
      return {
        balance: cents(row.balance_cents),
        list: page.rows.map((entry) => ({
          id: entry.id,
          amount: cents(entry.amount_cents),
          balance: cents(entry.balance_cents),
          kind: entry.kind as BalanceInformation['list'][number]['kind'],
          remark: renderStoredText({ key: entry.remark_key, params: entry.remark_params, written: entry.remark }, locale),
          createTime: entry.created_at,
        })),
        total: page.total,
        pageNo,
        pageSize,
      };
    },

    // --- password recovery (Javashop passport/find-pwd) ------------------------------------

    /** `uuid` is the device that asks; the reply's `uuid` is the flow id the later steps take. */
    findAccount: (account: string, uuid: string): Promise<FindPwdAccount> => recovery.start(account, uuid),
    recoveryMobile: (uuid: string): Promise<string> => recovery.mobileOf(uuid),
    verifyRecovery: (uuid: string, code: string, device: string | null): Promise<void> => recovery.verify(uuid, code, device),
    resetPassword: (uuid: string, passwordHash: string): Promise<void> => recovery.resetPassword(uuid, passwordHash),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
