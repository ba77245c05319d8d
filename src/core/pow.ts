// The browser's side of the login captcha's proof of work (ALTCHA v1 format, issue 9): find the
// number n in 0..maxnumber whose SHA-256(salt + n) is the challenge, then send it back with the
// server's signed challenge. The server picks n at random, so a solver tries maxnumber / 2
// numbers on average; a browser pays under a second once, a bot pays it for every guess.
import { sha256Hex } from './sha256';
import type { PowChallenge } from './contract/types-accounts';

/** A challenge as the server issues it (`GET /base/altcha/{scene}`). */
export type { PowChallenge };

export interface PowSolution {
  number: number;
  /** digests computed to find it (number + 1: the search starts at 0) */
  hashes: number;
  /** the `altcha` form field: base64 of the JSON payload the server verifies */
  payload: string;
}

/** SHA-256 of bytes; injectable so the solver is tested without a browser. */
export type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer | Uint8Array>;

export interface SolveOptions {
  digest?: Digest;
  signal?: AbortSignal;
  /** numbers tried so far, of at most `maxnumber + 1` */
  onProgress?: (tried: number, max: number) => void;
  /** digests started together: Web Crypto runs them off the main thread */
  batch?: number;
  /** main-thread time spent before giving the page a turn (a long task is 50 ms) */
  sliceMs?: number;
  now?: () => number;
  /** gives the page a turn: input, rendering, the progress bar */
  pause?: () => Promise<void>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Web Crypto where it exists. It exists only in secure contexts; a storefront reached over plain
 * http (a showroom's LAN address) must still let buyers log in, so there the plain-JS SHA-256
 * the password hash already uses takes over (about as fast per digest on V8).
 */
export function defaultDigest(): Digest {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return (data) => subtle.digest('SHA-256', data);
  return async (data) => hexBytes(sha256Hex(decoder.decode(data)));
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The `altcha` field for a challenge and its number, as altcha-lib's `verifySolution` reads it. */
export function encodePowPayload(challenge: PowChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}

/**
 * Tries 0, 1, 2… in batches, giving the page a turn every `sliceMs`, until SHA-256(salt + n)
 * equals the challenge. Rejects with the signal's reason when aborted, and with an Error when no
 * number up to `maxnumber` fits (a challenge that was tampered with, or not SHA-256).
 */
export async function solvePow(challenge: PowChallenge, options: SolveOptions = {}): Promise<PowSolution> {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`proof of work: unsupported algorithm ${challenge.algorithm}`);
  const digest = options.digest ?? defaultDigest();
  const batch = Math.max(1, options.batch ?? 128);
  const sliceMs = options.sliceMs ?? 15;
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? nextTurn;
  const target = hexBytes(challenge.challenge.toLowerCase());
  const prefix = encoder.encode(challenge.salt);
  const max = challenge.maxnumber;

  const input = (n: number) => {
    const digits = String(n);
    const bytes = new Uint8Array(prefix.length + digits.length);
    bytes.set(prefix);
    for (let i = 0; i < digits.length; i++) bytes[prefix.length + i] = digits.charCodeAt(i);
    return bytes;
  };

  let n = 0;
  while (n <= max) {
    const sliceStart = now();
    do {
      options.signal?.throwIfAborted();
      const first = n;
      const last = Math.min(max, first + batch - 1);
      const jobs: Promise<ArrayBuffer | Uint8Array>[] = [];
      for (let k = first; k <= last; k++) jobs.push(digest(input(k)));
      const hashes = await Promise.all(jobs);
      for (let i = 0; i < hashes.length; i++) {
        const hash = hashes[i];
        if (hash && sameBytes(new Uint8Array(hash), target)) {
          const number = first + i;
          options.onProgress?.(number + 1, max + 1);
          return { number, hashes: number + 1, payload: encodePowPayload(challenge, number) };
        }
      }
      n = last + 1;
    } while (n <= max && now() - sliceStart < sliceMs);
    options.onProgress?.(n, max + 1);
    await pause();
  }
  throw new Error('proof of work: no number up to maxnumber solves this challenge');
}
