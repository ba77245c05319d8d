// A page's head as HTML: title, description, robots, canonical and hreflang alternates, Open Graph
// and Twitter card, JSON-LD blocks and the hero image's preload. Every value is escaped here.
import type { Locale } from '../../../src/core/contract/locales';
import { LOCALES } from '../../../src/core/contract/locales';
import { escapeHtml, scriptJson } from './escape';
import type { PageHead } from './page-head';
import { alternates, localizedUrl } from './page-locale';

const meta = (attr: 'name' | 'property', key: string, content: string | number | undefined): string =>
  content === undefined || content === '' ? '' : `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">\n`;

export function renderHead(head: PageHead, origin: string, locale: Locale, siteName: string): string {
  const canonical = localizedUrl(origin, head.path, locale);
  let out = `<title>${escapeHtml(head.title)}</title>\n`;
  out += meta('name', 'description', head.description);
  if (!head.index) out += '<meta name="robots" content="noindex">\n';
  if (head.status === 200) {
    out += `<link rel="canonical" href="${escapeHtml(canonical)}">\n`;
    if (head.index) {
      for (const a of alternates(origin, head.path)) {
        out += `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">\n`;
      }
    }
  }
  out += meta('property', 'og:site_name', siteName);
  out += meta('property', 'og:type', head.og.type);
  out += meta('property', 'og:title', head.title);
  out += meta('property', 'og:description', head.description);
  out += meta('property', 'og:url', canonical);
  out += meta('property', 'og:locale', locale);
  for (const other of LOCALES) if (other !== locale) out += meta('property', 'og:locale:alternate', other);
  out += meta('property', 'og:image', head.og.image);
  if (head.og.image) {
    out += meta('property', 'og:image:type', head.og.imageType);
    out += meta('property', 'og:image:width', head.og.imageWidth);
    out += meta('property', 'og:image:height', head.og.imageHeight);
  }
  if (head.og.price !== undefined) {
    out += meta('property', 'product:price:amount', head.og.price.toFixed(2));
    out += meta('property', 'product:price:currency', 'MXN');
    out += meta('property', 'product:availability', head.og.inStock ? 'in stock' : 'out of stock');
  }
  out += meta('name', 'twitter:card', head.og.image ? 'summary_large_image' : 'summary');
  out += meta('name', 'twitter:title', head.title);
  out += meta('name', 'twitter:description', head.description);
  out += meta('name', 'twitter:image', head.og.image);
  if (head.hero) out += `<link rel="preload" as="image" href="${escapeHtml(head.hero)}" fetchpriority="high">\n`;
  // Data blocks, never executed: the strict CSP's script-src does not apply to them.
  for (const block of head.jsonLd) out += `<script type="application/ld+json">${scriptJson(block)}</script>\n`;
  return out;
}
