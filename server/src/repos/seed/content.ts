import type { Queryable } from '../../db/types';

type Trio = { es: string; en: string; zh: string };

export async function insertArticleCategory(q: Queryable, c: { id: number; type: string; name: Trio; sort: number }): Promise<void> {
  await q.query('insert into article_category (id, category_type, name_es, name_en, name_zh, sort) values ($1, $2, $3, $4, $5, $6)', [
    c.id,
    c.type,
    c.name.es,
    c.name.en,
    c.name.zh,
    c.sort,
  ]);
}

export async function insertArticle(
  q: Queryable,
  d: { id: number; category: number; position: string | null; sort: number; name: Trio; content: Trio; at: number },
): Promise<void> {
  await q.query(
    `insert into article (id, category_id, show_position, sort, name_es, name_en, name_zh, content_es, content_en, content_zh, create_time, modify_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [d.id, d.category, d.position, d.sort, d.name.es, d.name.en, d.name.zh, d.content.es, d.content.en, d.content.zh, d.at],
  );
}
