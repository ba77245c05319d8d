/// <reference types="vite/client" />
import rosetta from 'rosetta';
import { describe, expect, test } from 'vitest';
import type { Locale } from '../../src/core/contract/locales';
import { messages } from '../../src/core/contract/messages';
import type { Dict } from '../../src/core/locale';
import { spanishTell } from '../api/support/spanish-tells';

/**
 * Issue 16 §3: every dictionary key of every widget (and of core, the storefront and the server's
 * messages) renders in every locale with sample parameters: no key missing from a locale, no
 * placeholder left over, and no Spanish word in en_US or zh_CN. Counts render with 1 and with 2,
 * so a dictionary that has no singular shows up ("1 productos").
 */
type Module = { default: Dict };
const files = import.meta.glob<Module>(['../../src/**/i18n/**/{es_MX,en_US,zh_CN}.ts'], { eager: true });
const LOCALES: readonly Locale[] = ['es_MX', 'en_US', 'zh_CN'];

/** One dictionary per folder, in each locale. */
const groups = new Map<string, Partial<Record<Locale, Dict>>>();
for (const [path, mod] of Object.entries(files)) {
  const match = path.match(/^(.*)\/(es_MX|en_US|zh_CN)\.ts$/);
  if (!match?.[1] || !match[2]) continue;
  const group = groups.get(match[1]) ?? {};
  group[match[2] as Locale] = mod.default;
  groups.set(match[1], group);
}

function leaves(d: Dict, prefix = ''): Map<string, Dict[string]> {
  const out = new Map<string, Dict[string]>();
  for (const [k, v] of Object.entries(d)) {
    if (typeof v === 'object') for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(prefix + k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '');
/** A leftover placeholder: {{x}} rosetta did not fill, or a {x} of the server's syntax in a widget. */
const LEFTOVER = /\{\{[^}]*\}\}|\{[a-zA-Z_]\w*\}/;

/** Sample parameters: every named one a number `n` (1 and 2), so plurals are exercised both ways. */
const sample = (n: number) =>
  new Proxy({} as Record<string, number | string>, {
    get: (_, name) => (typeof name === 'string' ? n : undefined),
    has: () => true,
  });

/** Each key rendered as rosetta renders it, with `n` for every parameter. */
function rendered(dict: Dict, locale: Locale, n: number): Map<string, string> {
  const i18n = rosetta<Dict>();
  i18n.set(locale, dict);
  i18n.locale(locale);
  const out = new Map<string, string>();
  for (const [key, value] of leaves(dict)) {
    const params = typeof value === 'string' ? Object.fromEntries(placeholders(value).map((p) => [p, n])) : sample(n);
    out.set(key, i18n.t(key, params));
  }
  return out;
}

describe.each([...groups.keys()].sort())('dictionary %s', (dir) => {
  const group = groups.get(dir) ?? {};
  const es = group.es_MX ?? {};

  test('exists in every locale with the same keys', () => {
    expect(LOCALES.filter((l) => !group[l])).toEqual([]);
    const ref = [...leaves(es).keys()].sort();
    for (const locale of LOCALES) expect([...leaves(group[locale] ?? {}).keys()].sort(), locale).toEqual(ref);
  });

  test.each(LOCALES)('%s renders every key: no leftover placeholder, no Spanish outside es_MX, singular for 1', (locale) => {
    const dict = group[locale] ?? {};
    const problems: string[] = [];
    for (const n of [1, 2]) {
      for (const [key, text] of rendered(dict, locale, n)) {
        if (text.trim() === '') problems.push(`${key}: empty`);
        if (LEFTOVER.test(text)) problems.push(`${key}: leftover placeholder in "${text}"`);
        const tell = locale === 'es_MX' ? undefined : spanishTell(text);
        if (tell) problems.push(`${key}: Spanish "${tell}" in "${text}"`);
        if (
          n === 1 &&
          locale !== 'zh_CN' &&
          /(^|\D)1 (productos|unidades|piezas|pedidos|tiendas|marcas|solicitudes|products|units|pieces|orders|shops|brands|requests|items|artículos|puntos|points)\b/i.test(
            text,
          )
        ) {
          problems.push(`${key}: plural after 1 in "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the server’s messages (src/core/contract)', () => {
  test('every message in every locale with the same placeholders, no Spanish in en_US or zh_CN', () => {
    const problems: string[] = [];
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, byLocale] of Object.entries(messages) as [string, Record<Locale, string>][]) {
      const ref = names(byLocale.es_MX);
      for (const locale of LOCALES) {
        const text: string = byLocale[locale];
        if (!text.trim()) problems.push(`${key} ${locale}: empty`);
        if (names(text).join() !== ref.join()) problems.push(`${key} ${locale}: placeholders ${names(text)} ≠ ${ref}`);
        const filled = text.replace(/\{(\w+)\}/g, '1');
        const tell = locale === 'es_MX' ? undefined : spanishTell(filled);
        if (tell) problems.push(`${key} ${locale}: Spanish "${tell}" in "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
