import { describe, expect, test } from 'vitest';
import { groupByDay, relativeDay } from './footprint-days';

const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const s = (ms: number) => Math.floor(ms / 1000);

describe('browsing history by day', () => {
  test('consecutive views of one local day share a group, in the order given', () => {
    const views = [
      { id: 1, time: s(at(2026, 11, 22, 23, 59)) },
      { id: 2, time: s(at(2026, 11, 22, 0, 0)) },
      { id: 3, time: s(at(2026, 11, 21, 23, 59)) },
      { id: 4, time: s(at(2026, 10, 1, 12)) },
      { id: 5, time: s(at(2026, 10, 1, 8)) },
    ];
    const days = groupByDay(views, (v) => v.time);
    expect(days.map((d) => d.items.map((v) => v.id))).toEqual([[1, 2], [3], [4, 5]]);
    expect(days.map((d) => d.start)).toEqual([at(2026, 11, 22, 0), at(2026, 11, 21, 0), at(2026, 10, 1, 0)]);
    expect(groupByDay([], () => 0)).toEqual([]);
  });

  test.each([
    [at(2026, 11, 22, 0), 'today'],
    [at(2026, 11, 21, 0), 'yesterday'],
    [at(2026, 11, 20, 0), undefined],
    [at(2026, 11, 23, 0), undefined],
  ] as const)('day starting %d relative to 22 Nov 2026 15:00 is %s', (start, expected) => {
    expect(relativeDay(start, at(2026, 11, 22, 15))).toBe(expected);
  });
});
