import type { Queryable } from '../../db/types';

export async function listRecentLinks(q: Queryable, memberId: number, since: number): Promise<{ created_at: number; email: string }[]> {
  const { rows } = await q.query<{ created_at: number; email: string }>(
    'select created_at, email from email_verification where member_id = $1 and created_at > $2 order by created_at desc',
    [memberId, since],
  );
  return rows;
}

export async function insertLink(
  q: Queryable,
  link: { tokenHash: string; memberId: number; email: string; ip: string; at: number; expiresAt: number },
): Promise<void> {
  await q.query(
    'insert into email_verification (token_hash, member_id, email, ip, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [link.tokenHash, link.memberId, link.email, link.ip, link.at, link.expiresAt],
  );
}

export async function deleteLinksBefore(q: Queryable, before: number): Promise<void> {
  await q.query('delete from email_verification where created_at < $1', [before]);
}

export async function deleteLink(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('delete from email_verification where token_hash = $1', [tokenHash]);
}

/** Uses a live link in one conditional update (two clicks confirm once): its member and address. */
export async function useLink(q: Queryable, tokenHash: string, at: number): Promise<{ member_id: number; email: string } | undefined> {
  const { rows } = await q.query<{ member_id: number; email: string }>(
    `update email_verification set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning member_id, email`,
    [tokenHash, at],
  );
  return rows[0];
}
