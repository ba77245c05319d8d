import type { Queryable } from '../../db/types';

/** A seeded comment's photos (few: one statement per comment rather than text arrays in a bulk insert). */
export async function setCommentImages(q: Queryable, id: number, images: readonly string[]): Promise<void> {
  await q.query('update goods_comment set images = $2::text[] where id = $1', [id, images]);
}
