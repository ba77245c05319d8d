import { PASSWORD_HASH_PATTERN } from '../../../../src/core/contract/rules';
import {
  ACCOUNT_NAME_PATTERN,
  EMAIL_MAX,
  isValidEmail,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../../../../src/core/contract/rules-accounts';
import { validationError } from '../../http/errors';
import { requiredString, type Source } from '../../http/params';
import { isCommonPassword } from './common-passwords';

/** Field readers of the account calls: each names the field in its translated message. */

export function mobileField(source: Source, field = 'mobile'): string {
  const value = requiredString(source, field, 32);
  if (!MOBILE_PATTERN.test(value)) throw validationError('accountsMobileFormat', { field });
  return value;
}

export function smsCodeField(source: Source, field = 'smsCode'): string {
  const value = requiredString(source, field, 16);
  if (!SMS_CODE_PATTERN.test(value)) throw validationError('accountsSmsCodeFormat', { field });
  return value;
}

export function passwordHashField(source: Source, field = 'password', options: { fresh?: boolean } = {}): string {
  const value = requiredString(source, field, 128);
  if (!PASSWORD_HASH_PATTERN.test(value)) throw validationError('accountsPasswordHash', { field });
  if (options.fresh && isCommonPassword(value)) throw validationError('accountsPasswordCommon', { field });
  return value;
}

/** Registration usernames: 4–20 characters (spec §5), never all digits (they would read as a mobile). */
export function usernameField(source: Source, field = 'username'): string {
  const value = requiredString(source, field, 200);
  const length = [...value].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX)
    throw validationError('accountsUsernameLength', { field, min: USERNAME_MIN, max: USERNAME_MAX });
  if (!USERNAME_PATTERN.test(value) || /^\d+$/.test(value)) throw validationError('accountsUsernameChars', { field });
  return value;
}

/** Profile names: 2–20 of Chinese characters, letters, digits, '-' and '_' (spec §5). */
export function accountNameField(source: Source, field = 'userName'): string {
  const value = requiredString(source, field, 200);
  if (!ACCOUNT_NAME_PATTERN.test(value) || /^\d+$/.test(value)) throw validationError('accountsNameChars', { field });
  return value;
}

export function emailField(source: Source, field = 'email'): string {
  const value = requiredString(source, field, EMAIL_MAX);
  if (!isValidEmail(value)) throw validationError('accountsEmailInvalid', { field });
  return value.toLowerCase();
}

export function agreementField(source: Source, field = 'agreement'): void {
  const value = source[field];
  if (value !== '1' && value !== 'true') throw validationError('accountsAgreementRequired', { field });
}
