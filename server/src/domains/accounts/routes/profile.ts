import type { FastifyPluginAsync } from 'fastify';
import { intWithDefault, asSource, optionalInt, optionalString } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { bearerToken } from '../../../http/request-context';
import { accountNameField, emailField, mobileField, passwordHashField, smsCodeField } from '../../../services/auth/fields';
import { probeSubject } from '../../../services/auth/probe-throttle';
import { requireMember } from '../../guards';
import { avatarPath, languageOf } from '../fields';
import { mailLink } from './mail-link';

/** The member's profile and security: name, email, avatar, passwords, mobile, and the wallet. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { accounts, absoluteUrl } = app.services;
  const { account } = accounts;

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
    accounts.checkBirthday(birthday);
    const language = body.language === undefined || body.language === '' ? undefined : languageOf(body, request.lang);
    const headImg = optionalString(body, 'headImg', 300);
    const face = headImg === undefined ? undefined : avatarPath(headImg, request.memberId);
    const changed = await accounts.probeEmailChange(request.ip, request.memberId, email);
    const user = await account.saveProfile(
      request.memberId,
      { nickname, userName, email, sex, birthday, language, headImg: face },
      absoluteUrl,
    );
    if (changed) await mailLink(app, request, request.memberId);
    return mallOk(request.lang, user);
  });

  app.post('/mallpcapi/member/updatePassword', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const oldPassword = passwordHashField(body, 'oldPassword');
    const password = passwordHashField(body, 'password', { fresh: true });
    const current = await accounts.sessions.current(bearerToken(request.headers.authorization));
    await account.changePassword(request.memberId, oldPassword, password, current?.family_id ?? null);
    return mallOk(request.lang, null, 'accountsPasswordChanged');
  });

  app.post('/mallpcapi/member/updatePayPassword', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const loginPassword = passwordHashField(body, 'loginPassword');
    const password = passwordHashField(body, 'password', { fresh: true });
    await account.setPaymentPassword(request.memberId, loginPassword, password);
    return mallOk(request.lang, null, 'accountsPaymentPasswordSet');
  });

  app.post('/mallpcapi/member/bindMobile', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const mobile = mobileField(body);
    const code = smsCodeField(body);
    await accounts.probes.begin(request.ip, [probeSubject('mobile', mobile)]);
    return mallOk(request.lang, await account.bindMobile(request.memberId, mobile, code, absoluteUrl));
  });

  app.post('/mallpcapi/member/changeMobile', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const password = passwordHashField(body, 'password');
    const mobile = mobileField(body);
    const code = smsCodeField(body);
    await accounts.probes.begin(request.ip, [probeSubject('mobile', mobile)]);
    return mallOk(request.lang, await account.changeMobile(request.memberId, password, mobile, code, absoluteUrl));
  });

  app.post('/mallpcapi/member/bindEmail', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const password = passwordHashField(body, 'password');
    const email = emailField(body);
    const changed = await accounts.probeEmailChange(request.ip, request.memberId, email);
    const user = await account.bindEmail(request.memberId, password, email, absoluteUrl);
    if (changed) await mailLink(app, request, request.memberId);
    return mallOk(request.lang, user);
  });

  app.get('/mallpcapi/member/getAccountSecurity', { preHandler }, async (request) =>
    mallOk(request.lang, await account.security(request.memberId)),
  );

  app.get('/mallpcapi/memberWallet/getBalanceInformation', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const pageNo = intWithDefault(query, 'pageNo', { min: 1, max: 10_000 }, 1);
    const pageSize = intWithDefault(query, 'pageSize', { min: 1, max: 100 }, 10);
    return mallOk(request.lang, await account.balance(request.memberId, pageNo, pageSize));
  });
};
