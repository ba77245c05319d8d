import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toLocale, type Locale } from '../../../src/core/contract/locales';
import { asSource } from './source';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `lang` query parameter; es_MX when absent or unknown. */
    lang: Locale;
    /** Set by the `requireMember` pre-handler. */
    memberId: number;
  }
}

/** Every call carries `lang`; resolve it once, before anything can fail and need a message. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'es_MX');
  app.decorateRequest('memberId', 0);
  app.addHook('onRequest', async (request) => {
    request.lang = requestLocale(request);
  });
}

/** The locale the `lang` query parameter asks for; es_MX when absent or unknown. */
export function requestLocale(request: FastifyRequest): Locale {
  const { lang } = asSource(request.query);
  if (lang !== undefined) return toLocale(lang);
  // a request Fastify could not route (frameworkErrors) has no parsed query: read it from the URL
  const start = request.url.indexOf('?');
  return toLocale(start < 0 ? undefined : new URLSearchParams(request.url.slice(start + 1)).get('lang'));
}

/** The token of `Authorization: <token>`; a leading `Bearer ` is tolerated. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : undefined;
}
