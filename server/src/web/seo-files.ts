// `/robots.txt`, `/sitemap.xml` (the index), `/sitemaps/{kind}-{n}.xml` and the link previews `/og/…`, on the public URL.
import type { FastifyInstance } from 'fastify';
import { routes } from '../../../src/core/contract/storefront-routes';
import type { Db } from '../db/types';
import { publicOrigin } from './answer-page';
import { matchesEtag } from './page-cache';
import { isImageKind, PREVIEW_FILE, previewImage } from './preview-image';
import { robotsTxt, SITEMAP_KINDS, sitemapIndex, sitemapStream, type SitemapKind } from './sitemaps';

/** A preview's URL names its content: caches keep it for a year. */
const PREVIEW_CACHE = 'public, max-age=31536000, immutable';

/** A shared cache may keep these an hour: a new goods waits that long to be listed. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** Pages only a member opens, as robots.txt prefixes: `/member/…` → `/member`, one line each. */
export function memberPrefixes(): string[] {
  const paths = routes.filter((r) => r.auth).map((r) => r.path.replace(/\/:.*$/, ''));
  const sorted = [...new Set(paths)].sort();
  return sorted.filter((path, i) => !sorted.slice(0, i).some((p) => path === p || path.startsWith(`${p}/`)));
}

const isKind = (v: string): v is SitemapKind => (SITEMAP_KINDS as readonly string[]).includes(v);

export function registerSeoFiles(app: FastifyInstance, db: Db): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(robotsTxt(publicOrigin(app), memberPrefixes())),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(await sitemapIndex(db, publicOrigin(app))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const found = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const kind = found?.[1] ?? '';
    const stream = isKind(kind) ? await sitemapStream(db, publicOrigin(app), kind, Number(found?.[2])) : undefined;
    if (!stream) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(stream);
  });
  // `/og/{kind}/{id}-{hash}.png`: a link preview (preview-image.ts). Only the current version of an
  // object that exists is answered; a node that has not seen it yet renders it on first ask.
  app.get<{ Params: { kind: string; file: string } }>('/og/:kind/:file', async (request, reply) => {
    const { kind } = request.params;
    const found = PREVIEW_FILE.exec(request.params.file);
    const notFound = () => reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!found || !isImageKind(kind)) return notFound();
    const files = app.services.uploads.files;
    const preview = await previewImage(db, files, kind, Number(found[1]), request.params.file).catch((error: unknown) => {
      request.log.warn({ err: error }, 'link preview image failed');
      return undefined;
    });
    if (!preview) return notFound();
    const file = await files.get(preview.key);
    if (!file) return notFound();
    reply.header('etag', file.etag).header('cache-control', PREVIEW_CACHE);
    if (matchesEtag(request.headers['if-none-match'], file.etag)) {
      file.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.type).header('content-length', file.size).send(file.stream);
  });
}
