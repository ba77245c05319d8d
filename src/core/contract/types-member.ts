/**
 * The member as every session-aware reply carries it (`userInfo` of a login, getMemberInfo, the
 * profile and security calls). The shared runtime checks the session's member with it.
 */
import { boolean, enums, number, string, type, type Infer } from 'superstruct';
import { LANGUAGE_CODES } from './locales';

export const UserInfo = type({
  id: number(),
  /** the login name (registration rules; not renamed by the profile) */
  userName: string(),
  /** the display name the profile edits (spec §5: 2–20 characters) */
  nickname: string(),
  headImg: string(),
  /** 0 English, 2 Chinese, 4 Spanish. */
  language: enums(LANGUAGE_CODES),
  /** Unix seconds; 0 when unknown. */
  birthday: number(),
  mobile: string(),
  email: string(),
  /** the email has been proved by its link (issue 9); false when there is none */
  emailVerified: boolean(),
  /** checkout and free coupons wait until the email is proved (or a phone bound): show /verify-email */
  mustVerifyEmail: boolean(),
  /** 1 male, 0 female, -1 not given. */
  sex: number(),
});
export type UserInfo = Infer<typeof UserInfo>;
