// The dependency rules of CONTRIBUTING.md, checked on every import (type-only ones too: a type
// import still ties one room to another). Each room lists the rooms it may import; anything else
// fails with the file and the import that broke the rule.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(__dirname, '../..');

/** The room of a file: the contract, core, the loader, one widget, the storefront or the server. */
function roomOf(path: string): string {
  const [top, second, third] = relative(root, path).split('/');
  if (top === 'server') return 'server';
  if (second === 'core') return third === 'contract' ? 'contract' : 'core';
  if (second === 'widgets') return `widget:${third}`;
  return second ?? '';
}

/** Room → the rooms it may import (its own room always). `widget:*` is every widget. */
const ALLOWED: Record<string, readonly string[]> = {
  contract: [], // shared by server and client: pure shapes and rules, nothing else of ours
  core: ['contract'],
  loader: [], // the script tag's classic script: it inlines its manifest and imports no module
  'widget:*': ['core', 'contract'], // a widget never reaches into another widget or the storefront
  storefront: ['core', 'contract', 'widget:*'],
  server: ['contract'], // the server shares the contract with the client, and nothing else
};

/** Packages a room may import (the contract is loaded by the server too, so it stays lean). */
const PACKAGES: Record<string, RegExp> = {
  contract: /^superstruct$/,
  loader: /^$/,
};

const allowedFor = (room: string) => ALLOWED[room.startsWith('widget:') ? 'widget:*' : room] ?? [];
const mayImport = (from: string, to: string) =>
  from === to || allowedFor(from).some((rule) => rule === to || (rule === 'widget:*' && to.startsWith('widget:')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier a file names: static, dynamic, re-exports, type-only included. */
const specifiers = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

describe('dependency rules', () => {
  const files = ['src', 'server/src'].flatMap((dir) => sourceFiles(join(root, dir)));
  const imports = files.flatMap((file) => specifiers(file).map((spec) => ({ file, spec, from: roomOf(file) })));

  test('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(new Set(files.map(roomOf))).toEqual(
      new Set([
        'contract',
        'core',
        'loader',
        'storefront',
        'server',
        'widget:search',
        'widget:mini-cart',
        'widget:product-detail',
        'widget:purchase-form',
        'widget:distributor-dialog',
        'widget:cart',
        'widget:header',
        'widget:login',
        'widget:checkout',
        'widget:member-centre',
      ]),
    );
  });

  test.each(Object.keys(ALLOWED))('%s imports only the rooms it may', (rule) => {
    const broken = imports
      .filter(({ from }) => (rule === 'widget:*' ? from.startsWith('widget:') : from === rule))
      .filter(({ spec }) => spec.startsWith('.'))
      .map(({ file, spec, from }) => ({ file, spec, from, to: roomOf(resolve(dirname(file), spec)) }))
      .filter(({ from, to }) => !mayImport(from, to))
      .map(({ file, spec, to }) => `${relative(root, file)} imports ${spec} (${to})`);
    expect(broken).toEqual([]);
  });

  test.each(Object.entries(PACKAGES))('%s imports no package but %s', (room, allowed) => {
    const broken = imports
      .filter(({ from, spec }) => from === room && !spec.startsWith('.') && !allowed.test(spec))
      .map(({ file, spec }) => `${relative(root, file)} imports ${spec}`);
    expect(broken).toEqual([]);
  });

  test('a broken rule is seen', () => {
    expect(mayImport('core', 'storefront')).toBe(false);
    expect(mayImport('widget:search', 'widget:mini-cart')).toBe(false);
    expect(mayImport('server', 'core')).toBe(false);
    expect(mayImport('storefront', 'widget:search')).toBe(true);
    expect(roomOf(join(root, 'src/core/contract/types.ts'))).toBe('contract');
  });
});
