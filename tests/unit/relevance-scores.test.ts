import { describe, expect, it } from 'vitest';
import { ndcgAt, recallAt } from '../api/support/relevance-scores';

const grades = new Map([
  [1, 2],
  [2, 1],
  [3, 1],
]);

describe('relevance scores', () => {
  it.each([
    ['the ideal order', [1, 2, 3], 1],
    ['nothing relevant', [7, 8, 9], 0],
    // (1/log2(2) + 3/log2(3)) over (3 + 1/log2(3) + 1/log2(4))
    ['the best goods second', [2, 1, 9], (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3) + 0.5)],
  ] as const)('nDCG@10 of %s', (_, ranked, expected) => {
    expect(ndcgAt(10, ranked, grades)).toBeCloseTo(expected, 10);
  });

  it('counts only the first k', () => {
    expect(ndcgAt(1, [9, 1, 2, 3], grades)).toBe(0);
    expect(recallAt(2, [1, 9, 2, 3], grades)).toBe(0.5);
  });

  it('divides recall by what k can hold, and scores an empty judgement as met', () => {
    const many = new Map(Array.from({ length: 40 }, (_, i) => [i, 1] as const));
    expect(
      recallAt(
        20,
        Array.from({ length: 20 }, (_, i) => i),
        many,
      ),
    ).toBe(1);
    expect(recallAt(20, [], new Map())).toBe(1);
    expect(ndcgAt(10, [], new Map())).toBe(1);
  });
});
