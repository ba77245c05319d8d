import type { Queryable } from '../../db/types';

export async function insertDiscountCard(
  q: Queryable,
  card: {
    memberId: number;
    cardNo: string;
    title: [es: string, en: string, zh: string];
    rate: number;
    maxCents: number;
    endTime: number;
    at: number;
  },
): Promise<void> {
  const [es, en, zh] = card.title;
  await q.query(
    `insert into discount_card (member_id, card_no, title, title_en, title_zh, rate_percent, max_cents, end_time, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [card.memberId, card.cardNo, es, en, zh, card.rate, card.maxCents, card.endTime, card.at],
  );
}
