import type { Db } from '../../db/types';
import { ruleError } from '../../http/errors';
import {
  countLoginFailures,
  deleteLoginFailure,
  deleteLoginFailuresBefore,
  deleteLoginFailuresOf,
  insertLoginFailure,
} from '../../repos/accounts/auth-failures';
import { findMemberByLogin } from '../../repos/accounts/members';
import { lockKey } from '../../repos/advisory-locks';

/** Login throttling (issue 4): windowed, so nobody is ever locked out for good. */
export const THROTTLE = {
  /** failures count for this long */
  windowSeconds: 15 * 60,
  /** failures of one account, or of one IP, after which a captcha is required */
  captchaAfterAccount: 3,
  captchaAfterIp: 10,
  /** failures after which logins stop: for an unknown name or an IP until the window moves on */
  lockAfterAccount: 10,
  lockAfterIp: 50,
  /**
   * An existing account's lock lasts this long after the failure that set or renewed it (issue 9):
   * anyone can fail on someone else's account, so the owner's lock stays short. The owner's SMS
   * login or password recovery clears it at once (`clearLockouts`).
   */
  memberLockSeconds: 5 * 60,
} as const;

/** The throttle key of an existing account, whatever was typed to name it. */
export const memberSubject = (memberId: number): string => `member:${memberId}`;

/** Advisory-lock namespaces (two-key form): the account key is always locked before the IP key. */
const LOCK_SUBJECT = 0x7654_0001;
const LOCK_IP = 0x7654_0002;

export interface LoginAttempt {
  /** this attempt may only go on with a solved captcha */
  readonly captchaRequired: boolean;
  /** The attempt turned out not to be a failure (it succeeded, or stopped before the password check). */
  release(): Promise<void>;
}

/**
 * Counts failed logins by account and by IP. The account key is the account the typed text names
 * (`member:<id>`, so its username in any case and its mobile share one count), or the normalised
 * text when no account has it (probing unknown names is throttled the same way). A success clears
 * the account's failures.
 *
 * Each attempt is counted as a failure *before* the password is checked, in the same transaction
 * (under per-account and per-IP advisory locks) that reads the counts: parallel attempts see each
 * other, so a burst cannot slip past the captcha or the lock. A success, or an attempt that never
 * reached the password check, takes its row back.
 */
export function createLoginThrottle(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  const noFailures = { account: 0, ip: 0, oldest_account: null, newest_account: null, oldest_ip: null };

  return {
    /** The throttle key of a typed username or mobile. */
    async subjectOf(login: string): Promise<string> {
      const member = await findMemberByLogin(db, login.trim());
      return member ? memberSubject(member.id) : `login:${login.trim().toLowerCase()}`;
    },

    /** Throws while locked; otherwise counts this attempt and tells whether it needs a captcha. */
    async begin(subject: string, ip: string): Promise<LoginAttempt> {
      const { id, captchaRequired } = await db.tx(async (q) => {
        await lockKey(q, LOCK_SUBJECT, subject);
        await lockKey(q, LOCK_IP, ip);
        const c = (await countLoginFailures(q, subject, ip, now() - THROTTLE.windowSeconds)) ?? noFailures;
        const t = now();
        const accountLockEnd = subject.startsWith('member:')
          ? (c.newest_account ?? 0) + THROTTLE.memberLockSeconds
          : (c.oldest_account ?? 0) + THROTTLE.windowSeconds;
        const lockedUntil = Math.max(
          c.account >= THROTTLE.lockAfterAccount ? accountLockEnd : 0,
          c.ip >= THROTTLE.lockAfterIp && c.oldest_ip !== null ? c.oldest_ip + THROTTLE.windowSeconds : 0,
        );
        // Refused attempts are not counted: the lock ends one window after the failures that set it
        // (an existing account's: memberLockSeconds after its latest failure).
        if (lockedUntil > t) throw ruleError('accountsLoginThrottled', { minutes: Math.max(1, Math.ceil((lockedUntil - t) / 60)) });
        const id = await insertLoginFailure(q, { subject, ip, at: t });
        return { id, captchaRequired: c.account >= THROTTLE.captchaAfterAccount || c.ip >= THROTTLE.captchaAfterIp };
      });
      // Rows older than the window count for nothing: drop a few now and then.
      await deleteLoginFailuresBefore(db, now() - 24 * 3600);
      return {
        captchaRequired,
        async release() {
          await deleteLoginFailure(db, id);
        },
      };
    },

    async succeeded(subject: string): Promise<void> {
      await deleteLoginFailuresOf(db, subject);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
