// Byte budgets of DESIGN.md, computed from what `npm run build` wrote. Shared by the budget test
// and `npm run bench`, so the figures a person reads are the ones CI enforces.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sdk = fileURLToPath(new URL('../../dist/sdk', import.meta.url));

export const BUDGETS = {
  loader: 1.5 * 1024,
  runtime: 18 * 1024,
  partnerPage: 24 * 1024,
  widgetStrings: 3 * 1024,
  storefrontFirstPage: 70 * 1024,
  /**
   * the product-detail widget on a partner page, beyond the shared runtime: its chunks and strings.
   * Tighter than DESIGN.md's 40 KB for a widget: 15 KB until it took the goods the server drew into
   * the storefront's page (issue 18 §4) and reported its own failures (issue 13 §5), 15,379 B.
   */
  productDetail: 16 * 1024,
  /** each of issue 11's widgets on a partner page, its first mount beyond the shared runtime: chunks and strings (DESIGN.md) */
  purchaseForm: 40 * 1024,
  distributorDialog: 40 * 1024,
  cart: 40 * 1024,
  header: 40 * 1024,
  login: 40 * 1024,
  checkout: 40 * 1024,
  /** the member centre: its shell and its first (home) page with their strings; other pages are lazy */
  memberCentre: 40 * 1024,
} as const;

export interface Manifest {
  runtime: string;
  api: string;
  storefront: string;
  widgets: Record<string, string>;
}

export const manifest = (): Manifest => JSON.parse(readFileSync(resolve(sdk, 'manifest.json'), 'utf8')) as Manifest;
export const files = (): string[] => readdirSync(sdk).filter((f) => f.endsWith('.js'));
/** The gzip bytes that ship: the `.gz` the build wrote beside the file (tests/build/precompressed.test.ts checks it decodes to it). */
export const gzip = (file: string): number => statSync(resolve(sdk, `${file}.gz`)).size;

/** A chunk and every chunk it imports statically, transitively (what loads before it runs). */
export function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(resolve(sdk, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g)) closure(m[1]!, seen);
  return seen;
}

export const strings = (scope: string, locale = 'es_MX'): string[] => files().filter((f) => f.startsWith(`i18n-${scope}-${locale}-`));

/** Storefront page groups (account, buying, catalogue) load their strings with their pages. */
export const isPageGroupStrings = (f: string): boolean => /^i18n-storefront-[a-z]+-[a-z]{2}_[A-Z]{2}-/.test(f);

const sum = (list: Iterable<string>) => [...list].reduce((n, f) => n + gzip(f), 0);

/**
 * A widget's first mount on a partner page beyond the shared runtime: its chunk, the chunks it
 * imports, its strings (and the dictionaries they import), and the lazy chunks its first paint
 * needs too (the member centre's first page), each with what it imports.
 */
function firstMount(widget: string, lazy: string[] = [], moreStrings: string[] = []): number {
  const m = manifest();
  const file = m.widgets[widget];
  if (!file) throw new Error(`no ${widget} in the manifest`);
  const seen = closure(file);
  for (const name of lazy) {
    const chunk = lazyChunk(seen, name);
    if (!chunk) throw new Error(`no lazy chunk ${name} in ${widget}`);
    closure(chunk, seen);
  }
  for (const scope of [widget, ...moreStrings]) for (const f of strings(scope)) closure(f, seen);
  return sum([...seen].filter((f) => f !== m.runtime));
}

/** The chunk `name-<hash>.js` that one of `files` imports dynamically. */
function lazyChunk(files: Iterable<string>, name: string): string | undefined {
  // rollup.config.mjs names chunks with a 7-character hash
  const pattern = new RegExp(`import\\("\\./(${name}-[\\w-]{7}\\.js)"\\)`);
  for (const f of files) {
    const found = readFileSync(resolve(sdk, f), 'utf8').match(pattern);
    if (found?.[1]) return found[1];
  }
  return undefined;
}

/** The figures the budgets speak of, in gzip bytes. */
export function measureBudgets() {
  const m = manifest();
  const partner = new Set([
    'loader.js',
    ...closure(m.widgets.search!),
    ...closure(m.widgets['mini-cart']!),
    ...strings('core'),
    ...strings('search'),
    ...strings('mini-cart'),
  ]);
  const storefront = new Set([
    ...closure(m.storefront),
    // the header widget is on every page of the default layout (its chunk is imported, not bundled)
    ...closure(m.widgets.header!),
    ...strings('header'),
    ...strings('core'),
    ...strings('storefront'),
    ...strings('search'),
    ...strings('mini-cart'),
  ]);
  return {
    loader: gzip('loader.js'),
    runtime: gzip(m.runtime),
    partnerPage: sum(partner),
    storefrontFirstPage: sum(storefront),
    productDetail: firstMount('product-detail'),
    purchaseForm: firstMount('purchase-form'),
    distributorDialog: firstMount('distributor-dialog'),
    cart: firstMount('cart'),
    header: firstMount('header'),
    login: firstMount('login'),
    checkout: firstMount('checkout'),
    memberCentre: firstMount('member-centre', ['c-member'], ['core-stores']),
    widgetStrings: Math.max(
      ...files()
        .filter((f) => f.startsWith('i18n-') && !f.startsWith('i18n-core-') && !f.startsWith('i18n-storefront'))
        .map(gzip),
    ),
  };
}
