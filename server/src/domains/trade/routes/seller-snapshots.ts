import type { FastifyPluginAsync } from 'fastify';
import { SnapshotParams } from '../../../../../src/core/contract/requests-trade';
import { Snapshot } from '../../../../../src/core/contract/types-snapshot';
import { bearerToken } from '../../../http/request-context';
import type { StructTypes } from '../../../http/type-provider';

/**
 * `GET /seller/trade/snapshots/{id}` (spec §7 Checkout, under the seller API base): the goods of a
 * line of an order placed with the caller's shop, as they were when ordered. The caller signs in
 * as a member; SELLER_ACCOUNTS says which shop that member keeps.
 */
export const sellerSnapshotRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { trade, accounts, absoluteUrl } = app.services;

  // the id is read before the session, as it always was: a bad id is a 400 whoever asks
  app.get('/seller/trade/snapshots/:id', { schema: { params: SnapshotParams, response: { 200: Snapshot } } }, async (request) => {
    // the shop the token's member keeps; 403 without a session or when the member keeps none
    const shopId = await trade.sellerShop(await accounts.sessions.authenticate(bearerToken(request.headers.authorization)));
    return trade.shopSnapshot(shopId, request.params.id, request.lang, absoluteUrl);
  });
};
