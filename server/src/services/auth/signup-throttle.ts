import type { Db, Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import { countSignups, deleteSignup, deleteSignupsBefore, insertSignup } from '../../repos/accounts/signup-attempts';
import { lockKey } from '../../repos/advisory-locks';

/**
 * Accounts one IP may create per window (issue 9, item 9: 200 email accounts in 53 s from one
 * script, each with its free coupons). Ten an hour lets an office or a trade-fair stand sign up
 * its buyers; a script gets 240 a day per address instead of 13,000 an hour.
 */
export const SIGNUP = {
  windowSeconds: 60 * 60,
  perIp: 10,
} as const;

/** Advisory-lock namespace (two-key form) of the per-IP count. */
const LOCK_IP = 0x7654_0201;

export interface SignupSlot {
  /** The registration failed (taken, wrong code…): it created no account, so it counts for nothing. */
  release(): Promise<void>;
}

/**
 * Reserves a registration for an IP before the (slow) password hash and the insert: the count and
 * the reservation happen in one transaction under the IP's advisory lock, so parallel sign-ups
 * from one address see each other and at most `perIp` accounts are created. A refusal writes
 * nothing.
 */
export function createSignupThrottle(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  /** Reserves a registration for `ip` in `q`'s transaction, or throws while the IP is out of them. */
  async function take(q: Queryable, ip: string): Promise<number | undefined> {
    await lockKey(q, LOCK_IP, ip);
    const t = now();
    const { n = 0, oldest = 0 } = (await countSignups(q, ip, t - SIGNUP.windowSeconds)) ?? {};
    if (n >= SIGNUP.perIp) {
      throw ruleError('signupThrottled', { minutes: Math.max(1, Math.ceil((oldest + SIGNUP.windowSeconds - t) / 60)) });
    }
    return insertSignup(q, ip, t);
  }

  /** The registration `take` reserved; week-old rows are dropped now and then. */
  async function reserved(id: number | undefined): Promise<SignupSlot> {
    await deleteSignupsBefore(db, now() - 7 * 24 * 3600);
    return {
      async release() {
        await deleteSignup(db, id);
      },
    };
  }

  return {
    take,
    reserved,
    /** `take` in a transaction of its own. */
    async begin(ip: string): Promise<SignupSlot> {
      return reserved(await db.tx((q) => take(q, ip)));
    },
  };
}

export type SignupThrottle = ReturnType<typeof createSignupThrottle>;
