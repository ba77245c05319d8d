import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WithdrawalAuditForm, WithdrawalIdParams, WithdrawalListQuery } from '../../../../../src/core/contract/requests-distribution';
import { WithdrawalPage } from '../../../../../src/core/contract/types-distribution';
import { bearerToken } from '../../../http/request-context';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';

const done = { 200: NO_BODY };

/**
 * The operator's side of withdrawals under the seller API base (`config.sellerApi`, `/api/seller`):
 * list, pass or fail (a failed audit gives the amount back), mark transferred. This reference
 * server has no platform back office: the members of SELLER_ACCOUNTS act as its operators.
 */
export const distributionOperatorRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { distribution, trade, accounts } = app.services;
  // 403 without a session or when the member keeps no shop
  const operator = async (request: FastifyRequest) =>
    trade.sellerShop(await accounts.sessions.authenticate(bearerToken(request.headers.authorization)));

  app.get(
    '/seller/distribution/withdrawals',
    { schema: { querystring: WithdrawalListQuery, response: { 200: WithdrawalPage } } },
    async (request) => {
      await operator(request);
      return distribution.operator.list(request.query);
    },
  );
  app.post(
    '/seller/distribution/withdrawals/:id/audit',
    { schema: { params: WithdrawalIdParams, body: WithdrawalAuditForm, response: done } },
    async (request, reply) => {
      await operator(request);
      await distribution.operator.audit(request.params.id, request.body);
      return reply.status(200).send();
    },
  );
  app.post(
    '/seller/distribution/withdrawals/:id/transfer',
    { schema: { params: WithdrawalIdParams, response: done } },
    async (request, reply) => {
      await operator(request);
      await distribution.operator.transfer(request.params.id);
      return reply.status(200).send();
    },
  );
};
