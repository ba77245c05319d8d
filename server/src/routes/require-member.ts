import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notLoggedInError } from '../http/errors';
import { bearerToken } from '../http/request-context';

/** Pre-handler of calls that need a token: sets `request.memberId` or fails as "not logged in". */
export function requireMember(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const memberId = await ctx.sessions.authenticate(bearerToken(request.headers.authorization));
    if (memberId === undefined) throw notLoggedInError();
    request.memberId = memberId;
  };
}
