import { expect, test } from 'vitest';
import { maskPhone } from './rules-accounts';

// Spec §5/§9: a mobile shows only its first 3 and last 4 digits. The spec counts 11 digits (a
// Chinese number); Mexican mobiles have 10, masked the same way. Anything else is left alone.
test.each([
  ['13812345678', '138****5678'],
  ['55123456789', '551****6789'],
  ['00000000000', '000****0000'],
  ['5512345678', '551***5678'],
  ['138123456789', '138123456789'], // 12 digits
  ['551234567', '551234567'], // 9 digits
  ['', ''],
  ['138-1234-5678', '138-1234-5678'],
  ['+8613812345', '+8613812345'],
  ['1381234567a', '1381234567a'],
  [' 13812345678', ' 13812345678'],
])('maskPhone(%o) → %o', (mobile, out) => {
  expect(maskPhone(mobile)).toBe(out);
});
