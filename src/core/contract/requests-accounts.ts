// Request shapes of the accounts calls (issue 4), as the client builds them before they are
// form-encoded. Read as types only by the client (`import type`), so they cost no bytes there.
import { enums, number, optional, string, type, type Infer } from 'superstruct';

/** `POST /mallpcapi/login/sendCode` `scene`: what the code is for. */
export const SmsScene = enums(['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE']);
export type SmsScene = Infer<typeof SmsScene>;

/** `GET /base/captchas/{uuid}/{scene}` and `/base/altcha/{scene}`: where the captcha is asked. */
export const CaptchaScene = enums(['LOGIN', 'FIND_PWD']);
export type CaptchaScene = Infer<typeof CaptchaScene>;

/** `POST /mallpcapi/member/saveUserInfo` */
export const ProfileForm = type({
  /** the display name (spec §5: 2–20 characters); the login name is not changed by the profile */
  nickname: string(),
  /** an empty string clears the email */
  email: string(),
  sex: number(),
  /** Unix seconds (spec §3: seconds on the wire) */
  birthday: number(),
  language: number(),
  /** the path an upload returned; absent keeps the current avatar */
  headImg: optional(string()),
});
export type ProfileForm = Infer<typeof ProfileForm>;

/** `POST /mallpcapi/member/register` (the client adds `agreement=1`); `password` is the SHA-256 hex of the password. */
export const MobileRegistration = type({ username: string(), password: string(), mobile: string(), smsCode: string() });
export type MobileRegistration = Infer<typeof MobileRegistration>;

/** `POST /mallpcapi/member/registerByEmail` (the client adds `agreement=1`). */
export const EmailRegistration = type({ username: string(), password: string(), email: string() });
export type EmailRegistration = Infer<typeof EmailRegistration>;
