import { describe, expect, test } from 'vitest';
import { createDrawnCache } from '../../server/src/web/drawn-cache';

/** A cache on a clock the test moves, and a drawing that counts itself. */
function setUp(max = 3) {
  let t = 0;
  const cache = createDrawnCache<string>({ lifetimeMs: 1000, max, now: () => t });
  let drawings = 0;
  const draw = (key: string, version: unknown) => cache.get(key, version, async () => `${key}#${(drawings += 1)}`);
  return { draw, later: (ms: number) => (t += ms), count: () => drawings, cache };
}

describe('drawn pages kept per node (server/src/web/drawn-cache.ts)', () => {
  test.each([
    {
      name: 'the same page and version within the lifetime: drawn once',
      steps: [
        ['/a', 1, 0],
        ['/a', 1, 999],
      ],
      drawn: 1,
    },
    {
      name: 'another catalogue version: drawn again at once',
      steps: [
        ['/a', 1, 0],
        ['/a', 2, 1],
      ],
      drawn: 2,
    },
    {
      name: 'past the lifetime: drawn again',
      steps: [
        ['/a', 1, 0],
        ['/a', 1, 1000],
      ],
      drawn: 2,
    },
    {
      name: 'another page: its own drawing',
      steps: [
        ['/a', 1, 0],
        ['/b', 1, 0],
      ],
      drawn: 2,
    },
  ] as const)('$name', async ({ steps, drawn }) => {
    const { draw, later, count } = setUp();
    for (const [key, version, after] of steps) {
      later(after);
      await draw(key, version);
    }
    expect(count()).toBe(drawn);
  });

  test('requests for a page being drawn wait for that drawing', async () => {
    const { draw, count } = setUp();
    expect(await Promise.all([draw('/a', 1), draw('/a', 1), draw('/a', 1)])).toEqual(['/a#1', '/a#1', '/a#1']);
    expect(count()).toBe(1);
  });

  test('at most `max` pages: the least recently used goes first', async () => {
    const { draw, count } = setUp(2);
    await draw('/a', 1);
    await draw('/b', 1);
    await draw('/a', 1); // used again: /b is now the oldest
    await draw('/c', 1); // drops /b
    await draw('/a', 1);
    expect(count()).toBe(3);
    await draw('/b', 1);
    expect(count()).toBe(4);
  });

  test('a failed drawing is not kept: the next request draws again', async () => {
    let t = 0;
    const cache = createDrawnCache<string>({ lifetimeMs: 1000, max: 3, now: () => t });
    await expect(cache.get('/a', 1, () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    t += 1;
    expect(await cache.get('/a', 1, async () => 'drawn')).toBe('drawn');
  });
});
