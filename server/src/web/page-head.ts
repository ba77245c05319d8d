// What the server knows of a page before any script runs: its status, head and preview data.
import type { Locale } from '../../../src/core/contract/locales';
import type { Services } from '../domains/services';
import type { Db } from '../db/types';

export interface PageHead {
  status: 200 | 404 | 410 | 503;
  /** Path and query of the page's canonical URL, without `lang` (page-locale.ts adds it). */
  path: string;
  /** false: `noindex` (member, cart, checkout, search results, error pages). */
  index: boolean;
  title: string;
  description: string;
  og: {
    type: 'website' | 'product';
    image?: string;
    /** the image's size and type when known (the rasterized preview: preview-image.ts) */
    imageWidth?: number;
    imageHeight?: number;
    imageType?: string;
    /** product pages: the lowest unit price, MXN */
    price?: number;
    inStock?: boolean;
  };
  /** schema.org objects, each written as its own `application/ld+json` block. */
  jsonLd: Record<string, unknown>[];
  /** The first screen's largest image, preloaded with fetchpriority=high. */
  hero?: string;
  /** Widgets the page renders (manifest names), whose chunks the HTML preloads. */
  widgets?: string[];
}

/** What a page's head is built from: the services, the public origin and the page's locale. */
export interface HeadContext {
  services: Services;
  db: Db;
  /** PUBLIC_URL (never the request's Host) */
  origin: string;
  locale: Locale;
  siteName: string;
  siteDescription: string;
  /** the site's logo (absolute URL, or '' without one): the home page's link preview */
  siteLogo: string;
}

/** Path and query of a page; the query without `lang`. */
export interface PageUrl {
  path: string;
  query: URLSearchParams;
}
