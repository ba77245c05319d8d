import type { FastifyPluginAsync } from 'fastify';
import { asSource } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { renderBannerSvg } from '../../../services/catalogue/browse-banner-svg';
import {
  parseBrandPageQuery,
  parseBrandProductQuery,
  parseShopInfoQuery,
  parseShopPageQuery,
} from '../../../services/catalogue/browse-directory';
import { parseLabelQuery } from '../../../services/catalogue/browse-home';

/** Home modules, banners, brands, shops. */
export const browseRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue, absoluteUrl } = app.services;

  app.get('/mallpcapi/banner/queryIndexBanner', async (request) =>
    mallOk(request.lang, await catalogue.banners(request.lang, absoluteUrl)),
  );

  app.get<{ Params: { file: string } }>('/mallpcapi/banner/image/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const art = match ? await catalogue.bannerArt(Number(match[1])) : undefined;
    if (!match || !art) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderBannerSvg(Number(match[1]), art.icon));
  });

  app.get('/mallpcapi/index/homepageModule', async (request) =>
    mallOk(request.lang, await catalogue.homepageModules(request.lang, absoluteUrl)),
  );

  app.get('/mallpcapi/index/labelProductPage', async (request) => {
    const query = parseLabelQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.labelProductPage(query, request.lang, absoluteUrl));
  });

  app.get('/mallpcapi/index/queryBrandPage', async (request) => {
    const query = parseBrandPageQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.brandPage(query, absoluteUrl));
  });

  app.get('/mallpcapi/supplierBrand/productPage', async (request) => {
    const query = parseBrandProductQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.brandProductPage(query, request.lang, absoluteUrl));
  });

  app.get('/mallpcapi/shop/queryShopPage', async (request) => {
    const query = parseShopPageQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.shopPage(query, absoluteUrl));
  });

  app.get('/mallpcapi/shop/shopInfo', async (request) => {
    const { shopId } = parseShopInfoQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.shopInfo(shopId, absoluteUrl));
  });
};
