import type { Queryable } from '../../db/types';

export type TokenKind = 'BOTH' | 'ACCESS' | 'REFRESH';

export interface SessionRow {
  family_id: string;
  member_id: number;
  kind: TokenKind;
  uuid: string | null;
  expires_at: number;
  revoked_at: number | null;
  rotated_at: number | null;
  family_expires_at: number | null;
}

export async function insertToken(
  q: Queryable,
  token: { hash: string; familyId: string; memberId: number; kind: TokenKind; uuid: string | null; now: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `insert into session_token (token_hash, family_id, member_id, kind, uuid, created_at, expires_at, family_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [token.hash, token.familyId, token.memberId, token.kind, token.uuid, token.now, token.expiresAt],
  );
}

export async function findToken(q: Queryable, hash: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(
    `select family_id, member_id, kind, uuid, expires_at, revoked_at, rotated_at, family_expires_at
     from session_token where token_hash = $1`,
    [hash],
  );
  return rows[0];
}

/** Marks a refresh token used by rotation; false when someone else revoked it first. */
export async function markRotated(q: Queryable, hash: string, now: number): Promise<boolean> {
  const { rows } = await q.query(
    'update session_token set revoked_at = $2, rotated_at = $2 where token_hash = $1 and revoked_at is null returning 1',
    [hash, now],
  );
  return rows.length > 0;
}

/** Keeps the (sealed) pair a refresh token was rotated into, for one racing second use. */
export async function storeRotatedPair(q: Queryable, hash: string, sealed: string): Promise<void> {
  await q.query('update session_token set rotated_pair = $2 where token_hash = $1', [hash, sealed]);
}

/**
 * Takes the sealed pair of a rotated refresh token and empties it in one statement: of any number
 * of racing second uses, exactly one gets it.
 */
export async function takeRotatedPair(q: Queryable, hash: string): Promise<string | undefined> {
  const { rows } = await q.query<{ rotated_pair: string }>(
    `with taken as (select token_hash, rotated_pair from session_token where token_hash = $1 and rotated_pair is not null for update)
     update session_token s set rotated_pair = null from taken where s.token_hash = taken.token_hash
     returning taken.rotated_pair`,
    [hash],
  );
  return rows[0]?.rotated_pair;
}

export async function familyHasLiveToken(q: Queryable, familyId: string, now: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from session_token where family_id = $1 and revoked_at is null and expires_at > $2 limit 1', [
    familyId,
    now,
  ]);
  return rows.length > 0;
}

export async function revokeFamily(q: Queryable, familyId: string, now: number): Promise<void> {
  // a revoked family keeps no sealed pair either
  await q.query(
    `update session_token set revoked_at = coalesce(revoked_at, $2), rotated_pair = null
     where family_id = $1 and (revoked_at is null or rotated_pair is not null)`,
    [familyId, now],
  );
}

export async function revokeMemberFamilies(q: Queryable, memberId: number, keepFamily: string | null, now: number): Promise<void> {
  await q.query(
    `update session_token set revoked_at = coalesce(revoked_at, $3), rotated_pair = null
     where member_id = $1 and (revoked_at is null or rotated_pair is not null) and ($2::text is null or family_id <> $2)`,
    [memberId, keepFamily, now],
  );
}

/**
 * The access tokens of a family issued with (or before) a rotated refresh token keep working only
 * until `until` (the overlap window), for requests already in flight.
 */
export async function retireAccessTokens(q: Queryable, familyId: string, refreshHash: string, until: number): Promise<void> {
  await q.query(
    `update session_token set expires_at = least(expires_at, $3)
     where family_id = $1 and kind in ('ACCESS', 'BOTH') and revoked_at is null
       and created_at <= (select created_at from session_token where token_hash = $2)`,
    [familyId, refreshHash, until],
  );
}
