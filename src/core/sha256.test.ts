import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { sha256Hex } from './sha256';

test.each([
  ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['demo1234', createHash('sha256').update('demo1234').digest('hex')],
  ['a'.repeat(55), createHash('sha256').update('a'.repeat(55)).digest('hex')], // padding edge
  ['a'.repeat(56), createHash('sha256').update('a'.repeat(56)).digest('hex')],
  ['contraseña 密码', createHash('sha256').update('contraseña 密码', 'utf8').digest('hex')],
])('sha256(%j)', (input, hex) => {
  expect(sha256Hex(input)).toBe(hex);
});

test('agrees with node:crypto on any string', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
    }),
    { numRuns: 300 },
  );
});
