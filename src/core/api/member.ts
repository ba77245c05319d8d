import { nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import { call } from './check';

export const UserInfo = type({
  id: union([number(), string()]),
  userName: string(),
  nickname: optional(nullable(string())),
  headImg: optional(nullable(string())),
  language: optional(nullable(union([number(), string()]))),
  birthday: optional(nullable(number())),
  mobile: optional(nullable(string())),
  email: optional(nullable(string())),
  sex: optional(nullable(union([number(), string()]))),
});
/**
 * The email flags ride along unchecked (`type` keeps fields it does not name): only the member
 * pages read them, and checking them here would put their bytes in every partner page's runtime.
 */
export type UserInfo = Infer<typeof UserInfo> & {
  emailVerified?: boolean;
  /** checkout and free coupons wait for /verify-email (issue 9) */
  mustVerifyEmail?: boolean;
};

export const fetchMemberInfo = () => call({ path: '/mallpcapi/member/getMemberInfo', auth: true }, UserInfo);

export const logoutCall = () => call({ path: '/mallpcapi/login/logout', auth: true }, unknown());

export const updateLanguage = (language: number) =>
  call({ method: 'POST', path: '/mallpcapi/member/updateLanguage', form: { language }, auth: true }, unknown());
