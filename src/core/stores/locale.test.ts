import type { LanguageCode } from '../contract/locales';
import { aUser } from '../../../tests/unit/support/replies';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { wrapped, wrappedFail } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie, useLocale } from '../../../tests/unit/support/page';
import { $config } from '../config';
import { readCookie } from '../cookies';
import { $locale, type Locale } from '../locale';
import { command } from '../runtime/commands';
import { $toasts } from '../toasts';
import { announceLocaleChange, changeLocale, initialLocale } from './locale';
import { $user } from './user';

const fixture = useFixtureApi('es_MX');

beforeEach(async () => {
  sessionStorage.clear();
  $user.set(null);
  $toasts.set([]);
  await useLocale('es_MX'); // tests below switch the locale
});
afterEach(() => {
  vi.restoreAllMocks();
});

function logIn() {
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana', language: 4 }));
}

describe('changeLocale (spec §4 Language change)', () => {
  test('logged out: only the local locale changes, no server call', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('vitrina:locale', listener);
    await changeLocale('en_US');
    document.removeEventListener('vitrina:locale', listener);
    expect(fixture().seen).toEqual([]);
    expect($locale.get()).toBe('en_US');
    expect(readCookie('vitrina_locale')).toBe('en_US');
    expect(events).toEqual([{ locale: 'en_US' }]);
  });

  test.each([
    ['en_US', '0'],
    ['zh_CN', '2'],
    ['es_MX', '4'],
  ] as const)('logged in → %s: updateLanguage(%s) reaches the server before the locale changes', async (locale, code) => {
    logIn();
    await useLocale(locale === 'es_MX' ? 'en_US' : 'es_MX');
    const before = $locale.get();
    let localeWhenServerSawIt: Locale | undefined;
    fixture().on('POST', '/mallpcapi/member/updateLanguage', () => {
      localeWhenServerSawIt = $locale.get();
      return wrapped(aUser({ id: 1, userName: 'ana', language: Number(code) as LanguageCode }));
    });
    await changeLocale(locale);
    const [seen] = fixture().seen;
    expect(fixture().seen).toHaveLength(1);
    expect(seen?.form.get('language')).toBe(code);
    expect(seen?.headers.authorization).toBe('acc');
    expect(seen?.query.get('lang')).toBe(before);
    expect(localeWhenServerSawIt).toBe(before);
    expect($locale.get()).toBe(locale);
  });

  test('logged in and the server refuses: the locale stays and the error surfaces', async () => {
    logIn();
    fixture().on('POST', '/mallpcapi/member/updateLanguage', () => wrappedFail('No se pudo'));
    await expect(changeLocale('en_US')).rejects.toThrow('No se pudo');
    expect($locale.get()).toBe('es_MX');
    expect(readCookie('vitrina_locale')).toBeUndefined();
  });

  test('embedded mode: a success toast in the new language, no reload', async () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    await changeLocale('en_US');
    expect($toasts.get()).toMatchObject([{ kind: 'success', text: 'Language changed' }]);
    expect(reload).not.toHaveBeenCalled();
  });

  test('full mode: the page reloads, and the toast shows once after the reload', async () => {
    logIn();
    fixture().on('POST', '/mallpcapi/member/updateLanguage', () => wrapped(aUser({ id: 1, userName: 'ana', language: 2 })));
    $config.set({ ...$config.get(), mode: 'full' });
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    await changeLocale('zh_CN');
    expect(fixture().count('/mallpcapi/member/updateLanguage')).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readCookie('vitrina_locale')).toBe('zh_CN');
    expect($toasts.get()).toEqual([]); // the page is about to go away

    // The reloaded page:
    await useLocale('zh_CN');
    announceLocaleChange();
    announceLocaleChange();
    expect($toasts.get()).toMatchObject([{ kind: 'success', text: '语言已切换' }]);
  });

  test("the host's unknown locale is reported and ignored before anything happens (issue 16 §2)", async () => {
    logIn();
    const errors: unknown[] = [];
    const onError = (e: Event) => errors.push((e as CustomEvent<{ code: string; command: string }>).detail);
    document.addEventListener('vitrina:error', onError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(command('setLocale', ['fr_FR'])).resolves.toBeUndefined();
    document.removeEventListener('vitrina:error', onError);
    expect(errors).toMatchObject([{ code: 'bad-locale', command: 'setLocale' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(fixture().seen).toEqual([]);
    expect(readCookie('vitrina_locale')).not.toBe('fr_FR');
  });
});

describe('initialLocale', () => {
  test.each<{ name: string; configured: string | undefined; stored: string | undefined; language: LanguageCode | undefined; out: string }>([
    { name: 'the script tag wins', configured: 'zh_CN', stored: 'en_US', language: 4, out: 'zh_CN' },
    { name: 'then the stored choice', configured: undefined, stored: 'en_US', language: 2, out: 'en_US' },
    { name: "then the member's language", configured: undefined, stored: undefined, language: 0, out: 'en_US' },
    { name: 'a bad tag value is ignored', configured: 'xx', stored: undefined, language: 2, out: 'zh_CN' },
    { name: 'else es_MX', configured: undefined, stored: undefined, language: undefined, out: 'es_MX' },
  ])('$name', ({ configured, stored, language, out }) => {
    if (stored) setCookie('vitrina_locale', stored);
    if (language !== undefined) $user.set(aUser({ id: 1, userName: 'x', language }));
    expect(initialLocale(configured)).toBe(out);
  });
});
