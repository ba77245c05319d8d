import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUDGETS, closure, files, manifest, measureBudgets, sdk } from './budgets';

// Runs after `npm run build` (npm test builds first): it judges the bytes that ship.
describe('byte budgets (gzip)', () => {
  const measured = measureBudgets();
  test.each(Object.entries(BUDGETS))('%s within %i bytes', (name, budget) => {
    expect(measured[name as keyof typeof BUDGETS]).toBeLessThanOrEqual(budget);
  });

  test('the partner page loads only the runtime, search, mini cart and their strings', () => {
    const m = manifest();
    const loaded = [...closure(m.widgets.search!), ...closure(m.widgets['mini-cart']!)];
    expect(loaded.every((f) => f === m.runtime || f === m.widgets.search || f === m.widgets['mini-cart'])).toBe(true);
  });

  test('a page with only the mini cart loads the runtime and the mini cart’s own chunk, nothing else', () => {
    const m = manifest();
    expect([...closure(m.widgets['mini-cart']!)].sort()).toEqual([m.runtime, m.widgets['mini-cart']].sort());
  });

  test('the cart and the mini cart share one line, in the mini cart’s chunk: no small chunk of a widget’s folder or of the line for a page to wait for', () => {
    const m = manifest();
    // the storefront's /cart renders the cart widget, so the cart widget's chunk is the page's too
    const cart = m.widgets.cart;
    expect(cart && closure(cart).has(m.widgets['mini-cart'] ?? '')).toBe(true);
    expect(files().filter((f) => /^c-(w-|cart-line-)/.test(f))).toEqual([]);
  });

  test('no chunk loads the product detail’s chunk before it runs: a storefront page shares parts only of the shell’s widgets', () => {
    const detail = manifest().widgets['product-detail']!;
    expect(files().filter((f) => f !== detail && closure(f).has(detail))).toEqual([]);
  });
});

describe('what ships', () => {
  test.each(files())('%s has no eval or new Function', (file) => {
    const code = readFileSync(resolve(sdk, file), 'utf8');
    expect(code.match(/.{0,40}(?:\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(\s*["'`]).{0,40}/)?.[0] ?? null).toBeNull();
  });

  test('the loader is a classic script with no import statements and the manifest inlined', () => {
    const code = readFileSync(resolve(sdk, 'loader.js'), 'utf8');
    expect(code).not.toMatch(/^import |\bimport\s*\{/m);
    // inlined as hashes (rollup.config.mjs, loaderManifest): every chunk the loader may ask for by name
    const m = manifest();
    const hash = (file: string) => file.replace(/^.*-([\w-]{7})\.js$/, '$1');
    for (const file of [m.runtime, m.api, ...Object.values(m.widgets)]) expect(code).toContain(hash(file));
  });

  test('no dev diagnostics in production chunks', () => {
    const found = files().flatMap((file) => {
      const code = readFileSync(resolve(sdk, file), 'utf8');
      const at = code.indexOf('[vitrina]');
      return at < 0 ? [] : [`${file}: …${code.slice(Math.max(0, at - 80), at + 40)}…`];
    });
    expect(found).toEqual([]);
  });
});
