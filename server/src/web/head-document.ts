// Documents (`/policy`, `/terms`, `/return?id=`) and help articles (`/help/{id}`): the article's name
// and the start of its text; 404 for an article that is not there.
import type { Article } from '../../../src/core/contract/types-content';
import { missingPage } from './head-errors';
import { breadcrumbs } from './head-product';
import { headStrings } from './head-strings';
import type { HeadContext, PageHead } from './page-head';

const ID = /^[1-9]\d{0,14}$/;
const DESCRIPTION_MAX = 160;

/** Stored HTML → its first words as plain text. Entities stay as written: escaping happens on output. */
function plainStart(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

function articlePage(ctx: HeadContext, article: Article, path: string): PageHead {
  const s = headStrings(ctx.locale);
  return {
    status: 200,
    path,
    index: true,
    title: `${article.article_name} | ${ctx.siteName}`,
    description: plainStart(article.content) || ctx.siteDescription,
    og: { type: 'website' },
    jsonLd: [
      breadcrumbs(ctx, [
        [s.home, '/'],
        [s.help, '/help'],
        [article.article_name, path],
      ]),
    ],
  };
}

export async function documentHead(
  ctx: HeadContext,
  route: 'policy' | 'terms' | 'return' | 'help',
  rawId?: string | null,
): Promise<PageHead> {
  const content = ctx.services.content;
  if (route === 'policy' || route === 'terms') {
    const article = await content.articleAt(route === 'policy' ? 'PRIVACY_POLICY' : 'TERMS_OF_SERVICE', ctx.locale);
    return article ? articlePage(ctx, article, `/${route}`) : missingPage(ctx, 404);
  }
  if (!rawId || !ID.test(rawId)) return missingPage(ctx, 404);
  const article = await content.article(Number(rawId), ctx.locale);
  if (!article) return missingPage(ctx, 404);
  return articlePage(ctx, article, route === 'help' ? `/help/${article.article_id}` : `/return?id=${article.article_id}`);
}
