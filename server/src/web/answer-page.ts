// Answers a storefront page: resolves it (status, head), writes the head into the built HTML and
// sets the page's caching. The request's Host never reaches the page: every URL is on PUBLIC_URL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { headStrings } from './head-strings';
import { etagOf, matchesEtag, PUBLIC_PAGE_CACHE } from './page-cache';
import type { HeadContext, PageHead } from './page-head';
import { fillBody, type PageBody } from './page-body';
import { fillShell } from './page-shell';
import { type Manifest, preloadLinks } from './page-preloads';
import { generatedSubject, previewImage } from './preview-image';
import { renderHead } from './render-head';
import { resolvePage } from './resolve-page';
import { STOREFRONT_CSP } from './storefront-csp';

/** How long a switched-off site asks clients and crawlers to wait before asking again, in seconds. */
const CLOSED_RETRY_AFTER = 300;

export const publicOrigin = (app: FastifyInstance): string => app.services.absoluteUrl('/').slice(0, -1);

export async function headContext(app: FastifyInstance, db: Db, request: FastifyRequest): Promise<{ ctx: HeadContext; open: boolean }> {
  const site = await app.services.content.site.show(app.services.absoluteUrl);
  const ctx: HeadContext = {
    services: app.services,
    db,
    origin: publicOrigin(app),
    locale: request.lang,
    siteName: site.site_name || 'Vitrina',
    // The site's description is one Spanish column: other locales read the head's own tagline.
    siteDescription: request.lang === 'es_MX' && site.descript ? site.descript : headStrings(request.lang).tagline,
    siteLogo: site.logo,
  };
  return { ctx, open: site.siteon === 1 };
}

/** The built page, what its head may preload, and the drawing of its first screen (if built). */
export interface PageFiles {
  template: string;
  manifest: Manifest;
  body?: PageBody;
}

export async function answerPage(app: FastifyInstance, db: Db, request: FastifyRequest, reply: FastifyReply, files: PageFiles) {
  const mark = request.url.indexOf('?');
  const path = mark < 0 ? request.url : request.url.slice(0, mark);
  const search = mark < 0 ? '' : request.url.slice(mark + 1);
  const { ctx, open } = await headContext(app, db, request);
  const resolved = await resolvePage(ctx, { path, query: new URLSearchParams(search) }, open);
  if (resolved.kind === 'moved') {
    return reply.header('cache-control', PUBLIC_PAGE_CACHE).redirect(`${ctx.origin}${resolved.location}`, 301);
  }
  const head = await withPreview(app, db, resolved.head, ctx.origin);
  const headHtml = renderHead(head, ctx.origin, ctx.locale, ctx.siteName) + preloadLinks(files.manifest, head.widgets ?? [], ctx.locale);
  const shell = fillShell(files.template, headHtml, ctx.locale);
  // A page drawn on the server paints before any script runs; a failed drawing leaves it to the client.
  const drawn =
    head.status === 200 && files.body
      ? await files.body(path, search, ctx.locale).catch((error: unknown) => {
          request.log.warn({ err: error }, 'server-side render failed');
          return undefined;
        })
      : undefined;
  const html = drawn ? fillBody(shell, drawn) : shell;
  const etag = etagOf(html);
  reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', STOREFRONT_CSP)
    .header('cross-origin-resource-policy', 'same-origin')
    .header('etag', etag);
  if (head.status === 503) reply.header('retry-after', String(CLOSED_RETRY_AFTER));
  // Only what every visitor sees alike and a crawler should keep goes to shared caches.
  reply.header('cache-control', head.status === 200 && head.index ? PUBLIC_PAGE_CACHE : 'no-cache');
  if (head.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.status(head.status).send(html);
}

/**
 * The page's og:image as chat apps take it: a generated SVG becomes its PNG preview's URL (drawn
 * and stored when a preview fetcher first asks for it, not while this page waits), a stored photo
 * (JPEG or PNG) stays as it is, and any other SVG leaves the page without an image.
 */
async function withPreview(app: FastifyInstance, db: Db, head: PageHead, origin: string): Promise<PageHead> {
  const image = head.og.image;
  if (!image) return head;
  const subject = generatedSubject(image);
  if (!subject) return /\.(png|jpe?g)$/i.test(image) ? head : { ...head, og: { ...head.og, image: undefined } };
  const preview = await previewImage(db, app.services.uploads.files, subject.kind, subject.id, undefined, false).catch((error: unknown) => {
    app.log.warn({ err: error }, 'link preview image failed');
    return undefined;
  });
  const og = preview
    ? { ...head.og, image: origin + preview.path, imageWidth: preview.width, imageHeight: preview.height, imageType: preview.type }
    : { ...head.og, image: undefined };
  return { ...head, og };
}
