import type { Queryable } from '../../db/types';

/** auth_failure rows need an IP; payment-password failures are counted by member only. */
const NO_IP = '-';

/** When the subject's failures since `since` happened, oldest first. */
export async function listFailureTimes(q: Queryable, subject: string, since: number): Promise<number[]> {
  const { rows } = await q.query<{ at: number }>('select at from auth_failure where subject = $1 and at > $2 order by at', [
    subject,
    since,
  ]);
  return rows.map((row) => Number(row.at));
}

export async function insertFailure(q: Queryable, subject: string, at: number): Promise<void> {
  await q.query('insert into auth_failure (subject, ip, at) values ($1, $2, $3)', [subject, NO_IP, at]);
}

export async function deleteFailures(q: Queryable, subject: string): Promise<void> {
  await q.query('delete from auth_failure where subject = $1', [subject]);
}
