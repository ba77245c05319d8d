// The contract's request fields (src/core/contract/request-fields.ts) read through the route
// validator (server/src/http/schema.ts): what text they let in, the ids of int and bigint
// columns, defaults, id lists and amounts. The value read, or the refusal naming the field, is
// what the hand-written readers (server/src/http/params.ts, gone since every route has a schema)
// made of the same input (issue 9, item 11).
import { optional, type, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/src/http/errors';
import { validatorCompiler } from '../../server/src/http/schema';
import { id, idList, intId, money, oneOf, pathIds, text, withDefault } from '../../src/core/contract/request-fields';

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

const note = type({ note: optional(text(20)) }) as Struct<unknown, unknown>;
const textCases: [string, unknown, unknown][] = [
  ['plain text', 'Calle 5 de Mayo', 'Calle 5 de Mayo'],
  ['trimmed', '  ok  ', 'ok'],
  ['empty is absent', '   ', undefined],
  ['tab, line feed and carriage return', 'a\tb\r\nc', 'a\tb\r\nc'],
  ['unicode, emoji and a surrogate pair', 'ñandú 中文 😀', 'ñandú 中文 😀'],
  ['NUL', 'a\u0000b', 'fieldControlChars note'],
  ['NUL alone', '\u0000', 'fieldControlChars note'],
  ['a terminal escape', '\u001b[31mred', 'fieldControlChars note'],
  ['DEL', 'a\u007f', 'fieldControlChars note'],
  ['a lone high surrogate', 'a\ud800', 'fieldControlChars note'],
  ['a lone low surrogate', '\udc00a', 'fieldControlChars note'],
  ['a number from JSON', 12, '12'],
  ['a boolean from JSON', true, 'true'],
  ['an object from JSON', { a: 1 }, 'fieldScalar note'],
  ['repeated', ['a', 'b'], 'fieldSingle note'],
  ['too long', 'x'.repeat(21), 'fieldTooLong note'],
  ['20 characters, one an emoji', `${'x'.repeat(19)}😀`, `${'x'.repeat(19)}😀`],
];

describe('text fields', () => {
  it.each(textCases)('%s', (_, value, expected) => {
    expect(read(note, { note: value }, 'note')).toEqual(expected);
  });
});

const idCases: [string, string, 'int' | 'bigint', unknown][] = [
  ['the last int4', '2147483647', 'int', 2_147_483_647],
  ['2^31 in an int column', '2147483648', 'int', 'fieldInteger id'],
  ['2^31 in a bigint column', '2147483648', 'bigint', 2_147_483_648],
  ['2^53 in a bigint column', '9007199254740992', 'bigint', 'fieldInteger id'],
  ['2^63', '9223372036854775808', 'bigint', 'fieldInteger id'],
  ['zero', '0', 'int', 'fieldInteger id'],
  ['negative', '-1', 'bigint', 'fieldInteger id'],
  ['hex', '0x10', 'bigint', 'fieldInteger id'],
  ['an exponent', '1e3', 'bigint', 'fieldInteger id'],
  ['NUL after the digits', '1\u0000', 'bigint', 'fieldControlChars id'],
  ['spaces around', ' 12 ', 'bigint', 12],
];
const idStruct = (column: 'int' | 'bigint') => type({ id: optional(column === 'bigint' ? id() : intId()) }) as Struct<unknown, unknown>;

describe('id fields', () => {
  it.each(idCases)('%s', (_, value, column, expected) => {
    expect(read(idStruct(column), { id: value }, 'id')).toEqual(expected);
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

  it('shop ids in a path, duplicates dropped', () => {
    const struct = type({ ids: pathIds({ max: 3, maxId: 2_147_483_647, textMax: 20, hint: '1,2,3' }) }) as Struct<unknown, unknown>;
    expect(read(struct, { ids: '1, 2,2' }, 'ids')).toEqual([1, 2]);
    expect(read(struct, { ids: '1,x' }, 'ids')).toBe('tradeFieldPattern ids');
    expect(read(struct, { ids: '1,,2' }, 'ids')).toBe('tradeFieldPattern ids');
    expect(read(struct, { ids: '1,2,3,4' }, 'ids')).toBe('tradeFieldPattern ids');
    expect(read(struct, { ids: '2147483648' }, 'ids')).toBe('tradeFieldPattern ids');
    expect(read(struct, { ids: 'x'.repeat(21) }, 'ids')).toBe('fieldTooLong ids');
    expect(read(struct, { ids: '1\u0000' }, 'ids')).toBe('fieldControlChars ids');
    expect(read(struct, { ids: '' }, 'ids')).toBe('fieldRequired ids');
  });

  it('an amount in MXN', () => {
    const struct = type({ minPrice: optional(money()) }) as Struct<unknown, unknown>;
    expect(read(struct, { minPrice: '12.5' }, 'minPrice')).toBe(12.5);
    expect(read(struct, { minPrice: '' }, 'minPrice')).toBeUndefined();
    expect(read(struct, { minPrice: '12.345' }, 'minPrice')).toBe('fieldMoney minPrice');
    expect(read(struct, { minPrice: '10000000.01' }, 'minPrice')).toBe('fieldMoney minPrice');
  });
});
