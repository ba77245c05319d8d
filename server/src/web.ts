import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { toLocale } from '../../src/core/contract/locales';
import { formatMessage } from '../../src/core/contract/messages';
import { asSource } from './http/source';
import type { Db } from './db/types';
import { answerPage } from './web/answer-page';
import { pageBody } from './web/page-body';
import { listingVersion } from './services/catalogue/listing-version';
import { readManifest } from './web/page-preloads';
import { STOREFRONT_CSP } from './web/storefront-csp';
import { registerSeoFiles } from './web/seo-files';

/**
 * Rollup's content hash before the extension: such files never change, cache them for a year. The
 * path is the file sent, so a precompressed copy's (`.br`, `.gz`) counts as its script's.
 */
const HASHED = /-[A-Za-z0-9_-]{7}\.(?:js|css|map)(?:\.br|\.gz)?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The release the build wrote (dist/sdk/integrity.json, scripts/integrity.mjs), if there is a build. */
function builtVersion(sdkDir: string): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(join(sdkDir, 'integrity.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' && /^[0-9A-Za-z.+-]+$/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built bundles at `/sdk/` (any origin may load them: widgets run on partner pages)
 * and the storefront's HTML for every other page a browser navigates to (history-mode routes).
 *
 * The same files are also served at `/sdk/v<version>/`, the built release's own path, for partners
 * who pin a release with Subresource Integrity (README, "Pinning a release"): in production every
 * file there is immutable, since a release's bytes never change. In development a rebuild keeps
 * the version, so the loader there is `no-cache` as on the evergreen path: a year-cached stale
 * loader would fail the page's `integrity` after each build.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, options: { production?: boolean; db?: Db } = {}): Promise<void> {
  const sdkDir = join(distDir, 'sdk');
  const indexHtml = join(distDir, 'storefront', 'index.html');
  const version = builtVersion(sdkDir);
  const pinned = version === undefined ? [] : [`/sdk/v${version}/`, `/sdk/v${version}/retry/`];

  // `/sdk/retry/` serves the same files: after the shared runtime failed to load, the loader asks
  // for every chunk there, so the browser's module map, which may keep the failure under the
  // runtime's first URL, cannot hand it back (src/loader/index.ts).
  for (const prefix of ['/sdk/', '/sdk/retry/', ...pinned]) {
    const release = pinned.includes(prefix) && options.production === true;
    await app.register(fastifyStatic, {
      root: resolve(sdkDir),
      prefix,
      decorateReply: false,
      index: false,
      list: false,
      // the build's .br and .gz beside each script and stylesheet (scripts/build.mjs precompress),
      // chosen by Accept-Encoding with Vary set: the bytes the budgets count, compressed once at build
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
        // the same URL is sent brotli, gzip or plain by Accept-Encoding: a shared cache must keep them apart
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', release || HASHED.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const { db } = options;
  if (db) registerSeoFiles(app, db);
  const body = pageBody(
    app,
    join(distDir, 'ssr'),
    () => app.services.absoluteUrl('/').slice(0, -1),
    db ? () => listingVersion(db) : async () => null,
  );
  app.setNotFoundHandler(async (request, reply) => {
    const lang = toLocale(asSource(request.query).lang);
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/sdk/') && !existsSync(sdkDir)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(formatMessage('storefrontNotBuilt', lang));
    }
    if (!isPageRequest(request.method, path, request.headers.accept)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!existsSync(indexHtml)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(formatMessage('storefrontNotBuilt', lang));
    }
    const template = await readFile(indexHtml, 'utf8');
    // Without the database (a bare app serving bundles only) the page goes out as built.
    if (!db) return reply.type('text/html; charset=utf-8').header('content-security-policy', STOREFRONT_CSP).send(template);
    return answerPage(app, db, request, reply, { template, manifest: await readManifest(join(sdkDir, 'manifest.json')), body });
  });
}

/**
 * A browser's or a crawler's request for a page: GET or HEAD outside the API, bundles and files,
 * asking for HTML or for anything (a link-preview fetcher sends `Accept: *\/*` or nothing).
 */
function isPageRequest(method: string, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|sdk|uploads)(\/|$)/.test(path)) return false;
  return path === '/' || !accept || accept.includes('text/html') || accept.includes('*/*');
}
