import type { FastifyPluginAsync } from 'fastify';
import { JavashopPageQuery } from '../../../../../src/core/contract/requests-trade';
import { javashopPage } from '../../../../../src/core/contract/shared-structs';
import { MemberPoints, PointLogEntry } from '../../../../../src/core/contract/types-points';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/** Member points (api-reference "Points"): the balances and the paged ledger. */
export const pointsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { points } = app.services.trade;

  app.get('/buyer/members/points/current', { preValidation, schema: { response: { 200: MemberPoints } } }, async (request) =>
    points.current(request.memberId),
  );

  app.get(
    '/buyer/members/points',
    { preValidation, schema: { querystring: JavashopPageQuery, response: { 200: javashopPage(PointLogEntry) } } },
    async (request) => points.ledger(request.memberId, pageOf(request.query), request.lang),
  );
};
