import type { FastifyPluginAsync } from 'fastify';
import { formatMessage } from '../../../../../src/core/contract/messages';
import type { MallReply } from '../../../../../src/core/contract/types';
import type { EmailLinkSent, EmailVerified } from '../../../../../src/core/contract/types-accounts';
import { validationError } from '../../../http/errors';
import { asSource, requiredString } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { requireMember } from '../../guards';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `POST /mallpcapi/member/sendEmailVerification` (token): mails a new link to the member's email,
 * at most one a minute and five a day. `POST /mallpcapi/member/verifyEmail` (`token` of the link;
 * no session needed, the link may be opened on another device): marks the email proved, once.
 */
export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  const { accounts } = app.services;

  app.post(
    '/mallpcapi/member/sendEmailVerification',
    { preHandler: requireMember(app) },
    async (request): Promise<MallReply<EmailLinkSent>> => {
      const sent = await accounts.sendVerificationLink(request.memberId, request.lang, request.ip);
      return {
        ...mallOk(request.lang, sent),
        message: formatMessage('signupEmailSent', request.lang, { email: sent.email, hours: sent.hours }),
      };
    },
  );

  app.post('/mallpcapi/member/verifyEmail', async (request): Promise<MallReply<EmailVerified>> => {
    const token = requiredString(asSource(request.body), 'token', 64);
    if (!TOKEN_PATTERN.test(token)) throw validationError('signupEmailLinkInvalid', { field: 'token' });
    const { email } = await accounts.verification.confirm(token);
    return mallOk(request.lang, { email }, 'signupEmailVerified');
  });
};
