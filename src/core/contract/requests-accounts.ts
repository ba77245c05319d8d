// Request shapes of the accounts calls (issue 4), as the client builds them before they are
// form-encoded and as the server's route schemas read them (request-fields.ts). Read as types only
// by the client (`import type`), so they cost no bytes there.
import { define, dynamic, enums, optional, type, type Infer, type Struct } from 'superstruct';
import { LANGUAGE_CODES } from './locales';
import { int, oneOf, orEmpty, refusal, rule, text, withDefault } from './request-fields';
import { PASSWORD_HASH_PATTERN } from './rules';
import { REFERRAL_CODE_MAX } from './rules-distribution';
import {
  ACCOUNT_NAME_PATTERN,
  EMAIL_MAX,
  isValidEmail,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules-accounts';

/** `POST /mallpcapi/login/sendCode` `scene`: what the code is for. */
export const SmsScene = enums(['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE']);
export type SmsScene = Infer<typeof SmsScene>;

/** `GET /base/captchas/{uuid}/{scene}` and `/base/altcha/{scene}`: where the captcha is asked. */
export const CaptchaScene = enums(['LOGIN', 'FIND_PWD']);
export type CaptchaScene = Infer<typeof CaptchaScene>;

// --- the fields, each with the rule and the message the server answers with ---

const digitsOnly = (value: string) => /^\d+$/.test(value);
const mobile = () => rule(text(32), 'accountsMobileFormat', (value) => MOBILE_PATTERN.test(value));
const smsCode = () => rule(text(16), 'accountsSmsCodeFormat', (value) => SMS_CODE_PATTERN.test(value));
/** The SHA-256 hex of a password (a fresh one is also held to the common-password list, on the server). */
const passwordHash = () => rule(text(128), 'accountsPasswordHash', (value) => PASSWORD_HASH_PATTERN.test(value));
/** Registration usernames: 4–20 characters (spec §5), never all digits (they would read as a mobile). */
const username = () =>
  rule(
    rule(text(200), 'accountsUsernameLength', (value) => [...value].length >= USERNAME_MIN && [...value].length <= USERNAME_MAX, {
      min: USERNAME_MIN,
      max: USERNAME_MAX,
    }),
    'accountsUsernameChars',
    (value) => USERNAME_PATTERN.test(value) && !digitsOnly(value),
  );
/** Profile names: 2–20 of Chinese characters, letters, digits, '-' and '_' (spec §5). */
const accountName = () => rule(text(200), 'accountsNameChars', (value) => ACCOUNT_NAME_PATTERN.test(value) && !digitsOnly(value));
const email = () => rule(text(EMAIL_MAX), 'accountsEmailInvalid', isValidEmail);
/** 0 English, 2 Chinese, 4 Spanish. */
const languageCode = () =>
  rule(int(0, 4), 'fieldOneOf', (value) => LANGUAGE_CODES.some((code) => code === value), { values: LANGUAGE_CODES.join(', ') });
/** The terms accepted: exactly `1` or `true`, as the form's checkbox sends it. */
const agreement = () => define<string>('agreement', (value) => value === '1' || value === 'true' || refusal('accountsAgreementRequired'));
/** A password recovery's flow id. */
const recoveryUuid = () => rule(text(64), 'fieldRequired', (value) => /^[A-Za-z0-9_-]{8,64}$/.test(value));

/** `POST /mallpcapi/member/saveUserInfo` */
export const ProfileForm = type({
  /** the display name (spec §5: 2–20 characters); the login name is not changed by the profile */
  nickname: accountName(),
  /** sent only to say which account is meant */
  userName: optional(text(200)),
  /** an empty string clears the email; absent keeps it */
  email: optional(
    orEmpty(
      rule(
        rule(text(200), 'fieldTooLong', (value) => [...value].length <= EMAIL_MAX, { max: EMAIL_MAX }),
        'accountsEmailInvalid',
        isValidEmail,
      ),
    ),
  ),
  sex: optional(int(-1, 1)),
  /** Unix seconds (spec §3: seconds on the wire) */
  birthday: optional(int(-2_208_988_800, 4_102_444_800)),
  language: optional(languageCode()),
  /** the path an upload returned; absent keeps the current avatar */
  headImg: optional(text(300)),
});
export type ProfileForm = Infer<typeof ProfileForm>;

/** `POST /mallpcapi/member/register` (the client adds `agreement=1`); `password` is the SHA-256 hex of the password. */
export const MobileRegistration = type({ username: username(), password: passwordHash(), mobile: mobile(), smsCode: smsCode() });
export type MobileRegistration = Infer<typeof MobileRegistration>;
/** What the route reads: the registration, the terms accepted, the account's language (the request's when absent). */
export const MobileSignup = type({
  ...MobileRegistration.schema,
  agreement: agreement(),
  language: optional(languageCode()),
  // a distributor's referral code from their link (issue 12 §5); an unknown one is ignored
  ref: optional(text(REFERRAL_CODE_MAX)),
});

/** `POST /mallpcapi/member/registerByEmail` (the client adds `agreement=1`). */
export const EmailRegistration = type({ username: username(), password: passwordHash(), email: email() });
export type EmailRegistration = Infer<typeof EmailRegistration>;
export const EmailSignup = type({
  ...EmailRegistration.schema,
  agreement: agreement(),
  language: optional(languageCode()),
  ref: optional(text(REFERRAL_CODE_MAX)),
});

/** `POST /mallpcapi/login/sendCode` (LOGIN when absent). */
export const SendCodeForm = type({ mobile: mobile(), scene: withDefault(oneOf(['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE']), 'LOGIN') });

export type LoginForm =
  | { username?: undefined; mobile: string; smsCode: string }
  | { username: string; password: string; captcha?: string; altcha?: string };
const SmsLogin = type({ mobile: mobile(), smsCode: smsCode() });
const PasswordLogin = type({
  username: text(50),
  // refused without naming a field, as it always was
  password: rule(text(64), 'passwordNotHashed', (value) => PASSWORD_HASH_PATTERN.test(value), { field: '' }),
  captcha: optional(text(16)),
  altcha: optional(text(1024)),
});
/** `POST /mallpcapi/login/login`: by `mobile` and `smsCode` (sent without `username`), else by username and password hash. */
export const LoginForm = dynamic<LoginForm>((body) => {
  const sent = (body ?? {}) as Record<string, unknown>;
  return (sent.smsCode !== undefined && sent.username === undefined ? SmsLogin : PasswordLogin) as Struct<LoginForm, unknown>;
});

/** `:uuid/:scene` of `GET /base/captchas/{uuid}/{scene}`: a device id and a scene in any case. */
export const CaptchaParams = type({
  uuid: define<string>(
    'device id',
    (value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value.trim())) || refusal('fieldTooLong', { max: 64 }),
  ),
  scene: define<string>(
    'captcha scene',
    (value) =>
      (typeof value === 'string' && ['LOGIN', 'FIND_PWD'].includes(value.toUpperCase())) ||
      refusal('fieldOneOf', { values: 'LOGIN, FIND_PWD' }),
  ),
});
/** `:scene` of `GET /base/altcha/{scene}`. */
export const AltchaParams = type({ scene: CaptchaParams.schema.scene });

/** `POST /mallpcapi/member/updateLanguage` */
export const LanguageForm = type({ language: languageCode() });
/** `POST /passport/token` (the device is the `uuid` header). */
export const RefreshForm = type({ refresh_token: text(128) });

/** `GET /buyer/passport/find-pwd`: the account (username or mobile) and the flow id. */
export const FindAccountQuery = type({ account: text(100), uuid: recoveryUuid() });
/** `POST /buyer/passport/find-pwd/send` */
export const RecoveryForm = type({ uuid: recoveryUuid() });
/** `GET /buyer/passport/find-pwd/valid` */
export const RecoveryCodeQuery = type({ uuid: recoveryUuid(), sms_code: smsCode() });
/** `PUT /buyer/passport/find-pwd/update-password` */
export const RecoveryPasswordForm = type({ uuid: recoveryUuid(), password: passwordHash() });

/** `POST /mallpcapi/member/verifyEmail`: the token of the link. */
export const VerifyEmailForm = type({
  token: rule(text(64), 'signupEmailLinkInvalid', (value) => /^[A-Za-z0-9_-]{43}$/.test(value)),
});

/** `POST /mallpcapi/member/updatePassword` */
export const PasswordChangeForm = type({ oldPassword: passwordHash(), password: passwordHash() });
/** `POST /mallpcapi/member/updatePayPassword` */
export const PayPasswordForm = type({ loginPassword: passwordHash(), password: passwordHash() });
/** `POST /mallpcapi/member/bindMobile` */
export const BindMobileForm = type({ mobile: mobile(), smsCode: smsCode() });
/** `POST /mallpcapi/member/changeMobile` */
export const ChangeMobileForm = type({ password: passwordHash(), mobile: mobile(), smsCode: smsCode() });
/** `POST /mallpcapi/member/bindEmail` */
export const BindEmailForm = type({ password: passwordHash(), email: email() });
/** `GET /mallpcapi/memberWallet/getBalanceInformation` */
export const BalanceQuery = type({ pageNo: withDefault(int(1, 10_000), 1), pageSize: withDefault(int(1, 100), 10) });
