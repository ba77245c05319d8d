import type { Queryable } from '../../db/types';

/**
 * Every column that may hold a stored upload's served path. A new form that keeps an upload must
 * be listed here, or the sweep removes its file a day later.
 */
export const UPLOAD_REFERENCES = [
  { table: 'member', column: 'face' },
  { table: 'purchase_order', column: 'goods_img' },
  { table: 'merchant_apply', column: 'attachment' },
  // a review's photos and its follow-up's (text[] columns)
  { table: 'goods_comment', column: 'images', many: true },
  { table: 'goods_comment', column: 'additional_images', many: true },
  // after-sale photos
  { table: 'after_sale_image', column: 'path' },
  // complaint photos
  { table: 'complaint_image', column: 'path' },
] as const satisfies readonly { table: string; column: string; many?: boolean }[];

/** The SQL test that no record points to the upload path in `expr`. */
const unreferenced = (expr: string) =>
  UPLOAD_REFERENCES.map((ref) => {
    const points = 'many' in ref ? `${expr} = any(r.${ref.column})` : `r.${ref.column} = ${expr}`;
    return `not exists (select 1 from ${ref.table} r where ${points})`;
  }).join(' and ');

/** Serialises one member's uploads for the rest of the caller's transaction (advisory lock `namespace`). */
export async function lockMemberUploads(q: Queryable, namespace: number, memberId: number): Promise<void> {
  await q.query('select pg_advisory_xact_lock($1, hashtext($2))', [namespace, String(memberId)]);
}

/** The member's uploads since `since`, oldest first. */
export async function listRecentUploads(q: Queryable, memberId: number, since: number): Promise<{ created_at: number; bytes: number }[]> {
  const { rows } = await q.query<{ created_at: number; bytes: number }>(
    'select created_at, bytes from upload where member_id = $1 and created_at > $2 order by created_at, id',
    [memberId, since],
  );
  return rows;
}

export async function insertUpload(
  q: Queryable,
  upload: { memberId: number; path: string; bytes: number; at: number },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    'insert into upload (member_id, path, bytes, created_at) values ($1, $2, $3, $4) returning id',
    [upload.memberId, upload.path, upload.bytes, upload.at],
  );
  return rows[0]?.id;
}

export async function deleteUpload(q: Queryable, id: number | undefined): Promise<void> {
  await q.query('delete from upload where id = $1', [id]);
}

/** Takes the one sweep's lock (key 0 of `namespace`) if no other node holds it; false when one does. */
export async function trySweepLock(q: Queryable, namespace: number): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1, 0) as ok', [namespace]);
  return Boolean(rows[0]?.ok);
}

/** Up to `limit` uploads made before `before` that no record points to. */
export async function listUnreferencedUploads(q: Queryable, before: number, limit: number): Promise<{ id: number; path: string }[]> {
  const { rows } = await q.query<{ id: number; path: string }>(
    `select id, path from upload u where created_at < $1 and ${unreferenced('u.path')} order by id limit $2`,
    [before, limit],
  );
  return rows;
}

export async function deleteUploads(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('delete from upload where id = any($1::bigint[])', [ids]);
}

/** Of these served paths, those with no upload row and no record pointing to them. */
export async function listStrayPaths(q: Queryable, paths: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ path: string }>(
    `select p as path from unnest($1::text[]) as p
     where not exists (select 1 from upload u where u.path = p) and ${unreferenced('p')}`,
    [paths],
  );
  return rows.map((row) => row.path);
}
