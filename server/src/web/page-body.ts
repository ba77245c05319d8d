// The first screen of a public page, drawn on the server (issue 18 §4) by the storefront's own
// components: their server-side build (dist/ssr/render.mjs, scripts/ssr-build.mjs) is loaded at run
// time, the way the built HTML is read, so the server imports no component (layers). Its API calls
// are answered by this server through inject (no socket), anonymous: the page is shared-cached and
// carries nothing of a member. What it drew goes inside `<vitrina-storefront>`; the data it drew
// with, once, as a JSON block the client's widgets hydrate from (no second fetch).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '../../../src/core/contract/first-screen';
import type { Locale } from '../../../src/core/contract/locales';
import { createDrawnCache } from './drawn-cache';
import { scriptJson } from './escape';

interface RenderModule {
  renderPage: RenderPage;
}

/** The element the built HTML names for the storefront, and the data block's id (src/storefront/seed.ts). */
const ELEMENT = '<vitrina-storefront></vitrina-storefront>';
const SEED_ID = 'vitrina-seed';

export type PageBody = (path: string, search: string, locale: Locale) => Promise<{ body: string; seed: string } | undefined>;

/** An API call of the render, sent through the app: a GET without cookies or credentials. */
function injected(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = { accept: 'application/json' };
    new Headers(init?.headers).forEach((value, key) => {
      if (key !== 'authorization' && key !== 'cookie') headers[key] = value;
    });
    const res = await app.inject({ method: 'GET', url: url.pathname + url.search, headers });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) if (value !== undefined) out.set(key, String(value));
    return new Response(res.statusCode === 204 || !res.body ? null : res.body, { status: res.statusCode, headers: out });
  };
}

/** How long a node keeps a drawn page, and how many (drawn-cache.ts): ~40 KB each. */
const KEPT_MS = 10_000;
const KEPT_PAGES = 200;

/**
 * The renderer of the build in `ssrDir`, loaded again when a build replaces it; without a build
 * (or for a page it does not draw) the page goes out as built, drawn by the client alone. A page
 * drawn is kept a few seconds while `version` (the catalogue's) stays the same (drawn-cache.ts).
 */
export function pageBody(app: FastifyInstance, ssrDir: string, origin: () => string, version: () => Promise<unknown>): PageBody {
  const cache = createDrawnCache<{ body: string; seed: string } | undefined>({ lifetimeMs: KEPT_MS, max: KEPT_PAGES });
  let loaded: { at: number; module: RenderModule; styles: Record<string, string> } | undefined;
  const fetch = injected(app);
  async function renderer() {
    const file = join(ssrDir, 'render.mjs');
    const at = await stat(file).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (at === undefined) return undefined;
    if (loaded?.at !== at) {
      const [module, styles] = await Promise.all([
        import(`${pathToFileURL(file).href}?v=${at}`) as Promise<RenderModule>,
        readFile(join(ssrDir, 'styles.json'), 'utf8').then((text) => JSON.parse(text) as Record<string, string>),
      ]);
      loaded = { at, module, styles };
    }
    return loaded;
  }
  return async (path, search, locale) => {
    const [r, catalogue] = await Promise.all([renderer(), version()]);
    if (!r) return undefined;
    return cache.get(`${locale} ${path}?${search}`, `${catalogue} ${r.at}`, async () => {
      const drawn = await r.module.renderPage({ path, search, locale, origin: origin(), fetch, styles: r.styles });
      return drawn && { body: drawn.html, seed: scriptJson(drawn.seed) };
    });
  };
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\n?/g;

/**
 * The built page with the drawn first screen in its element and the data block before its script.
 * The scripts' preloads move from the head to after the drawing: the drawn page paints without them,
 * and on a slow link its stylesheets (which the parser waits for) and hero image then have the
 * bandwidth to themselves; the scripts still load at once after, all of them together.
 */
export function fillBody(html: string, drawn: { body: string; seed: string }): string {
  if (!html.includes(ELEMENT)) return html;
  const preloads = html.match(MODULE_PRELOAD)?.join('') ?? '';
  const data = `<script type="application/json" id="${SEED_ID}">${drawn.seed}</script>\n`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ELEMENT, () => `<vitrina-storefront>${drawn.body}</vitrina-storefront>\n${data}${preloads}`);
}
