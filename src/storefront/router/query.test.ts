import { expect, test } from 'vitest';
import { buildQuery, parseQuery, withQuery } from './query';

test.each([
  ['', {}],
  ['?', {}],
  ['?keyword=audifonos', { keyword: 'audifonos' }],
  ['?a=1&a=2&b=', { a: '1', b: '' }],
  ['?keyword=caf%C3%A9+negro', { keyword: 'café negro' }],
  ['keyword=x', { keyword: 'x' }],
])('parseQuery(%s)', (search, out) => {
  expect(parseQuery(search)).toEqual(out);
});

test.each([
  [{}, ''],
  [{ a: '', b: null, c: undefined }, ''],
  [{ keyword: 'a b', pageNo: 2 }, '?keyword=a+b&pageNo=2'],
  [{ pageNo: 0 }, '?pageNo=0'],
])('buildQuery(%j) = %s', (params, out) => {
  expect(buildQuery(params)).toBe(out);
});

test('withQuery', () => {
  expect(withQuery('/search', { keyword: 'x' })).toBe('/search?keyword=x');
  expect(withQuery('/search', {})).toBe('/search');
});
