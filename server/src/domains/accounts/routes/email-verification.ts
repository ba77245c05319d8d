import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { formatMessage } from '../../../../../src/core/contract/messages';
import { VerifyEmailForm } from '../../../../../src/core/contract/requests-accounts';
import { EmailLinkSent, EmailVerified } from '../../../../../src/core/contract/types-accounts';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * `POST /mallpcapi/member/sendEmailVerification` (token): mails a new link to the member's email,
 * at most one a minute and five a day. `POST /mallpcapi/member/verifyEmail` (`token` of the link;
 * no session needed, the link may be opened on another device): marks the email proved, once.
 */
export const emailVerificationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { accounts } = app.services;

  app.post(
    '/mallpcapi/member/sendEmailVerification',
    { preValidation: requireMember(app), schema: { response: { 200: mallReply(EmailLinkSent) } } },
    async (request) => {
      const sent = await accounts.sendVerificationLink(request.memberId, request.lang, request.ip);
      return {
        ...mallOk(request.lang, sent),
        message: formatMessage('signupEmailSent', request.lang, { email: sent.email, hours: sent.hours }),
      };
    },
  );

  app.post(
    '/mallpcapi/member/verifyEmail',
    { schema: { body: VerifyEmailForm, response: { 200: mallReply(EmailVerified) } } },
    async (request) => {
      const { email } = await accounts.verification.confirm(request.body.token);
      return mallOk(request.lang, { email }, 'signupEmailVerified');
    },
  );
};
