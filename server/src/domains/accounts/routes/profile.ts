import type { FastifyPluginAsync } from 'fastify';
import { literal } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import {
  BalanceQuery,
  BindEmailForm,
  BindMobileForm,
  ChangeMobileForm,
  PasswordChangeForm,
  PayPasswordForm,
  ProfileForm,
} from '../../../../../src/core/contract/requests-accounts';
import { AccountSecurity, BalanceInformation } from '../../../../../src/core/contract/types-accounts';
import { UserInfo } from '../../../../../src/core/contract/types-member';
import { mallOk } from '../../../http/render';
import { bearerToken } from '../../../http/request-context';
import type { StructTypes } from '../../../http/type-provider';
import { assertFreshPassword } from '../../../services/auth/fresh-password';
import { probeSubject } from '../../../services/auth/probe-throttle';
import { requireMember } from '../../guards';
import { avatarPath, languageCodeOf } from '../fields';
import { mailLink } from './mail-link';

const none = { 200: mallReply(literal(null)) };

/** The member's profile and security: name, email, avatar, passwords, mobile, and the wallet. */
export const profileRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { accounts, absoluteUrl } = app.services;
  const { account } = accounts;

  app.post(
    '/mallpcapi/member/saveUserInfo',
    { preValidation, schema: { body: ProfileForm, response: { 200: mallReply(UserInfo) } } },
    async (request) => {
      const { nickname, userName, sex, birthday, headImg } = request.body;
      // present but empty clears the email; absent keeps it
      const email = request.body.email?.toLowerCase();
      accounts.checkBirthday(birthday);
      const language = request.body.language === undefined ? undefined : languageCodeOf(request.body.language);
      const face = headImg === undefined ? undefined : avatarPath(headImg, request.memberId);
      const changed = await accounts.probeEmailChange(request.ip, request.memberId, email);
      const user = await account.saveProfile(
        request.memberId,
        { nickname, userName, email, sex, birthday, language, headImg: face },
        absoluteUrl,
      );
      if (changed) await mailLink(app, request, request.memberId);
      return mallOk(request.lang, user);
    },
  );

  app.post('/mallpcapi/member/updatePassword', { preValidation, schema: { body: PasswordChangeForm, response: none } }, async (request) => {
    const { oldPassword, password } = request.body;
    assertFreshPassword(password);
    const current = await accounts.sessions.current(bearerToken(request.headers.authorization));
    await account.changePassword(request.memberId, oldPassword, password, current?.family_id ?? null);
    return mallOk(request.lang, null, 'accountsPasswordChanged');
  });

  app.post('/mallpcapi/member/updatePayPassword', { preValidation, schema: { body: PayPasswordForm, response: none } }, async (request) => {
    const { loginPassword, password } = request.body;
    assertFreshPassword(password);
    await account.setPaymentPassword(request.memberId, loginPassword, password);
    return mallOk(request.lang, null, 'accountsPaymentPasswordSet');
  });

  app.post(
    '/mallpcapi/member/bindMobile',
    { preValidation, schema: { body: BindMobileForm, response: { 200: mallReply(UserInfo) } } },
    async (request) => {
      const { mobile, smsCode } = request.body;
      await accounts.probes.begin(request.ip, [probeSubject('mobile', mobile)]);
      return mallOk(request.lang, await account.bindMobile(request.memberId, mobile, smsCode, absoluteUrl));
    },
  );

  app.post(
    '/mallpcapi/member/changeMobile',
    { preValidation, schema: { body: ChangeMobileForm, response: { 200: mallReply(UserInfo) } } },
    async (request) => {
      const { password, mobile, smsCode } = request.body;
      await accounts.probes.begin(request.ip, [probeSubject('mobile', mobile)]);
      return mallOk(request.lang, await account.changeMobile(request.memberId, password, mobile, smsCode, absoluteUrl));
    },
  );

  app.post(
    '/mallpcapi/member/bindEmail',
    { preValidation, schema: { body: BindEmailForm, response: { 200: mallReply(UserInfo) } } },
    async (request) => {
      const { password } = request.body;
      const email = request.body.email.toLowerCase();
      const changed = await accounts.probeEmailChange(request.ip, request.memberId, email);
      const user = await account.bindEmail(request.memberId, password, email, absoluteUrl);
      if (changed) await mailLink(app, request, request.memberId);
      return mallOk(request.lang, user);
    },
  );

  app.get(
    '/mallpcapi/member/getAccountSecurity',
    { preValidation, schema: { response: { 200: mallReply(AccountSecurity) } } },
    async (request) => mallOk(request.lang, await account.security(request.memberId)),
  );

  app.get(
    '/mallpcapi/memberWallet/getBalanceInformation',
    { preValidation, schema: { querystring: BalanceQuery, response: { 200: mallReply(BalanceInformation) } } },
    async (request) =>
      mallOk(request.lang, await account.balance(request.memberId, request.query.pageNo, request.query.pageSize, request.lang)),
  );
};
