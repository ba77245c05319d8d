import type { Db, Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import { countProbes, deleteProbes, deleteProbesBefore, insertProbe } from '../../repos/accounts/account-probes';
import { lockKey } from '../../repos/advisory-locks';

/**
 * How often the server may say whether an account exists (issue 9, item 8). The login and register
 * forms need the answer ("no account with this number", "this email is taken"), so it stays, but
 * a script probing a list of numbers or emails gets this many answers and then waits:
 * - `perIp` answers per IP per window: a buyer registering from an office behind one address
 *   needs two or three, a shared office a dozen; a list of 200 takes the script 2.5 hours per IP;
 * - `perSubject` answers about one identifier per window, from any IP: nobody needs to ask about
 *   the same number more than a few times, and a botnet cannot hammer one account.
 */
export const PROBE = {
  windowSeconds: 15 * 60,
  perIp: 20,
  perSubject: 10,
} as const;

/** Advisory-lock namespaces (two-key form): subjects in sorted order, then the IP. */
const LOCK_SUBJECT = 0x7654_0101;
const LOCK_IP = 0x7654_0102;

/** The throttle key of an identifier: `mobile:5512345678`, `email:ana@example.mx`, `username:ana`. */
export const probeSubject = (kind: 'mobile' | 'email' | 'username', value: string): string => `${kind}:${value.trim().toLowerCase()}`;

export interface Probe {
  /** The answer turned out to be counted elsewhere (a code was sent): take this one back. */
  release(): Promise<void>;
}

/**
 * Counts answers about whether accounts exist, by IP and by identifier, like find-pwd counts
 * unknown accounts as failures of the IP. Each answer is counted *before* the lookup, in the same
 * transaction (under advisory locks on every identifier and on the IP) that reads the counts, so
 * parallel requests see each other: a burst from one IP gets exactly `perIp` answers. A refusal
 * writes nothing. Rows are never kept past a day.
 */
export function createProbeThrottle(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  /** Throws while the IP or an identifier is out of answers; otherwise counts one answer per identifier, in `q`'s transaction. */
  async function take(q: Queryable, ip: string, subjects: readonly string[]): Promise<number[]> {
    const keys = [...new Set(subjects)].sort();
    for (const key of keys) await lockKey(q, LOCK_SUBJECT, key);
    await lockKey(q, LOCK_IP, ip);
    const t = now();
    const since = t - PROBE.windowSeconds;
    const rows = await countProbes(q, ip, keys, since);
    const byIp = rows.find((row) => row.subject === null);
    // The wait ends when the oldest answer that fills a budget leaves the window.
    let until = 0;
    if (byIp && byIp.n + keys.length > PROBE.perIp) until = Math.max(until, byIp.oldest + PROBE.windowSeconds);
    for (const row of rows)
      if (row.subject !== null && row.n >= PROBE.perSubject) until = Math.max(until, row.oldest + PROBE.windowSeconds);
    if (until > 0) throw ruleError('signupProbeThrottled', { minutes: Math.max(1, Math.ceil((until - t) / 60)) });
    const inserted: number[] = [];
    for (const key of keys) {
      const id = await insertProbe(q, { subject: key, ip, at: t });
      if (id !== undefined) inserted.push(id);
    }
    return inserted;
  }

  /** The answers `take` counted; `release` takes them back. Rows older than a day are dropped now and then. */
  async function counted(ids: number[]): Promise<Probe> {
    await deleteProbesBefore(db, now() - 24 * 3600);
    return {
      async release() {
        await deleteProbes(db, ids);
      },
    };
  }

  return {
    take,
    counted,
    /** `take` in a transaction of its own. */
    async begin(ip: string, subjects: readonly string[]): Promise<Probe> {
      return counted(await db.tx((q) => take(q, ip, subjects)));
    },
  };
}

export type ProbeThrottle = ReturnType<typeof createProbeThrottle>;
