import { LANGUAGE_CODES, type LanguageCode } from '../../../../src/core/contract/locales';
import { validationError } from '../../http/errors';

const UUID_MAX = 64;

/** The `uuid` header: the device a session or an SMS code is asked from. */
export function deviceUuid(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, UUID_MAX) : null;
}

export function isLanguageCode(value: number): value is LanguageCode {
  return (LANGUAGE_CODES as readonly number[]).includes(value);
}

/** A language code the schema read (its rule holds it to LANGUAGE_CODES), as its type. */
export function languageCodeOf(value: number): LanguageCode {
  if (!isLanguageCode(value)) throw validationError('fieldOneOf', { field: 'language', values: LANGUAGE_CODES.join(', ') });
  return value;
}

/** The language of a new account: the `language` field, else the locale of the request. */
export function languageOf(value: number | undefined, lang: string): LanguageCode {
  if (value !== undefined) return languageCodeOf(value);
  return lang === 'en_US' ? 0 : lang === 'zh_CN' ? 2 : 4;
}

/** Only an avatar this member uploaded (or none) can become their face. */
export function avatarPath(value: string, memberId: number): string {
  if (value === '') return '';
  const path = value.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api(?=\/uploads\/)/, '');
  if (!new RegExp(`^/uploads/avatars/${memberId}-[A-Za-z0-9_-]{16,32}\\.(jpg|png)$`).test(path)) {
    throw validationError('accountsAvatarPath', { field: 'headImg' });
  }
  return path;
}
