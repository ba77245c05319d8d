import { loginByPassword } from '../api/login';
import type { UserInfo } from '../api/member';
import { ApiError, ValidationError } from '../errors';
import { assertValid, failuresOf } from '../form-check';
import { t } from '../locale';
import { sha256Hex } from '../sha256';
import { beginSession } from './begin-session';

export interface PasswordLogin {
  username: string;
  password: string;
}

/** Spec §8: an empty field is "The form is filled incorrectly. Please check."; each field's check, in the form's order. */
export const passwordLoginChecks = (form: PasswordLogin): (ValidationError | undefined)[] => [
  form.username.trim() ? undefined : new ValidationError('username', t('error.form')),
  form.password ? undefined : new ValidationError('password', t('error.form')),
];

/** The first failing check of a password login. */
export const checkPasswordLogin = (form: PasswordLogin): ValidationError | undefined => failuresOf(passwordLoginChecks(form))[0];

/** Logs in by username and password; rejects with the server's translated reason. */
export async function loginWithPassword(form: PasswordLogin): Promise<UserInfo> {
  assertValid(passwordLoginChecks(form));
  const { token, userInfo } = await loginByPassword(form.username.trim(), sha256Hex(form.password));
  return beginSession(token, userInfo);
}

/** The server asks for a captcha after repeated failures (`code 428`, `result.captchaRequired`). */
export const wantsCaptcha = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.code === '428' &&
  typeof error.data === 'object' &&
  error.data !== null &&
  'captchaRequired' in error.data;
