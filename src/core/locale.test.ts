import { describe, expect, test, vi } from 'vitest';
import {
  $locale,
  $strings,
  bcp47,
  DEFAULT_LOCALE,
  hasStrings,
  isLocale,
  languageCode,
  LOCALES,
  loadStrings,
  localeOfCode,
  t,
  type Dict,
  type DictLoaders,
  type Locale,
} from './locale';
import { coreStrings } from './i18n';

describe('language codes (spec §1, §3)', () => {
  test.each([
    [0, 'en_US'],
    ['0', 'en_US'],
    [2, 'zh_CN'],
    ['2', 'zh_CN'],
    [4, 'es_MX'],
    [1, 'es_MX'],
    [3, 'es_MX'],
    [null, 'es_MX'],
    [undefined, 'es_MX'],
    ['', 'es_MX'],
    ['en', 'es_MX'],
  ])('code %o reads as %s', (code, locale) => {
    expect(localeOfCode(code)).toBe(locale);
  });

  test.each([
    ['en_US', 0],
    ['zh_CN', 2],
    ['es_MX', 4],
  ] as const)('%s is sent as %i', (locale, code) => {
    expect(languageCode(locale)).toBe(code);
  });

  test.each(LOCALES)('%s survives the round trip through its code', (locale) => {
    expect(localeOfCode(languageCode(locale))).toBe(locale);
  });

  test.each([
    ['es_MX', 'es-MX'],
    ['en_US', 'en-US'],
    ['zh_CN', 'zh-CN'],
  ] as const)('%s is %s for Intl', (locale, tag) => {
    expect(bcp47(locale)).toBe(tag);
  });

  test.each([
    ['es_MX', true],
    ['en_US', true],
    ['zh_CN', true],
    ['es-MX', false],
    ['en', false],
    [undefined, false],
  ])('isLocale(%o) → %s', (v, out) => {
    expect(isLocale(v)).toBe(out);
  });

  test('the default locale is es_MX', () => {
    expect(DEFAULT_LOCALE).toBe('es_MX');
  });
});

/** Loaders that count their calls, as a widget's i18n folder would be. */
function countingLoaders(tables: Record<Locale, Dict>) {
  const fns = {
    es_MX: vi.fn(async () => ({ default: tables.es_MX })),
    en_US: vi.fn(async () => ({ default: tables.en_US })),
    zh_CN: vi.fn(async () => ({ default: tables.zh_CN })),
  };
  const loaders: DictLoaders = fns;
  return {
    loaders,
    calls: () => ({ es_MX: fns.es_MX.mock.calls.length, en_US: fns.en_US.mock.calls.length, zh_CN: fns.zh_CN.mock.calls.length }),
  };
}

describe('dictionaries', () => {
  const tables = {
    es_MX: { demo: { hi: 'Hola {{name}}', n: '{{n}} productos' } },
    en_US: { demo: { hi: 'Hi {{name}}', n: '{{n}} products' } },
    zh_CN: { demo: { hi: '你好 {{name}}', n: '{{n}} 件商品' } },
  };

  test('only the active locale is fetched, once however often it is asked for', async () => {
    const { loaders, calls } = countingLoaders(tables);
    $locale.set('en_US');
    await Promise.all([loadStrings(loaders), loadStrings(loaders)]);
    await loadStrings(loaders);
    expect(calls()).toEqual({ es_MX: 0, en_US: 1, zh_CN: 0 });
    expect(hasStrings(loaders)).toBe(true);
    expect(hasStrings(loaders, 'zh_CN')).toBe(false);
    await loadStrings(loaders, 'zh_CN');
    expect(calls()).toEqual({ es_MX: 0, en_US: 1, zh_CN: 1 });
  });

  test('a chunk that failed to load is fetched again on the next ask', async () => {
    const { loaders, calls } = countingLoaders(tables);
    const en = vi.mocked(loaders.en_US);
    en.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadStrings(loaders, 'en_US')).rejects.toThrow('Failed to fetch');
    expect(hasStrings(loaders, 'en_US')).toBe(false);
    await loadStrings(loaders, 'en_US');
    expect(calls().en_US).toBe(2);
    expect(hasStrings(loaders, 'en_US')).toBe(true);
  });

  test('a new table bumps $strings so mounted widgets re-render', async () => {
    const { loaders } = countingLoaders(tables);
    const before = $strings.get();
    await loadStrings(loaders, 'es_MX');
    expect($strings.get()).toBe(before + 1);
    await loadStrings(loaders, 'es_MX');
    expect($strings.get()).toBe(before + 1);
  });

  test.each([
    ['es_MX', 'demo.hi', { name: 'Ana' }, 'Hola Ana'],
    ['en_US', 'demo.hi', { name: 'Ana' }, 'Hi Ana'],
    ['zh_CN', 'demo.hi', { name: 'Ana' }, '你好 Ana'],
    ['en_US', 'demo.n', { n: 3 }, '3 products'],
  ] as const)('t in %s: %s with %o → %s', async (locale, key, params, out) => {
    const { loaders } = countingLoaders(tables);
    await loadStrings(loaders, locale);
    expect(t(key, params, locale)).toBe(out);
    $locale.set(locale);
    expect(t(key, params)).toBe(out);
  });

  test('a missing key reads as the key itself and warns in dev', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('nowhere.to.be.found', undefined, 'en_US')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[vitrina] missing string nowhere.to.be.found'));
    warn.mockRestore();
  });

  test('a widget table does not wipe the core strings of the same locale', async () => {
    await loadStrings(coreStrings, 'en_US');
    const { loaders } = countingLoaders(tables);
    await loadStrings(loaders, 'en_US');
    expect(t('error.network', undefined, 'en_US')).toBe('Network error, please try again later');
    expect(t('demo.hi', { name: 'x' }, 'en_US')).toBe('Hi x');
  });

  test.each(LOCALES)('core strings in %s carry every spec §8 message key', async (locale) => {
    await loadStrings(coreStrings, locale);
    for (const key of [
      'error.network',
      'error.submit',
      'error.pleaseLogin',
      'error.form',
      'cart.insufficient',
      'cart.removed',
      'cart.multiple',
      'cart.selectOne',
    ]) {
      expect(t(key, undefined, locale)).not.toBe(key);
    }
  });
});
