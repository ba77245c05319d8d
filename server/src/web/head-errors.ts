// The heads of pages that are not there (404, 410), of a page only a member or a buyer in the
// middle of buying sees (noindex), and of the switched-off site (503).
import { headStrings } from './head-strings';
import type { HeadContext, PageHead } from './page-head';

export function missingPage(ctx: HeadContext, status: 404 | 410): PageHead {
  const s = headStrings(ctx.locale);
  return {
    status,
    path: '/404',
    index: false,
    title: `${status === 410 ? s.gone : s.notFound} | ${ctx.siteName}`,
    description: ctx.siteDescription,
    og: { type: 'website' },
    jsonLd: [],
  };
}

export function closedPage(ctx: HeadContext): PageHead {
  return { ...missingPage(ctx, 404), status: 503, title: `${headStrings(ctx.locale).closed} | ${ctx.siteName}` };
}

/** A page search engines should not list: its own URL, the site's name, no structured data. */
export const privatePage = (ctx: HeadContext, path: string): PageHead => ({
  status: 200,
  path,
  index: false,
  title: ctx.siteName,
  description: ctx.siteDescription,
  og: { type: 'website' },
  jsonLd: [],
});
