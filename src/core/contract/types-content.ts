// Reply shapes of the catalogue's content part (issue 3): help and documents.
//
// The api reference lists only `/buyer/pages/{id}` under content; help articles and documents
// follow Javashop 7.x's PageController family: `GET /buyer/pages/articles/{id}` (ArticleDO),
// `GET /buyer/pages/articles/show-position/{position}` and `GET /buyer/pages/article-categories`.
// Article ids 6905–6913 are the documents of spec §2 /return. `content` is stored HTML: the
// client sanitizes it before it reaches the DOM.
import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

export const ArticlePosition = enums(['PRIVACY_POLICY', 'TERMS_OF_SERVICE']);
export type ArticlePosition = Infer<typeof ArticlePosition>;

/** `GET /buyer/pages/articles/{id}` and `…/show-position/{position}` → `Article`, in the request's locale. */
export const Article = type({
  article_id: number(),
  article_name: string(),
  category_id: number(),
  category_name: string(),
  show_position: nullable(ArticlePosition),
  content: string(),
  outside_url: string(),
  create_time: number(),
  modify_time: number(),
});
export type Article = Infer<typeof Article>;

/** `GET /buyer/pages/article-categories?category_type=HELP|DOC` → `ArticleCategory[]`. */
export const ArticleCategory = type({
  id: number(),
  name: string(),
  category_type: enums(['HELP', 'DOC']),
  articles: array(type({ article_id: number(), article_name: string() })),
});
export type ArticleCategory = Infer<typeof ArticleCategory>;
