import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

/**
 * A card's title in `locale`, for a query on `discount_card` as `c`: `title` is the Spanish one and
 * the fallback of a locale the platform left unnamed. Only these fixed strings reach the SQL.
 */
const titleOf = (locale: Locale) => {
  const suffix = localeSuffix(locale);
  return suffix === 'es' ? 'c.title' : `coalesce(c.title_${suffix}, c.title)`;
};

/** A member's discount card as the server knows it; `max_cents` never leaves the server. */
export interface CardRow {
  id: number;
  title: string;
  card_no: string;
  rate_percent: number;
  max_cents: number;
  end_time: number;
  used_status: number;
}

/** A card of the member's list at checkout, without its maximum. */
export interface CardChoiceRow {
  id: number;
  title: string;
  card_no: string;
  rate_percent: number;
  end_time: number;
  used_status: number;
  selected: boolean;
}

const columns = (locale: Locale) => `c.id, ${titleOf(locale)} as title, c.card_no, c.rate_percent, c.max_cents, c.end_time, c.used_status`;

export async function findMemberCard(q: Queryable, memberId: number, cardId: number, locale: Locale): Promise<CardRow | undefined> {
  const { rows } = await q.query<CardRow>(`select ${columns(locale)} from discount_card c where c.id = $1 and c.member_id = $2`, [
    cardId,
    memberId,
  ]);
  return rows[0];
}

/** The card the member chose for the next trade, while it can still be spent at `at`. */
export async function findChosenCard(q: Queryable, memberId: number, at: number, locale: Locale): Promise<CardRow | undefined> {
  const { rows } = await q.query<CardRow>(
    `select ${columns(locale)}
     from checkout_param p join discount_card c on c.id = p.card_id and c.member_id = p.member_id
     where p.member_id = $1 and c.used_status = 0 and c.end_time >= $2`,
    [memberId, at],
  );
  return rows[0];
}

/** The member's cards that can be spent at `at`, soonest to expire first, and the chosen one whatever its state. */
export async function listCardChoices(q: Queryable, memberId: number, at: number, locale: Locale): Promise<CardChoiceRow[]> {
  const { rows } = await q.query<CardChoiceRow>(
    `select c.id, ${titleOf(locale)} as title, c.card_no, c.rate_percent, c.end_time, c.used_status, coalesce(p.card_id = c.id, false) as selected
     from discount_card c left join checkout_param p on p.member_id = c.member_id
     where c.member_id = $1 and ((c.used_status = 0 and c.end_time >= $2) or p.card_id = c.id)
     order by c.end_time, c.id`,
    [memberId, at],
  );
  return rows;
}

/** Spends a card on a trade by one conditional update: of two trades racing for it, one gets it. */
export async function spendCard(q: Queryable, card: { id: number; memberId: number; tradeSn: string; at: number }): Promise<boolean> {
  const { rows } = await q.query(
    'update discount_card set used_status = 1, trade_sn = $3 where id = $1 and member_id = $2 and used_status = 0 and end_time >= $4 returning id',
    [card.id, card.memberId, card.tradeSn, card.at],
  );
  return rows.length > 0;
}

/** A trade's orders with what a card's rate applies to: their goods after coupons. */
export async function listCardBases(q: Queryable, tradeSn: string): Promise<{ sn: string; base_cents: number }[]> {
  const { rows } = await q.query<{ sn: string; base_cents: number }>(
    'select sn, goods_cents - coupon_cents as base_cents from trade_order where trade_sn = $1 order by sn',
    [tradeSn],
  );
  return rows;
}

/** An order's part of a card's reduction. */
export async function reduceOrderByCard(q: Queryable, sn: string, cents: number): Promise<void> {
  await q.query('update trade_order set card_cents = $2, order_cents = order_cents - $2 where sn = $1', [sn, cents]);
}

/** The card the trade of an order spent, row-locked; undefined when it spent none. */
export async function lockCardOfOrder(q: Queryable, orderSn: string): Promise<{ id: number; trade_sn: string } | undefined> {
  const { rows } = await q.query<{ id: number; trade_sn: string }>(
    `select c.id, c.trade_sn from discount_card c join trade_order o on o.trade_sn = c.trade_sn where o.sn = $1 and c.used_status = 1 for update of c`,
    [orderSn],
  );
  return rows[0];
}

/** Whether any order of the trade is not cancelled. */
export async function tradeHasOpenOrder(q: Queryable, tradeSn: string): Promise<boolean> {
  const { rows } = await q.query("select 1 from trade_order where trade_sn = $1 and order_status <> 'CANCELLED' limit 1", [tradeSn]);
  return rows.length > 0;
}

export async function returnCard(q: Queryable, cardId: number): Promise<void> {
  await q.query('update discount_card set used_status = 0, trade_sn = null where id = $1', [cardId]);
}
