import { describe, expect, it } from 'vitest';
import { checkReview, photoProblem } from './review-checks';

describe('checkReview', () => {
  it.each([
    [{ rating: 0, content: 'ok', photos: 0 }, 'rating'],
    [{ rating: 6, content: 'ok', photos: 0 }, 'rating'],
    [{ rating: 5, content: '   ', photos: 0 }, 'content'],
    [{ rating: 5, content: 'x'.repeat(501), photos: 0 }, 'tooLong'],
    [{ rating: 5, content: 'ok', photos: 4 }, 'tooMany'],
    [{ content: '', photos: 0 }, 'content'],
  ])('%j → %s', (input, key) => {
    expect(checkReview(input)?.key).toBe(key);
  });

  it.each([
    [{ rating: 1, content: 'x'.repeat(500), photos: 3 }],
    [{ content: '好', photos: 0 }],
    // 500 characters as a person counts them, not UTF-16 units
    [{ rating: 3, content: '😀'.repeat(500), photos: 0 }],
  ])('%j passes', (input) => {
    expect(checkReview(input)).toBeUndefined();
  });
});

describe('photoProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, undefined],
    [{ type: 'image/jpeg', size: 2 * 1024 * 1024 }, undefined],
    [{ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 }, 'size'],
    [{ type: 'image/gif', size: 10 }, 'type'],
    [{ type: '', size: 10 }, 'type'],
  ])('%j → %s', (file, problem) => {
    expect(photoProblem(file)).toBe(problem);
  });
});
