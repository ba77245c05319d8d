import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { ArticleCategoryQuery, ArticleParams, ArticlePositionParams } from '../../../../../src/core/contract/requests-content';
import { Article, ArticleCategory } from '../../../../../src/core/contract/types-content';
import { ApiError } from '../../../http/errors';
import type { StructTypes } from '../../../http/type-provider';

/**
 * Help, documents (6905–6913), privacy policy and terms. The api reference lists only
 * `/buyer/pages/{id}` (CMS pages, cms-pages.ts); articles follow Javashop 7.x's PageController
 * family under the same prefix (see types-content.ts).
 */
export const articleRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { content } = app.services;

  app.get(
    '/buyer/pages/article-categories',
    { schema: { querystring: ArticleCategoryQuery, response: { 200: array(ArticleCategory) } } },
    async (request) => content.articleCategories(request.query.category_type, request.lang),
  );

  app.get(
    '/buyer/pages/articles/show-position/:position',
    { schema: { params: ArticlePositionParams, response: { 200: Article } } },
    async (request) => {
      const { position } = request.params;
      const article = await content.articleAt(position, request.lang);
      if (!article) throw new ApiError('not_found', 'contentArticleNotFound', { article: position });
      return article;
    },
  );

  app.get('/buyer/pages/articles/:id', { schema: { params: ArticleParams, response: { 200: Article } } }, async (request) => {
    const { id } = request.params;
    const article = await content.article(id, request.lang);
    if (!article) throw new ApiError('not_found', 'contentArticleNotFound', { article: id });
    return article;
  });
};
