// `GET /seller/trade/snapshots/{id}` (spec §6, §7): a shop's keeper reads the snapshot of a line of
// an order placed with their shop, under the seller API base with the separate seller session's
// token. Not through `request`: that one speaks for the buyer session (its base, its token, its
// "session gone" on a 403), none of which applies here.
import { array, create, number, string, type, type Infer } from 'superstruct';
import { $config } from '../config';
import { readCookie } from '../cookies';
import { ApiError } from '../errors';
import { env } from '../env';
import { $locale, t } from '../locale';
import { keys } from '../session';

const SellerSnapshot = type({
  snapshot_id: number(),
  order_sn: string(),
  num: number(),
  create_time: number(),
  goods_id: number(),
  sku_id: number(),
  sn: string(),
  goods_name: string(),
  thumbnail: string(),
  brand_name: string(),
  category_name: string(),
  seller_id: number(),
  seller_name: string(),
  price: number(),
  original_price: number(),
  package_unit: number(),
  weight_g: number(),
  spec_list: array(type({ spec_name: string(), spec_value: string() })),
  price_tiers: array(type({ min_num: number(), discount_percent: number() })),
});
export type SellerSnapshot = Infer<typeof SellerSnapshot>;

/** Spec §7's request timeout (`TIMEOUT_MS` of http.ts, not imported: the runtime would have to export it). */
const TIMEOUT_MS = 8000;

/** The code of the error when there is no seller session to ask with. */
export const NO_SELLER = 'NO_SELLER';

/** The URL of a seller-side snapshot under `config.sellerApi`. */
export const sellerSnapshotUrl = (id: number): string =>
  `${$config.get().sellerApi.replace(/\/$/, '')}/trade/snapshots/${id}?${new URLSearchParams({ lang: $locale.get() })}`;

/**
 * The snapshot as the seller sees it. Rejects with an ApiError: code `NO_SELLER` (status 403, no
 * message: the page says it in its own words) without a seller session, else the server's
 * translated message, or the network's.
 */
export async function fetchSellerSnapshot(id: number, signal?: AbortSignal): Promise<SellerSnapshot> {
  const url = sellerSnapshotUrl(id);
  const token = readCookie(keys.seller.access);
  if (!token) throw new ApiError('', 403, NO_SELLER, url);
  // the 8 s timeout on the injectable clock, as `request` has it
  const timeout = new AbortController();
  const timer = env.setTimeout(() => timeout.abort(new DOMException('signal timed out', 'TimeoutError')), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: token },
      signal: signal ? AbortSignal.any([timeout.signal, signal]) : timeout.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError(t('error.network'), 0, 'NETWORK', url, undefined, { cause: error });
  } finally {
    env.clearTimeout(timer);
  }
  const body = (await response.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
  if (!response.ok)
    throw new ApiError(
      body?.message || t(response.status >= 500 ? 'error.submit' : 'error.network'),
      response.status,
      String(body?.code ?? response.status),
      url,
    );
  try {
    return create(body, SellerSnapshot);
  } catch (error) {
    throw new ApiError(`Unexpected reply from ${url}`, 200, 'SHAPE', url, body, { cause: error });
  }
}
