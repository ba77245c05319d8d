import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_KEYWORD_MAX } from '../../../../../src/core/contract/rules';
import { asSource, optionalString } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { parseProductQuery } from '../../../services/catalogue/product-query';

/** Categories, the product search and its facets, and keyword suggestions. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue, absoluteUrl } = app.services;

  app.get('/mallpcapi/productCate/queryAllGrandCate', async (request) => mallOk(request.lang, await catalogue.categories(absoluteUrl)));

  app.get('/mallpcapi/product/productQuery', async (request) => {
    const query = parseProductQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.products(query, request.lang, absoluteUrl));
  });

  app.get('/mallpcapi/product/productFacets', async (request) => {
    const query = parseProductQuery(asSource(request.query));
    return mallOk(request.lang, await catalogue.facets(query, request.lang));
  });

  app.get('/buyer/goods/search/words', async (request) => {
    const keyword = optionalString(asSource(request.query), 'keyword', SEARCH_KEYWORD_MAX) ?? '';
    return catalogue.suggest(keyword, request.lang);
  });
};
