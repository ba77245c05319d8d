import { describe, expect, test } from 'vitest';
import { formatPoints, linePoints, type PointLine } from './points';

describe('formatPoints', () => {
  test.each([
    ['es_MX', 1300, '1,300'],
    ['en_US', 25432, '25,432'],
    ['zh_CN', 1300, '1,300'],
    ['es_MX', 0, '0'],
    ['en_US', 999, '999'],
  ] as const)('%s %d → %s', (locale, n, text) => {
    expect(formatPoints(n, locale)).toBe(text);
  });
});

describe('linePoints', () => {
  const cases: [string, PointLine[], number][] = [
    ['no lines', [], 0],
    ['an ordinary line', [{ num: 6, point: 0, checked: 1, invalid: 0 }], 0],
    ['points per piece × pieces', [{ num: 6, point: 1300, checked: 1, invalid: 0 }], 7800],
    ['an unchecked line takes none', [{ num: 6, point: 1300, checked: 0, invalid: 0 }], 0],
    ['an invalid line takes none', [{ num: 6, point: 1300, checked: 1, invalid: 1 }], 0],
    [
      'several lines add up',
      [
        { num: 1, point: 1300, checked: 1, invalid: 0 },
        { num: 12, point: 1700, checked: 1, invalid: 0 },
        { num: 3, point: 0, checked: 1, invalid: 0 },
      ],
      1300 + 20400,
    ],
  ];
  test.each(cases)('%s', (_, lines, points) => {
    expect(linePoints(lines)).toBe(points);
  });
});
