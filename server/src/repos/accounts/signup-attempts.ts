import type { Queryable } from '../../db/types';

/** Registrations of one IP since `since`, and when the oldest of them was made (0 when none). */
export async function countSignups(q: Queryable, ip: string, since: number): Promise<{ n: number; oldest: number } | undefined> {
  const { rows } = await q.query<{ n: number; oldest: number }>(
    'select count(*)::int as n, coalesce(min(at), 0) as oldest from signup_attempt where ip = $1 and at > $2',
    [ip, since],
  );
  return rows[0];
}

export async function insertSignup(q: Queryable, ip: string, at: number): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('insert into signup_attempt (ip, at) values ($1, $2) returning id', [ip, at]);
  return rows[0]?.id;
}

export async function deleteSignupsBefore(q: Queryable, before: number): Promise<void> {
  await q.query('delete from signup_attempt where at < $1', [before]);
}

export async function deleteSignup(q: Queryable, id: number | undefined): Promise<void> {
  await q.query('delete from signup_attempt where id = $1', [id]);
}
