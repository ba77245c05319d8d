// The shared parameter readers (server/src/http/params.ts) every route goes through: what text
// they let in, and the ids of int and bigint columns (issue 9, item 11).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/src/http/errors';
import { ID_RANGE, INT_ID_RANGE, optionalInt, optionalString, type Source } from '../../server/src/http/params';

/** The message key a reader refused with, or the value it read. */
function outcome(read: () => unknown): unknown {
  try {
    return read();
  } catch (error) {
    if (error instanceof ApiError) return `${error.messageKey} ${String(error.params.field)}`;
    throw error;
  }
}

describe('optionalString', () => {
  const cases: [string, unknown, unknown][] = [
    ['plain text', 'Calle 5 de Mayo', 'Calle 5 de Mayo'],
    ['trimmed', '  ok  ', 'ok'],
    ['empty is absent', '   ', undefined],
    ['tab, line feed and carriage return stay (questions, addresses span lines)', 'a\tb\r\nc', 'a\tb\r\nc'],
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
  ];
  it.each(cases)('%s', (_, value, expected) => {
    expect(outcome(() => optionalString({ note: value } as Source, 'note', 20))).toEqual(expected);
  });
});

describe('id ranges', () => {
  const cases: [string, string, typeof ID_RANGE, unknown][] = [
    ['the last int4', '2147483647', INT_ID_RANGE, 2_147_483_647],
    ['2^31 in an int column', '2147483648', INT_ID_RANGE, 'fieldInteger id'],
    ['2^31 in a bigint column', '2147483648', ID_RANGE, 2_147_483_648],
    ['2^53 in a bigint column', '9007199254740992', ID_RANGE, 'fieldInteger id'],
    ['2^63', '9223372036854775808', ID_RANGE, 'fieldInteger id'],
    ['zero', '0', INT_ID_RANGE, 'fieldInteger id'],
    ['negative', '-1', ID_RANGE, 'fieldInteger id'],
    ['hex', '0x10', ID_RANGE, 'fieldInteger id'],
    ['an exponent', '1e3', ID_RANGE, 'fieldInteger id'],
    ['NUL after the digits', '1\u0000', ID_RANGE, 'fieldControlChars id'],
  ];
  it.each(cases)('%s', (_, value, range, expected) => {
    expect(outcome(() => optionalInt({ id: value }, 'id', range))).toEqual(expected);
  });
});
