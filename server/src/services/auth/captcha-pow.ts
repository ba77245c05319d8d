import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Db } from '../../db/types';
import { validationError } from '../../http/errors';
import { deleteSolutionsBefore, recordSolution } from '../../repos/accounts/captchas';
import { sharedSecret } from '../secrets/shared-secret';
import type { CaptchaScene } from './captcha';

/**
 * The proof of work behind the login captcha (issue 9, item 7), in ALTCHA's v1 format: the
 * server hides a random number n in 1..maxNumber as SHA-256(salt + n) and signs that with an
 * HMAC; the client tries numbers until the hash matches. A browser pays that once per captcha
 * (see `maxNumber`); a script pays it again for every password it guesses. v1 (altcha-lib/v1,
 * kept by altcha-lib 2.x) rather than v2: a plain SHA-256 search that the storefront solves with
 * Web Crypto in a few lines, where v2's key-derivation format would need the library's solver.
 */
export const POW = {
  /**
   * A solver tries maxNumber / 2 numbers on average. The storefront's (src/core/pow.ts) did
   * 88,000 to 230,000 a second in headless Chromium on this project's 2 shared cores, depending
   * on what else ran (load 12 to 8): 0.4 to 1.1 s on average, about twice that at worst
   * (`npx tsx scripts/captcha-bench.ts` measures it). Native code does the same in milliseconds:
   * this raises the price of every guess; the throttles bound how many.
   */
  maxNumber: 200_000,
  /** long enough to type the image's characters; a stockpile of solved challenges goes stale */
  ttlSeconds: 5 * 60,
  /** the form field that carries the solution: ALTCHA's own name, so its widget would work too */
  field: 'altcha',
  /** the longest `altcha` accepted: base64 of {algorithm, challenge, number, salt, signature} */
  payloadMax: 1024,
  /** CAPTCHA_HMAC_KEY must carry at least 128 bits */
  keyMinLength: 32,
} as const;

export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

interface PowPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const HEX64 = /^[0-9a-f]{64}$/;
const refused = (key: 'accountsAltchaRequired' | 'accountsAltchaInvalid' | 'accountsAltchaExpired' | 'accountsAltchaUsed') =>
  validationError(key, { field: POW.field });

/** The solution the client sent, or a refusal naming the field: never a 500 on bad input. */
function parsePayload(text: string): PowPayload {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    throw refused('accountsAltchaInvalid');
  }
  if (typeof value !== 'object' || value === null) throw refused('accountsAltchaInvalid');
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  const valid =
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    HEX64.test(challenge) &&
    typeof signature === 'string' &&
    HEX64.test(signature) &&
    typeof salt === 'string' &&
    salt.length <= 200 &&
    typeof number === 'number' &&
    Number.isSafeInteger(number) &&
    number >= 0 &&
    number <= POW.maxNumber;
  if (!valid) throw refused('accountsAltchaInvalid');
  return { algorithm, challenge, number, salt, signature } as PowPayload;
}

export function createPowCaptcha(db: Db, clock: () => number, configuredKey: string | undefined) {
  if (configuredKey !== undefined && configuredKey.length < POW.keyMinLength) {
    throw new Error(
      `[vitrina] CAPTCHA_HMAC_KEY must have at least ${POW.keyMinLength} characters (it signs the login captcha's challenges); unset it to use the key kept in the database`,
    );
  }
  const now = () => Math.floor(clock() / 1000);
  let key: Promise<string> | undefined;
  const hmacKey = (): Promise<string> => {
    if (configuredKey) return Promise.resolve(configuredKey);
    // The key every node signs and checks with: CAPTCHA_HMAC_KEY, else the one kept in the database
    // (services/secrets), cached per process: it never changes (a reseed keeps it). A failed read is retried.
    key ??= sharedSecret(db, 'captcha_hmac').catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  return {
    /** A signed challenge for a scene; stateless, so issuing one writes nothing. */
    async challenge(scene: CaptchaScene): Promise<PowChallenge> {
      return createChallenge({
        hmacKey: await hmacKey(),
        maxnumber: POW.maxNumber,
        expires: new Date((now() + POW.ttlSeconds) * 1000),
        params: { scene },
      });
    },

    /**
     * Accepts a solution once: signed by our key, for this scene, not expired, never seen by any
     * node (the challenge's row in PostgreSQL is the proof of use; its primary key settles
     * concurrent replays). Otherwise a 400 that names the `altcha` field.
     */
    async redeem(text: string | undefined, scene: CaptchaScene): Promise<void> {
      if (!text) throw refused('accountsAltchaRequired');
      const payload = parsePayload(text);
      // Expiry is read with our clock (the library's own check uses Date.now()), after the
      // signature: only then are the salt's parameters ours.
      if (!(await verifySolution(payload, await hmacKey(), false))) throw refused('accountsAltchaInvalid');
      const params = extractParams(payload);
      if (params.scene !== scene) throw refused('accountsAltchaInvalid');
      const expires = Number(params.expires);
      if (!Number.isSafeInteger(expires) || expires <= now()) throw refused('accountsAltchaExpired');
      if (!(await recordSolution(db, payload.challenge, expires))) throw refused('accountsAltchaUsed');
      // A used challenge matters only until it expires.
      await deleteSolutionsBefore(db, now());
    },
  };
}

export type PowCaptcha = ReturnType<typeof createPowCaptcha>;
