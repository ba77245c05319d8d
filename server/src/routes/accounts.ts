import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MemberStatistics, SendCodeResult } from '../../../src/core/contract/types-accounts';
import type { AppContext } from '../context';
import { validationError } from '../http/errors';
import { asSource, intWithDefault, oneOf, optionalInt, optionalString, requiredString, type Source } from '../http/params';
import { mallOk } from '../http/render';
import { bearerToken } from '../http/request-context';
import {
  accountNameField,
  agreementField,
  emailField,
  mobileField,
  passwordHashField,
  smsCodeField,
  usernameField,
} from '../services/auth/fields';
import { createProbeThrottle, probeSubject, type Probe } from '../services/auth/probe-throttle';
import { createSignupThrottle } from '../services/auth/signup-throttle';
import { createLoginThrottle } from '../services/auth/throttle';
import { createAccountService } from '../services/members/account-service';
import { createSmsCodes, SMS_RULES, SMS_SCENES } from '../services/sms/sms-codes';
import { deviceUuid, isLanguageCode } from './auth';
import { chatRoutes } from './chat';
import { createVerificationMailer, emailVerificationRoutes } from './email-verification';
import { requireMember } from './require-member';

/** The language of a new account: the `language` field, else the locale of the request. */
function languageOf(source: Source, lang: string): 0 | 2 | 4 {
  const value = optionalInt(source, 'language', { min: 0, max: 4 });
  if (value !== undefined) {
    if (!isLanguageCode(value)) throw validationError('fieldOneOf', { field: 'language', values: '0, 2, 4' });
    return value;
  }
  return lang === 'en_US' ? 0 : lang === 'zh_CN' ? 2 : 4;
}

function uuidParam(source: Source): string {
  const uuid = requiredString(source, 'uuid', 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(uuid)) throw validationError('fieldRequired', { field: 'uuid' });
  return uuid;
}

/**
 * Root of the accounts and session: register, SMS, passport, member profile and security routes (issue 4). Sub-plugins of this
 * stream register here, so streams never edit each other's files.
 */
export const accountsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx);
  const sms = createSmsCodes(ctx.db, ctx.clock, ctx.smsTransport);
  const accounts = createAccountService(ctx.db, ctx.clock, ctx.sessions, sms);
  const throttle = createLoginThrottle(ctx.db, ctx.clock);
  // issue 9: answers about who has an account are counted per IP and identifier, sign-ups per IP
  const probes = createProbeThrottle(ctx.db, ctx.clock);
  const signups = createSignupThrottle(ctx.db, ctx.clock);
  const mailer = createVerificationMailer(ctx);

  await app.register(chatRoutes, { ctx, providerUrl: process.env.CHAT_PROVIDER_URL, secret: process.env.CHAT_SSO_SECRET });
  await app.register(emailVerificationRoutes, { ctx, mailer });

  /**
   * A sign-up: one of the IP's registrations, then its "is it taken" answers. A failure gives the
   * registration back and keeps the answers; a new account is counted as a registration only.
   */
  async function signingUp<T>(ip: string, subjects: string[], register: () => Promise<T>): Promise<T> {
    const slot = await signups.begin(ip);
    let probe: Probe;
    let created: T;
    try {
      probe = await probes.begin(ip, subjects);
      created = await register();
    } catch (error) {
      await slot.release();
      throw error;
    }
    await probe.release();
    return created;
  }

  /** A new or changed email gets its link at once; the account exists either way, and /verify-email can send again. */
  async function mailLink(request: FastifyRequest, memberId: number): Promise<void> {
    try {
      await mailer.send(request, memberId);
    } catch (error) {
      request.log.warn({ err: error }, 'verification link not sent');
    }
  }

  /** Changing the email answers whether the new one is taken: counted like the other existence answers. */
  async function probeEmailChange(request: FastifyRequest, memberId: number, email: string | undefined): Promise<boolean> {
    if (!email) return false;
    const { email: current } = await mailer.verification.state(memberId);
    if (email.toLowerCase() === current.toLowerCase()) return false;
    await probes.begin(request.ip, [probeSubject('email', email)]);
    return true;
  }

  // --- SMS, registration ---------------------------------------------------------------------

  /** `scene`: LOGIN (default; the number must have an account), REGISTER (it must not), BIND, CHANGE_MOBILE. */
  app.post('/mallpcapi/login/sendCode', async (request) => {
    const body = asSource(request.body);
    const mobile = mobileField(body);
    const scene = oneOf(
      body,
      'scene',
      SMS_SCENES.filter((s) => s !== 'FIND_PWD'),
      'LOGIN',
    );
    const { rows } = await ctx.db.query('select 1 from member where mobile = $1', [mobile]);
    const refusal =
      scene === 'LOGIN' && rows.length === 0
        ? 'accountsMobileUnknown'
        : scene !== 'LOGIN' && rows.length > 0
          ? 'accountsMobileTaken'
          : undefined;
    // Only the answers that stop here ("no account", "taken") are counted as account checks; a
    // request that goes on to send a code is counted, and limited, by the SMS limits per number
    // and per IP instead (counting it twice made a burst of honest sends hit the lower limit).
    if (refusal) {
      await probes.begin(request.ip, [probeSubject('mobile', mobile)]);
      throw validationError(refusal, { field: 'mobile' });
    }
    const { minutes } = await sms.send(mobile, scene, request.ip, request.lang, deviceUuid(request.headers.uuid));
    const result: SendCodeResult = { minutes, resendAfter: SMS_RULES.resendSeconds };
    return mallOk(request.lang, result, 'accountsSmsSent', { minutes });
  });

  app.post('/mallpcapi/member/register', async (request) => {
    const body = asSource(request.body);
    const username = usernameField(body);
    const passwordHash = passwordHashField(body, 'password', { fresh: true });
    const mobile = mobileField(body);
    const smsCode = smsCodeField(body);
    agreementField(body);
    const language = languageOf(body, request.lang);
    const result = await signingUp(request.ip, [probeSubject('username', username), probeSubject('mobile', mobile)], () =>
      accounts.register(
        { username, passwordHash, mobile, email: '', smsCode, language },
        deviceUuid(request.headers.uuid),
        ctx.assets(request),
      ),
    );
    return mallOk(request.lang, result);
  });

  app.post('/mallpcapi/member/registerByEmail', async (request) => {
    const body = asSource(request.body);
    const username = usernameField(body);
    const passwordHash = passwordHashField(body, 'password', { fresh: true });
    const email = emailField(body);
    agreementField(body);
    const language = languageOf(body, request.lang);
    const result = await signingUp(request.ip, [probeSubject('username', username), probeSubject('email', email)], () =>
      accounts.register(
        { username, passwordHash, mobile: null, email, smsCode: null, language },
        deviceUuid(request.headers.uuid),
        ctx.assets(request),
      ),
    );
    // the account may browse and fill its cart now; checkout waits for this link (issue 9)
    await mailLink(request, result.userInfo.id);
    return mallOk(request.lang, result);
  });

  // --- password recovery (Javashop passport) ---------------------------------------------------

  /** Unknown accounts count as failures of this IP, so the lookup cannot enumerate accounts at speed. */
  app.get('/buyer/passport/find-pwd', async (request) => {
    const query = asSource(request.query);
    const account = requiredString(query, 'account', 100);
    const uuid = uuidParam(query);
    const attempt = await throttle.begin(`find-pwd:${request.ip}`, request.ip);
    const found = await accounts.findAccount(account, uuid);
    await attempt.release();
    return found;
  });

  app.post('/buyer/passport/find-pwd/send', async (request) => {
    const uuid = uuidParam(asSource(request.body));
    const mobile = await accounts.recoveryMobile(uuid);
    const { minutes } = await sms.send(mobile, 'FIND_PWD', request.ip, request.lang, deviceUuid(request.headers.uuid));
    return String(minutes);
  });

  app.get('/buyer/passport/find-pwd/valid', async (request, reply) => {
    const query = asSource(request.query);
    const uuid = uuidParam(query);
    const code = smsCodeField(query, 'sms_code');
    await accounts.verifyRecovery(uuid, code, deviceUuid(request.headers.uuid));
    return reply.status(200).send();
  });

  app.put('/buyer/passport/find-pwd/update-password', async (request, reply) => {
    const body = asSource(request.body);
    const uuid = uuidParam(body);
    const password = passwordHashField(body, 'password', { fresh: true });
    await accounts.resetPassword(uuid, password);
    return reply.status(200).send();
  });

  // --- member profile and security ------------------------------------------------------------

  app.post('/mallpcapi/member/saveUserInfo', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const nickname = accountNameField(body, 'nickname');
    // sent only to say which account is meant; the login name is not renamed here
    const userName = optionalString(body, 'userName', 200);
    // present but empty clears the email; absent keeps it
    const emailText = optionalString(body, 'email', 200);
    const email = emailText !== undefined ? emailField(body) : body.email === undefined ? undefined : '';
    const sex = optionalInt(body, 'sex', { min: -1, max: 1 });
    const birthday = optionalInt(body, 'birthday', { min: -2_208_988_800, max: 4_102_444_800 });
    if (birthday !== undefined && birthday * 1000 > ctx.clock()) throw validationError('accountsBirthdayInvalid', { field: 'birthday' });
    const language = body.language === undefined || body.language === '' ? undefined : languageOf(body, request.lang);
    const headImg = optionalString(body, 'headImg', 300);
    const face = headImg === undefined ? undefined : avatarPath(headImg, request.memberId);
    const changed = await probeEmailChange(request, request.memberId, email);
    const user = await accounts.saveProfile(
      request.memberId,
      { nickname, userName, email, sex, birthday, language, headImg: face },
      ctx.assets(request),
    );
    if (changed) await mailLink(request, request.memberId);
    return mallOk(request.lang, user);
  });

  app.post('/mallpcapi/member/updatePassword', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const oldPassword = passwordHashField(body, 'oldPassword');
    const password = passwordHashField(body, 'password', { fresh: true });
    const current = await ctx.sessions.current(bearerToken(request.headers.authorization));
    await accounts.changePassword(request.memberId, oldPassword, password, current?.family_id ?? null);
    return mallOk(request.lang, null, 'accountsPasswordChanged');
  });

  app.post('/mallpcapi/member/updatePayPassword', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const loginPassword = passwordHashField(body, 'loginPassword');
    const password = passwordHashField(body, 'password', { fresh: true });
    await accounts.setPaymentPassword(request.memberId, loginPassword, password);
    return mallOk(request.lang, null, 'accountsPaymentPasswordSet');
  });

  app.post('/mallpcapi/member/bindMobile', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const mobile = mobileField(body);
    const code = smsCodeField(body);
    await probes.begin(request.ip, [probeSubject('mobile', mobile)]);
    return mallOk(request.lang, await accounts.bindMobile(request.memberId, mobile, code, ctx.assets(request)));
  });

  app.post('/mallpcapi/member/changeMobile', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const password = passwordHashField(body, 'password');
    const mobile = mobileField(body);
    const code = smsCodeField(body);
    await probes.begin(request.ip, [probeSubject('mobile', mobile)]);
    return mallOk(request.lang, await accounts.changeMobile(request.memberId, password, mobile, code, ctx.assets(request)));
  });

  app.post('/mallpcapi/member/bindEmail', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const password = passwordHashField(body, 'password');
    const email = emailField(body);
    const changed = await probeEmailChange(request, request.memberId, email);
    const user = await accounts.bindEmail(request.memberId, password, email, ctx.assets(request));
    if (changed) await mailLink(request, request.memberId);
    return mallOk(request.lang, user);
  });

  app.get('/mallpcapi/member/getAccountSecurity', { preHandler }, async (request) =>
    mallOk(request.lang, await accounts.security(request.memberId)),
  );

  app.get('/mallpcapi/memberWallet/getBalanceInformation', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const pageNo = intWithDefault(query, 'pageNo', { min: 1, max: 10_000 }, 1);
    const pageSize = intWithDefault(query, 'pageSize', { min: 1, max: 100 }, 10);
    return mallOk(request.lang, await accounts.balance(request.memberId, pageNo, pageSize));
  });

  app.get('/buyer/members/statistics', { preHandler }, async (request) => {
    const count = async (sql: string): Promise<number> => {
      const { rows } = await ctx.db.query<{ n: number }>(sql, [request.memberId]);
      return rows[0]?.n ?? 0;
    };
    // The same counts the favourites and collected-shops lists report as their totals.
    const stats: MemberStatistics = {
      order_count: await count('select count(*)::int as n from trade_order where member_id = $1'),
      goods_collect_count: await count('select count(*)::int as n from member_favorite where member_id = $1'),
      shop_collect_count: await count('select count(*)::int as n from shop_collection where member_id = $1'),
      pending_comment_count: await count(
        `select count(*)::int as n from trade_order where member_id = $1 and order_status in ('ROG', 'COMPLETE') and comment_status = 'UNFINISHED'`,
      ),
    };
    return stats;
  });
};

/** Only an avatar this member uploaded (or none) can become their face. */
function avatarPath(value: string, memberId: number): string {
  if (value === '') return '';
  const path = value.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api(?=\/uploads\/)/, '');
  if (!new RegExp(`^/uploads/avatars/${memberId}-[A-Za-z0-9_-]{16,32}\\.(jpg|png)$`).test(path)) {
    throw validationError('accountsAvatarPath', { field: 'headImg' });
  }
  return path;
}
