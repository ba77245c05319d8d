// Reply shapes of the accounts calls (issue 4): login, registration, recovery, the proof of work,
// the member's security, wallet and statistics. Only the storefront's account pages read them.
import { boolean, enums, literal, number, string, type, type Infer } from 'superstruct';
import { mallPage } from './shared-structs';
import { UserInfo } from './types-member';

/** `POST /mallpcapi/login/login` → `MallReply<LoginResult>` (also registration); the token is both access and refresh token. */
export const LoginResult = type({ token: string(), userInfo: UserInfo });
export type LoginResult = Infer<typeof LoginResult>;

/** `POST /passport/token` */
export const TokenPair = type({ accessToken: string(), refreshToken: string() });
export type TokenPair = Infer<typeof TokenPair>;

/** `POST /mallpcapi/login/sendCode` → `MallReply<SendCodeResult>` */
export const SendCodeResult = type({
  /** minutes the code lives */
  minutes: number(),
  /** seconds before another code may be requested */
  resendAfter: number(),
});
export type SendCodeResult = Infer<typeof SendCodeResult>;

/** `POST /mallpcapi/login/login` refused until a captcha is solved: `success: false`, `code: 428`. */
export const CaptchaChallenge = type({ captchaRequired: literal(true) });
export type CaptchaChallenge = Infer<typeof CaptchaChallenge>;

/** `GET /base/altcha/{scene}`: the proof-of-work challenge (ALTCHA v1) that goes with the captcha. */
export const PowChallenge = type({
  algorithm: string(),
  challenge: string(),
  /** the largest number the solution may be */
  maxnumber: number(),
  salt: string(),
  signature: string(),
});
export type PowChallenge = Infer<typeof PowChallenge>;

/** `GET /buyer/passport/find-pwd?account&uuid` */
export const FindPwdAccount = type({ mobile: string(), uname: string(), uuid: string() });
export type FindPwdAccount = Infer<typeof FindPwdAccount>;

export const LedgerEntry = type({
  id: number(),
  /** MXN, negative when money left the balance */
  amount: number(),
  balance: number(),
  kind: enums(['RECHARGE', 'PAYMENT', 'REFUND', 'WITHDRAW']),
  remark: string(),
  /** Unix seconds */
  createTime: number(),
});
export type LedgerEntry = Infer<typeof LedgerEntry>;

/** `GET /mallpcapi/memberWallet/getBalanceInformation?pageNo&pageSize` */
export const BalanceInformation = type({ ...mallPage(LedgerEntry).schema, balance: number() });
export type BalanceInformation = Infer<typeof BalanceInformation>;

/** `GET /buyer/members/statistics` */
export const MemberStatistics = type({
  order_count: number(),
  goods_collect_count: number(),
  shop_collect_count: number(),
  pending_comment_count: number(),
});
export type MemberStatistics = Infer<typeof MemberStatistics>;

/** `GET /mallpcapi/member/getAccountSecurity`: what the account-safe page shows. */
export const AccountSecurity = type({
  mobile: string(),
  email: string(),
  hasPaymentPassword: boolean(),
  /** Unix seconds of the last password change */
  passwordChangedAt: number(),
});
export type AccountSecurity = Infer<typeof AccountSecurity>;

/** `POST /mallpcapi/member/sendEmailVerification`: where the link went and how long it lasts. */
export const EmailLinkSent = type({ email: string(), hours: number() });
export type EmailLinkSent = Infer<typeof EmailLinkSent>;

/** `POST /mallpcapi/member/verifyEmail` (`token`): the address now proved. */
export const EmailVerified = type({ email: string() });
export type EmailVerified = Infer<typeof EmailVerified>;
