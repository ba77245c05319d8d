import type { FastifyPluginAsync } from 'fastify';
import type { SendCodeResult } from '../../../../../src/core/contract/types-accounts';
import { validationError } from '../../../http/errors';
import { asSource, oneOf } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { agreementField, emailField, mobileField, passwordHashField, smsCodeField, usernameField } from '../../../services/auth/fields';
import { probeSubject } from '../../../services/auth/probe-throttle';
import { SMS_RULES, SMS_SCENES } from '../../../services/sms/sms-codes';
import { deviceUuid, languageOf } from '../fields';
import { mailLink } from './mail-link';

/** SMS codes and registration (by mobile and code, or by email and its link). */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, absoluteUrl } = app.services;

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
    const taken = await accounts.mobileTaken(mobile);
    const refusal = scene === 'LOGIN' && !taken ? 'accountsMobileUnknown' : scene !== 'LOGIN' && taken ? 'accountsMobileTaken' : undefined;
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
  });

  app.post('/mallpcapi/member/register', async (request) => {
    const body = asSource(request.body);
    const username = usernameField(body);
    const passwordHash = passwordHashField(body, 'password', { fresh: true });
    const mobile = mobileField(body);
    const smsCode = smsCodeField(body);
    agreementField(body);
    const language = languageOf(body, request.lang);
    const result = await accounts.signingUp(request.ip, [probeSubject('username', username), probeSubject('mobile', mobile)], () =>
      accounts.account.register(
        { username, passwordHash, mobile, email: '', smsCode, language },
        deviceUuid(request.headers.uuid),
        absoluteUrl,
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
    const result = await accounts.signingUp(request.ip, [probeSubject('username', username), probeSubject('email', email)], () =>
      accounts.account.register(
        { username, passwordHash, mobile: null, email, smsCode: null, language },
        deviceUuid(request.headers.uuid),
        absoluteUrl,
      ),
    );
    // the account may browse and fill its cart now; checkout waits for this link (issue 9)
    await mailLink(app, request, result.userInfo.id);
    return mallOk(request.lang, result);
  });
};
