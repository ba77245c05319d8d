import type { Locale } from '../../../../src/core/contract/locales';
import type { Article, ArticleCategory, ArticlePosition } from '../../../../src/core/contract/types-content';
import type { CmsPage } from '../../../../src/core/contract/types-promotions';
import type { Db } from '../../db/types';
import { findArticle, findArticleAt, listCategories } from '../../repos/content/articles';
import { cmsPage } from '../../services/content/cms-page';
import { createSiteService } from '../../services/content/site';

/** The site (name, navigations, notice phone), help and document articles, policies, and CMS pages. */
export function createContentService({ db }: { db: Db }) {
  return {
    site: createSiteService(db),
    articleCategories: (type: 'HELP' | 'DOC', lang: Locale): Promise<ArticleCategory[]> => listCategories(db, type, lang),
    articleAt: (position: ArticlePosition, lang: Locale): Promise<Article | undefined> => findArticleAt(db, position, lang),
    article: (id: number, lang: Locale): Promise<Article | undefined> => findArticle(db, id, lang),
    cmsPage: (id: number, lang: Locale, asset: (path: string) => string): Promise<CmsPage> => cmsPage(db, id, lang, asset),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
