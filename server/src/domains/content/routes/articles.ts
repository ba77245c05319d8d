import type { FastifyPluginAsync } from 'fastify';
import type { Article, ArticleCategory, ArticlePosition } from '../../../../../src/core/contract/types-content';
import { ApiError } from '../../../http/errors';
import { asSource, ID_RANGE, oneOf, requiredInt } from '../../../http/params';

const POSITIONS: readonly ArticlePosition[] = ['PRIVACY_POLICY', 'TERMS_OF_SERVICE'];
const CATEGORY_TYPES = ['HELP', 'DOC'] as const;

/**
 * Help, documents (6905–6913), privacy policy and terms. The api reference lists only
 * `/buyer/pages/{id}` (CMS pages, cms-pages.ts); articles follow Javashop 7.x's PageController
 * family under the same prefix (see types-content.ts).
 */
export const articleRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services;

  app.get('/buyer/pages/article-categories', async (request): Promise<ArticleCategory[]> => {
    const type = oneOf(asSource(request.query), 'category_type', CATEGORY_TYPES, 'HELP');
    return content.articleCategories(type, request.lang);
  });

  app.get('/buyer/pages/articles/show-position/:position', async (request): Promise<Article> => {
    const position = oneOf({ position: asSource(request.params).position }, 'position', POSITIONS, 'PRIVACY_POLICY');
    const article = await content.articleAt(position, request.lang);
    if (!article) throw new ApiError('not_found', 'contentArticleNotFound', { article: position });
    return article;
  });

  app.get('/buyer/pages/articles/:id', async (request): Promise<Article> => {
    const id = requiredInt({ article_id: asSource(request.params).id }, 'article_id', ID_RANGE);
    const article = await content.article(id, request.lang);
    if (!article) throw new ApiError('not_found', 'contentArticleNotFound', { article: id });
    return article;
  });
};
