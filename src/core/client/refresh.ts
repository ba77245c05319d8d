// Spec §4 "Session refresh": when the access token is gone but a refresh token exists, exactly one
// refresh runs and every concurrent caller waits for it. The spec's client polls every 500 ms; a
// shared promise wakes all waiters the moment it settles instead. Across tabs a Web Lock keeps two
// tabs from spending the same (rotating) refresh token: the second tab finds the new access token.
// Spec §8 makes a 403 the end of the session, so a call is never retried after a refusal: the
// refresh happens before it is sent.
import { ApiError } from '../errors';
import { t } from '../locale';
import { HttpError } from './http-error';
import { endsSession } from './session-end';
import type { Call, Middleware, Send, Session } from './types';

/** The Web Locks API's one method we use (navigator.locks), injectable for tests. */
export interface Locks {
  request(name: string, fn: () => Promise<void>): Promise<void>;
}

/**
 * `send` takes `/passport/token` below the session's own steps (its refusal is not "session gone");
 * `url` names a call in its error.
 */
export function refresh(session: Session, send: Send, url: (call: Call) => string, locks?: Locks): Middleware {
  let inflight: Promise<void> | undefined;

  const renew = async (): Promise<void> => {
    if (session.access()) return; // another tab refreshed while we waited for the lock
    const call: Call = { method: 'POST', path: '/passport/token', form: { refresh_token: session.refresh() ?? '' } };
    try {
      const reply = (await send(call)) as { accessToken?: string; refreshToken?: string } | undefined;
      // a reply without a pair is a refusal too, whatever its status
      if (!reply?.accessToken || !reply.refreshToken) throw new HttpError(200, { code: '109' });
      session.store(reply.accessToken, reply.refreshToken);
    } catch (error) {
      // Only a refusal ends the session: a refresh that timed out or met a 5xx keeps the tokens
      // for the next try, instead of logging the buyer out over a network blip.
      const code = error instanceof HttpError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
      if (!endsSession(code)) throw new ApiError(t('error.network'), 0, 'NETWORK', url(call), undefined, { cause: error });
      session.refreshFailed();
      throw new ApiError(t('error.pleaseLogin'), 403, '109', url(call), undefined, { cause: error });
    }
  };

  return (next) => async (call) => {
    if (call.auth && !session.access()) {
      if (!session.refresh()) {
        // Spec §6: a call needing a token without a refresh token is not sent, and the session is cleared.
        session.gone('missing');
        throw new ApiError(t('error.pleaseLogin'), 0, 'NO_TOKEN', url(call));
      }
      await (inflight ||= (locks ? locks.request('vitrina-refresh', renew) : renew()).finally(() => (inflight = undefined)));
    }
    return next(call);
  };
}
