// `GET /seller/trade/snapshots/{id}` (spec §6, §7): a shop's keeper reads the snapshot of a line of
// an order placed with their shop, under the seller API base with the separate seller session's
// token. Its own instance of the client: the seller's base and token, and no buyer "session gone"
// on a 403 (the seller session is not the buyer's, and it is never refreshed here).
import { createClient } from '../client';
import { Snapshot } from '../contract/types-snapshot';
import { $config } from '../config';
import { readCookie } from '../cookies';
import { env } from '../env';
import { ApiError } from '../errors';
import { $locale } from '../locale';
import { deviceUuid, keys } from '../session';
import { call } from './check';

export type { Snapshot as SellerSnapshot } from '../contract/types-snapshot';

/** The code of the error when there is no seller session to ask with. */
export const NO_SELLER = 'NO_SELLER';

const sellerToken = () => readCookie(keys.seller.access);
const seller = createClient({
  config: { api: () => $config.get().sellerApi, locale: () => $locale.get() },
  // Read-only here: the seller's pages keep its tokens, and it is never refreshed nor ended from here.
  // The device id goes with every call (api-reference.md).
  session: { access: sellerToken, refresh: () => undefined, store() {}, device: deviceUuid, gone() {}, refreshFailed() {} },
  clock: env,
});

/** The URL of a seller-side snapshot under `config.sellerApi`. */
export const sellerSnapshotUrl = (id: number): string =>
  `${$config.get().sellerApi.replace(/\/$/, '')}/trade/snapshots/${id}?${new URLSearchParams({ lang: $locale.get() })}`;

/**
 * The snapshot as the seller sees it. Rejects with an ApiError: code `NO_SELLER` (status 403, no
 * message: the page says it in its own words) without a seller session, else the server's
 * translated message, or the network's.
 */
export function fetchSellerSnapshot(id: number, signal?: AbortSignal): Promise<Snapshot> {
  if (!sellerToken()) return Promise.reject(new ApiError('', 403, NO_SELLER, sellerSnapshotUrl(id)));
  return call({ path: `/trade/snapshots/${id}`, auth: true, signal }, Snapshot, seller.request);
}
