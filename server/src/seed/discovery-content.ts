import type { Queryable } from '../db/types';
import { CATEGORIES, DOCS } from './discovery-content-docs';
import { insertArticle, insertArticleCategory } from '../repos/seed/content';
import type { SeedContext } from './seed-context';

/** Demo data of the catalogue stream's content part: help articles, documents 6905–6913, privacy policy and terms. */
export async function seedContent(q: Queryable, _ctx: SeedContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const [sort, c] of CATEGORIES.entries()) {
    await insertArticleCategory(q, { id: c.id, type: c.type, name: c.name, sort });
  }
  for (const [sort, d] of DOCS.entries()) {
    await insertArticle(q, {
      id: d.id,
      category: d.category,
      position: d.position ?? null,
      sort,
      name: d.name,
      content: d.content,
      at: now,
    });
  }
}
