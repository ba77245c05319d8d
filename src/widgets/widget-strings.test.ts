// Every embeddable widget's dictionaries: the same keys in the three locales, and plural forms
// that read right for one and for many.
import { describe, expect, test } from 'vitest';
import type { Dict } from '../core/locale';
import { LOCALES } from '../core/locale';

const widgets = ['search', 'mini-cart', 'purchase-form', 'distributor-dialog', 'cart', 'header', 'login', 'member-centre'] as const;

function keys(d: Dict, prefix = ''): string[] {
  return Object.entries(d).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [prefix + k]));
}

describe.each(widgets)('%s strings', (widget) => {
  test('the same keys in es_MX, en_US and zh_CN', async () => {
    const tables = await Promise.all(LOCALES.map(async (l) => (await import(`./${widget}/i18n/${l}.ts`)).default as Dict));
    const [es, ...rest] = tables.map((t) => keys(t).sort());
    for (const other of rest) expect(other).toEqual(es);
  });
});

test.each([
  ['search', 'es_MX', 'search.count', 1, '1 producto'],
  ['search', 'es_MX', 'search.count', 14, '14 productos'],
  ['search', 'en_US', 'search.count', 1, '1 product'],
  ['search', 'en_US', 'search.count', 2, '2 products'],
  ['mini-cart', 'es_MX', 'miniCart.labelCount', 1, 'Carrito: 1 artículo'],
  ['mini-cart', 'en_US', 'miniCart.labelCount', 3, 'Cart: 3 items'],
])('%s %s %s with n=%i reads "%s"', async (widget, locale, key, n, text) => {
  const table = (await import(`./${widget}/i18n/${locale}.ts`)).default as Dict;
  const [scope, name] = key.split('.') as [string, string];
  const value = (table[scope] as Dict)[name];
  expect(typeof value === 'function' ? value({ n }) : value).toBe(text);
});
