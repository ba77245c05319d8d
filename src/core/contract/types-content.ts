// Reply shapes of the catalogue's content part (issue 3): help and documents.
//
// The api reference lists only `/buyer/pages/{id}` under content; help articles and documents
// follow Javashop 7.x's PageController family: `GET /buyer/pages/articles/{id}` (ArticleDO),
// `GET /buyer/pages/articles/show-position/{position}` and `GET /buyer/pages/article-categories`.
// Article ids 6905–6913 are the documents of spec §2 /return. `content` is stored HTML: the
// client sanitizes it before it reaches the DOM.

export type ArticlePosition = 'PRIVACY_POLICY' | 'TERMS_OF_SERVICE';

/** `GET /buyer/pages/articles/{id}` and `…/show-position/{position}` → `Article`, in the request's locale. */
export interface Article {
  article_id: number;
  article_name: string;
  category_id: number;
  category_name: string;
  show_position: ArticlePosition | null;
  content: string;
  outside_url: string;
  create_time: number;
  modify_time: number;
}

/** `GET /buyer/pages/article-categories?category_type=HELP|DOC` → `ArticleCategory[]`. */
export interface ArticleCategory {
  id: number;
  name: string;
  category_type: 'HELP' | 'DOC';
  articles: { article_id: number; article_name: string }[];
}
