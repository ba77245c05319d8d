import type { Db } from '../../db/types';
import { ruleError } from '../../http/errors';
import { lockMember } from '../../repos/accounts/members';
import { countRecentFeedback, insertFeedback } from '../../repos/members/feedback';

export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_RULES = { contentMax: 500, contactMax: 100, perHour: 5 } as const;

export interface Feedback {
  type: FeedbackType;
  content: string;
  contact: string;
}

/** Stores a member's feedback, at most `perHour` an hour per member. `clock`: milliseconds. */
export function createFeedbackService(db: Db, clock: () => number) {
  return {
    async submit(memberId: number, feedback: Feedback): Promise<{ id: number }> {
      const now = Math.floor(clock() / 1000);
      return db.tx(async (q) => {
        // one member's submissions queue behind each other, so the limit holds under races
        await lockMember(q, memberId);
        if ((await countRecentFeedback(q, memberId, now - 3600)) >= FEEDBACK_RULES.perHour)
          throw ruleError('helpFeedbackTooMany', { max: FEEDBACK_RULES.perHour });
        return { id: await insertFeedback(q, { memberId, ...feedback, at: now }) };
      });
    },
  };
}
