// One HTTP client, built by a factory: the buyer API (http.ts) and the seller API
// (api/seller-snapshot.ts) are two instances of it. Each concern is one middleware in its own file;
// this is the one place they are put in order.
import { auth } from './auth';
import { envelope } from './envelope';
import { lang } from './lang';
import { type Locks, refresh } from './refresh';
import { timeout } from './timeout';
import { transport } from './transport';
import type { Call, ClientConfig, Clock, Session } from './types';
import { urlOf } from './url';

export type { Call, Hooks, Params, Scalar, Session } from './types';
export { TIMEOUT_MS } from './timeout';
export { encodeParams } from './url';

export interface ClientDeps {
  config: ClientConfig;
  session: Session;
  clock: Clock;
  /** The Web Locks API that keeps two tabs from refreshing at once; without it, one tab's single flight. */
  locks?: Locks | undefined;
  fetch?: typeof fetch | undefined;
}

export interface Client {
  /** Sends a call of spec §7 and settles with its value, or rejects with an ApiError. */
  request<T = unknown>(call: Call): Promise<T>;
}

export function createClient({ config, session, clock, locks, fetch }: ClientDeps): Client {
  const url = (call: Call) => urlOf(config.api(), call);
  // Outermost first. `lang` before all, so a call's error names the URL it went to; `refresh` gets a token
  // (or refuses to send) before `auth` puts it on the call; the envelope judges what the exchange
  // brought back; the timeout covers one exchange (a refresh has its own); the transport fetches.
  const timed = timeout(clock)(transport(session, url, fetch));
  const withLang = lang(config.locale);
  const send = withLang(refresh(session, withLang(timed), url, locks)(auth(session)(envelope(session, url)(timed))));
  return { request: send as Client['request'] };
}
