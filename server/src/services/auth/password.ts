import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createLimiter } from './limiter';

/**
 * Passwords arrive as lowercase hex SHA-256 (the client hashes before sending); we store
 * scrypt(that hex) as `scrypt$N$r$p$salt$hash` so parameters can be raised later per row.
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** log2 of scrypt's N in production: N = 2^17 (≈0.3 s and 128 MiB per hash). */
export const PRODUCTION_HASH_COST = 17;
/** The cheapest cost a setting may ask for (N = 2^10, ≈2 ms: the test suite's). */
const MIN_HASH_COST = 10;
const MAX_HASH_COST = 20;

/**
 * log2 of scrypt's N for new hashes (PASSWORD_HASH_COST, 10–20; default 17). Below 17 only
 * outside production: the test suite runs thousands of logins and sets 10, which turns its
 * 0.3 s per hash into milliseconds; NODE_ENV=production refuses it.
 */
export function passwordHashCost(env: Record<string, string | undefined>): number {
  const setting = env.PASSWORD_HASH_COST;
  if (setting === undefined || setting.trim() === '') return PRODUCTION_HASH_COST;
  const value = Number(setting);
  if (!/^\s*\d+\s*$/.test(setting) || value < MIN_HASH_COST || value > MAX_HASH_COST) {
    throw new RangeError(
      `[vitrina] PASSWORD_HASH_COST must be a whole number from ${MIN_HASH_COST} to ${MAX_HASH_COST}, log2 of scrypt's N (got "${setting}")`,
    );
  }
  if (env.NODE_ENV === 'production' && value < PRODUCTION_HASH_COST) {
    throw new RangeError(
      `[vitrina] PASSWORD_HASH_COST=${value} is below ${PRODUCTION_HASH_COST}, too cheap for NODE_ENV=production: unset it (tests only set it lower)`,
    );
  }
  return value;
}

export const PASSWORD_HASH_COST = passwordHashCost(process.env);

const paramsOf = (cost: number) => ({ N: 2 ** cost, r: R, p: P });
const PARAMS = paramsOf(PASSWORD_HASH_COST);
// scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8); Node's default 32 MiB limit would refuse
// it. Twice what the configured cost needs, never less than the 256 MiB production rows have
// always had, and no more: a row asking for more than that is refused, not allocated.
const MAX_MEMORY = Math.max(256 * 1024 * 1024, 2 * 128 * PARAMS.N * R);

/**
 * How many scrypt runs may be in flight at once (PASSWORD_HASH_CONCURRENCY, 1–16; default the
 * number of cores, at most 2). Each holds 128 MiB, so a burst of logins queues here instead of
 * taking the process's memory (and the whole libuv pool) with it.
 */
export const MAX_CONCURRENT_HASHES = hashConcurrency(process.env.PASSWORD_HASH_CONCURRENCY);

function hashConcurrency(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return Math.max(1, Math.min(2, availableParallelism()));
  const value = Number(setting);
  if (!Number.isInteger(value) || value < 1 || value > 16) {
    throw new RangeError(`[vitrina] PASSWORD_HASH_CONCURRENCY must be a whole number from 1 to 16 (got "${setting}")`);
  }
  return value;
}

const hashing = createLimiter(MAX_CONCURRENT_HASHES);
/** Measured around the scrypt call itself, not by the limiter, so it shows what really ran at once. */
const load = { inFlight: 0, peak: 0 };

/** Scrypt runs in flight now, the most seen at once since the last reset, and the cap. */
export function passwordHashingLoad(): { inFlight: number; peak: number; cap: number; queued: number } {
  return { inFlight: load.inFlight, peak: load.peak, cap: MAX_CONCURRENT_HASHES, queued: hashing.queued };
}

export function resetPasswordHashingPeak(): void {
  load.peak = load.inFlight;
}

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        load.inFlight += 1;
        load.peak = Math.max(load.peak, load.inFlight);
        const done = (error: Error | null, key?: Buffer) => {
          load.inFlight -= 1;
          if (error || !key) reject(error ?? new Error('[vitrina] scrypt returned no key'));
          else resolve(key);
        };
        // Bad parameters from a stored row throw synchronously: count that run as finished too.
        try {
          scrypt(secret, salt, KEY_LENGTH, options, done);
        } catch (error) {
          done(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  );
}

/** A stored hash at the configured cost, or at `cost` (log2 N) when given. */
export async function hashPassword(clientHash: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const params = paramsOf(cost);
  const salt = randomBytes(16);
  const key = await scryptAsync(clientHash, salt, { ...params, maxmem: MAX_MEMORY });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(clientHash, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A row hashed with weaker parameters than configured: rehash it at the next successful login.
 * A row hashed at a higher cost (the seed's production-cost demo rows under the tests' cost) is
 * not weaker and stays as it is.
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}

/** What the client sends for a password: lowercase hex SHA-256 of its UTF-8 bytes. */
export function clientPasswordHash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/**
 * A stored hash of a random secret, checked when the username is unknown so a wrong username
 * takes as long as a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return decoyHash;
}
