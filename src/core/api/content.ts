// Help and documents (issue 3). Articles follow Javashop 7.x's `/buyer/pages/articles` family
// (see src/core/contract/types-content.ts). `content` is untrusted HTML: render it with SafeHtml.
// Imported only by the lazily loaded content pages.
import { array } from 'superstruct';
import { Article, ArticleCategory, type ArticlePosition } from '../contract/types-content';
import { call } from './check';

export type { Article, ArticleCategory, ArticlePosition } from '../contract/types-content';

export const fetchArticle = (id: string | number, signal?: AbortSignal) =>
  call({ path: `/buyer/pages/articles/${encodeURIComponent(String(id))}`, signal }, Article);

export const fetchArticleAt = (position: ArticlePosition, signal?: AbortSignal) =>
  call({ path: `/buyer/pages/articles/show-position/${position}`, signal }, Article);

export const fetchHelpCategories = (signal?: AbortSignal) =>
  call({ path: '/buyer/pages/article-categories', query: { category_type: 'HELP' }, signal }, array(ArticleCategory));
