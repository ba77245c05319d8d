import type { MessageKey } from '../../../../src/core/contract/messages';
import type { Queryable } from '../../db/types';
import { insertPointLog } from '../../repos/trade/point-ledger';

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
  await insertPointLog(q, p);
}
