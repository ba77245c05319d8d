import type { MemberPoints } from '../../../../src/core/contract/types-points';
import type { Queryable } from '../../db/types';

/** One ledger row as stored. */
export interface PointLogRow {
  id: number;
  grade_point: number;
  grade_point_type: 0 | 1;
  consum_point: number;
  consum_point_type: 0 | 1;
  reason_code: string;
  sn: string;
  time: number;
}

/** One ledger row (member_point_log). Types: 1 added, 0 spent. The balances themselves are the caller's to move. */
export async function insertPointLog(
  q: Queryable,
  p: {
    memberId: number;
    reason: string;
    sn?: string;
    at: number;
    gradePoint?: number;
    gradeType?: 0 | 1;
    consumPoint?: number;
    consumType?: 0 | 1;
  },
): Promise<void> {
  await q.query(
    `insert into member_point_log (member_id, grade_point, grade_point_type, consum_point, consum_point_type, reason_code, sn, time)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [p.memberId, p.gradePoint ?? 0, p.gradeType ?? 1, p.consumPoint ?? 0, p.consumType ?? 1, p.reason, p.sn ?? '', p.at],
  );
}

export async function findMemberPoints(q: Queryable, memberId: number): Promise<MemberPoints | undefined> {
  const { rows } = await q.query<MemberPoints>('select grade_point, consum_point from member where id = $1', [memberId]);
  return rows[0];
}

/** A page of the member's movements, newest first, and how many there are. */
export async function pagePointLog(
  q: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: PointLogRow[]; total: number }> {
  const [{ rows: count }, { rows }] = await Promise.all([
    q.query<{ n: number }>('select count(*)::int as n from member_point_log where member_id = $1', [memberId]),
    q.query<PointLogRow>(
      `select id, grade_point, grade_point_type, consum_point, consum_point_type, reason_code, sn, time from member_point_log
       where member_id = $1 order by time desc, id desc limit $2 offset $3`,
      [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
    ),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}
