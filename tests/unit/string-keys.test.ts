// Every string key the code names literally (`t('buy.cart.dropship')`) is in a dictionary. A key a
// move took out of one dictionary while a page still asked for it showed the buyer the key itself
// ("buy.cart.dropship" on the checkout form); the locale tests beside each dictionary only compare
// the three locales with one another, not with what the code asks for.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import type { Dict } from '../../src/core/locale';

const root = resolve(import.meta.dirname, '../..');

function leaves(d: Dict, prefix = '', out = new Set<string>()): Set<string> {
  for (const [k, v] of Object.entries(d)) {
    if (typeof v === 'object' && v !== null) leaves(v as Dict, `${prefix}${k}.`, out);
    else out.add(prefix + k);
  }
  return out;
}

/** Every file under `dir`, as paths. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const files = walk(join(root, 'src'));
const sources = files.filter((f) => !f.includes('/i18n/') && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
const dictionaries = files.filter((f) => /\/i18n\/(?:.*\/)?es_MX\.ts$/.test(f));

test('every key the code names is in a dictionary', async () => {
  const known = new Set<string>();
  for (const file of dictionaries) leaves(((await import(file)) as { default: Dict }).default, '', known);
  expect(known.size).toBeGreaterThan(500);
  const missing: string[] = [];
  for (const file of sources) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bt\(\s*'([A-Za-z][\w]*(?:\.[\w]+)+)'/g)) {
      if (!known.has(m[1] as string)) missing.push(`${relative(root, file)}: ${m[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
