import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { assertProvedContact } from '../services/members/email-verification';
import { requireMember } from './require-member';

/**
 * Pre-handler of calls that spend or take something (checkout, free coupons): a member whose
 * account has proved a contact (a phone by SMS, or an email by its link). Refused before the
 * handler runs, so a refusal writes nothing.
 */
export function requireBuyer(ctx: AppContext) {
  const member = requireMember(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await member(request);
    await assertProvedContact(ctx.db, request.memberId);
  };
}
