import type { FastifyPluginAsync } from 'fastify';
import { asSource, ID_RANGE, requiredInt } from '../../../http/params';
import { bearerToken } from '../../../http/request-context';

/**
 * `GET /seller/trade/snapshots/{id}` (spec §7 Checkout, under the seller API base): the goods of a
 * line of an order placed with the caller's shop, as they were when ordered. The caller signs in
 * as a member; SELLER_ACCOUNTS says which shop that member keeps.
 */
export const sellerSnapshotRoutes: FastifyPluginAsync = async (app) => {
  const { trade, accounts, absoluteUrl } = app.services;

  app.get('/seller/trade/snapshots/:id', async (request) => {
    const snapshotId = requiredInt(asSource(request.params), 'id', ID_RANGE);
    // the shop the token's member keeps; 403 without a session or when the member keeps none
    const shopId = await trade.sellerShop(await accounts.sessions.authenticate(bearerToken(request.headers.authorization)));
    return trade.shopSnapshot(shopId, snapshotId, request.lang, absoluteUrl);
  });
};
