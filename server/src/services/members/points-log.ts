import type { MessageKey } from '../../../../src/core/contract/messages';
import type { Queryable } from '../../db/types';

/** Why points moved; each names the message the ledger shows in the reader's language. */
export const POINT_REASONS = {
  SIGNUP: 'promotionsPointsSignup',
  ORDER_REWARD: 'promotionsPointsOrderReward',
  REVIEW: 'promotionsPointsReview',
  EXCHANGE: 'promotionsPointsExchange',
  RETURNED: 'promotionsPointsReturned',
} as const satisfies Record<string, MessageKey>;
export type PointReason = keyof typeof POINT_REASONS;

export const isPointReason = (code: string): code is PointReason => code in POINT_REASONS;

/** One ledger row (member_point_log). Types: 1 added, 0 spent. The balances themselves are the caller's to move. */
export async function addPointLog(
  q: Queryable,
  p: {
    memberId: number;
    reason: PointReason;
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
