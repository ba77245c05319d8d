import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_KEYWORD_MAX } from '../../../src/core/contract/rules';
import type { AppContext } from '../context';
import { asSource, optionalString } from '../http/params';
import { mallOk } from '../http/render';
import { grandCategories } from '../services/catalogue/categories';
import { parseProductQuery, queryProducts } from '../services/catalogue/product-query';

export const catalogueRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/mallpcapi/productCate/queryAllGrandCate', async (request) =>
    mallOk(request.lang, await grandCategories(ctx.db, ctx.assets(request))),
  );

  app.get('/mallpcapi/product/productQuery', async (request) => {
    const query = parseProductQuery(asSource(request.query));
    return mallOk(request.lang, await queryProducts(ctx.db, query, request.lang, ctx.assets(request)));
  });

  app.get('/buyer/goods/search/words', async (request) => {
    const keyword = optionalString(asSource(request.query), 'keyword', SEARCH_KEYWORD_MAX) ?? '';
    return ctx.suggest.suggest(keyword, request.lang);
  });
};
