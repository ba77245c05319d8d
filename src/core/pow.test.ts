import { webcrypto } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, test, vi } from 'vitest';
import { defaultDigest, solvePow, type Digest, type PowChallenge } from './pow';

const HMAC_KEY = 'unit-test-key-unit-test-key-0123456789';
const nodeDigest: Digest = async (data) => webcrypto.subtle.digest('SHA-256', data);
const issue = (maxnumber: number, number?: number): Promise<PowChallenge> =>
  createChallenge({ hmacKey: HMAC_KEY, maxnumber, ...(number === undefined ? {} : { number }) }) as Promise<PowChallenge>;
const countingDigest = () => {
  const digest = vi.fn<Digest>(nodeDigest);
  return { digest, calls: () => digest.mock.calls.length };
};
/** No real time passes in these tests: every slice is one batch, and no timer is awaited. */
const quick = { sliceMs: 0, pause: async () => {} };

describe('solvePow against altcha-lib v1', () => {
  test.each([
    [1, 1],
    [50, 37],
    [5_000, 4_999],
    [5_000, 5_000],
  ])('finds the number altcha-lib hid (maxnumber %i, number %i) and its verifier accepts the payload', async (maxnumber, number) => {
    const challenge = await issue(maxnumber, number);
    const solution = await solvePow(challenge, { ...quick, digest: nodeDigest, batch: 64 });
    expect(solution.number).toBe(number);
    expect(await verifySolution(solution.payload, HMAC_KEY)).toBe(true);
  });

  test('solves a challenge with a random number and the salt parameters the server adds', async () => {
    const challenge = (await createChallenge({
      hmacKey: HMAC_KEY,
      maxnumber: 20_000,
      expires: new Date(Date.now() + 60_000),
      params: { scene: 'LOGIN' },
    })) as PowChallenge;
    expect(challenge.salt).toMatch(/\?(?=.*\bexpires=\d+&)(?=.*\bscene=LOGIN&).*&$/);
    const solution = await solvePow(challenge, { ...quick, digest: nodeDigest });
    expect(await verifySolution(solution.payload, HMAC_KEY)).toBe(true);
  });

  test('a payload is refused by the verifier when its number, challenge or key does not match', async () => {
    const [a, b] = await Promise.all([issue(2_000, 1_234), issue(2_000, 777)]);
    const solved = await solvePow(a, { ...quick, digest: nodeDigest });
    const parsed = JSON.parse(atob(solved.payload)) as Record<string, unknown>;
    const forged = (patch: Record<string, unknown>) => btoa(JSON.stringify({ ...parsed, ...patch }));
    expect(await verifySolution(forged({ number: 1_235 }), HMAC_KEY)).toBe(false);
    // the number that solves one challenge does not solve another
    expect(await verifySolution(forged({ challenge: b.challenge, salt: b.salt, signature: b.signature }), HMAC_KEY)).toBe(false);
    expect(await verifySolution(solved.payload, `${HMAC_KEY}-other`)).toBe(false);
  });
});

describe('what solving costs', () => {
  // The server hides a number drawn uniformly from 1..maxnumber (altcha-lib's randomInt). Over
  // every possible number the solver computes number + 1 digests, so on average
  // (maxnumber + 1) / 2 + 1: never less than maxnumber / 2, whatever the batch size.
  test.each([1, 7, 128])('takes at least maxnumber / 2 digests on average over every hidden number (batch %i)', async (batch) => {
    const maxnumber = 120;
    let total = 0;
    for (let number = 1; number <= maxnumber; number++) {
      const { digest, calls } = countingDigest();
      const solution = await solvePow(await issue(maxnumber, number), { ...quick, digest, batch });
      expect(solution.number).toBe(number);
      expect(calls()).toBeGreaterThanOrEqual(number + 1);
      total += calls();
    }
    expect(total / maxnumber).toBeGreaterThanOrEqual(maxnumber / 2);
  });

  test('a challenge no number solves costs maxnumber + 1 digests, then fails plainly', async () => {
    const challenge = { ...(await issue(300, 10)), challenge: '00'.repeat(32) };
    const { digest, calls } = countingDigest();
    await expect(solvePow(challenge, { ...quick, digest })).rejects.toThrow(/no number up to maxnumber/);
    expect(calls()).toBe(301);
  });

  test('refuses an algorithm other than SHA-256 before hashing anything', async () => {
    const { digest, calls } = countingDigest();
    await expect(solvePow({ ...(await issue(10, 3)), algorithm: 'SHA-1' }, { digest })).rejects.toThrow(/unsupported algorithm/);
    expect(calls()).toBe(0);
  });
});

describe('keeping the page responsive', () => {
  test('gives the page a turn after each slice of time and reports growing progress', async () => {
    let clock = 0;
    const pause = vi.fn(async () => {});
    const progress: number[] = [];
    // every digest "takes" 1.25 ms, a batch of 8 10 ms; a slice is 25 ms, so three batches a turn
    const digest: Digest = async (data) => {
      clock += 10 / 8;
      return nodeDigest(data);
    };
    const now = () => clock;
    const solution = await solvePow(await issue(1_000, 900), {
      digest,
      batch: 8,
      sliceMs: 25,
      now,
      pause,
      onProgress: (tried, max) => {
        expect(max).toBe(1_001);
        progress.push(tried);
      },
    });
    expect(solution.number).toBe(900);
    // 113 batches reach 900; a turn after every third, none after the one that found it
    expect(pause).toHaveBeenCalledTimes(37);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(901);
  });

  test('stops at once when the form goes away (abort)', async () => {
    const controller = new AbortController();
    const { digest, calls } = countingDigest();
    const solving = solvePow(await issue(100_000, 99_999), {
      digest,
      batch: 16,
      sliceMs: 0,
      signal: controller.signal,
      pause: async () => controller.abort(new DOMException('left the page', 'AbortError')),
    });
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls()).toBe(16);
  });
});

describe('digest', () => {
  test('the plain-JS fallback (pages over plain http have no crypto.subtle) gives Web Crypto’s bytes', async () => {
    const subtle = vi.spyOn(globalThis, 'crypto', 'get').mockReturnValue(undefined as unknown as Crypto);
    try {
      const fallback = defaultDigest();
      const input = new TextEncoder().encode('a1b2c3?expires=1&scene=LOGIN&12345');
      expect([...new Uint8Array(await fallback(input))]).toEqual([...new Uint8Array(await nodeDigest(input))]);
    } finally {
      subtle.mockRestore();
    }
  });
});
