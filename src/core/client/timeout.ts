import type { Clock, Middleware } from './types';

/** Spec §9: a call that has not settled in 8 s fails as a network error; an upload may take longer. */
export const TIMEOUT_MS = 8000;

/**
 * AbortSignal.timeout on the injectable clock (STYLE habit 8), beside the caller's own signal. The
 * timer runs until the reply's body is read (`next` reads it) and is cleared however it settles.
 */
export const timeout =
  (clock: Clock): Middleware =>
  (next) =>
  (call) => {
    if (call.upload) return next(call);
    const timer = new AbortController();
    const id = clock.setTimeout(() => timer.abort(new DOMException('signal timed out', 'TimeoutError')), TIMEOUT_MS);
    const signal = call.signal ? AbortSignal.any([timer.signal, call.signal]) : timer.signal;
    return next({ ...call, signal }).finally(() => clock.clearTimeout(id));
  };
