import { describe, expect, test } from 'vitest';
import { QR_POLL } from './qr-pay';
import { pollDelay } from './use-poll';

describe('pollDelay', () => {
  test.each([
    ['steady by default', { everyMs: 2000, tries: 15 }, [2000, 2000, 2000, 2000]],
    ['backs off', { everyMs: 1000, tries: 9, backoff: 2 }, [1000, 2000, 4000, 8000]],
    ['up to the cap', { everyMs: 1000, tries: 9, backoff: 2, maxMs: 3000 }, [1000, 2000, 3000, 3000]],
  ])('%s', (_, options, waits) => {
    expect(waits.map((__, tries) => pollDelay(options, tries))).toEqual(waits);
  });

  test('the QR polling starts quick, never waits more than 6 s, and outlasts the code’s 10 minutes', () => {
    const waits = Array.from({ length: QR_POLL.tries - 1 }, (_, tries) => pollDelay(QR_POLL, tries));
    expect(waits[0]).toBe(1500);
    expect(Math.max(...waits)).toBe(6000);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(10 * 60 * 1000);
  });
});
