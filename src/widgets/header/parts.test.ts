import { describe, expect, test } from 'vitest';
import { PARTS, readParts } from './parts';

describe('readParts', () => {
  test.each([
    [undefined, PARTS, []],
    ['', PARTS, []],
    ['search cart', ['search', 'cart'], []],
    ['search,cart  locale', ['search', 'cart', 'locale'], []],
    ['Search CART', ['search', 'cart'], []],
    ['search basket', ['search'], ['basket']],
    ['basket', PARTS, ['basket']],
    ['<img src=x>', PARTS, ['<img', 'src=x>']],
  ] as const)('%j shows %j and calls %j unknown', (value, shown, unknown) => {
    const parts = readParts(value);
    expect([...parts.shown].sort()).toEqual([...shown].sort());
    expect(parts.unknown).toEqual(unknown);
  });
});
