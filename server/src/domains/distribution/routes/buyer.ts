import type { FastifyPluginAsync } from 'fastify';
import {
  BankAccountForm,
  DistributionPageQuery,
  WithdrawalForm,
  WithdrawalListQuery,
} from '../../../../../src/core/contract/requests-distribution';
import {
  BankAccount,
  CommissionPage,
  DistributionSummary,
  DownlinePage,
  PerformanceRefundPage,
  SettlementPeriodPage,
  WithdrawalCreated,
  WithdrawalPage,
} from '../../../../../src/core/contract/types-distribution';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * The distributor's calls (issue 12 §5): summary and link, downline, commissions, taken back,
 * settlement periods, bank account, withdrawals. A member who is not an approved distributor is
 * refused (409) with the application status's message of the spec.
 */
export const distributionBuyerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const preValidation = requireMember(app);
  const { distribution } = app.services;

  app.get('/buyer/distribution', { preValidation, schema: { response: { 200: DistributionSummary } } }, async (request) =>
    distribution.summary(request.memberId),
  );
  app.get(
    '/buyer/distribution/downline',
    { preValidation, schema: { querystring: DistributionPageQuery, response: { 200: DownlinePage } } },
    async (request) => distribution.downline(request.memberId, request.query),
  );
  app.get(
    '/buyer/distribution/performance',
    { preValidation, schema: { querystring: DistributionPageQuery, response: { 200: CommissionPage } } },
    async (request) => distribution.performance(request.memberId, request.query),
  );
  app.get(
    '/buyer/distribution/performance-refunds',
    { preValidation, schema: { querystring: DistributionPageQuery, response: { 200: PerformanceRefundPage } } },
    async (request) => distribution.performanceRefunds(request.memberId, request.query),
  );
  app.get(
    '/buyer/distribution/performance-history',
    { preValidation, schema: { querystring: DistributionPageQuery, response: { 200: SettlementPeriodPage } } },
    async (request) => distribution.history(request.memberId, request.query),
  );
  app.get('/buyer/distribution/account', { preValidation, schema: { response: { 200: BankAccount } } }, async (request) =>
    distribution.account(request.memberId),
  );
  app.post(
    '/buyer/distribution/account',
    { preValidation, schema: { body: BankAccountForm, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await distribution.saveAccount(request.memberId, request.body);
      return reply.status(200).send();
    },
  );
  app.post(
    '/buyer/distribution/withdrawals',
    { preValidation, schema: { body: WithdrawalForm, response: { 200: WithdrawalCreated } } },
    async (request) => distribution.withdraw(request.memberId, request.body.amount),
  );
  app.get(
    '/buyer/distribution/withdrawals',
    { preValidation, schema: { querystring: WithdrawalListQuery, response: { 200: WithdrawalPage } } },
    async (request) => distribution.withdrawals(request.memberId, request.query),
  );
};
