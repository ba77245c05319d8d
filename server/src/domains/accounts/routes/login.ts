import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { formatMessage } from '../../../../../src/core/contract/messages';
import { AltchaParams, CaptchaParams, LanguageForm, LoginForm, RefreshForm } from '../../../../../src/core/contract/requests-accounts';
import type { MallReply } from '../../../../../src/core/contract/types';
import { type CaptchaChallenge, LoginResult, PowChallenge, TokenPair } from '../../../../../src/core/contract/types-accounts';
import { UserInfo } from '../../../../../src/core/contract/types-member';
import { literal } from 'superstruct';
import { validationError } from '../../../http/errors';
import { mallOk } from '../../../http/render';
import { NOT_API } from '../../../http/reply-kinds';
import { bearerToken } from '../../../http/request-context';
import type { StructTypes } from '../../../http/type-provider';
import { CAPTCHA_SCENES, type CaptchaScene } from '../../../services/auth/captcha';
import { requireMember } from '../../guards';
import { deviceUuid, languageCodeOf } from '../fields';

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
export const loginRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { accounts, absoluteUrl } = app.services;
  const { sessions, members, loginThrottle: throttle, captchas, pow } = accounts;

  /**
   * By username (or mobile) and password hash, or by `mobile` and `smsCode`. Password logins are
   * throttled per account and per IP; after a few failures a captcha is required: the image's
   * characters and a proof of work, each good once. The SMS login is not: it is how the owner of
   * a locked account gets in while someone guesses at its password.
   */
  // Typed by hand, not by the provider: besides its reply this route answers the captcha challenge,
  // a refusal that carries a result (the tests hold it to MallRefusal or CaptchaChallenge).
  plugin.post<{ Body: LoginForm }>(
    '/mallpcapi/login/login',
    { schema: { body: LoginForm, response: { 200: mallReply(LoginResult) } } },
    async (request) => {
      const body = request.body;
      const uuid = deviceUuid(request.headers.uuid);
      if (body.username === undefined) {
        return mallOk(request.lang, await accounts.account.loginBySms(body.mobile, body.smsCode, uuid, absoluteUrl));
      }
      const { username, password, captcha, altcha } = body;
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
    },
  );

  app.get('/base/captchas/:uuid/:scene', { schema: { params: CaptchaParams, response: { 200: NOT_API } } }, async (request, reply) => {
    const svg = await captchas.issue(request.params.uuid.trim(), captchaScene(request.params.scene));
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
  // the challenge is ALTCHA's own type; the schema holds it to the contract's PowChallenge in tests
  plugin.get<{ Params: { scene: string } }>(
    '/base/altcha/:scene',
    { schema: { params: AltchaParams, response: { 200: PowChallenge } } },
    async (request, reply) => {
      const challenge = await pow.challenge(captchaScene(request.params.scene));
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );

  app.get('/mallpcapi/member/getMemberInfo', { preValidation, schema: { response: { 200: mallReply(UserInfo) } } }, async (request) =>
    mallOk(request.lang, await members.userInfo(request.memberId, absoluteUrl)),
  );

  app.get('/mallpcapi/member/getMemberByToken', { preValidation, schema: { response: { 200: mallReply(UserInfo) } } }, async (request) =>
    mallOk(request.lang, await members.userInfo(request.memberId, absoluteUrl)),
  );

  /** Revokes the session on the server at once; an unknown or dead token is already logged out. */
  app.get('/mallpcapi/login/logout', { schema: { response: { 200: mallReply(literal(null)) } } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await sessions.logout(token);
    return mallOk(request.lang, null);
  });

  app.post(
    '/mallpcapi/member/updateLanguage',
    { preValidation, schema: { body: LanguageForm, response: { 200: mallReply(UserInfo) } } },
    async (request) =>
      mallOk(request.lang, await members.updateLanguage(request.memberId, languageCodeOf(request.body.language), absoluteUrl)),
  );

  app.post(
    '/passport/token',
    { config: { bodyOnly: true }, schema: { body: RefreshForm, response: { 200: TokenPair } } },
    async (request) => {
      const uuid = deviceUuid(request.headers.uuid);
      if (uuid === null) throw validationError('fieldRequired', { field: 'uuid' });
      return sessions.refresh(request.body.refresh_token, uuid);
    },
  );
};
