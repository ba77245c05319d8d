import type { Db } from '../../db/types';
import { ruleError } from '../../http/errors';

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
        await q.query('select id from member where id = $1 for update', [memberId]);
        const { rows } = await q.query<{ n: number }>(
          'select count(*)::int as n from member_feedback where member_id = $1 and created_at > $2',
          [memberId, now - 3600],
        );
        if ((rows[0]?.n ?? 0) >= FEEDBACK_RULES.perHour) throw ruleError('helpFeedbackTooMany', { max: FEEDBACK_RULES.perHour });
        const inserted = await q.query<{ id: number }>(
          'insert into member_feedback (member_id, type, content, contact, created_at) values ($1, $2, $3, $4, $5) returning id',
          [memberId, feedback.type, feedback.content, feedback.contact, now],
        );
        return { id: inserted.rows[0]?.id ?? 0 };
      });
    },
  };
}
