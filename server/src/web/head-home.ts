// `/`: the site's name and description, the first banner preloaded; Organization and WebSite with the search box as a SearchAction.
import type { HeadContext, PageHead } from './page-head';
import { localizedUrl } from './page-locale';

export async function homeHead(ctx: HeadContext): Promise<PageHead> {
  // The first banner is the home page's largest paint: its image is fetched with the HTML.
  const banner = (await ctx.services.catalogue.banners(ctx.locale, ctx.services.absoluteUrl))[0];
  const url = localizedUrl(ctx.origin, '/', ctx.locale);
  const search = localizedUrl(ctx.origin, '/search?keyword=', ctx.locale).replace('keyword=', 'keyword={search_term_string}');
  return {
    status: 200,
    path: '/',
    index: true,
    title: ctx.siteName,
    description: ctx.siteDescription,
    // The banner carries no text (the page lays its title over it): the site's logo, with its
    // name drawn in, says better whose link this is.
    og: { type: 'website', image: ctx.siteLogo || banner?.image },
    hero: banner?.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ctx.origin}/#organization`,
        name: ctx.siteName,
        url: `${ctx.origin}/`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: ctx.siteName,
        url,
        publisher: { '@id': `${ctx.origin}/#organization` },
        potentialAction: { '@type': 'SearchAction', target: search, 'query-input': 'required name=search_term_string' },
      },
    ],
  };
}
