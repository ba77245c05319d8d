import { expect, test } from 'vitest';
import { maskMobile } from './mask';

// Spec §5/§9: an 11-digit mobile shows only its first 3 and last 4 digits; anything else is left alone.
test.each([
  ['13812345678', '138****5678'],
  ['55123456789', '551****6789'],
  ['00000000000', '000****0000'],
  ['1381234567', '1381234567'], // 10 digits
  ['138123456789', '138123456789'], // 12 digits
  ['5512345678', '5512345678'], // a Mexican 10-digit number
  ['', ''],
  ['138-1234-5678', '138-1234-5678'],
  ['+8613812345', '+8613812345'],
  ['1381234567a', '1381234567a'],
  [' 13812345678', ' 13812345678'],
])('maskMobile(%o) → %o', (mobile, out) => {
  expect(maskMobile(mobile)).toBe(out);
});
