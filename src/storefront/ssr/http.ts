// core/http.ts as the server-side render sees it (scripts/ssr-build.mjs puts this module in its
// place): the same client, its calls answered by the server that renders (the `fetch` it hands
// over, Fastify's inject: no socket), anonymous (a page rendered on the server is shared-cached, so
// nothing of a member may reach it), and in the language of the page being rendered, which each
// render carries in its own async context: two pages in two languages may load at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient, type Call, type Hooks, type Session } from '../../core/client';
import { withLang } from '../../core/client/lang';
import { urlOf } from '../../core/client/url';
import { env } from '../../core/env';
import { DEFAULT_LOCALE, type Locale } from '../../core/locale';

export { encodeParams, TIMEOUT_MS, type Call, type Params, type Scalar } from '../../core/client';

export interface RenderScope {
  locale: Locale;
  fetch: typeof fetch;
}

export const scope = new AsyncLocalStorage<RenderScope>();

/** The API's base as the page's calls name it; only the path reaches the server's inject. */
const API = 'http://ssr.invalid/api';

const session: Session = {
  access: () => undefined,
  refresh: () => undefined,
  store() {},
  device: () => 'ssr',
  gone() {},
  refreshFailed() {},
};

export const wireSession = (_hooks: Hooks): void => {};

const locale = (): Locale => scope.getStore()?.locale ?? DEFAULT_LOCALE;

export const { request } = createClient({
  config: { api: () => API, locale },
  session,
  clock: env,
  fetch: (input, init) => {
    const inScope = scope.getStore();
    if (!inScope) return Promise.reject(new Error('server-side render: an API call outside a render'));
    return inScope.fetch(input, init);
  },
});

export const buildUrl = (call: Pick<Call, 'path' | 'query'>): string => urlOf(API, withLang(call, locale()));
