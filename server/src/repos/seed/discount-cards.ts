import type { Queryable } from '../../db/types';

export async function insertDiscountCard(
  q: Queryable,
  card: { memberId: number; cardNo: string; title: string; rate: number; maxCents: number; endTime: number; at: number },
): Promise<void> {
  await q.query(
    'insert into discount_card (member_id, card_no, title, rate_percent, max_cents, end_time, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
    [card.memberId, card.cardNo, card.title, card.rate, card.maxCents, card.endTime, card.at],
  );
}
