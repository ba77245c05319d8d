import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A new or changed email gets its link at once; the account exists either way, and /verify-email can send again. */
export async function mailLink(app: FastifyInstance, request: FastifyRequest, memberId: number): Promise<void> {
  try {
    await app.services.accounts.sendVerificationLink(memberId, request.lang, request.ip);
  } catch (error) {
    request.log.warn({ err: error }, 'verification link not sent');
  }
}
