// The contract's request fields (src/core/contract/request-fields.ts) read through the route
// validator (server/src/http/schema.ts) as the hand-written readers (params.ts) read the same
// input: the same value, or the same refusal naming the same field.
import { optional, type, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/src/http/errors';
import { ID_RANGE, INT_ID_RANGE, optionalInt, optionalString, type Source } from '../../server/src/http/params';
import { validatorCompiler } from '../../server/src/http/schema';
import { id, idList, intId, money, oneOf, text, withDefault } from '../../src/core/contract/request-fields';

/** What the route validator makes of `data` under `struct`: the value read, or `messageKey field`. */
function read(struct: Struct<unknown, unknown>, data: unknown, field: string): unknown {
  const validate = validatorCompiler({ schema: struct, method: 'POST', url: '/test', httpPart: 'body' }) as (data: unknown) => {
    value?: Record<string, unknown>;
    error?: unknown;
  };
  const { value, error } = validate(data);
  if (error instanceof ApiError) return `${error.messageKey} ${String(error.params.field)}`;
  if (error) throw error;
  return value?.[field];
}

/** What the hand-written reader makes of it, in the same terms. */
function byHand(reader: () => unknown): unknown {
  try {
    return reader();
  } catch (error) {
    if (error instanceof ApiError) return `${error.messageKey} ${String(error.params.field)}`;
    throw error;
  }
}

const note = type({ note: optional(text(20)) }) as Struct<unknown, unknown>;
const textCases: [string, unknown][] = [
  ['plain text', 'Calle 5 de Mayo'],
  ['trimmed', '  ok  '],
  ['empty is absent', '   '],
  ['tab, line feed and carriage return', 'a\tb\r\nc'],
  ['unicode, emoji and a surrogate pair', 'ñandú 中文 😀'],
  ['NUL', 'a\u0000b'],
  ['a terminal escape', '\u001b[31mred'],
  ['DEL', 'a\u007f'],
  ['a lone high surrogate', 'a\ud800'],
  ['a lone low surrogate', '\udc00a'],
  ['a number from JSON', 12],
  ['a boolean from JSON', true],
  ['an object from JSON', { a: 1 }],
  ['repeated', ['a', 'b']],
  ['too long', 'x'.repeat(21)],
  ['20 characters, one an emoji', `${'x'.repeat(19)}😀`],
];

describe('text fields read as optionalString does', () => {
  it.each(textCases)('%s', (_, value) => {
    expect(read(note, { note: value }, 'note')).toEqual(byHand(() => optionalString({ note: value } as Source, 'note', 20)));
  });
});

const idCases: [string, string, typeof ID_RANGE][] = [
  ['the last int4', '2147483647', INT_ID_RANGE],
  ['2^31 in an int column', '2147483648', INT_ID_RANGE],
  ['2^31 in a bigint column', '2147483648', ID_RANGE],
  ['2^53 in a bigint column', '9007199254740992', ID_RANGE],
  ['2^63', '9223372036854775808', ID_RANGE],
  ['zero', '0', INT_ID_RANGE],
  ['negative', '-1', ID_RANGE],
  ['hex', '0x10', ID_RANGE],
  ['an exponent', '1e3', ID_RANGE],
  ['NUL after the digits', '1\u0000', ID_RANGE],
  ['spaces around', ' 12 ', ID_RANGE],
];

describe('id fields read as optionalInt does', () => {
  it.each(idCases)('%s', (_, value, range) => {
    const struct = type({ id: optional(range === ID_RANGE ? id() : intId()) }) as Struct<unknown, unknown>;
    expect(read(struct, { id: value }, 'id')).toEqual(byHand(() => optionalInt({ id: value }, 'id', range)));
  });

  it('a required id that is absent or empty names itself', () => {
    const struct = type({ sku_id: id() }) as Struct<unknown, unknown>;
    expect(read(struct, {}, 'sku_id')).toBe('fieldRequired sku_id');
    expect(read(struct, { sku_id: '' }, 'sku_id')).toBe('fieldRequired sku_id');
  });

  it('a path id answers by the name the caller knows it by', () => {
    const struct = type({ id: id({ as: 'goods_id' }) }) as Struct<unknown, unknown>;
    expect(read(struct, { id: 'abc' }, 'id')).toBe('fieldInteger goods_id');
  });
});

describe('the other fields', () => {
  it('one of a list, with its default when absent', () => {
    const struct = type({ way: withDefault(oneOf(['CART', 'BUY_NOW']), 'CART') }) as Struct<unknown, unknown>;
    expect(read(struct, {}, 'way')).toBe('CART');
    expect(read(struct, { way: 'BUY_NOW' }, 'way')).toBe('BUY_NOW');
    expect(read(struct, { way: 'LATER' }, 'way')).toBe('fieldOneOf way');
  });

  it('a list of ids, comma-separated or repeated', () => {
    const struct = type({ ids: idList(3) }) as Struct<unknown, unknown>;
    expect(read(struct, { ids: '1,2, 3' }, 'ids')).toEqual([1, 2, 3]);
    expect(read(struct, { ids: ['4', '5'] }, 'ids')).toEqual([4, 5]);
    expect(read(struct, { ids: '1,2,3,4' }, 'ids')).toBe('tradeIdList ids');
    expect(read(struct, {}, 'ids')).toBe('tradeIdList ids');
  });

  it('an amount in MXN', () => {
    const struct = type({ minPrice: optional(money()) }) as Struct<unknown, unknown>;
    expect(read(struct, { minPrice: '12.5' }, 'minPrice')).toBe(12.5);
    expect(read(struct, { minPrice: '' }, 'minPrice')).toBeUndefined();
    expect(read(struct, { minPrice: '12.345' }, 'minPrice')).toBe('fieldMoney minPrice');
    expect(read(struct, { minPrice: '10000000.01' }, 'minPrice')).toBe('fieldMoney minPrice');
  });
});
