import { describe, expect, test } from 'vitest';
import type { Dict } from '../../../../core/locale';
import en from './en_US';
import es from './es_MX';
import zh from './zh_CN';

function leaves(d: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(d)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (typeof v === 'function') out.set(prefix + k, v({ n: 2 }));
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('account strings', () => {
  const ref = leaves(es);

  test('everything lives under acct', () => {
    expect(Object.keys(es)).toEqual(['acct']);
    expect(Object.keys(en)).toEqual(['acct']);
    expect(Object.keys(zh)).toEqual(['acct']);
  });

  test.each([
    ['en_US', en],
    ['zh_CN', zh],
  ])('%s has exactly the keys of es_MX, non-empty, with the same placeholders', (_, dict) => {
    const other = leaves(dict);
    expect([...other.keys()].sort()).toEqual([...ref.keys()].sort());
    for (const [key, value] of other) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(ref.get(key)!));
    }
  });
});
