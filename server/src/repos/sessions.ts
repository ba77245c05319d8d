import type { Queryable } from '../db/types'

export type TokenKind = 'BOTH' | 'ACCESS' | 'REFRESH'

export interface SessionRow {
  family_id: string
  member_id: number
  kind: TokenKind
  uuid: string | null
  expires_at: number
  revoked_at: number | null
}

export async function insertToken(
  q: Queryable,
  token: { hash: string; familyId: string; memberId: number; kind: TokenKind; uuid: string | null; now: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `insert into session_token (token_hash, family_id, member_id, kind, uuid, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [token.hash, token.familyId, token.memberId, token.kind, token.uuid, token.now, token.expiresAt],
  )
}

export async function findToken(q: Queryable, hash: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(
    'select family_id, member_id, kind, uuid, expires_at, revoked_at from session_token where token_hash = $1',
    [hash],
  )
  return rows[0]
}

/** Marks one token used; false when someone else revoked it first (a concurrent refresh). */
export async function revokeToken(q: Queryable, hash: string, now: number): Promise<boolean> {
  const { rows } = await q.query(
    'update session_token set revoked_at = $2 where token_hash = $1 and revoked_at is null returning 1',
    [hash, now],
  )
  return rows.length > 0
}

export async function revokeFamily(q: Queryable, familyId: string, now: number): Promise<void> {
  await q.query('update session_token set revoked_at = $2 where family_id = $1 and revoked_at is null', [familyId, now])
}
