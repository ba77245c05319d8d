import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage, type MessageKey, type MessageParams } from '../../../../src/core/contract/messages';
import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import { listOffers, pointSkus, type OfferRow, type OfferType } from '../../repos/cart/promo-cart';
import { seckillHours } from '../../repos/catalogue/promo-lists';
import { seckillTimeLine } from '../catalogue/promo-seckill';
import { listExchangeOffers } from '../../repos/trade/points';
import { activityKey, memberActivityUnits } from '../trade/activity-counts';

/** A line's stored choice (cart_item.promotion_type / promotion_id). */
export interface Choice {
  type: string;
  id: number;
}

/** A running activity as one buyer meets it: with the pieces they bought under it in orders not cancelled. */
export interface MemberOffer extends OfferRow {
  bought: number;
}

/** What the cart knows about its skus' promotions at one moment. */
export interface CartOffers {
  /** running activities by sku */
  bySku: Map<number, MemberOffer[]>;
  /** skus sold in the points mall (goods_type POINT) */
  points: Set<number>;
}

const NAME_KEYS: Record<OfferType, MessageKey> = {
  SECKILL: 'promotionsNameSeckill',
  GROUPBUY: 'promotionsNameGroupbuy',
  CROWDFUNDING: 'promotionsNameCrowdfunding',
  EXCHANGE: 'promotionsNameExchange',
};

export const isOfferType = (type: string): type is OfferType => type in NAME_KEYS;

/** The promotion's name in the buyer's language; a type this cart never offers keeps its code. */
export function promotionName(type: string, locale: Locale): string {
  return isOfferType(type) ? formatMessage(NAME_KEYS[type], locale) : type;
}

/** The seckill slot running at `now`, if one runs (the same time line /seckill shows). */
async function runningSeckill(q: Queryable, now: number): Promise<{ hour: number; end: number } | null> {
  const slot = seckillTimeLine(await seckillHours(q), now, 1)[0];
  return slot && slot.active === 1 ? { hour: slot.range_time, end: slot.end_time } : null;
}

/**
 * The running activities of these skus, each with what `memberId` already bought under it (their
 * orders not cancelled), which a per-buyer cap counts together with the cart.
 */
export async function loadOffers(q: Queryable, skuIds: readonly number[], now: number, memberId: number): Promise<CartOffers> {
  const ids = [...new Set(skuIds)];
  const seckill = await runningSeckill(q, now);
  // with the points mall's exchanges (services/trade/points.ts), which price lines like the other activities
  const rows = [...(await listOffers(q, ids, now, seckill?.hour ?? null, seckill?.end ?? 0)), ...(await listExchangeOffers(q, ids))];
  const capped = rows.filter((row) => row.limit_num !== null).map((row) => row.id);
  const bought = await memberActivityUnits(q, memberId, capped);
  const bySku = new Map<number, MemberOffer[]>();
  for (const row of rows) {
    const offer = { ...row, bought: row.limit_num === null ? 0 : (bought.get(activityKey(row.type, row.id)) ?? 0) };
    bySku.set(row.sku_id, [...(bySku.get(row.sku_id) ?? []), offer]);
  }
  return { bySku, points: await pointSkus(q, ids) };
}

/** Pieces the buyer may still take under the offer: its cap less what they bought before, and what is left, whichever is smaller. */
export function offerMax(offer: MemberOffer): number | null {
  const own = offer.limit_num === null ? null : Math.max(offer.limit_num - offer.bought, 0);
  const caps = [own, offer.remaining].filter((cap): cap is number => cap !== null);
  return caps.length === 0 ? null : Math.min(...caps);
}

/** Why `units` pieces do not fit the offer (the message key and its values), or null when they do. */
function overflow(offer: MemberOffer, units: number): { key: MessageKey; params: MessageParams } | null {
  if (offer.limit_num !== null && units + offer.bought > offer.limit_num) {
    return offer.bought > 0
      ? {
          key: 'promotionsOverLimitBought',
          params: { limit: offer.limit_num, bought: offer.bought, left: Math.max(offer.limit_num - offer.bought, 0) },
        }
      : { key: 'promotionsOverLimit', params: { limit: offer.limit_num } };
  }
  if (offer.remaining !== null && units > offer.remaining)
    return { key: 'promotionsOverRemaining', params: { remaining: offer.remaining } };
  return null;
}

/**
 * How a line's stored choice prices it: the running offer it names when `units` pieces of the sku
 * fit it, else no offer and the notice the buyer reads (the activity ended, or the quantity is
 * past its cap) while the normal price applies.
 */
export function resolveChoice(
  choice: Choice | null,
  offers: readonly MemberOffer[],
  units: number,
  locale: Locale,
): { offer: OfferRow | null; notice: string } {
  if (!choice) return { offer: null, notice: '' };
  const name = promotionName(choice.type, locale);
  const offer = offers.find((o) => o.type === choice.type && o.id === choice.id);
  if (!offer) return { offer: null, notice: formatMessage('promotionsEnded', locale, { name }) };
  const max = offerMax(offer);
  if (overflow(offer, units)) return { offer: null, notice: formatMessage('promotionsNoLongerFits', locale, { name, max: max ?? units }) };
  return { offer, notice: '' };
}

/**
 * Refuses a choice the server would not price: a type or activity not running for this sku now,
 * FULL_DISCOUNT on point goods (spec §4), or `units` pieces (with what the member bought under it
 * before) over the activity's cap. Throws the rule's translated message; nothing is written by the
 * caller then.
 */
export async function assertChoiceFits(
  q: Queryable,
  memberId: number,
  skuId: number,
  choice: Choice,
  units: number,
  now: number,
): Promise<void> {
  const { bySku, points } = await loadOffers(q, [skuId], now, memberId);
  if (choice.type === 'FULL_DISCOUNT' && points.has(skuId)) throw ruleError('promotionsPointNoFullDiscount');
  const offer = (bySku.get(skuId) ?? []).find((o) => o.type === choice.type && o.id === choice.id);
  if (!offer) throw ruleError('promotionsNotOffered');
  const problem = overflow(offer, units);
  if (problem) throw ruleError(problem.key, problem.params);
}

/**
 * A quantity change on a line under `choice`: refused past the activity's cap while it runs. An
 * activity that ended no longer binds the line (the cart prices it normally with a notice).
 */
export async function assertQuantityFits(
  q: Queryable,
  memberId: number,
  skuId: number,
  choice: Choice,
  units: number,
  now: number,
): Promise<void> {
  const { bySku } = await loadOffers(q, [skuId], now, memberId);
  const offer = (bySku.get(skuId) ?? []).find((o) => o.type === choice.type && o.id === choice.id);
  if (!offer) return;
  const problem = overflow(offer, units);
  if (problem) throw ruleError(problem.key, problem.params);
}
