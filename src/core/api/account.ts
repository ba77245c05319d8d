// Account calls (issue 4): only the storefront's login, registration, recovery and member pages
// import this module, so it stays out of the shared runtime chunk.
import { keptReferral } from '../referral';
import { literal, string } from 'superstruct';
import type { CaptchaScene, EmailRegistration, MobileRegistration, ProfileForm, SmsScene } from '../contract/requests-accounts';
import {
  AccountSecurity,
  BalanceInformation,
  EmailLinkSent,
  EmailVerified,
  FindPwdAccount,
  LoginResult,
  MemberStatistics,
  PowChallenge,
  SendCodeResult,
} from '../contract/types-accounts';
import { UserInfo } from '../contract/types-member';
import { buildUrl, request } from '../http';
import { deviceUuid } from '../session';
import { call } from './check';
import { uploadFile } from './upload';

export type { CaptchaScene, ProfileForm, SmsScene } from '../contract/requests-accounts';

export const sendSmsCode = (mobile: string, scene: SmsScene) =>
  call({ method: 'POST', path: '/mallpcapi/login/sendCode', form: { mobile, scene } }, SendCodeResult);

export const loginBySms = (mobile: string, smsCode: string) =>
  call({ method: 'POST', path: '/mallpcapi/login/login', form: { mobile, smsCode } }, LoginResult);

/** With a captcha: the image's characters and the solved proof of work (`altcha`, see core/pow). */
export const loginByPasswordWithCaptcha = (username: string, passwordHash: string, captcha: string | undefined, altcha?: string) =>
  call({ method: 'POST', path: '/mallpcapi/login/login', form: { username, password: passwordHash, captcha, altcha } }, LoginResult);

/** The captcha image of this device for a scene; `t` defeats caches. */
export const captchaUrl = (scene: CaptchaScene, nonce: number) =>
  buildUrl({ path: `/base/captchas/${deviceUuid()}/${scene}`, query: { t: nonce } });

/** The proof-of-work challenge that goes with the captcha (ALTCHA v1), for `solvePow`. */
export const powChallenge = (scene: CaptchaScene) => call({ path: `/base/altcha/${scene}` }, PowChallenge);

// `ref`: the distributor's code of the link the buyer came by (core/referral.ts), if any
export const registerByMobile = (form: MobileRegistration) =>
  call({ method: 'POST', path: '/mallpcapi/member/register', form: { ...form, agreement: 1, ref: keptReferral() } }, LoginResult);

export const registerByEmail = (form: EmailRegistration) =>
  call({ method: 'POST', path: '/mallpcapi/member/registerByEmail', form: { ...form, agreement: 1, ref: keptReferral() } }, LoginResult);

// --- recovery (Javashop passport) ---------------------------------------------------------------

/** Opens a recovery from this device; the reply's `uuid` is the flow id the next three calls take. */
export const findPwd = (account: string) =>
  call({ path: '/buyer/passport/find-pwd', query: { account, uuid: deviceUuid() } }, FindPwdAccount);
/** Sends the recovery code; the reply is the minutes it lives, as text. */
export const findPwdSend = (flow: string) =>
  call({ method: 'POST', path: '/buyer/passport/find-pwd/send', form: { uuid: flow } }, string());
export const findPwdValid = (flow: string, smsCode: string) =>
  request({ path: '/buyer/passport/find-pwd/valid', query: { uuid: flow, sms_code: smsCode } });
export const findPwdUpdate = (flow: string, passwordHash: string) =>
  request({ method: 'PUT', path: '/buyer/passport/find-pwd/update-password', form: { uuid: flow, password: passwordHash } });

// --- member ---------------------------------------------------------------------------------------

export const saveUserInfo = (form: ProfileForm) =>
  call({ method: 'POST', path: '/mallpcapi/member/saveUserInfo', form: { ...form }, auth: true }, UserInfo);

export const updatePassword = (oldPassword: string, password: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/updatePassword', form: { oldPassword, password }, auth: true }, literal(null));

export const updatePayPassword = (loginPassword: string, password: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/updatePayPassword', form: { loginPassword, password }, auth: true }, literal(null));

export const bindMobile = (mobile: string, smsCode: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/bindMobile', form: { mobile, smsCode }, auth: true }, UserInfo);

export const changeMobile = (password: string, mobile: string, smsCode: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/changeMobile', form: { password, mobile, smsCode }, auth: true }, UserInfo);

export const bindEmail = (password: string, email: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/bindEmail', form: { password, email }, auth: true }, UserInfo);

/** Mails a new confirmation link to the member's email (issue 9); at most one a minute, five a day. */
export const sendEmailVerification = () =>
  call({ method: 'POST', path: '/mallpcapi/member/sendEmailVerification', auth: true }, EmailLinkSent);

/** Confirms the email with the token of the mailed link; no session needed (the link may open on another device). */
export const verifyEmail = (token: string) =>
  call({ method: 'POST', path: '/mallpcapi/member/verifyEmail', form: { token } }, EmailVerified);

export const fetchAccountSecurity = () => call({ path: '/mallpcapi/member/getAccountSecurity', auth: true }, AccountSecurity);

export const fetchBalance = (pageNo: number, pageSize: number) =>
  call({ path: '/mallpcapi/memberWallet/getBalanceInformation', query: { pageNo, pageSize }, auth: true }, BalanceInformation);

export const fetchStatistics = () => call({ path: '/buyer/members/statistics', auth: true }, MemberStatistics);

/**
 * The avatar upload, by XMLHttpRequest because fetch reports no upload progress. No timeout
 * (spec §7: none for uploads). Resolves with the stored path.
 */
export const uploadAvatar = (file: File, onProgress: (fraction: number) => void): Promise<string> =>
  uploadFile(file, onProgress, 'member/avatar');
