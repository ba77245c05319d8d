import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { formatMoney, fromCentavos, toCentavos } from './money';

describe('formatMoney', () => {
  test.each([
    [0, 'es_MX', 'MXN 0.00'],
    [1234.5, 'es_MX', 'MXN 1,234.50'],
    [1234.5, 'en_US', 'MXN 1,234.50'],
    [1234.5, 'zh_CN', 'MXN 1,234.50'],
    [0.005, 'en_US', 'MXN 0.01'],
    [1234567.891, 'es_MX', 'MXN 1,234,567.89'],
    [-1234.5, 'es_MX', 'MXN -1,234.50'],
    [2.675, 'en_US', 'MXN 2.68'],
    [7, 'zh_CN', 'MXN 7.00'],
    [-0, 'es_MX', 'MXN 0.00'],
    [-0.001, 'en_US', 'MXN 0.00'],
    [-0.004, 'es_MX', 'MXN 0.00'],
    [-0.005, 'es_MX', 'MXN -0.01'],
  ] as const)('%s in %s → %s', (value, locale, out) => {
    expect(formatMoney(value, locale)).toBe(out);
  });

  test('always 2 decimals and the MXN code, never a bare $ (spec §1, §9)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.constantFrom('es_MX', 'en_US', 'zh_CN' as const), (c, locale) => {
        const text = formatMoney(fromCentavos(c), locale);
        expect(text).toMatch(/^MXN -?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text).not.toContain('$');
      }),
    );
  });

  test('one Intl.NumberFormat per locale, made on first use', async () => {
    vi.resetModules();
    const Original = Intl.NumberFormat;
    // A function, not an arrow: the code under test calls it with `new`.
    // biome-ignore lint/complexity/useArrowFunction: an arrow cannot be called with new
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
      return new Original(locales, options);
    });
    const fresh = await import('./money');
    expect(made).not.toHaveBeenCalled();
    fresh.formatMoney(1, 'en_US');
    fresh.formatMoney(2, 'en_US');
    fresh.formatMoney(3, 'zh_CN');
    fresh.formatMoney(4, 'en_US');
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});

describe('centavos', () => {
  test.each([
    [1999, 19.99],
    [5, 0.05],
    [100000, 1000],
    [0, 0],
    [-250, -2.5],
    [1, 0.01],
  ])('centavos %i ↔ %f', (c, amount) => {
    expect(fromCentavos(c)).toBe(amount);
    expect(toCentavos(amount)).toBe(c);
  });

  test.each([
    [0.1 + 0.2, 30],
    [19.99 * 3, 5997],
    [1.1 * 1.1, 121],
  ])('float drift %f is rounded to %i centavos', (amount, c) => {
    expect(toCentavos(amount)).toBe(c);
  });

  test('property: centavos → amount → centavos is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(toCentavos(fromCentavos(c))).toBe(c);
      }),
    );
  });
});
