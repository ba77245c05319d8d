import type { Queryable } from '../../db/types';

export async function setMemberPoints(q: Queryable, memberId: number, grade: number, consum: number): Promise<void> {
  await q.query('update member set grade_point = $2, consum_point = $3 where id = $1', [memberId, grade, consum]);
}
