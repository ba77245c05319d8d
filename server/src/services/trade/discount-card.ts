import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import { cardReductionCents, spreadCents } from './card-reduction';

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

/** How a card is named to its owner: title and the last four digits of its number. */
export const cardLabel = (card: Pick<CardRow, 'title' | 'card_no'>) => `${card.title} ···${card.card_no.slice(-4)}`;

const COLUMNS = 'id, title, card_no, rate_percent, max_cents, end_time, used_status';

/** Why a card cannot be spent at `at`: a translated rule error naming it, or nothing when it can. */
function refusal(card: CardRow, at: number): ApiError | undefined {
  if (card.used_status !== 0) return ruleError('tradeCardUsed', { card: cardLabel(card) });
  if (card.end_time < at) return ruleError('tradeCardExpired', { card: cardLabel(card) });
  return undefined;
}

async function memberCard(q: Queryable, memberId: number, cardId: number): Promise<CardRow | undefined> {
  const { rows } = await q.query<CardRow>(`select ${COLUMNS} from discount_card where id = $1 and member_id = $2`, [cardId, memberId]);
  return rows[0];
}

/** The card the member chose for the next trade, while it can still be spent; undefined otherwise. */
export async function chosenCard(q: Queryable, memberId: number, at: number): Promise<CardRow | undefined> {
  const { rows } = await q.query<CardRow>(
    `select ${COLUMNS.split(', ')
      .map((column) => `c.${column}`)
      .join(', ')}
     from checkout_param p join discount_card c on c.id = p.card_id and c.member_id = p.member_id
     where p.member_id = $1 and c.used_status = 0 and c.end_time >= $2`,
    [memberId, at],
  );
  return rows[0];
}

/**
 * Inside `trade/create`, once the trade's orders are written: spends the chosen card by a
 * conditional update (so of two trades racing for one card only one gets it), takes its reduction
 * off the orders (in proportion to their goods after coupons) and the trade, and clears the choice.
 * A chosen card that is spent or expired refuses the whole trade with a rule error naming it.
 * Returns the centavos taken off.
 */
export async function spendChosenCard(q: Queryable, input: { memberId: number; tradeSn: string; at: number }): Promise<number> {
  const { rows: params } = await q.query<{ card_id: number | null }>('select card_id from checkout_param where member_id = $1', [
    input.memberId,
  ]);
  const cardId = params[0]?.card_id ?? null;
  if (cardId === null) return 0;
  const card = await memberCard(q, input.memberId, cardId);
  if (!card) throw new ApiError('not_found', 'notFound');
  const refused = refusal(card, input.at);
  if (refused) throw refused;

  const { rows: orders } = await q.query<{ sn: string; base_cents: number }>(
    'select sn, goods_cents - coupon_cents as base_cents from trade_order where trade_sn = $1 order by sn',
    [input.tradeSn],
  );
  const baseCents = orders.reduce((sum, order) => sum + order.base_cents, 0);
  const total = cardReductionCents(baseCents, card.rate_percent, card.max_cents);
  await q.query('update checkout_param set card_id = null where member_id = $1', [input.memberId]);
  // Nothing to take off (coupons already cover the goods): the card stays unspent.
  if (total === 0) return 0;

  const spent = await q.query(
    'update discount_card set used_status = 1, trade_sn = $3 where id = $1 and member_id = $2 and used_status = 0 and end_time >= $4 returning id',
    [card.id, input.memberId, input.tradeSn, input.at],
  );
  if (spent.rows.length === 0) throw ruleError('tradeCardUsed', { card: cardLabel(card) });

  const parts = spreadCents(
    orders.map((order) => ({ key: order.sn, baseCents: order.base_cents })),
    total,
  );
  for (const [sn, part] of parts) {
    if (part > 0) await q.query('update trade_order set card_cents = $2, order_cents = order_cents - $2 where sn = $1', [sn, part]);
  }
  await q.query('update trade set discount_cents = discount_cents + $2, total_cents = total_cents - $2 where sn = $1', [
    input.tradeSn,
    total,
  ]);
  return total;
}

/**
 * Inside the cancel of order `orderSn`: once every order of its trade is cancelled, the card that
 * trade spent is the buyer's again. The card row is locked first, so when two orders of one trade
 * are cancelled at once the second to take the lock sees the first's cancel and returns the card.
 */
export async function returnCardOfOrder(q: Queryable, orderSn: string): Promise<void> {
  const { rows } = await q.query<{ id: number; trade_sn: string }>(
    `select c.id, c.trade_sn from discount_card c join trade_order o on o.trade_sn = c.trade_sn where o.sn = $1 and c.used_status = 1 for update of c`,
    [orderSn],
  );
  const card = rows[0];
  if (!card) return;
  const { rows: open } = await q.query("select 1 from trade_order where trade_sn = $1 and order_status <> 'CANCELLED' limit 1", [
    card.trade_sn,
  ]);
  if (open.length === 0) await q.query('update discount_card set used_status = 0, trade_sn = null where id = $1', [card.id]);
}

/** The checkout calls of discount cards: the usable cards (without their maximum) and the choice for the next trade. */
export function createDiscountCardService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    /**
     * The member's cards that can be spent now, soonest to expire first, and the chosen one even
     * once it cannot (`enable` 0), so the buyer sees why the order is refused and can drop it.
     */
    async list(memberId: number) {
      const { rows } = await db.query<{
        id: number;
        title: string;
        card_no: string;
        rate_percent: number;
        end_time: number;
        used_status: number;
        selected: boolean;
      }>(
        `select c.id, c.title, c.card_no, c.rate_percent, c.end_time, c.used_status, coalesce(p.card_id = c.id, false) as selected
         from discount_card c left join checkout_param p on p.member_id = c.member_id
         where c.member_id = $1 and ((c.used_status = 0 and c.end_time >= $2) or p.card_id = c.id)
         order by c.end_time, c.id`,
        [memberId, now()],
      );
      return rows.map((row) => ({
        card_id: row.id,
        title: row.title,
        card_last4: row.card_no.slice(-4),
        rate_percent: row.rate_percent,
        end_time: row.end_time,
        enable: row.used_status === 0 && row.end_time >= now() ? 1 : 0,
        selected: row.selected ? 1 : 0,
      }));
    },

    /** Chooses a card for the next trade (one per trade: it replaces another), or drops it with `used` false. */
    async choose(memberId: number, cardId: number, used: boolean): Promise<void> {
      const card = await memberCard(db, memberId, cardId);
      if (!card) throw new ApiError('not_found', 'notFound');
      if (used) {
        const refused = refusal(card, now());
        if (refused) throw refused;
        await db.query(
          'insert into checkout_param (member_id, card_id) values ($1, $2) on conflict (member_id) do update set card_id = excluded.card_id',
          [memberId, cardId],
        );
      } else {
        await db.query('update checkout_param set card_id = null where member_id = $1 and card_id = $2', [memberId, cardId]);
      }
    },
  };
}

export type DiscountCardService = ReturnType<typeof createDiscountCardService>;
