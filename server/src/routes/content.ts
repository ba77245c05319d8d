import type { FastifyPluginAsync } from 'fastify';
import type { Article, ArticleCategory, ArticlePosition } from '../../../src/core/contract/types-content';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { asSource, ID_RANGE, oneOf, requiredInt } from '../http/params';
import { findArticle, findArticleAt, listCategories } from '../repos/content/articles';

const POSITIONS: readonly ArticlePosition[] = ['PRIVACY_POLICY', 'TERMS_OF_SERVICE'];
const CATEGORY_TYPES = ['HELP', 'DOC'] as const;

/**
 * Catalogue stream, content part: help, documents (6905–6913), privacy policy and terms. The api
 * reference lists only `/buyer/pages/{id}` (CMS pages, in promotions.ts); articles follow
 * Javashop 7.x's PageController family under the same prefix (see types-content.ts).
 */
export const contentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/buyer/pages/article-categories', async (request): Promise<ArticleCategory[]> => {
    const type = oneOf(asSource(request.query), 'category_type', CATEGORY_TYPES, 'HELP');
    return listCategories(ctx.db, type, request.lang);
  });

  app.get('/buyer/pages/articles/show-position/:position', async (request): Promise<Article> => {
    const position = oneOf({ position: asSource(request.params).position }, 'position', POSITIONS, 'PRIVACY_POLICY');
    const article = await findArticleAt(ctx.db, position, request.lang);
    if (!article) throw new ApiError('not_found', 'contentArticleNotFound', { article: position });
    return article;
  });

  app.get('/buyer/pages/articles/:id', async (request): Promise<Article> => {
    const id = requiredInt({ article_id: asSource(request.params).id }, 'article_id', ID_RANGE);
    const article = await findArticle(ctx.db, id, request.lang);
    if (!article) throw new ApiError('not_found', 'contentArticleNotFound', { article: id });
    return article;
  });
};
