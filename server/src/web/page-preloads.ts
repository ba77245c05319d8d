// The chunks a page will ask for once its script runs, named in the HTML so the browser fetches
// them at once instead of one after another (loader → storefront → widget → strings): the
// widgets a route renders, and the strings of those and of the chrome in the page's locale.
// Read from the build's manifest (dist/sdk/manifest.json); no manifest, no preloads.
import { readFile } from 'node:fs/promises';
import type { Locale } from '../../../src/core/contract/locales';

export interface Manifest {
  widgets?: Record<string, string>;
  i18n?: Record<string, Partial<Record<Locale, string>>>;
}

/** Whose strings every full page loads first (the storefront shell's header, search and mini cart). */
const CHROME = ['core', 'header', 'search', 'mini-cart'];

export async function readManifest(path: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

export function preloadLinks(manifest: Manifest, widgets: readonly string[], locale: Locale): string {
  const files = [
    ...widgets.map((w) => manifest.widgets?.[w]),
    ...[...CHROME, ...widgets].map((name) => manifest.i18n?.[name]?.[locale]),
  ].filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f));
  return files.map((f) => `<link rel="modulepreload" href="/sdk/${f}">\n`).join('');
}
