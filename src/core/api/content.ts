// Help and documents (issue 3). Articles follow Javashop 7.x's `/buyer/pages/articles` family
// (see src/core/contract/types-content.ts). `content` is untrusted HTML: render it with SafeHtml.
// Imported only by the lazily loaded content pages.
import { array, nullable, number, string, type, type Infer } from 'superstruct';
import { call } from './check';

const Article = type({
  article_id: number(),
  article_name: string(),
  category_id: number(),
  category_name: string(),
  show_position: nullable(string()),
  content: string(),
  outside_url: string(),
  modify_time: number(),
});
export type Article = Infer<typeof Article>;

const Category = type({ id: number(), name: string(), articles: array(type({ article_id: number(), article_name: string() })) });
export type ArticleCategory = Infer<typeof Category>;

export type ArticlePosition = 'PRIVACY_POLICY' | 'TERMS_OF_SERVICE';

export const fetchArticle = (id: string | number, signal?: AbortSignal) =>
  call({ path: `/buyer/pages/articles/${encodeURIComponent(String(id))}`, signal }, Article);

export const fetchArticleAt = (position: ArticlePosition, signal?: AbortSignal) =>
  call({ path: `/buyer/pages/articles/show-position/${position}`, signal }, Article);

export const fetchHelpCategories = (signal?: AbortSignal) =>
  call({ path: '/buyer/pages/article-categories', query: { category_type: 'HELP' }, signal }, array(Category));
