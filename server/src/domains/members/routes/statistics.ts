import type { FastifyPluginAsync } from 'fastify';
import { MemberStatistics } from '../../../../../src/core/contract/types-accounts';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/** `GET /buyer/members/statistics`: the member centre's counts of orders, favourites, shops and orders to review. */
export const statisticsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { members } = app.services;

  app.get(
    '/buyer/members/statistics',
    { preValidation: requireMember(app), schema: { response: { 200: MemberStatistics } } },
    async (request) => members.statistics(request.memberId),
  );
};
