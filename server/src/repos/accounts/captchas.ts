import type { Queryable } from '../../db/types';

/** A new image's code for a device and scene replaces the old one. */
export async function putCaptcha(q: Queryable, captcha: { uuid: string; scene: string; code: string; expiresAt: number }): Promise<void> {
  await q.query(
    `insert into captcha (uuid, scene, code, expires_at) values ($1, $2, $3, $4)
     on conflict (uuid, scene) do update set code = excluded.code, expires_at = excluded.expires_at`,
    [captcha.uuid, captcha.scene, captcha.code, captcha.expiresAt],
  );
}

/** Takes the code of a device and scene out in one statement: each image is checked once. */
export async function takeCaptcha(q: Queryable, uuid: string, scene: string): Promise<{ code: string; expires_at: number } | undefined> {
  const { rows } = await q.query<{ code: string; expires_at: number }>(
    'delete from captcha where uuid = $1 and scene = $2 returning code, expires_at',
    [uuid, scene],
  );
  return rows[0];
}

export async function findCaptchaCode(q: Queryable, uuid: string, scene: string): Promise<string | undefined> {
  const { rows } = await q.query<{ code: string }>('select code from captcha where uuid = $1 and scene = $2', [uuid, scene]);
  return rows[0]?.code;
}

/** Records a solved challenge; false when any node recorded it before (its primary key decides). */
export async function recordSolution(q: Queryable, challenge: string, expiresAt: number): Promise<boolean> {
  const { rows } = await q.query(
    'insert into captcha_solution (challenge, expires_at) values ($1, $2) on conflict (challenge) do nothing returning challenge',
    [challenge, expiresAt],
  );
  return rows.length > 0;
}

export async function deleteSolutionsBefore(q: Queryable, before: number): Promise<void> {
  await q.query('delete from captcha_solution where expires_at < $1', [before]);
}
