import { describe, expect, test } from 'vitest';
import { tabTarget } from './promo-slot-tabs';

describe('seckill slot tabs: where a key moves the selection', () => {
  test.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 0],
    ['ArrowLeft', 0, 4],
    ['ArrowLeft', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['ArrowDown', 1, -1],
    ['Enter', 1, -1],
    ['a', 1, -1],
  ])('%s from tab %i of 5 → %i', (key, from, to) => {
    expect(tabTarget(key, from, 5)).toBe(to);
  });
});
