import { describe, expect, test } from 'vitest';
import { nextLinkIndex } from './link-keys';

describe('arrow keys over the category menu links', () => {
  test.each([
    ['ArrowDown', -1, 5, 0],
    ['ArrowDown', 0, 5, 1],
    ['ArrowDown', 4, 5, 0], // wraps
    ['ArrowUp', -1, 5, 4],
    ['ArrowUp', 0, 5, 4], // wraps
    ['ArrowUp', 3, 5, 2],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['ArrowDown', -1, 0, undefined], // nothing to focus
    ['Tab', 2, 5, undefined], // not ours: Tab keeps its meaning
    ['Enter', 2, 5, undefined],
    ['a', 2, 5, undefined],
  ])('%s from %i of %i → %s', (key, current, count, next) => {
    expect(nextLinkIndex(key, current, count)).toBe(next);
  });
});
