import { boolean, nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
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
  emailVerified: optional(boolean()),
  // checkout and free coupons wait for /verify-email (issue 9)
  mustVerifyEmail: optional(boolean()),
  sex: optional(nullable(union([number(), string()]))),
});
export type UserInfo = Infer<typeof UserInfo>;

export const fetchMemberInfo = () => call({ path: '/mallpcapi/member/getMemberInfo', auth: true }, UserInfo);

export const logoutCall = () => call({ path: '/mallpcapi/login/logout', auth: true }, unknown());

export const updateLanguage = (language: number) =>
  call({ method: 'POST', path: '/mallpcapi/member/updateLanguage', form: { language }, auth: true }, unknown());
