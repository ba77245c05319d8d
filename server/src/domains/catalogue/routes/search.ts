import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { ProductQuery, SuggestQuery } from '../../../../../src/core/contract/requests-catalogue';
import { ProductFacets } from '../../../../../src/core/contract/types-browse';
import { ProductQueryResult } from '../../../../../src/core/contract/types-catalogue';
import { GrandCategory } from '../../../../../src/core/contract/types-chrome';
import { SearchWord } from '../../../../../src/core/contract/types-search';
import { SuggestReply } from '../../../../../src/core/contract/types-suggest';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import { parseProductQuery } from '../../../services/catalogue/product-query';

/** Categories, the product search and its facets, and keyword suggestions. */
export const searchRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { catalogue, absoluteUrl } = app.services;

  app.get('/mallpcapi/productCate/queryAllGrandCate', { schema: { response: { 200: mallReply(array(GrandCategory)) } } }, async (request) =>
    mallOk(request.lang, await catalogue.categories(absoluteUrl)),
  );

  app.get(
    '/mallpcapi/product/productQuery',
    { schema: { querystring: ProductQuery, response: { 200: mallReply(ProductQueryResult) } } },
    async (request) => mallOk(request.lang, await catalogue.products(parseProductQuery(request.query), request.lang, absoluteUrl)),
  );

  app.get(
    '/mallpcapi/product/productFacets',
    { schema: { querystring: ProductQuery, response: { 200: mallReply(ProductFacets) } } },
    async (request) => mallOk(request.lang, await catalogue.facets(parseProductQuery(request.query), request.lang)),
  );

  app.get('/buyer/goods/search/words', { schema: { querystring: SuggestQuery, response: { 200: array(SearchWord) } } }, async (request) =>
    catalogue.suggest(request.query.keyword ?? '', request.lang),
  );

  // Every section of the search box's suggestions in one reply (issue 17 §2): one request a keystroke.
  app.get(
    '/mallpcapi/goods/suggest',
    { schema: { querystring: SuggestQuery, response: { 200: mallReply(SuggestReply) } } },
    async (request) => mallOk(request.lang, catalogue.suggestSections(request.query.keyword ?? '', request.lang, absoluteUrl)),
  );
};
