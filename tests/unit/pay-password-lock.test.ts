import { describe, expect, test } from 'vitest';
import { lockedUntil } from '../../server/src/services/payment/pay-password-throttle';

const MIN = 60;

describe('lockedUntil (wrong payment passwords)', () => {
  test.each<[string, number[], number]>([
    ['none', [], 0],
    ['four in the window', [0, 60, 120, 180], 0],
    ['the fifth in the window locks for 15 minutes after it', [0, 60, 120, 180, 240], 240 + 15 * MIN],
    ['five spread over more than 15 minutes do not', [0, 5 * MIN, 10 * MIN, 14 * MIN, 15 * MIN], 0],
    ['the latest fifth-in-a-window counts', [0, 1, 2, 3, 4, 20 * MIN, 21 * MIN, 22 * MIN, 23 * MIN, 24 * MIN], 24 * MIN + 15 * MIN],
  ])('%s', (_, failures, until) => {
    expect(lockedUntil(failures)).toBe(until);
  });
});
