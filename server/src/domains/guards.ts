import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notLoggedInError } from '../http/errors';
import { bearerToken } from '../http/request-context';

/** Pre-handler of calls that need a token: sets `request.memberId` or fails as "not logged in". */
export function requireMember(app: FastifyInstance) {
  const { sessions } = app.services.accounts;
  return async (request: FastifyRequest): Promise<void> => {
    const memberId = await sessions.authenticate(bearerToken(request.headers.authorization));
    if (memberId === undefined) throw notLoggedInError();
    request.memberId = memberId;
  };
}

/**
 * Pre-handler of calls that spend or take something (checkout, free coupons): a member whose
 * account has proved a contact (a phone by SMS, or an email by its link). Refused before the
 * handler runs, so a refusal writes nothing.
 */
export function requireBuyer(app: FastifyInstance) {
  const member = requireMember(app);
  const { accounts } = app.services;
  return async (request: FastifyRequest): Promise<void> => {
    await member(request);
    await accounts.assertProvedContact(request.memberId);
  };
}
