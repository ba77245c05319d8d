import { updateLanguage } from '../api/member';
import { $config } from '../config';
import { inDays, readCookie, writeCookie } from '../cookies';
import { emit } from '../events';
import { coreStrings } from '../i18n';
import { $locale, DEFAULT_LOCALE, isLocale, languageCode, loadStrings, localeOfCode, t, type DictLoaders, type Locale } from '../locale';
import { keys, STORED_DAYS } from '../session';
import { toast } from '../toasts';
import { $user } from './user';

const CHANGED_FLAG = 'vitrina_locale_changed';

/** Script tag's data-locale, else the buyer's last choice, else the member's language, else es_MX. */
export function initialLocale(configured?: string): Locale {
  if (isLocale(configured)) return configured;
  const stored = readCookie(keys.locale);
  if (isLocale(stored)) return stored;
  const user = $user.get();
  if (user?.language != null) return localeOfCode(user.language);
  return DEFAULT_LOCALE;
}

/**
 * Spec §4 Language change: logged in → the server first, then the locale, a success message and a
 * reload (full page). Logged out → only the local locale. Embedded widgets re-render in place.
 * The host's `vitrina('setLocale', …)` is checked before it gets here (runtime/commands.ts): a bad
 * locale is reported to the host page, never thrown into it.
 */
export async function changeLocale(locale: Locale, extra: DictLoaders[] = []): Promise<void> {
  if ($user.get()) await updateLanguage(languageCode(locale));
  writeCookie(keys.locale, locale, inDays(STORED_DAYS));
  if ($config.get().mode === 'full') {
    sessionStorage.setItem(CHANGED_FLAG, '1');
    location.reload();
    return;
  }
  await Promise.all([coreStrings, ...extra].map((d) => loadStrings(d, locale)));
  $locale.set(locale);
  toast(t('locale.changed'), 'success');
  emit(document, 'locale', { locale });
}

/** After a full-page reload caused by a language change, say so once. */
export function announceLocaleChange(): void {
  if (sessionStorage.getItem(CHANGED_FLAG)) {
    sessionStorage.removeItem(CHANGED_FLAG);
    toast(t('locale.changed'), 'success');
  }
}
