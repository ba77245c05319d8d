import type { Locale } from '../../../../src/core/contract/locales';
import type { DiscountCard } from '../../../../src/core/contract/types-checkout';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import { chosenCardId, dropChosenCard, putChosenCard } from '../../repos/trade/checkout-params';
import {
  type CardRow,
  findChosenCard,
  findMemberCard,
  listCardBases,
  listCardChoices,
  lockCardOfOrder,
  reduceOrderByCard,
  returnCard,
  spendCard,
  tradeHasOpenOrder,
} from '../../repos/trade/discount-cards';
import { reduceTrade } from '../../repos/trade/trades';
import { cardReductionCents, spreadCents } from './card-reduction';

export type { CardRow };

/** How a card is named to its owner: title and the last four digits of its number. */
export const cardLabel = (card: Pick<CardRow, 'title' | 'card_no'>) => `${card.title} ···${card.card_no.slice(-4)}`;

/** Why a card cannot be spent at `at`: a translated rule error naming it, or nothing when it can. */
function refusal(card: CardRow, at: number): ApiError | undefined {
  if (card.used_status !== 0) return ruleError('tradeCardUsed', { card: cardLabel(card) });
  if (card.end_time < at) return ruleError('tradeCardExpired', { card: cardLabel(card) });
  return undefined;
}

/** The card the member chose for the next trade, while it can still be spent; undefined otherwise (its rate and maximum: its title is not read). */
export const chosenCard = (q: Queryable, memberId: number, at: number): Promise<CardRow | undefined> =>
  findChosenCard(q, memberId, at, 'es_MX');

/**
 * Inside `trade/create`, once the trade's orders are written: spends the chosen card by a
 * conditional update (so of two trades racing for one card only one gets it), takes its reduction
 * off the orders (in proportion to their goods after coupons) and the trade, and clears the choice.
 * A chosen card that is spent or expired refuses the whole trade with a rule error naming it.
 * Returns the centavos taken off.
 */
export async function spendChosenCard(
  q: Queryable,
  input: { memberId: number; tradeSn: string; at: number; locale: Locale },
): Promise<number> {
  const cardId = await chosenCardId(q, input.memberId);
  if (cardId === null) return 0;
  // titled in the buyer's language: a refusal names the card
  const card = await findMemberCard(q, input.memberId, cardId, input.locale);
  if (!card) throw new ApiError('not_found', 'notFound');
  const refused = refusal(card, input.at);
  if (refused) throw refused;

  const orders = await listCardBases(q, input.tradeSn);
  const baseCents = orders.reduce((sum, order) => sum + order.base_cents, 0);
  const total = cardReductionCents(baseCents, card.rate_percent, card.max_cents);
  await dropChosenCard(q, input.memberId);
  // Nothing to take off (coupons already cover the goods): the card stays unspent.
  if (total === 0) return 0;

  if (!(await spendCard(q, { id: card.id, memberId: input.memberId, tradeSn: input.tradeSn, at: input.at })))
    throw ruleError('tradeCardUsed', { card: cardLabel(card) });

  const parts = spreadCents(
    orders.map((order) => ({ key: order.sn, baseCents: order.base_cents })),
    total,
  );
  for (const [sn, part] of parts) {
    if (part > 0) await reduceOrderByCard(q, sn, part);
  }
  await reduceTrade(q, input.tradeSn, total);
  return total;
}

/**
 * Inside the cancel of order `orderSn`: once every order of its trade is cancelled, the card that
 * trade spent is the buyer's again. The card row is locked first, so when two orders of one trade
 * are cancelled at once the second to take the lock sees the first's cancel and returns the card.
 */
export async function returnCardOfOrder(q: Queryable, orderSn: string): Promise<void> {
  const card = await lockCardOfOrder(q, orderSn);
  if (!card) return;
  if (!(await tradeHasOpenOrder(q, card.trade_sn))) await returnCard(q, card.id);
}

/** The checkout calls of discount cards: the usable cards (without their maximum) and the choice for the next trade. */
export function createDiscountCardService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    /**
     * The member's cards that can be spent now, soonest to expire first, and the chosen one even
     * once it cannot (`enable` 0), so the buyer sees why the order is refused and can drop it.
     */
    async list(memberId: number, locale: Locale): Promise<DiscountCard[]> {
      const rows = await listCardChoices(db, memberId, now(), locale);
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
    async choose(memberId: number, cardId: number, used: boolean, locale: Locale): Promise<void> {
      const card = await findMemberCard(db, memberId, cardId, locale);
      if (!card) throw new ApiError('not_found', 'notFound');
      if (used) {
        const refused = refusal(card, now());
        if (refused) throw refused;
        await putChosenCard(db, memberId, cardId);
      } else {
        await dropChosenCard(db, memberId, cardId);
      }
    },
  };
}

export type DiscountCardService = ReturnType<typeof createDiscountCardService>;
