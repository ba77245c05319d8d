import type { FastifyPluginAsync } from 'fastify';
import type { MemberStatistics } from '../../../../../src/core/contract/types-accounts';
import { requireMember } from '../../guards';

/** `GET /buyer/members/statistics`: the member centre's counts of orders, favourites, shops and orders to review. */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  const { members } = app.services;

  app.get(
    '/buyer/members/statistics',
    { preHandler: requireMember(app) },
    async (request): Promise<MemberStatistics> => members.statistics(request.memberId),
  );
};
