// Account calls (issue 4): only the storefront's login, registration, recovery and member pages
// import this module, so it stays out of the shared runtime chunk.
import { array, boolean, literal, number, string, type, union, unknown } from 'superstruct';
import { ApiError } from '../errors';
import { buildUrl } from '../http';
import { t } from '../locale';
import { accessToken, deviceUuid } from '../session';
import { call } from './check';
import { UserInfo } from './member';

export const LoginReply = type({ token: string(), userInfo: UserInfo });

export type SmsScene = 'LOGIN' | 'REGISTER' | 'BIND' | 'CHANGE_MOBILE';

export const sendSmsCode = (mobile: string, scene: SmsScene) =>
  call({ method: 'POST', path: '/mallpcapi/login/sendCode', form: { mobile, scene } }, type({ minutes: number(), resendAfter: number() }));

export const loginBySms = (mobile: string, smsCode: string) =>
  call({ method: 'POST', path: '/mallpcapi/login/login', form: { mobile, smsCode } }, LoginReply);

/** With a captcha: the image's characters and the solved proof of work (`altcha`, see core/pow). */
export const loginByPasswordWithCaptcha = (username: string, passwordHash: string, captcha: string | undefined, altcha?: string) =>
  call({ method: 'POST', path: '/mallpcapi/login/login', form: { username, password: passwordHash, captcha, altcha } }, LoginReply);

export type CaptchaScene = 'LOGIN' | 'FIND_PWD';

/** The captcha image of this device for a scene; `t` defeats caches. */
export const captchaUrl = (scene: CaptchaScene, nonce: number) =>
  buildUrl({ path: `/base/captchas/${deviceUuid()}/${scene}`, query: { t: nonce } });

/** The proof-of-work challenge that goes with the captcha (ALTCHA v1), for `solvePow`. */
export const powChallenge = (scene: CaptchaScene) =>
  call(
    { path: `/base/altcha/${scene}` },
    type({ algorithm: string(), challenge: string(), maxnumber: number(), salt: string(), signature: string() }),
  );

export const registerByMobile = (form: { username: string; password: string; mobile: string; smsCode: string }) =>
  call({ method: 'POST', path: '/mallpcapi/member/register', form: { ...form, agreement: 1 } }, LoginReply);

export const registerByEmail = (form: { username: string; password: string; email: string }) =>
  call({ method: 'POST', path: '/mallpcapi/member/registerByEmail', form: { ...form, agreement: 1 } }, LoginReply);

// --- recovery (Javashop passport) ---------------------------------------------------------------

/** Opens a recovery from this device; the reply's `uuid` is the flow id the next three calls take. */
export const findPwd = (account: string) =>
  call(
    { path: '/buyer/passport/find-pwd', query: { account, uuid: deviceUuid() } },
    type({ mobile: string(), uname: string(), uuid: string() }),
  );
export const findPwdSend = (flow: string) =>
  call({ method: 'POST', path: '/buyer/passport/find-pwd/send', form: { uuid: flow } }, unknown());
export const findPwdValid = (flow: string, smsCode: string) =>
  call({ path: '/buyer/passport/find-pwd/valid', query: { uuid: flow, sms_code: smsCode } }, unknown());
export const findPwdUpdate = (flow: string, passwordHash: string) =>
  call({ method: 'PUT', path: '/buyer/passport/find-pwd/update-password', form: { uuid: flow, password: passwordHash } }, unknown());

// --- member ---------------------------------------------------------------------------------------

export interface ProfileForm {
  /** the display name (spec §5: 2–20 characters); the login name is not changed by the profile */
  nickname: string;
  /** an empty string clears the email */
  email: string;
  sex: number;
  /** Unix seconds (spec §3: seconds on the wire) */
  birthday: number;
  language: number;
  /** the path an upload returned; absent keeps the current avatar */
  headImg?: string | undefined;
}

export const saveUserInfo = (form: ProfileForm) =>
  call({ method: 'POST', path: '/mallpcapi/member/saveUserInfo', form: { ...form }, auth: true }, UserInfo);

export const updatePassword = (oldPassword: string, password: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/updatePassword', form: { oldPassword, password }, auth: true }, unknown());

export const updatePayPassword = (loginPassword: string, password: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/updatePayPassword', form: { loginPassword, password }, auth: true }, unknown());

export const bindMobile = (mobile: string, smsCode: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/bindMobile', form: { mobile, smsCode }, auth: true }, UserInfo);

export const changeMobile = (password: string, mobile: string, smsCode: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/changeMobile', form: { password, mobile, smsCode }, auth: true }, UserInfo);

export const bindEmail = (password: string, email: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/bindEmail', form: { password, email }, auth: true }, UserInfo);

/** Mails a new confirmation link to the member's email (issue 9); at most one a minute, five a day. */
export const sendEmailVerification = () =>
  call({ method: 'POST', path: '/mallpcapi/member/sendEmailVerification', auth: true }, type({ email: string(), hours: number() }));

/** Confirms the email with the token of the mailed link; no session needed (the link may open on another device). */
export const verifyEmail = (token: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/verifyEmail', form: { token } }, type({ email: string() }));

export const AccountSecurity = type({ mobile: string(), email: string(), hasPaymentPassword: boolean(), passwordChangedAt: number() });
export const fetchAccountSecurity = () => call({ path: '/mallpcapi/member/getAccountSecurity', auth: true }, AccountSecurity);

const LedgerEntry = type({
  id: number(),
  amount: number(),
  balance: number(),
  kind: union([literal('RECHARGE'), literal('PAYMENT'), literal('REFUND'), literal('WITHDRAW')]),
  remark: string(),
  createTime: number(),
});
export const fetchBalance = (pageNo: number, pageSize: number) =>
  call(
    { path: '/mallpcapi/memberWallet/getBalanceInformation', query: { pageNo, pageSize }, auth: true },
    type({ balance: number(), list: array(LedgerEntry), total: number(), pageNo: number(), pageSize: number() }),
  );

export const fetchStatistics = () =>
  call(
    { path: '/buyer/members/statistics', auth: true },
    type({ order_count: number(), goods_collect_count: number(), shop_collect_count: number(), pending_comment_count: number() }),
  );

/**
 * The avatar upload, by XMLHttpRequest because fetch reports no upload progress. No timeout
 * (spec §7: none for uploads). Resolves with the stored path.
 */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl({ path: '/mallpcapi/upload/file' }));
    xhr.setRequestHeader('uuid', deviceUuid());
    const token = accessToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(t('error.network'), 0, 'NETWORK', '/mallpcapi/upload/file'));
    xhr.onload = () => {
      let reply: { success?: boolean; message?: string; result?: unknown; code?: number } = {};
      try {
        reply = JSON.parse(xhr.responseText) as typeof reply;
      } catch {
        // not JSON: reported below
      }
      if (reply.success === true && typeof reply.result === 'string') resolve(reply.result);
      else reject(new ApiError(reply.message || t('error.submit'), xhr.status, String(reply.code ?? xhr.status), '/mallpcapi/upload/file'));
    };
    const body = new FormData();
    body.append('path', 'member/avatar');
    body.append('file', file);
    xhr.send(body);
  });
}
