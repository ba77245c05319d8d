import type { Queryable } from '../../db/types';

/** Failed logins (and recovery lookups) of an account key and of an IP, counted since `since`. */
export interface FailureCounts {
  account: number;
  ip: number;
  oldest_account: number | null;
  newest_account: number | null;
  oldest_ip: number | null;
}

export async function countLoginFailures(q: Queryable, subject: string, ip: string, since: number): Promise<FailureCounts | undefined> {
  const { rows } = await q.query<FailureCounts>(
    `select
       count(*) filter (where subject = $1)::int as account,
       count(*) filter (where ip = $2)::int as ip,
       min(at) filter (where subject = $1) as oldest_account,
       max(at) filter (where subject = $1) as newest_account,
       min(at) filter (where ip = $2) as oldest_ip
     from auth_failure where at > $3 and (subject = $1 or ip = $2)`,
    [subject, ip, since],
  );
  return rows[0];
}

export async function insertLoginFailure(q: Queryable, failure: { subject: string; ip: string; at: number }): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('insert into auth_failure (subject, ip, at) values ($1, $2, $3) returning id', [
    failure.subject,
    failure.ip,
    failure.at,
  ]);
  return rows[0]?.id;
}

/** Rows older than any window: they count for nothing. */
export async function deleteLoginFailuresBefore(q: Queryable, before: number): Promise<void> {
  await q.query('delete from auth_failure where at < $1', [before]);
}

export async function deleteLoginFailure(q: Queryable, id: number | undefined): Promise<void> {
  await q.query('delete from auth_failure where id = $1', [id]);
}

/** Forgets every failure of an account key (a success, or the owner proving who they are). */
export async function deleteLoginFailuresOf(q: Queryable, subject: string): Promise<void> {
  await q.query('delete from auth_failure where subject = $1', [subject]);
}
