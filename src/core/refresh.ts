// Spec §4 "Session refresh": when the access token is gone but a refresh token exists, exactly one
// refresh runs and every concurrent caller waits for it. The spec's client polls every 500 ms; a
// shared promise wakes all waiters the moment it settles instead. Across tabs a Web Lock keeps two
// tabs from spending the same (rotating) refresh token: the second tab finds the new access token.
import wretch from 'wretch';
import { $config } from './config';
import { ApiError } from './errors';
import { $locale, t } from './locale';
import { accessToken, deviceUuid, refreshToken, storeTokens } from './session';

type Failed = () => void;
let failed: Failed = () => {};
/** The boot registers the clean-up of a failed refresh (user, tokens, cart): stores/user.ts `initSession`. */
export const onRefreshFailed = (fn: Failed) => void (failed = fn);

let inflight: Promise<void> | undefined;

export function refreshOnce(): Promise<void> {
  inflight ||= withLock(refresh).finally(() => (inflight = undefined));
  return inflight;
}

function withLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('vitrina-refresh', fn) : fn();
}

async function refresh(): Promise<void> {
  if (accessToken()) return; // another tab refreshed while we waited for the lock
  const token = refreshToken();
  const url = `${$config.get().api.replace(/\/$/, '')}/passport/token?lang=${$locale.get()}`;
  try {
    const reply = await wretch(url)
      .headers({ uuid: deviceUuid() })
      .content('application/x-www-form-urlencoded')
      .body(new URLSearchParams({ refresh_token: token ?? '' }).toString())
      .post()
      .json<{ accessToken: string; refreshToken: string }>();
    if (!reply?.accessToken || !reply.refreshToken) throw new Error('passport/token replied without tokens');
    storeTokens(reply.accessToken, reply.refreshToken);
  } catch (error) {
    failed();
    throw new ApiError(t('error.pleaseLogin'), 403, '109', url, undefined, { cause: error });
  }
}
