import { describe, expect, test } from 'vitest';
import en from './en_US';
import es from './es_MX';
import zh from './zh_CN';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('account rule strings', () => {
  test.each([
    ['en_US', en],
    ['zh_CN', zh],
  ])('%s has exactly the keys of es_MX, non-empty, with the same placeholders', (_, dict) => {
    expect(Object.keys(dict.acctRules).sort()).toEqual(Object.keys(es.acctRules).sort());
    for (const [key, value] of Object.entries(dict.acctRules)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(es.acctRules[key as keyof typeof es.acctRules]));
    }
  });

  test('the spec messages are verbatim in English', () => {
    expect(en.acctRules.mismatch).toBe('Passwords do not match');
    expect(en.acctRules.mobile).toBe('Invalid phone number format');
    expect(en.acctRules.passwordChanged).toBe('Password changed successfully, please log in again');
  });
});
