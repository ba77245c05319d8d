// Every string key the code names literally (`t('buy.cart.dropship')`) is in a dictionary. A key a
// move took out of one dictionary while a page still asked for it showed the buyer the key itself
// ("buy.cart.dropship" on the checkout form); the locale tests beside each dictionary only compare
// the three locales with one another, not with what the code asks for.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import type { Dict } from '../../src/core/locale';

const root = resolve(import.meta.dirname, '../..');
const dictionaries = import.meta.glob<{ default: Dict }>('../../src/**/i18n/**/es_MX.ts', { eager: true });

function leaves(d: Dict, prefix = '', out = new Set<string>()): Set<string> {
  for (const [k, v] of Object.entries(d)) {
    if (typeof v === 'object' && v !== null) leaves(v as Dict, `${prefix}${k}.`, out);
    else out.add(prefix + k);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

test('every key the code names is in a dictionary', () => {
  const known = new Set<string>();
  for (const module of Object.values(dictionaries)) leaves(module.default, '', known);
  expect(known.size).toBeGreaterThan(500);
  const missing: string[] = [];
  for (const file of sources(join(root, 'src'))) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bt\(\s*'([A-Za-z][\w]*(?:\.[\w]+)+)'/g)) {
      if (!known.has(m[1] as string)) missing.push(`${relative(root, file)}: ${m[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
