import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGE_CODES } from '../../../../../src/core/contract/locales';
import { formatMessage } from '../../../../../src/core/contract/messages';
import { PASSWORD_HASH_PATTERN } from '../../../../../src/core/contract/rules';
import type { MallReply } from '../../../../../src/core/contract/types';
import type { CaptchaChallenge } from '../../../../../src/core/contract/types-accounts';
import { validationError } from '../../../http/errors';
import { asSource, optionalString, requiredInt, requiredString } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { bearerToken } from '../../../http/request-context';
import { CAPTCHA_SCENES, type CaptchaScene } from '../../../services/auth/captcha';
import { POW } from '../../../services/auth/captcha-pow';
import { mobileField, smsCodeField } from '../../../services/auth/fields';
import { requireMember } from '../../guards';
import { deviceUuid, isLanguageCode } from '../fields';

/**
 * The login reply that asks for a captcha: the client shows the image and sends `captcha`, with
 * the solved proof of work of `GET /base/altcha/LOGIN` in `altcha`.
 */
function captchaChallenge(request: FastifyRequest, wrong: boolean): MallReply<CaptchaChallenge> {
  const message = formatMessage(wrong ? 'accountsCaptchaWrong' : 'accountsCaptchaRequired', request.lang);
  return { success: false, code: 428, message, result: { captchaRequired: true } };
}

function captchaScene(text: string): CaptchaScene {
  const scene = CAPTCHA_SCENES.find((known) => known === text.toUpperCase());
  if (!scene) throw validationError('fieldOneOf', { field: 'scene', values: CAPTCHA_SCENES.join(', ') });
  return scene;
}

/** Login (password or SMS), its captchas, the member's own info and language, logout and token refresh. */
export const loginRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { accounts, absoluteUrl } = app.services;
  const { sessions, members, loginThrottle: throttle, captchas, pow } = accounts;

  /**
   * By username (or mobile) and password hash, or by `mobile` and `smsCode`. Password logins are
   * throttled per account and per IP; after a few failures a captcha is required: the image's
   * characters and a proof of work, each good once. The SMS login is not: it is how the owner of
   * a locked account gets in while someone guesses at its password.
   */
  app.post('/mallpcapi/login/login', async (request) => {
    const body = asSource(request.body);
    const uuid = deviceUuid(request.headers.uuid);
    if (body.smsCode !== undefined && body.username === undefined) {
      const mobile = mobileField(body);
      const code = smsCodeField(body);
      return mallOk(request.lang, await accounts.account.loginBySms(mobile, code, uuid, absoluteUrl));
    }
    const username = requiredString(body, 'username', 50);
    const password = requiredString(body, 'password', 64);
    if (!PASSWORD_HASH_PATTERN.test(password)) throw validationError('passwordNotHashed');
    const captcha = optionalString(body, 'captcha', 16);
    const altcha = optionalString(body, POW.field, POW.payloadMax);
    const subject = await throttle.subjectOf(username);
    // Counted as a failure from here on, unless it succeeds or never reaches the password check.
    const attempt = await throttle.begin(subject, request.ip);
    if (attempt.captchaRequired) {
      // Nothing sent yet: the client learns it must show the captcha. The proof of work is checked
      // first, so reading the image is worth nothing to a script that does not pay for each try.
      if (captcha === undefined && altcha === undefined) {
        await attempt.release();
        return captchaChallenge(request, false);
      }
      try {
        await pow.redeem(altcha, 'LOGIN');
      } catch (error) {
        await attempt.release();
        throw error;
      }
      if (!(await captchas.check(uuid, 'LOGIN', captcha))) {
        await attempt.release();
        return captchaChallenge(request, captcha !== undefined);
      }
    }
    const result = await members.login(username, password, uuid, absoluteUrl);
    await throttle.succeeded(subject);
    await accounts.clearLockouts(result.userInfo.id);
    return mallOk(request.lang, result);
  });

  app.get<{ Params: { uuid: string; scene: string } }>('/base/captchas/:uuid/:scene', async (request, reply) => {
    const uuid = request.params.uuid.trim();
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(uuid)) throw validationError('fieldTooLong', { field: 'uuid', max: 64 });
    const scene = captchaScene(request.params.scene);
    const svg = await captchas.issue(uuid, scene);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  /**
   * The proof-of-work challenge that goes with the captcha image (ALTCHA v1 JSON, as its widget
   * expects from a `challengeurl`). Signed and stateless: issuing one costs an HMAC and writes nothing.
   */
  app.get<{ Params: { scene: string } }>('/base/altcha/:scene', async (request, reply) => {
    const challenge = await pow.challenge(captchaScene(request.params.scene));
    return reply.header('cache-control', 'no-store').send(challenge);
  });

  app.get('/mallpcapi/member/getMemberInfo', { preHandler }, async (request) =>
    mallOk(request.lang, await members.userInfo(request.memberId, absoluteUrl)),
  );

  app.get('/mallpcapi/member/getMemberByToken', { preHandler }, async (request) =>
    mallOk(request.lang, await members.userInfo(request.memberId, absoluteUrl)),
  );

  /** Revokes the session on the server at once; an unknown or dead token is already logged out. */
  app.get('/mallpcapi/login/logout', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await sessions.logout(token);
    return mallOk(request.lang, null);
  });

  app.post('/mallpcapi/member/updateLanguage', { preHandler }, async (request) => {
    const language = requiredInt(asSource(request.body), 'language', { min: 0, max: 4 });
    if (!isLanguageCode(language)) throw validationError('fieldOneOf', { field: 'language', values: LANGUAGE_CODES.join(', ') });
    return mallOk(request.lang, await members.updateLanguage(request.memberId, language, absoluteUrl));
  });

  app.post('/passport/token', async (request) => {
    const refreshToken = requiredString(asSource(request.body), 'refresh_token', 128);
    const uuid = deviceUuid(request.headers.uuid);
    if (uuid === null) throw validationError('fieldRequired', { field: 'uuid' });
    return sessions.refresh(refreshToken, uuid);
  });
};
