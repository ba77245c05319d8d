/** The login captcha's proof of work, solved the way a script would: node:crypto, one core. */
import { hash } from 'node:crypto';
import type { PowChallenge } from '../../../server/src/services/auth/captcha-pow';
import type { ApiHarness } from './backends';

/**
 * The number whose SHA-256 after the salt is the challenge (about 0.1 s for a real challenge).
 * One-shot `hash` of the whole string: half the CPU of copying a hash of the salt per number.
 */
export function solveChallenge(challenge: PowChallenge): number {
  const { challenge: target, salt } = challenge;
  const max = challenge.maxnumber ?? 1e6;
  for (let n = 0; n <= max; n++) {
    if (hash('sha256', salt + n) === target) return n;
  }
  throw new Error(`[vitrina] test: no number up to ${max} solves ${target}`);
}

/** The `altcha` field the storefront would send: base64 of the challenge and its number. */
export function altchaPayload(challenge: PowChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString('base64');
}

export async function fetchChallenge(api: Pick<ApiHarness, 'inject'>, scene = 'LOGIN'): Promise<PowChallenge> {
  const response = await api.inject({ method: 'GET', url: `/api/base/altcha/${scene}` });
  if (response.statusCode !== 200) throw new Error(`[vitrina] test: challenge for ${scene}: ${response.statusCode} ${response.body}`);
  return response.json<PowChallenge>();
}

/** A fresh challenge of the server, solved: what the login form sends as `altcha`. */
export async function solvedAltcha(api: Pick<ApiHarness, 'inject'>, scene = 'LOGIN'): Promise<string> {
  const challenge = await fetchChallenge(api, scene);
  return altchaPayload(challenge, solveChallenge(challenge));
}
