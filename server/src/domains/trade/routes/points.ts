import type { FastifyPluginAsync } from 'fastify';
import { asSource } from '../../../http/params';
import { paging } from '../../../http/request-fields';
import { requireMember } from '../../guards';

/** Member points (api-reference "Points"): the balances and the paged ledger. */
export const pointsRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { points } = app.services.trade;

  app.get('/buyer/members/points/current', { preHandler }, async (request) => points.current(request.memberId));

  app.get('/buyer/members/points', { preHandler }, async (request) => {
    return points.ledger(request.memberId, paging(asSource(request.query)), request.lang);
  });
};
