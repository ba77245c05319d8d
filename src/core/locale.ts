// Locales of the spec, their API language codes, and one rosetta table per locale that core and
// each widget extend with their own strings, fetched only for the active locale.
import rosetta from 'rosetta';
import { atom } from 'nanostores';

export const LOCALES = ['es_MX', 'en_US', 'zh_CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es_MX';

/** Spec §1: Chinese 2, English 0, Spanish 4 (and anything else reads as Spanish). */
const CODES: Record<Locale, number> = { zh_CN: 2, en_US: 0, es_MX: 4 };
export const languageCode = (locale: Locale): number => CODES[locale];
export const localeOfCode = (code: unknown): Locale =>
  code === 0 || code === '0' ? 'en_US' : code === 2 || code === '2' ? 'zh_CN' : 'es_MX';

export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);
/** es_MX → es-MX for Intl. */
export const bcp47 = (locale: Locale): string => locale.replace('_', '-');

export type Params = Record<string, string | number>;
/** A string, a function of the params (plurals: "1 producto" / "2 productos"), or a nested table. */
export type Dict = { [key: string]: string | ((params: Params) => string) | Dict };
export type DictLoaders = Record<Locale, () => Promise<{ default: Dict }>>;

const i18n = rosetta<Dict>();
export const $locale = atom<Locale>(DEFAULT_LOCALE);
/** Bumped whenever a table grows, so mounted widgets re-render with the new strings. */
export const $strings = atom(0);

const loaded = new Map<DictLoaders, Set<Locale>>();
// Two widgets mounting at once ask for the same table: they share one fetch.
const loading = new Map<DictLoaders, Map<Locale, Promise<void>>>();

/** Fetches a dictionary for a locale once; later calls resolve at once. */
export function loadStrings(loaders: DictLoaders, locale: Locale = $locale.get()): Promise<void> {
  let done = loaded.get(loaders);
  if (!done) loaded.set(loaders, (done = new Set()));
  if (done.has(locale)) return Promise.resolve();
  let pending = loading.get(loaders);
  if (!pending) loading.set(loaders, (pending = new Map()));
  let load = pending.get(locale);
  if (!load) {
    const finished = done;
    const inflight = pending;
    load = loaders[locale]()
      .then(({ default: table }) => {
        i18n.set(locale, table);
        finished.add(locale);
        $strings.set($strings.get() + 1);
      })
      .finally(() => inflight.delete(locale)); // a failed chunk may be asked for again
    pending.set(locale, load);
  }
  return load;
}

export function hasStrings(loaders: DictLoaders, locale: Locale = $locale.get()): boolean {
  return loaded.get(loaders)?.has(locale) ?? false;
}

/** Translate `key` (dotted path) in the active locale; `{{name}}` placeholders from params. */
export function t(key: string, params?: Record<string, string | number>, locale: Locale = $locale.get()): string {
  const out = i18n.t(key, params ?? {}, locale);
  if (__DEV__ && !out) console.warn(`[vitrina] missing string ${key} in ${locale}`);
  return out || key;
}
