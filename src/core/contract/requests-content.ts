// Request shapes of the content calls (`/buyer/pages/*`, the site), as the server's route schemas
// read them (request-fields.ts).
import { string, type } from 'superstruct';
import { id, oneOf, withDefault } from './request-fields';

/** `:clientType` of `GET /buyer/pages/site-navigations/{clientType}`: any text (an unknown one has no navigation). */
export const ClientTypeParams = type({ clientType: string() });
/** `GET /buyer/pages/article-categories`: help or documents (help when absent). */
export const ArticleCategoryQuery = type({ category_type: withDefault(oneOf(['HELP', 'DOC']), 'HELP') });
/** `:position` of `GET /buyer/pages/articles/show-position/{position}` (the privacy policy when empty). */
export const ArticlePositionParams = type({ position: withDefault(oneOf(['PRIVACY_POLICY', 'TERMS_OF_SERVICE']), 'PRIVACY_POLICY') });
/** `:id` of `GET /buyer/pages/articles/{id}`: `article_id` to the caller. */
export const ArticleParams = type({ id: id({ as: 'article_id' }) });
/** `:id` of `GET /buyer/pages/{id}`: `page_id` to the caller. */
export const CmsPageParams = type({ id: id({ as: 'page_id' }) });
