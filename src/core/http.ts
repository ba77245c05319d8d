// The buyer API's client: every call of spec §7 goes through `request`, one instance of the client
// of client/ (lang, the `uuid` header and the token, form/JSON/upload bodies, the 8 s timeout, the
// single-flight refresh and both reply families, failing with one typed ApiError).
import { createClient, type Call, type Hooks, type Session } from './client';
import { withLang } from './client/lang';
import { urlOf } from './client/url';
import { $config } from './config';
import { env } from './env';
import { $locale } from './locale';
import { accessToken, deviceUuid, refreshToken, storeTokens } from './session';

export { encodeParams, TIMEOUT_MS, type Call, type Params, type Scalar } from './client';

/** The buyer's cookies; until the boot wires its hooks (`wireSession`), losing it changes nothing else. */
const session: Session = {
  access: accessToken,
  refresh: refreshToken,
  store: storeTokens,
  device: deviceUuid,
  gone() {},
  refreshFailed() {},
};

/** The boot's one call that says what "session gone" and "refresh failed" do (stores/user.ts `initSession`). */
export const wireSession = (hooks: Hooks): void => void Object.assign(session, hooks);

export const { request } = createClient({
  config: { api: () => $config.get().api, locale: () => $locale.get() },
  session,
  clock: env,
  locks: globalThis.navigator?.locks, // none in Node before 21 (server-side rendering)
});

/** The URL of a call (with `lang`), for what cannot go through fetch: an `<img>`, an upload with progress. */
export const buildUrl = (call: Pick<Call, 'path' | 'query'>): string => urlOf($config.get().api, withLang(call, $locale.get()));
