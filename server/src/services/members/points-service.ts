import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { JavashopPage } from '../../../../src/core/contract/types-discovery';
import type { MemberPoints, PointLogEntry } from '../../../../src/core/contract/types-points';
import type { Queryable } from '../../db/types';
import { findMemberPoints, pagePointLog } from '../../repos/trade/point-ledger';
import { isPointReason, POINT_REASONS } from './points-log';

/** `GET members/points/current` and `GET members/points` (api-reference "Points"). */
export function createPointsService(q: Queryable) {
  return {
    async current(memberId: number): Promise<MemberPoints> {
      const row = await findMemberPoints(q, memberId);
      return { grade_point: Number(row?.grade_point ?? 0), consum_point: Number(row?.consum_point ?? 0) };
    },

    /** The member's movements, newest first, each reason in `locale`. */
    async ledger(memberId: number, page: { pageNo: number; pageSize: number }, locale: Locale): Promise<JavashopPage<PointLogEntry>> {
      const { rows, total } = await pagePointLog(q, memberId, page);
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
        data_total: total,
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
