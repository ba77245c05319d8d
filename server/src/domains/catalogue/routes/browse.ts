import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import {
  BannerFileParams,
  BrandPageQuery,
  BrandProductQuery,
  LabelQuery,
  ShopInfoQuery,
  ShopQuery,
} from '../../../../../src/core/contract/requests-catalogue';
import {
  BrandPage,
  BrandProductPage,
  HomepageModule,
  IndexBanner,
  LabelProductPage,
  ShopCard,
  ShopPage,
} from '../../../../../src/core/contract/types-browse';
import { mallOk } from '../../../http/render';
import { NOT_API } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { renderBannerSvg } from '../../../services/catalogue/browse-banner-svg';
import { parseBrandPageQuery, parseBrandProductQuery, parseShopPageQuery } from '../../../services/catalogue/browse-directory';
import { parseLabelQuery } from '../../../services/catalogue/browse-home';

/** Home modules, banners, brands, shops. */
export const browseRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { catalogue, absoluteUrl } = app.services;

  app.get('/mallpcapi/banner/queryIndexBanner', { schema: { response: { 200: mallReply(array(IndexBanner)) } } }, async (request) =>
    mallOk(request.lang, await catalogue.banners(request.lang, absoluteUrl)),
  );

  app.get(
    '/mallpcapi/banner/image/:file',
    { schema: { params: BannerFileParams, response: { 200: NOT_API, 404: NOT_API } } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const art = match ? await catalogue.bannerArt(Number(match[1])) : undefined;
      if (!match || !art) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderBannerSvg(Number(match[1]), art.icon));
    },
  );

  app.get('/mallpcapi/index/homepageModule', { schema: { response: { 200: mallReply(array(HomepageModule)) } } }, async (request) =>
    mallOk(request.lang, await catalogue.homepageModules(request.lang, absoluteUrl)),
  );

  app.get(
    '/mallpcapi/index/labelProductPage',
    { schema: { querystring: LabelQuery, response: { 200: mallReply(LabelProductPage) } } },
    async (request) => mallOk(request.lang, await catalogue.labelProductPage(parseLabelQuery(request.query), request.lang, absoluteUrl)),
  );

  app.get(
    '/mallpcapi/index/queryBrandPage',
    { schema: { querystring: BrandPageQuery, response: { 200: mallReply(BrandPage) } } },
    async (request) => mallOk(request.lang, await catalogue.brandPage(parseBrandPageQuery(request.query), absoluteUrl)),
  );

  app.get(
    '/mallpcapi/supplierBrand/productPage',
    { schema: { querystring: BrandProductQuery, response: { 200: mallReply(BrandProductPage) } } },
    async (request) =>
      mallOk(request.lang, await catalogue.brandProductPage(parseBrandProductQuery(request.query), request.lang, absoluteUrl)),
  );

  app.get(
    '/mallpcapi/shop/queryShopPage',
    { schema: { querystring: ShopQuery, response: { 200: mallReply(ShopPage) } } },
    async (request) => mallOk(request.lang, await catalogue.shopPage(parseShopPageQuery(request.query), absoluteUrl)),
  );

  app.get('/mallpcapi/shop/shopInfo', { schema: { querystring: ShopInfoQuery, response: { 200: mallReply(ShopCard) } } }, async (request) =>
    mallOk(request.lang, await catalogue.shopInfo(request.query.shopId, absoluteUrl)),
  );
};
