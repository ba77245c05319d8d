// What the server asks of the storefront's server-side renderer (src/storefront/ssr/render.tsx,
// built apart into dist/ssr/render.mjs) and what it gets back (server/src/web/page-body.ts): one
// definition for both sides, which do not import each other (layers).
import type { Locale } from './locales';

export interface RenderRequest {
  /** path and query of the page, as requested */
  path: string;
  search: string;
  locale: Locale;
  /** the public origin (PUBLIC_URL): the page's links are on it */
  origin: string;
  /** how the page's API calls reach the server (its inject): anonymous GETs */
  fetch: typeof fetch;
  /** URL of each shadow root's stylesheet: `storefront` and each drawn widget's name (sheets()) */
  styles: Record<string, string>;
}

export interface Rendered {
  /** what goes inside `<vitrina-storefront>`: its declarative shadow root */
  html: string;
  /** by widget tag, the data each drawn widget was drawn with */
  seed: Record<string, unknown>;
}

/** The renderer module's one entry point. */
export type RenderPage = (request: RenderRequest) => Promise<Rendered | undefined>;
