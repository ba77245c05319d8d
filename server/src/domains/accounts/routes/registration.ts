import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { EmailSignup, MobileSignup, SendCodeForm } from '../../../../../src/core/contract/requests-accounts';
import { LoginResult, SendCodeResult } from '../../../../../src/core/contract/types-accounts';
import { validationError } from '../../../http/errors';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import { assertFreshPassword } from '../../../services/auth/fresh-password';
import { probeSubject } from '../../../services/auth/probe-throttle';
import { SMS_RULES } from '../../../services/sms/sms-codes';
import { deviceUuid, languageOf } from '../fields';
import { mailLink } from './mail-link';

/** SMS codes and registration (by mobile and code, or by email and its link). */
export const registrationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { accounts, absoluteUrl, distribution } = app.services;

  /** `scene`: LOGIN (default; the number must have an account), REGISTER (it must not), BIND, CHANGE_MOBILE. */
  app.post(
    '/mallpcapi/login/sendCode',
    { schema: { body: SendCodeForm, response: { 200: mallReply(SendCodeResult) } } },
    async (request) => {
      const { mobile, scene } = request.body;
      const taken = await accounts.mobileTaken(mobile);
      const refusal =
        scene === 'LOGIN' && !taken ? 'accountsMobileUnknown' : scene !== 'LOGIN' && taken ? 'accountsMobileTaken' : undefined;
      // Only the answers that stop here ("no account", "taken") are counted as account checks; a
      // request that goes on to send a code is counted, and limited, by the SMS limits per number
      // and per IP instead (counting it twice made a burst of honest sends hit the lower limit).
      if (refusal) {
        await accounts.probes.begin(request.ip, [probeSubject('mobile', mobile)]);
        throw validationError(refusal, { field: 'mobile' });
      }
      const { minutes } = await accounts.sms.send(mobile, scene, request.ip, request.lang, deviceUuid(request.headers.uuid));
      const result: SendCodeResult = { minutes, resendAfter: SMS_RULES.resendSeconds };
      return mallOk(request.lang, result, 'accountsSmsSent', { minutes });
    },
  );

  app.post('/mallpcapi/member/register', { schema: { body: MobileSignup, response: { 200: mallReply(LoginResult) } } }, async (request) => {
    const { username, password: passwordHash, mobile, smsCode } = request.body;
    assertFreshPassword(passwordHash);
    const language = languageOf(request.body.language, request.lang);
    const result = await accounts.signingUp(request.ip, [probeSubject('username', username), probeSubject('mobile', mobile)], () =>
      accounts.account.register(
        { username, passwordHash, mobile, email: '', smsCode, language },
        deviceUuid(request.headers.uuid),
        absoluteUrl,
      ),
    );
    await distribution.attachReferral(result.userInfo.id, request.body.ref);
    return mallOk(request.lang, result);
  });

  app.post(
    '/mallpcapi/member/registerByEmail',
    { schema: { body: EmailSignup, response: { 200: mallReply(LoginResult) } } },
    async (request) => {
      const { username, password: passwordHash } = request.body;
      const email = request.body.email.toLowerCase();
      assertFreshPassword(passwordHash);
      const language = languageOf(request.body.language, request.lang);
      const result = await accounts.signingUp(request.ip, [probeSubject('username', username), probeSubject('email', email)], () =>
        accounts.account.register(
          { username, passwordHash, mobile: null, email, smsCode: null, language },
          deviceUuid(request.headers.uuid),
          absoluteUrl,
        ),
      );
      await distribution.attachReferral(result.userInfo.id, request.body.ref);
      // the account may browse and fill its cart now; checkout waits for this link (issue 9)
      await mailLink(app, request, result.userInfo.id);
      return mallOk(request.lang, result);
    },
  );
};
