// Page state shared by the unit tests: cookies of the happy-dom document, the locale, the API base.
import { $config } from '../../../src/core/config';
import { removeCookie } from '../../../src/core/cookies';
import { coreStrings } from '../../../src/core/i18n';
import { $locale, loadStrings, type Locale } from '../../../src/core/locale';

/** Names of the cookies the page holds now. */
export const cookieNames = (): string[] =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((c) => decodeURIComponent(c.slice(0, c.indexOf('='))));

export function clearCookies(): void {
  for (const name of cookieNames()) removeCookie(name);
}

/** Sets a cookie the way the app does (path /). */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: writes the cookie exactly as src/core/cookies.ts does, to test what reads it
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`;
}

export async function useLocale(locale: Locale): Promise<void> {
  await loadStrings(coreStrings, locale);
  $locale.set(locale);
}

export function useApi(api: string): void {
  $config.set({ ...$config.get(), api, mode: 'embedded' });
}
