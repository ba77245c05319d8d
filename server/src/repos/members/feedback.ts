import type { Queryable } from '../../db/types';

export async function countRecentFeedback(q: Queryable, memberId: number, since: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from member_feedback where member_id = $1 and created_at > $2', [
    memberId,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

export async function insertFeedback(
  q: Queryable,
  feedback: { memberId: number; type: string; content: string; contact: string; at: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into member_feedback (member_id, type, content, contact, created_at) values ($1, $2, $3, $4, $5) returning id',
    [feedback.memberId, feedback.type, feedback.content, feedback.contact, feedback.at],
  );
  return rows[0]?.id ?? 0;
}
