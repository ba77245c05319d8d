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

/** One ledger row (member_point_log), for one of the known reasons. The balances themselves are the caller's to move. */
export const addPointLog = (q: Queryable, p: Parameters<typeof insertPointLog>[1] & { reason: PointReason }): Promise<void> =>
  insertPointLog(q, p);
