import type { Middleware, Session } from './types';

/** Spec §6: a call that needs the member carries the access token in `Authorization`, bare. */
export const auth =
  (session: Session): Middleware =>
  (next) =>
  (call) => {
    const token = call.auth && session.access();
    // the only step that sets a header (the transport adds `uuid`)
    return next(token ? { ...call, headers: { Authorization: token } } : call);
  };
