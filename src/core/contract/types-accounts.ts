// Reply shapes of the accounts calls (issue 4).

/** `POST /mallpcapi/login/sendCode` → `MallReply<SendCodeResult>` */
export interface SendCodeResult {
  /** minutes the code lives */
  minutes: number;
  /** seconds before another code may be requested */
  resendAfter: number;
}

/** `POST /mallpcapi/login/login` refused until a captcha is solved: `success: false`, `code: 428`. */
export interface CaptchaChallenge {
  captchaRequired: true;
}

/** `GET /buyer/passport/find-pwd?account&uuid` */
export interface FindPwdAccount {
  mobile: string;
  uname: string;
  uuid: string;
}

export interface LedgerEntry {
  id: number;
  /** MXN, negative when money left the balance */
  amount: number;
  balance: number;
  kind: 'RECHARGE' | 'PAYMENT' | 'REFUND' | 'WITHDRAW';
  remark: string;
  /** Unix seconds */
  createTime: number;
}

/** `GET /mallpcapi/memberWallet/getBalanceInformation?pageNo&pageSize` */
export interface BalanceInformation {
  balance: number;
  list: LedgerEntry[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `GET /buyer/members/statistics` */
export interface MemberStatistics {
  order_count: number;
  goods_collect_count: number;
  shop_collect_count: number;
  pending_comment_count: number;
}

/** `GET /mallpcapi/member/getAccountSecurity`: what the account-safe page shows. */
export interface AccountSecurity {
  mobile: string;
  email: string;
  hasPaymentPassword: boolean;
  /** Unix seconds of the last password change */
  passwordChangedAt: number;
}

/** `POST /mallpcapi/member/sendEmailVerification`: where the link went and how long it lasts. */
export interface EmailLinkSent {
  email: string;
  hours: number;
}

/** `POST /mallpcapi/member/verifyEmail` (`token`): the address now proved. */
export interface EmailVerified {
  email: string;
}
