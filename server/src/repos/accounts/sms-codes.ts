import type { Queryable } from '../../db/types';

/**
 * Serialises the sends to one number and the sends from one IP for the rest of the caller's
 * transaction. The number is always locked before the IP: two sends never wait in a cycle.
 */
export async function lockSends(q: Queryable, mobile: string, ip: string): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('vitrina:sms-mobile'), hashtext($1))`, [mobile]);
  await q.query(`select pg_advisory_xact_lock(hashtext('vitrina:sms-ip'), hashtext($1))`, [ip]);
}

/** Whether the member holding `mobile` has had a session on `device` since `since`. */
export async function hadSessionOn(q: Queryable, mobile: string, device: string, since: number): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from session_token t join member m on m.id = t.member_id
     where m.mobile = $1 and t.uuid = $2 and t.created_at > $3 limit 1`,
    [mobile, device, since],
  );
  return rows.length > 0;
}

/** The codes of one budget of a number (the owner's or everyone else's) that still count, oldest first. */
export async function listCountedCodes(
  q: Queryable,
  mobile: string,
  owner: boolean,
  since: number,
): Promise<{ created_at: number; scene: string }[]> {
  const { rows } = await q.query<{ created_at: number; scene: string }>(
    `select created_at, scene from sms_code
     where mobile = $1 and owner_device = $2 and phone_counted and created_at > $3
     order by created_at`,
    [mobile, owner, since],
  );
  return rows;
}

export async function countIpCodes(q: Queryable, ip: string, since: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from sms_code where ip = $1 and created_at > $2', [ip, since]);
  return rows[0]?.n ?? 0;
}

/** The owner proved who they are: the number's earlier codes count against no budget or wait. */
export async function uncountPhoneCodes(q: Queryable, mobile: string): Promise<void> {
  await q.query('update sms_code set phone_counted = false where mobile = $1 and phone_counted', [mobile]);
}

/** Voids the open codes of one scene asked from one side (the owner's devices or not). */
export async function voidOpenCodes(q: Queryable, code: { mobile: string; scene: string; owner: boolean; at: number }): Promise<void> {
  await q.query('update sms_code set used_at = $3 where mobile = $1 and scene = $2 and owner_device = $4 and used_at is null', [
    code.mobile,
    code.scene,
    code.at,
    code.owner,
  ]);
}

export async function insertCode(
  q: Queryable,
  code: { mobile: string; scene: string; hash: string; salt: string; ip: string; at: number; expiresAt: number; owner: boolean },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `insert into sms_code (mobile, scene, code_hash, salt, ip, created_at, expires_at, owner_device) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [code.mobile, code.scene, code.hash, code.salt, code.ip, code.at, code.expiresAt, code.owner],
  );
  return rows[0]?.id;
}

export async function deleteCode(q: Queryable, id: number | undefined): Promise<void> {
  await q.query('delete from sms_code where id = $1', [id]);
}

/**
 * Counts a try against the newest open code of the number, scene and side, in the statement that
 * checks the limit: the code to compare, or nothing when there is none or its tries are spent.
 */
export async function tryNewestCode(
  q: Queryable,
  code: { mobile: string; scene: string; owner: boolean; at: number; maxTries: number },
): Promise<{ id: number; code_hash: string; salt: string } | undefined> {
  const { rows } = await q.query<{ id: number; code_hash: string; salt: string }>(
    `update sms_code set tries = tries + 1
     where id = (select id from sms_code
                 where mobile = $1 and scene = $2 and owner_device = $5 and used_at is null and expires_at > $3
                 order by created_at desc, id desc limit 1)
       and used_at is null and tries < $4
     returning id, code_hash, salt`,
    [code.mobile, code.scene, code.at, code.maxTries, code.owner],
  );
  return rows[0];
}

/** Uses a code up; false when another request used it first. */
export async function useCode(q: Queryable, id: number, at: number): Promise<boolean> {
  const { rows } = await q.query('update sms_code set used_at = $2 where id = $1 and used_at is null returning 1', [id, at]);
  return rows.length > 0;
}
