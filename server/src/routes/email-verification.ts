import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formatMessage } from '../../../src/core/contract/messages';
import type { MallReply } from '../../../src/core/contract/types';
import type { EmailLinkSent, EmailVerified } from '../../../src/core/contract/types-accounts';
import type { AppContext } from '../context';
import { validationError } from '../http/errors';
import { asSource, requiredString } from '../http/params';
import { mallOk } from '../http/render';
import { createEmailVerification } from '../services/members/email-verification';
import { requireMember } from './require-member';

/** The page a verification link opens (src/storefront/routes.ts `verifyEmail`). */
export const VERIFY_EMAIL_PAGE = '/verify-email';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sends verification links. The link is built like every absolute URL of a reply (PUBLIC_URL when
 * set), so the page that confirms is on the storefront's own origin.
 */
export function createVerificationMailer(ctx: AppContext) {
  const verification = createEmailVerification(ctx.db, ctx.clock, ctx.mailTransport);
  return {
    verification,
    async send(request: FastifyRequest, memberId: number): Promise<EmailLinkSent> {
      const linkTo = (token: string) => ctx.assets(request)(`${VERIFY_EMAIL_PAGE}?token=${token}`);
      return verification.send(memberId, request.lang, request.ip, linkTo);
    },
  };
}

export type VerificationMailer = ReturnType<typeof createVerificationMailer>;

/**
 * `POST /mallpcapi/member/sendEmailVerification` (token): mails a new link to the member's email,
 * at most one a minute and five a day. `POST /mallpcapi/member/verifyEmail` (`token` of the link;
 * no session needed, the link may be opened on another device): marks the email proved, once.
 */
export const emailVerificationRoutes: FastifyPluginAsync<{ ctx: AppContext; mailer: VerificationMailer }> = async (
  app,
  { ctx, mailer },
) => {
  app.post(
    '/mallpcapi/member/sendEmailVerification',
    { preHandler: requireMember(ctx) },
    async (request): Promise<MallReply<EmailLinkSent>> => {
      const sent = await mailer.send(request, request.memberId);
      return {
        ...mallOk(request.lang, sent),
        message: formatMessage('signupEmailSent', request.lang, { email: sent.email, hours: sent.hours }),
      };
    },
  );

  app.post('/mallpcapi/member/verifyEmail', async (request): Promise<MallReply<EmailVerified>> => {
    const token = requiredString(asSource(request.body), 'token', 64);
    if (!TOKEN_PATTERN.test(token)) throw validationError('signupEmailLinkInvalid', { field: 'token' });
    const { email } = await mailer.verification.confirm(token);
    return mallOk(request.lang, { email }, 'signupEmailVerified');
  });
};
