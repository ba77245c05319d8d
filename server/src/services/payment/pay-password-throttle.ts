import type { Db } from '../../db/types';
import { ruleError } from '../../http/errors';
import { lockKey } from '../../repos/advisory-locks';
import { deleteFailures, insertFailure, listFailureTimes } from '../../repos/payment/pay-password-failures';

/** Wrong payment passwords: this many in the window lock balance payment for `lockSeconds`. */
export const PAY_PASSWORD_THROTTLE = {
  windowSeconds: 15 * 60,
  lockAfter: 5,
  lockSeconds: 15 * 60,
} as const;

/** Advisory-lock namespace (two-key form), next to the login throttle's account and IP keys. */
const LOCK_PAY_PASSWORD = 0x7654_0003;

/**
 * When the lock set by `failures` (times, ascending) ends: `lockSeconds` after the latest failure
 * that was the `lockAfter`-th within one window; 0 when no such failure.
 */
export function lockedUntil(failures: readonly number[]): number {
  const { windowSeconds, lockAfter, lockSeconds } = PAY_PASSWORD_THROTTLE;
  let until = 0;
  failures.forEach((at, i) => {
    const inWindow = failures.slice(0, i + 1).filter((earlier) => earlier > at - windowSeconds).length;
    if (inWindow >= lockAfter) until = Math.max(until, at + lockSeconds);
  });
  return until;
}

export interface PayPasswordAttempt {
  /** The password was right: the member's failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts wrong payment passwords per member in the login throttle's `auth_failure` table (its
 * own subject, `paypwd:member:<id>`, so logins and payments never share a count). As with logins,
 * each guess is counted before the password is checked, under a per-member advisory lock, so a
 * burst of parallel guesses cannot slip past the lock; a right password forgets them all.
 * Refused attempts are not counted: the lock ends `lockSeconds` after the failure that set it.
 */
export function createPayPasswordThrottle(db: Db) {
  return {
    /** Throws while balance payment is locked; otherwise counts this guess. */
    async begin(memberId: number, at: number): Promise<PayPasswordAttempt> {
      const subject = `paypwd:member:${memberId}`;
      await db.tx(async (q) => {
        await lockKey(q, LOCK_PAY_PASSWORD, subject);
        const failures = await listFailureTimes(q, subject, at - PAY_PASSWORD_THROTTLE.windowSeconds - PAY_PASSWORD_THROTTLE.lockSeconds);
        // A guess that waited for the lock is no older than the failures written while it waited
        // (else a parallel burst read 'Try again in 16 min' of a 15-minute lock).
        const t = Math.max(at, failures.at(-1) ?? at);
        const until = lockedUntil(failures);
        if (until > t) throw ruleError('tradePayPasswordLocked', { minutes: Math.max(1, Math.ceil((until - t) / 60)) });
        await insertFailure(q, subject, t);
      });
      return {
        async succeeded() {
          await deleteFailures(db, subject);
        },
      };
    },
  };
}
