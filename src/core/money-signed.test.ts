import { describe, expect, test } from 'vitest';
import { formatSignedMoney } from './money-signed';

describe('formatSignedMoney', () => {
  test.each([
    [2500, 'es_MX', '+MXN 2,500.00'],
    [-1000, 'en_US', '\u2212MXN 1,000.00'],
    [-1000, 'zh_CN', '\u2212MXN 1,000.00'],
    [0, 'es_MX', 'MXN 0.00'],
    [-0.004, 'es_MX', 'MXN 0.00'],
    [0.005, 'en_US', '+MXN 0.01'],
  ] as const)('%s in %s → %s', (value, locale, out) => {
    expect(formatSignedMoney(value, locale)).toBe(out);
  });
});
