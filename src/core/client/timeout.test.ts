import { describe, expect, test } from 'vitest';
import { fakeClock } from './fakes';
import { TIMEOUT_MS, timeout } from './timeout';
import type { Call, Send } from './types';

/** A `next` that settles only when its call's signal aborts (a server that never answers). */
const hanging: Send & { calls: Call[] } = Object.assign(
  (call: Call) => {
    hanging.calls.push(call);
    return new Promise<never>((_, reject) => call.signal?.addEventListener('abort', () => reject(call.signal?.reason)));
  },
  { calls: [] as Call[] },
);

describe('timeout', () => {
  test('spec §9: a call still unanswered after 8000 ms is aborted with a TimeoutError, not before', async () => {
    expect(TIMEOUT_MS).toBe(8000);
    const clock = fakeClock();
    let settled = false;
    const pending = timeout(clock)(hanging)({ path: '/slow' }).finally(() => (settled = true));
    const outcome = pending.catch((e: unknown) => e);
    clock.advance(7999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
  });

  test('an upload has no timer and keeps the caller’s signal as it is', async () => {
    const clock = fakeClock();
    const caller = new AbortController();
    const seen: Call[] = [];
    const call: Call = { method: 'POST', path: '/mallpcapi/upload/file', upload: new FormData(), signal: caller.signal };
    await timeout(clock)(async (c) => void seen.push(c))(call);
    expect(seen).toEqual([call]);
    expect(clock.pending()).toBe(0);
  });

  test.each([
    ['answers', async () => 'ok'],
    ['fails', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('the timer is cleared when the exchange %s', async (_, next: Send) => {
    const clock = fakeClock();
    await timeout(clock)(next)({ path: '/x' }).catch(() => undefined);
    expect(clock.pending()).toBe(0);
  });

  test('the caller’s own signal still cancels, with the caller’s reason', async () => {
    const clock = fakeClock();
    const caller = new AbortController();
    const outcome = timeout(clock)(hanging)({ path: '/buyer/goods/search/words', signal: caller.signal }).catch((e: unknown) => e);
    caller.abort(new DOMException('stale', 'AbortError'));
    expect(await outcome).toMatchObject({ name: 'AbortError', message: 'stale' });
    expect(clock.pending()).toBe(0);
  });
});
