import type { FastifyPluginAsync } from 'fastify';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../../../src/core/contract/rules';
import { asSource, intWithDefault } from '../../../http/params';
import { requireMember } from '../../guards';

/** Member points (api-reference "Points"): the balances and the paged ledger. */
export const pointsRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { points } = app.services.trade;

  app.get('/buyer/members/points/current', { preHandler }, async (request) => points.current(request.memberId));

  app.get('/buyer/members/points', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const page = {
      pageNo: intWithDefault(query, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
      pageSize: intWithDefault(query, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, 10),
    };
    return points.ledger(request.memberId, page, request.lang);
  });
};
