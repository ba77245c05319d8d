// The discount card's arithmetic (server/src/services/trade/card-reduction.ts): what it takes off
// and how that is spread over a trade's orders, in integer centavos.
import { describe, expect, it } from 'vitest';
import { cardReductionCents, spreadCents } from '../../server/src/services/trade/card-reduction';
import { withLuhn } from '../../server/src/seed/discount-cards';

describe('cardReductionCents', () => {
  const cases: [string, number, number, number, number][] = [
    // title, base (goods after coupons), rate %, max, expected
    ['rate of the base', 100_000, 10, 50_000, 10_000],
    ['capped at the maximum', 100_000, 15, 12_345, 12_345],
    ['exactly the maximum', 100_000, 10, 10_000, 10_000],
    ['floored to the centavo', 999, 15, 50_000, 149],
    ['nothing left after coupons', 0, 10, 50_000, 0],
    ['coupons above the goods', -500, 10, 50_000, 0],
  ];
  it.each(cases)('%s', (_, base, rate, max, expected) => {
    expect(cardReductionCents(base, rate, max)).toBe(expected);
  });
});

describe('spreadCents', () => {
  const cases: [string, number[], number, number[]][] = [
    ['one order takes it all', [50_000], 1_234, [1_234]],
    ['in proportion', [30_000, 10_000], 4_000, [3_000, 1_000]],
    ['the leftover centavo on the largest order', [10_000, 20_000, 10_000], 1_001, [250, 501, 250]],
    ['the largest even when it comes last', [1, 1, 8], 5, [0, 0, 5]],
    ['a largest order that fills up passes the rest to the next', [1, 1, 3], 4, [1, 0, 3]],
    ['a full largest order passes the rest on', [1, 1, 1, 100], 103, [1, 1, 1, 100]],
    ['never more than the bases', [100, 200], 10_000, [100, 200]],
    ['nothing to spread', [100, 200], 0, [0, 0]],
  ];
  it.each(cases)('%s', (_, bases, total, expected) => {
    const parts = spreadCents(
      bases.map((baseCents, key) => ({ key, baseCents })),
      total,
    );
    expect(bases.map((_base, key) => parts.get(key))).toEqual(expected);
  });

  it('property: for random trades the parts sum to the reduction and none exceeds its order', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
    for (let run = 0; run < 500; run += 1) {
      const bases = Array.from({ length: 1 + next(6) }, () => 1 + next(200_000));
      const total = cardReductionCents(
        bases.reduce((a, b) => a + b, 0),
        1 + next(99),
        1 + next(100_000),
      );
      const parts = spreadCents(
        bases.map((baseCents, key) => ({ key, baseCents })),
        total,
      );
      expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(total);
      bases.forEach((base, key) => expect(parts.get(key)).toBeLessThanOrEqual(base));
    }
  });
});

it('seeds card numbers with their Luhn check digit', () => {
  expect(withLuhn('453914880343646')).toBe('4539148803436467');
  expect(withLuhn('605844102231482')).toMatch(/^\d{16}$/);
});
