import type { Queryable } from '../../db/types';

/** One IP's answers (`subject` null), then each identifier's, within the window. */
export interface ProbeCount {
  subject: string | null;
  n: number;
  oldest: number;
}

export async function countProbes(q: Queryable, ip: string, subjects: readonly string[], since: number): Promise<ProbeCount[]> {
  const { rows } = await q.query<ProbeCount>(
    `select null as subject, count(*)::int as n, coalesce(min(at), 0) as oldest from account_probe where ip = $1 and at > $2
     union all
     select subject, count(*)::int, coalesce(min(at), 0) from account_probe where subject = any($3::text[]) and at > $2 group by subject`,
    [ip, since, subjects],
  );
  return rows;
}

export async function insertProbe(q: Queryable, probe: { subject: string; ip: string; at: number }): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('insert into account_probe (subject, ip, at) values ($1, $2, $3) returning id', [
    probe.subject,
    probe.ip,
    probe.at,
  ]);
  return rows[0]?.id;
}

export async function deleteProbesBefore(q: Queryable, before: number): Promise<void> {
  await q.query('delete from account_probe where at < $1', [before]);
}

export async function deleteProbes(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('delete from account_probe where id = any($1::bigint[])', [ids]);
}
