import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { asSource } from '../http/params';
import { mallOk } from '../http/render';
import { findBannerArt } from '../repos/catalogue/browse';
import { seedBrowseIfEmpty } from '../seed/discovery-browse';
import { renderBannerSvg } from '../services/catalogue/browse-banner-svg';
import {
  brandPage,
  brandProductPage,
  parseBrandPageQuery,
  parseBrandProductQuery,
  parseShopInfoQuery,
  parseShopPageQuery,
  shopInfo,
  shopPage,
} from '../services/catalogue/browse-directory';
import { productFacets } from '../services/catalogue/browse-facets';
import { homepageModules, indexBanners, labelProductPage, parseLabelQuery } from '../services/catalogue/browse-home';
import { parseProductQuery } from '../services/catalogue/product-query';

/** Catalogue stream, browse part: home modules, banners, brands, shops, listing facets. */
export const browseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A database seeded before this part existed gets its banners and home modules now.
  await ctx.db.tx((q) => seedBrowseIfEmpty(q));

  app.get('/mallpcapi/banner/queryIndexBanner', async (request) =>
    mallOk(request.lang, await indexBanners(ctx.db, request.lang, ctx.assets(request))),
  );

  app.get<{ Params: { file: string } }>('/mallpcapi/banner/image/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const art = match ? await findBannerArt(ctx.db, Number(match[1])) : undefined;
    if (!match || !art) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderBannerSvg(Number(match[1]), art.icon));
  });

  app.get('/mallpcapi/index/homepageModule', async (request) =>
    mallOk(request.lang, await homepageModules(ctx.db, request.lang, ctx.assets(request))),
  );

  app.get('/mallpcapi/index/labelProductPage', async (request) => {
    const query = parseLabelQuery(asSource(request.query));
    return mallOk(request.lang, await labelProductPage(ctx.db, query, request.lang, ctx.assets(request)));
  });

  app.get('/mallpcapi/index/queryBrandPage', async (request) => {
    const query = parseBrandPageQuery(asSource(request.query));
    return mallOk(request.lang, await brandPage(ctx.db, query, ctx.assets(request)));
  });

  app.get('/mallpcapi/supplierBrand/productPage', async (request) => {
    const query = parseBrandProductQuery(asSource(request.query));
    return mallOk(request.lang, await brandProductPage(ctx.db, query, request.lang, ctx.assets(request)));
  });

  app.get('/mallpcapi/product/productFacets', async (request) => {
    const query = parseProductQuery(asSource(request.query));
    return mallOk(request.lang, await productFacets(ctx.db, query, request.lang));
  });

  app.get('/mallpcapi/shop/queryShopPage', async (request) => {
    const query = parseShopPageQuery(asSource(request.query));
    return mallOk(request.lang, await shopPage(ctx.db, query, ctx.assets(request)));
  });

  app.get('/mallpcapi/shop/shopInfo', async (request) => {
    const { shopId } = parseShopInfoQuery(asSource(request.query));
    return mallOk(request.lang, await shopInfo(ctx.db, shopId, ctx.assets(request)));
  });
};
