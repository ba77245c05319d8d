import type { Queryable } from '../db/types';
import { CATEGORIES, DOCS } from './discovery-content-docs';
import type { SeedContext } from './extras';

/** Demo data of the catalogue stream's content part: help articles, documents 6905–6913, privacy policy and terms. */
export async function seedContent(q: Queryable, _ctx: SeedContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const [sort, c] of CATEGORIES.entries()) {
    await q.query('insert into article_category (id, category_type, name_es, name_en, name_zh, sort) values ($1, $2, $3, $4, $5, $6)', [
      c.id,
      c.type,
      c.name.es,
      c.name.en,
      c.name.zh,
      sort,
    ]);
  }
  for (const [sort, d] of DOCS.entries()) {
    await q.query(
      `insert into article (id, category_id, show_position, sort, name_es, name_en, name_zh, content_es, content_en, content_zh, create_time, modify_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [d.id, d.category, d.position ?? null, sort, d.name.es, d.name.en, d.name.zh, d.content.es, d.content.en, d.content.zh, now],
    );
  }
}
