import { describe, expect, test, vi } from 'vitest';
import type { PowChallenge, SolveOptions } from '../../core/pow';
import { createHumanCheck, FRESH_MS, type HumanCheckDeps, type HumanCheckView } from './human-check';

/** A challenge source and a solver the test finishes by hand, on a clock it moves. */
function harness() {
  let clock = 0;
  let issued = 0;
  const solves: { options: SolveOptions; finish(): void; fail(): void }[] = [];
  const deps: HumanCheckDeps = {
    challenge: vi.fn(
      async () => ({ algorithm: 'SHA-256', challenge: `c${++issued}`, maxnumber: 100, salt: 's', signature: 'x' }) as PowChallenge,
    ),
    solve: (challenge, options) =>
      new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
        solves.push({
          options,
          finish: () => resolve({ number: 1, hashes: 2, payload: `solved-${challenge.challenge}` }),
          fail: () => reject(new Error('no number')),
        });
      }),
    now: () => clock,
  };
  const views: HumanCheckView[] = [];
  const check = createHumanCheck('LOGIN', (view) => views.push(view), deps);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { deps, solves, views, check, settle, advance: (ms: number) => (clock += ms) };
}

describe('the login form’s human check', () => {
  test('a submission waits for the solve under way; each solution goes to one submission only', async () => {
    const { check, solves, views, settle } = harness();
    check.start();
    const first = check.take();
    await settle();
    solves[0]?.options.onProgress?.(50, 101);
    solves[0]?.finish();
    expect(await first).toBe('solved-c1');
    expect(views.map((v) => v.status)).toEqual(['solving', 'solving', 'ready']);
    expect(views[1]?.percent).toBe(49);

    const second = check.take();
    await settle();
    expect(solves).toHaveLength(2);
    solves[1]?.finish();
    expect(await second).toBe('solved-c2');
  });

  test('a solution older than the challenge’s life is solved again rather than sent to be refused', async () => {
    const { check, solves, settle, advance } = harness();
    check.start();
    await settle();
    solves[0]?.finish();
    advance(FRESH_MS);
    const taken = check.take();
    await settle();
    solves[1]?.finish();
    expect(await taken).toBe('solved-c2');
  });

  test('a failed solve is reported, and the next submission tries again', async () => {
    const { check, solves, views, settle } = harness();
    const failing = check.take();
    await settle();
    solves[0]?.fail();
    await expect(failing).rejects.toThrow('no number');
    await settle();
    expect(views.at(-1)?.status).toBe('failed');
    const retry = check.take();
    await settle();
    solves[1]?.finish();
    expect(await retry).toBe('solved-c2');
  });

  test('leaving the page stops the work and says nothing more', async () => {
    const { check, solves, views, settle } = harness();
    check.start();
    await settle();
    const before = views.length;
    check.stop();
    expect(solves[0]?.options.signal?.aborted).toBe(true);
    await settle();
    expect(views).toHaveLength(before);
  });
});
