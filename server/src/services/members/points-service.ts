import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { JavashopPage } from '../../../../src/core/contract/types-discovery';
import type { MemberPoints, PointLogEntry } from '../../../../src/core/contract/types-points';
import type { Queryable } from '../../db/types';
import { isPointReason, POINT_REASONS } from './points-log';

interface LogRow {
  id: number;
  grade_point: number;
  grade_point_type: 0 | 1;
  consum_point: number;
  consum_point_type: 0 | 1;
  reason_code: string;
  sn: string;
  time: number;
}

/** `GET members/points/current` and `GET members/points` (api-reference "Points"). */
export function createPointsService(q: Queryable) {
  return {
    async current(memberId: number): Promise<MemberPoints> {
      const { rows } = await q.query<MemberPoints>('select grade_point, consum_point from member where id = $1', [memberId]);
      return { grade_point: Number(rows[0]?.grade_point ?? 0), consum_point: Number(rows[0]?.consum_point ?? 0) };
    },

    /** The member's movements, newest first, each reason in `locale`. */
    async ledger(memberId: number, page: { pageNo: number; pageSize: number }, locale: Locale): Promise<JavashopPage<PointLogEntry>> {
      const [{ rows: count }, { rows }] = await Promise.all([
        q.query<{ n: number }>('select count(*)::int as n from member_point_log where member_id = $1', [memberId]),
        q.query<LogRow>(
          `select id, grade_point, grade_point_type, consum_point, consum_point_type, reason_code, sn, time from member_point_log
           where member_id = $1 order by time desc, id desc limit $2 offset $3`,
          [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
        ),
      ]);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          grade_point: row.grade_point,
          grade_point_type: row.grade_point_type,
          consum_point: row.consum_point,
          consum_point_type: row.consum_point_type,
          reason: isPointReason(row.reason_code) ? formatMessage(POINT_REASONS[row.reason_code], locale, { sn: row.sn }) : row.reason_code,
          time: Number(row.time),
        })),
        page_no: page.pageNo,
        page_size: page.pageSize,
        data_total: count[0]?.n ?? 0,
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
