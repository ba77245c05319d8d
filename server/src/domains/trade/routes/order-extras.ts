import type { FastifyPluginAsync } from 'fastify';
import { ExpressQuery, OrderSnParams, SnapshotParams } from '../../../../../src/core/contract/requests-trade';
import { BuyAgain, Express } from '../../../../../src/core/contract/types-orders';
import { Snapshot } from '../../../../../src/core/contract/types-snapshot';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/** Express tracking, snapshots of the goods as ordered, and buy again (spec §7 Checkout). */
export const orderExtraRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { trade, absoluteUrl } = app.services;
  const { extras, express } = trade;

  app.get('/buyer/express', { preValidation, schema: { querystring: ExpressQuery, response: { 200: Express } } }, async (request) =>
    express.track(request.memberId, request.query.id, request.query.num, request.lang),
  );

  app.get(
    '/buyer/trade/snapshots/:id',
    { preValidation, schema: { params: SnapshotParams, response: { 200: Snapshot } } },
    async (request) => extras.snapshot(request.memberId, request.params.id, request.lang, absoluteUrl),
  );

  /** Puts the order's lines back in the cart; `not_added` names the lines that cannot be bought now, with why. */
  app.post(
    '/buyer/trade/orders/:sn/buy-again',
    { preValidation, schema: { params: OrderSnParams, response: { 200: BuyAgain } } },
    async (request) => extras.buyAgain(request.memberId, request.params.sn, request.lang),
  );
};
