import { LANGUAGE_CODES, type LanguageCode } from '../../../../src/core/contract/locales';
import { validationError } from '../../http/errors';
import { optionalInt, requiredString, type Source } from '../../http/params';

const UUID_MAX = 64;

/** The `uuid` header: the device a session or an SMS code is asked from. */
export function deviceUuid(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, UUID_MAX) : null;
}

export function isLanguageCode(value: number): value is LanguageCode {
  return (LANGUAGE_CODES as readonly number[]).includes(value);
}

/** The language of a new account: the `language` field, else the locale of the request. */
export function languageOf(source: Source, lang: string): 0 | 2 | 4 {
  const value = optionalInt(source, 'language', { min: 0, max: 4 });
  if (value !== undefined) {
    if (!isLanguageCode(value)) throw validationError('fieldOneOf', { field: 'language', values: '0, 2, 4' });
    return value;
  }
  return lang === 'en_US' ? 0 : lang === 'zh_CN' ? 2 : 4;
}

/** A password recovery's flow id (the `uuid` field), as the find-pwd calls take it. */
export function uuidParam(source: Source): string {
  const uuid = requiredString(source, 'uuid', 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(uuid)) throw validationError('fieldRequired', { field: 'uuid' });
  return uuid;
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
