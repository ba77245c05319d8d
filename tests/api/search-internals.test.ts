import { describe, expect, it } from 'vitest';
import { createGoodsFactory } from '../../server/src/seed/goods';
import { buildCatalogueModel } from '../../server/src/seed/model';
import { createRng } from '../../server/src/seed/prng';
import { agree } from '../../server/src/seed/spanish';
import { withinOneEdit, withinOneEditOfPrefix } from '../../server/src/services/search/edit-distance';
import { normalizeText } from '../../server/src/services/search/normalize';
import { phrasesOf } from '../../server/src/services/search/phrases';
import { buildSuggestIndex } from '../../server/src/services/search/suggest-index';

describe('search building blocks', () => {
  it.each([
    ['Audífonos Inalámbricos', 'audifonos inalambricos'],
    ['  USB-C, 65 W!  ', 'usb-c 65 w'],
    ['Bluetooth 5.3.', 'bluetooth 5.3'],
    ['无线蓝牙耳机 带充电盒', '无线蓝牙耳机 带充电盒'],
    ["O'Brien", 'o brien'],
    ['', ''],
  ])('normalises %j to %j', (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });

  it.each([
    ['cafe', 'cafe', true],
    ['cafe', 'cafr', true],
    ['cafe', 'xafe', true],
    ['cafe', 'acfe', true],
    ['cafe', 'caffe', true],
    ['cafe', 'caf', true],
    ['cafe', 'face', false],
    ['cafe', 'cf', false],
    ['audifonos', 'audifomos', true],
    ['audifonos', 'audiofnos', true],
    ['audifonos', 'audifonas1', false],
  ])('withinOneEdit(%s, %s) is %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it.each([
    ['audifo', 'audifonos', true],
    ['audufo', 'audifonos', true],
    ['adifo', 'audifonos', true],
    ['xyzfo', 'audifonos', false],
  ])('withinOneEditOfPrefix(%s, %s) is %s', (a, b, expected) => {
    expect(withinOneEditOfPrefix(a, b)).toBe(expected);
  });

  it('takes leading phrases, single words and the whole name, never ending on a stopword', () => {
    const keys = phrasesOf('Audífonos inalámbricos Bluetooth 5.3 con estuche de carga').map((p) => p.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'audifonos',
        'audifonos inalambricos',
        'audifonos inalambricos bluetooth 5.3',
        'bluetooth',
        'estuche',
        'carga',
      ]),
    );
    expect(keys).toContain('audifonos inalambricos bluetooth 5.3 con estuche de carga');
    expect(keys.some((key) => / (con|de)$/.test(key) || /^(con|de) /.test(key))).toBe(false);
    expect(keys).not.toContain('5.3');
  });

  it('ranks suggestions: prefix by goods count, then inner words, then typos', () => {
    const index = buildSuggestIndex([
      'Audífonos inalámbricos Bluetooth 5.3',
      'Audífonos deportivos Bluetooth 5.3',
      'Audífonos deportivos',
      'Bocina portátil Bluetooth',
    ]);
    expect(index.suggest('aud').slice(0, 2)).toEqual([
      { words: 'Audífonos', goods_num: 3 },
      { words: 'Audífonos deportivos', goods_num: 2 },
    ]);
    expect(index.suggest('blue')[0]).toEqual({ words: 'Bluetooth', goods_num: 3 });
    expect(index.suggest('blue').map((s) => s.words)).toContain('Audífonos inalámbricos Bluetooth');
    expect(index.suggest('bocima')[0]?.words).toBe('Bocina');
    expect(index.suggest('')).toEqual([]);
  });

  it.each([
    ['inalámbrico', 'm', 'inalámbrico'],
    ['inalámbrico', 'f', 'inalámbrica'],
    ['inalámbrico', 'mp', 'inalámbricos'],
    ['inalámbrico', 'fp', 'inalámbricas'],
    ['portátil', 'fp', 'portátiles'],
    ['suave', 'mp', 'suaves'],
    ['=de carga rápida', 'fp', 'de carga rápida'],
  ] as const)('agrees %s with %s as %s', (adjective, agreement, expected) => {
    expect(agree(adjective, agreement)).toBe(expected);
  });

  it('generates the same catalogue from the same seed', () => {
    const make = (seed: number) => {
      const rng = createRng(seed);
      const factory = createGoodsFactory(buildCatalogueModel(rng), rng);
      return Array.from({ length: 50 }, (_, i) => factory(i + 1));
    };
    expect(make(7)).toEqual(make(7));
    expect(make(7)).not.toEqual(make(8));
    for (const { goods, skus, tiers } of make(7)) {
      expect(skus.length).toBeGreaterThanOrEqual(1);
      expect(skus.length).toBeLessThanOrEqual(12);
      expect(goods.priceCents).toBe(Math.min(...skus.map((sku) => sku.priceCents)));
      expect(goods.stock).toBe(skus.reduce((sum, sku) => sum + sku.quantity, 0));
      expect(tiers.map((tier) => tier.minNum % goods.packageUnit)).toEqual([0, 0, 0]);
      expect(tiers[0]?.minNum).toBe(goods.packageUnit);
      for (const sku of skus) expect(sku.quantity % goods.packageUnit).toBe(0);
      expect(goods.name.zh).toMatch(/\p{Script=Han}/u);
    }
  });
});
