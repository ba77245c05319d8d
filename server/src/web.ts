import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { toLocale } from '../../src/core/contract/locales';
import { formatMessage } from '../../src/core/contract/messages';
import { asSource } from './http/source';

/** Rollup's content hash before the extension: such files never change, cache them for a year. */
const HASHED = /-[A-Za-z0-9_-]{7}\.(?:js|css|map)$/;

/**
 * The storefront page runs under a strict CSP: its own scripts and styles only, images also
 * from blob:/data: (previews, placeholders). Widgets on partner pages live under the partner's.
 */
const STOREFRONT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Serves the built bundles at `/sdk/` (any origin may load them: widgets run on partner pages)
 * and the storefront's HTML for every other page a browser navigates to (history-mode routes).
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const sdkDir = join(distDir, 'sdk');
  const indexHtml = join(distDir, 'storefront', 'index.html');

  // `/sdk/retry/` serves the same files: after the shared runtime failed to load, the loader asks
  // for every chunk there, so the browser's module map, which may keep the failure under the
  // runtime's first URL, cannot hand it back (src/loader/index.ts).
  for (const prefix of ['/sdk/', '/sdk/retry/']) {
    await app.register(fastifyStatic, {
      root: resolve(sdkDir),
      prefix,
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
        res.setHeader('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const lang = toLocale(asSource(request.query).lang);
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/sdk/') && !existsSync(sdkDir)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(formatMessage('storefrontNotBuilt', lang));
    }
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|sdk|uploads)(\/|$)/.test(path) &&
      (path === '/' || (request.headers.accept ?? '').includes('text/html'));
    if (!isPage) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!existsSync(indexHtml)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(formatMessage('storefrontNotBuilt', lang));
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', STOREFRONT_CSP)
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'no-cache')
      .send(await readFile(indexHtml));
  });
}
