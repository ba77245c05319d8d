// A page URL → its head and status, resolved with the client's own route table
// (core/contract/storefront-routes.ts), so server and router never disagree on what a path is.
import { createMatcher } from '../../../src/core/contract/route-match';
import { NOT_FOUND, routes, type RouteDef, type RouteName } from '../../../src/core/contract/storefront-routes';
import { documentHead } from './head-document';
import { closedPage, missingPage, privatePage } from './head-errors';
import { homeHead } from './head-home';
import { listingHead } from './head-listing';
import { productHead } from './head-product';
import { shopHead } from './head-shop';
import type { HeadContext, PageHead, PageUrl } from './page-head';

const match = createMatcher(routes);

export type Resolved =
  | { kind: 'page'; head: PageHead; route?: RouteName }
  /** A legacy URL of a page that has a canonical one: 301 there. */
  | { kind: 'moved'; location: string };

const GOODS_ID = /^[1-9]\d{0,14}$/;

/** Pages a crawler should not list: a member's, buying, signing in, search results, the error pages. */
function isPrivate(route: RouteDef): boolean {
  return route.auth || route.guest === true || route.layout === 'full' || route.name === 'search' || route.path === NOT_FOUND;
}

/** Public pages without data of their own (directories, help, promotions): the site's head on their own URL. */
const plainPage = (ctx: HeadContext, path: string): PageHead => ({ ...privatePage(ctx, path), index: true });

export async function resolvePage(ctx: HeadContext, url: PageUrl, siteOpen: boolean): Promise<Resolved> {
  const found = match(url.path);
  if (!siteOpen) return { kind: 'page', head: closedPage(ctx), route: found?.route.name };
  if (!found) return { kind: 'page', head: missingPage(ctx, 404) };
  const { route, params } = found;
  const page = (head: PageHead): Resolved => ({ kind: 'page', head, route: route.name });
  switch (route.name) {
    case 'home':
      return page(await homeHead(ctx));
    case 'goodsDetail':
      return page(await productHead(ctx, params.id));
    case 'productDetail': {
      const id = url.query.get('goodsId') ?? url.query.get('id') ?? '';
      if (!GOODS_ID.test(id)) return page(missingPage(ctx, 404));
      const lang = url.query.get('lang');
      return { kind: 'moved', location: `/goods/${id}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}` };
    }
    case 'goods':
      return page(await listingHead(ctx, url, false));
    case 'search':
      return page(await listingHead(ctx, url, true));
    case 'shopDetail':
      return page(await shopHead(ctx, params.id));
    case 'policy':
    case 'terms':
      return page(await documentHead(ctx, route.name));
    case 'return':
      return page(url.query.has('id') ? await documentHead(ctx, 'return', url.query.get('id')) : plainPage(ctx, '/return'));
    case 'helpDetail':
      return page(await documentHead(ctx, 'help', params.id));
    case 'notFound':
      return page(missingPage(ctx, 404));
    default: {
      const query = new URLSearchParams(url.query);
      query.delete('lang');
      const path = query.size > 0 ? `${url.path}?${query}` : url.path;
      return page(isPrivate(route) ? privatePage(ctx, path) : plainPage(ctx, path));
    }
  }
}
