// The two reply families of api-reference.md become a value or one ApiError: `/mallpcapi/*` replies
// `200 {success, code, message, result}` (code 502: the session is gone); the others reply with the
// resource on 2xx and `{code, message}` with a 4xx/5xx status (403: the session is gone). A failure
// to reach the server at all (refused, timed out) is a network error in the buyer's language; the
// caller's own cancel (a stale autocomplete) is passed on as it is, not reported as an API failure.
import { ApiError } from '../errors';
import { t } from '../locale';
import { HttpError } from './http-error';
import { endsSession } from './session-end';
import type { Call, Middleware, Session } from './types';

interface Wrapped {
  success?: boolean;
  code?: number | string;
  message?: string;
  result?: unknown;
  /** on failure, the request field the message names */
  field?: unknown;
}

/** `url` names the call in its error (the URL it was sent to). */
export const envelope =
  (session: Session, url: (call: Call) => string): Middleware =>
  (next) =>
  (call) =>
    next(call).then(
      (body) => {
        if (!call.path.startsWith('/mallpcapi/')) return body;
        const reply = body as Wrapped | undefined;
        if (endsSession(reply?.code)) {
          session.gone('expired');
          throw new ApiError(reply?.message || t('error.pleaseLogin'), 200, '502', url(call));
        }
        if (reply?.success !== true) {
          const field = typeof reply?.field === 'string' ? reply.field : undefined;
          throw new ApiError(reply?.message || t('error.submit'), 200, String(reply?.code ?? ''), url(call), reply?.result, { field });
        }
        return reply.result;
      },
      (error: unknown) => {
        if (call.signal?.aborted) throw call.signal.reason ?? error;
        if (error instanceof HttpError) {
          const reply = (error.body ?? {}) as { code?: string; message?: string; data?: unknown };
          // Spec §8: a dead session's code (session-end.ts) with a refresh token present ends the session.
          if (endsSession(reply.code) && session.refresh()) session.gone('expired');
          const message = reply.message || t(error.status >= 500 ? 'error.submit' : 'error.network');
          throw new ApiError(message, error.status, String(reply.code ?? error.status), url(call), reply.data, { cause: error });
        }
        // fetch's TypeError or the timeout's abort: the network, not the server.
        throw new ApiError(t('error.network'), 0, 'NETWORK', url(call), undefined, { cause: error });
      },
    );
