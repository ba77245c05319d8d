import type { Locale } from '../../../../src/core/contract/locales';
import type { Article, ArticleCategory, ArticlePosition } from '../../../../src/core/contract/types-content';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

const articleSql = (lang: Locale, where: string) => {
  const sfx = localeSuffix(lang);
  return `select a.id as article_id, a.name_${sfx} as article_name, a.category_id, c.name_${sfx} as category_name, a.show_position,
                 a.content_${sfx} as content, a.outside_url, a.create_time, a.modify_time
          from article a join article_category c on c.id = a.category_id where ${where}`;
};

export async function findArticle(q: Queryable, id: number, lang: Locale): Promise<Article | undefined> {
  const { rows } = await q.query<Article>(articleSql(lang, 'a.id = $1'), [id]);
  return rows[0];
}

export async function findArticleAt(q: Queryable, position: ArticlePosition, lang: Locale): Promise<Article | undefined> {
  const { rows } = await q.query<Article>(articleSql(lang, 'a.show_position = $1'), [position]);
  return rows[0];
}

/** Categories of a type with their articles' ids and names, both in display order. */
export async function listCategories(q: Queryable, type: 'HELP' | 'DOC', lang: Locale): Promise<ArticleCategory[]> {
  const sfx = localeSuffix(lang);
  const { rows } = await q.query<{
    id: number;
    name: string;
    category_type: 'HELP' | 'DOC';
    article_id: number | null;
    article_name: string | null;
  }>(
    `select c.id, c.name_${sfx} as name, c.category_type, a.id as article_id, a.name_${sfx} as article_name
     from article_category c left join article a on a.category_id = c.id
     where c.category_type = $1 order by c.sort, c.id, a.sort, a.id`,
    [type],
  );
  const out: ArticleCategory[] = [];
  for (const row of rows) {
    let category = out.at(-1);
    if (category?.id !== row.id) {
      category = { id: row.id, name: row.name, category_type: row.category_type, articles: [] };
      out.push(category);
    }
    if (row.article_id !== null && row.article_name !== null)
      category.articles.push({ article_id: row.article_id, article_name: row.article_name });
  }
  return out;
}
