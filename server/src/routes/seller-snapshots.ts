import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, notLoggedInError } from '../http/errors';
import { asSource, ID_RANGE, requiredInt } from '../http/params';
import { bearerToken } from '../http/request-context';
import { findShopSnapshot } from '../repos/trade/order-snapshots';
import type { SellerAccounts } from '../services/trade/seller-accounts';
import { snapshotReply } from '../services/trade/snapshot-reply';

/**
 * `GET /seller/trade/snapshots/{id}` (spec §7 Checkout, under the seller API base): the goods of a
 * line of an order placed with the caller's shop, as they were when ordered. The caller signs in
 * as a member; `accounts` says which shop that member keeps.
 */
export const sellerSnapshotRoutes: FastifyPluginAsync<{ ctx: AppContext; accounts: SellerAccounts }> = async (app, { ctx, accounts }) => {
  /** The shop the token's member keeps; 403 without a session or when the member keeps none. */
  async function shopOf(request: FastifyRequest): Promise<number> {
    const memberId = await ctx.sessions.authenticate(bearerToken(request.headers.authorization));
    if (memberId === undefined) throw notLoggedInError();
    const { rows } = await ctx.db.query<{ username: string }>('select username from member where id = $1', [memberId]);
    const shopId = rows[0] ? accounts.get(rows[0].username.toLowerCase()) : undefined;
    if (shopId === undefined) throw new ApiError('not_logged_in', 'sellerLoginNeeded');
    return shopId;
  }

  app.get('/seller/trade/snapshots/:id', async (request) => {
    const snapshotId = requiredInt(asSource(request.params), 'id', ID_RANGE);
    const row = await findShopSnapshot(ctx.db, await shopOf(request), snapshotId);
    if (!row) throw new ApiError('not_found', 'tradeSnapshotNotYourShop');
    return snapshotReply(row, request.lang, ctx.assets(request));
  });
};
