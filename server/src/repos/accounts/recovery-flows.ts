import type { Queryable } from '../../db/types';

export async function insertRecoveryFlow(
  q: Queryable,
  flow: { idHash: string; memberId: number; mobile: string; device: string; at: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `insert into recovery_flow (id_hash, member_id, mobile, device, created_at, verified_at, expires_at) values ($1, $2, $3, $4, $5, null, $6)`,
    [flow.idHash, flow.memberId, flow.mobile, flow.device, flow.at, flow.expiresAt],
  );
}

/** Dead flows count for nothing. */
export async function deleteRecoveryFlowsBefore(q: Queryable, before: number): Promise<void> {
  await q.query('delete from recovery_flow where expires_at < $1', [before]);
}

/** The number an open, unverified flow sends its code to, while its member still has that number. */
export async function findOpenFlowMobile(q: Queryable, idHash: string, now: number): Promise<string | undefined> {
  const { rows } = await q.query<{ mobile: string }>(
    `select f.mobile from recovery_flow f join member m on m.id = f.member_id and m.mobile = f.mobile
     where f.id_hash = $1 and f.expires_at > $2 and f.verified_at is null`,
    [idHash, now],
  );
  return rows[0]?.mobile;
}

/** The same open, unverified flow, its row locked for the rest of the caller's transaction. */
export async function lockOpenFlow(q: Queryable, idHash: string, now: number): Promise<{ member_id: number; mobile: string } | undefined> {
  const { rows } = await q.query<{ member_id: number; mobile: string }>(
    `select f.member_id, f.mobile from recovery_flow f join member m on m.id = f.member_id and m.mobile = f.mobile
     where f.id_hash = $1 and f.expires_at > $2 and f.verified_at is null
     for update of f`,
    [idHash, now],
  );
  return rows[0];
}

export async function markFlowVerified(
  q: Queryable,
  flow: { idHash: string; memberId: number; at: number; expiresAt: number },
): Promise<void> {
  await q.query('update recovery_flow set verified_at = $2, expires_at = $3 where id_hash = $1 and member_id = $4', [
    flow.idHash,
    flow.at,
    flow.expiresAt,
    flow.memberId,
  ]);
}

export async function verifiedFlowExists(q: Queryable, idHash: string, now: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from recovery_flow where id_hash = $1 and verified_at is not null and expires_at > $2', [
    idHash,
    now,
  ]);
  return rows.length > 0;
}

/** Uses a verified flow up in one statement: of racing resets, one gets its member. */
export async function takeVerifiedFlow(q: Queryable, idHash: string, now: number): Promise<number | undefined> {
  const { rows } = await q.query<{ member_id: number }>(
    'delete from recovery_flow where id_hash = $1 and verified_at is not null and expires_at > $2 returning member_id',
    [idHash, now],
  );
  return rows[0]?.member_id;
}

export async function deleteMemberFlows(q: Queryable, memberId: number): Promise<void> {
  await q.query('delete from recovery_flow where member_id = $1', [memberId]);
}
