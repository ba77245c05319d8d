// Account logic only the storefront's account pages use: rules, SMS countdown, session endings.
// Kept out of stores/user.ts so the shared runtime chunk does not carry it.
import {
  ACCOUNT_NAME_PATTERN,
  isValidEmail,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_PATTERN,
  SMS_COUNTDOWN_SECONDS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../contract/rules-accounts';
import { loginBySms, registerByEmail, registerByMobile, updatePassword } from '../api/account';
import type { UserInfo } from '../api/member';
import { env } from '../env';
import { ValidationError } from '../errors';
import { assertValid, failuresOf } from '../form-check';
import { t } from '../locale';
import { clearSellerSessionOf } from '../seller-session';
import { sha256Hex } from '../sha256';
import { beginSession } from './begin-session';
import { $user, logout } from './user';

const fail = (field: string, key: string) => new ValidationError(field, t(key));

export function checkMobile(mobile: string): ValidationError | undefined {
  return MOBILE_PATTERN.test(mobile.trim()) ? undefined : fail('mobile', 'acctRules.mobile');
}

export function checkSmsCode(code: string): ValidationError | undefined {
  return SMS_CODE_PATTERN.test(code.trim()) ? undefined : fail('smsCode', 'acctRules.smsCode');
}

/** Spec §5: password 6–20 characters; the confirmation must match. */
export function checkNewPassword(password: string, confirm: string, field = 'password'): ValidationError | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return fail(field, 'acctRules.passwordLength');
  if (password !== confirm) return fail('confirm', 'acctRules.mismatch');
  return undefined;
}

export function checkUsername(username: string): ValidationError | undefined {
  const value = username.trim();
  const length = [...value].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) return fail('username', 'acctRules.usernameLength');
  if (!USERNAME_PATTERN.test(value) || /^\d+$/.test(value)) return fail('username', 'acctRules.usernameChars');
  return undefined;
}

export function checkProfileName(name: string): ValidationError | undefined {
  return ACCOUNT_NAME_PATTERN.test(name.trim()) && !/^\d+$/.test(name.trim()) ? undefined : fail('userName', 'acctRules.name');
}

export function checkEmail(email: string, field = 'email'): ValidationError | undefined {
  return isValidEmail(email.trim()) ? undefined : fail(field, 'acctRules.email');
}

export interface RegisterForm {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
  smsCode: string;
  agreement: boolean;
}

/** Spec §5: the password's length and the confirmation, each its own field's check. */
export const newPasswordChecks = (password: string, confirm: string) => {
  const length = [...password].length;
  return [
    length < PASSWORD_MIN || length > PASSWORD_MAX ? fail('password', 'acctRules.passwordLength') : undefined,
    password !== confirm ? fail('confirm', 'acctRules.mismatch') : undefined,
  ];
};

/** Spec §5 registration rules, in the order of the form: every field's, so all show at once. */
export const registerChecks = (form: RegisterForm) => [
  checkUsername(form.username),
  ...newPasswordChecks(form.password, form.confirm),
  checkMobile(form.mobile),
  checkSmsCode(form.smsCode),
  form.agreement ? undefined : fail('agreement', 'acctRules.agreement'),
];

/** The first failing registration rule. */
export const checkRegister = (form: RegisterForm): ValidationError | undefined => failuresOf(registerChecks(form))[0];

export async function register(form: RegisterForm): Promise<UserInfo> {
  assertValid(registerChecks(form));
  const { token, userInfo } = await registerByMobile({
    username: form.username.trim(),
    password: sha256Hex(form.password),
    mobile: form.mobile.trim(),
    smsCode: form.smsCode.trim(),
  });
  return beginSession(token, userInfo);
}

export interface EmailRegisterForm {
  username: string;
  password: string;
  confirm: string;
  email: string;
  agreement: boolean;
}

export const emailRegisterChecks = (form: EmailRegisterForm) => [
  checkUsername(form.username),
  ...newPasswordChecks(form.password, form.confirm),
  checkEmail(form.email),
  form.agreement ? undefined : fail('agreement', 'acctRules.agreement'),
];

export const checkEmailRegister = (form: EmailRegisterForm): ValidationError | undefined => failuresOf(emailRegisterChecks(form))[0];

export async function registerWithEmail(form: EmailRegisterForm): Promise<UserInfo> {
  assertValid(emailRegisterChecks(form));
  const { token, userInfo } = await registerByEmail({
    username: form.username.trim(),
    password: sha256Hex(form.password),
    email: form.email.trim(),
  });
  return beginSession(token, userInfo);
}

/** Spec §8: an empty or malformed field is "The form is filled incorrectly. Please check." */
export async function loginWithSms(mobile: string, smsCode: string): Promise<UserInfo> {
  assertValid([checkMobile(mobile) && fail('mobile', 'error.form'), checkSmsCode(smsCode) && fail('smsCode', 'error.form')]);
  const { token, userInfo } = await loginBySms(mobile.trim(), smsCode.trim());
  return beginSession(token, userInfo);
}

/**
 * Spec §4/§8: after a password change the buyer is logged out (the server already ended their
 * other sessions), the seller session goes too when it is the same person, and they are told
 * 'Password changed successfully, please log in again'. Resolves with that message.
 */
export async function changePassword(oldPassword: string, password: string, confirm: string): Promise<string> {
  // every field's check at once, in the form's order
  assertValid([oldPassword ? undefined : fail('oldPassword', 'error.form'), ...newPasswordChecks(password, confirm)]);
  const userId = $user.get()?.id;
  await updatePassword(sha256Hex(oldPassword), sha256Hex(password));
  if (userId !== undefined) clearSellerSessionOf(userId);
  await logout();
  return t('acctRules.passwordChanged');
}

/**
 * Spec §4: the SMS code button is disabled during a 60 second countdown. Calls `onTick` with the
 * seconds left (…, 1, then 0 when the button may be used again). Returns a stop function.
 */
export function startCountdown(onTick: (secondsLeft: number) => void, seconds = SMS_COUNTDOWN_SECONDS): () => void {
  let left = seconds;
  let timer: unknown;
  const tick = () => {
    left -= 1;
    onTick(left);
    if (left > 0) timer = env.setTimeout(tick, 1000);
  };
  onTick(left);
  timer = env.setTimeout(tick, 1000);
  return () => env.clearTimeout(timer);
}
