import { describe, expect, test } from 'vitest';
import { formatMoney, fromCentavos, toCentavos } from './money';

describe('formatMoney', () => {
  test.each([
    [0, 'es_MX', 'MXN 0.00'],
    [1234.5, 'es_MX', 'MXN 1,234.50'],
    [1234.5, 'en_US', 'MXN 1,234.50'],
    [1234.5, 'zh_CN', 'MXN 1,234.50'],
    [0.005, 'en_US', 'MXN 0.01'],
  ] as const)('%s in %s → %s', (value, locale, out) => {
    expect(formatMoney(value, locale)).toBe(out);
  });
});

test.each([
  [1999, 19.99],
  [5, 0.05],
  [100000, 1000],
])('centavos %i ↔ %f', (c, amount) => {
  expect(fromCentavos(c)).toBe(amount);
  expect(toCentavos(amount)).toBe(c);
});
