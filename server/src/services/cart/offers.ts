import type { Locale } from '../../../../src/core/contract/locales'
import { formatMessage, type MessageKey, type MessageParams } from '../../../../src/core/contract/messages'
import type { Queryable } from '../../db/types'
import { ruleError } from '../../http/errors'
import { listOffers, pointSkus, type OfferRow, type OfferType } from '../../repos/promo-cart'
import { seckillHours } from '../../repos/promo-lists'
import { seckillTimeLine } from '../catalogue/promo-seckill'

/** A line's stored choice (cart_item.promotion_type / promotion_id). */
export interface Choice {
  type: string
  id: number
}

/** What the cart knows about its skus' promotions at one moment. */
export interface CartOffers {
  /** running activities by sku */
  bySku: Map<number, OfferRow[]>
  /** skus sold in the points mall (goods_type POINT) */
  points: Set<number>
}

const NAME_KEYS: Record<OfferType, MessageKey> = {
  SECKILL: 'promotionsNameSeckill',
  GROUPBUY: 'promotionsNameGroupbuy',
  CROWDFUNDING: 'promotionsNameCrowdfunding',
}

export const isOfferType = (type: string): type is OfferType => type in NAME_KEYS

/** The promotion's name in the buyer's language; a type this cart never offers keeps its code. */
export function promotionName(type: string, locale: Locale): string {
  return isOfferType(type) ? formatMessage(NAME_KEYS[type], locale) : type
}

/** The seckill slot running at `now`, if one runs (the same time line /seckill shows). */
async function runningSeckill(q: Queryable, now: number): Promise<{ hour: number; end: number } | null> {
  const slot = seckillTimeLine(await seckillHours(q), now, 1)[0]
  return slot && slot.active === 1 ? { hour: slot.range_time, end: slot.end_time } : null
}

export async function loadOffers(q: Queryable, skuIds: readonly number[], now: number): Promise<CartOffers> {
  const ids = [...new Set(skuIds)]
  const seckill = await runningSeckill(q, now)
  const bySku = new Map<number, OfferRow[]>()
  for (const row of await listOffers(q, ids, now, seckill?.hour ?? null, seckill?.end ?? 0)) {
    bySku.set(row.sku_id, [...(bySku.get(row.sku_id) ?? []), row])
  }
  return { bySku, points: await pointSkus(q, ids) }
}

/** Pieces one buyer may still take under the offer: its own cap and what is left, whichever is smaller. */
export function offerMax(offer: OfferRow): number | null {
  const caps = [offer.limit_num, offer.remaining].filter((cap): cap is number => cap !== null)
  return caps.length === 0 ? null : Math.min(...caps)
}

/** Why `units` pieces do not fit the offer (the message key and its values), or null when they do. */
function overflow(offer: OfferRow, units: number): { key: MessageKey; params: MessageParams } | null {
  if (offer.limit_num !== null && units > offer.limit_num) return { key: 'promotionsOverLimit', params: { limit: offer.limit_num } }
  if (offer.remaining !== null && units > offer.remaining) return { key: 'promotionsOverRemaining', params: { remaining: offer.remaining } }
  return null
}

/**
 * How a line's stored choice prices it: the running offer it names when `units` pieces of the sku
 * fit it, else no offer and the notice the buyer reads (the activity ended, or the quantity is
 * past its cap) while the normal price applies.
 */
export function resolveChoice(
  choice: Choice | null,
  offers: readonly OfferRow[],
  units: number,
  locale: Locale,
): { offer: OfferRow | null; notice: string } {
  if (!choice) return { offer: null, notice: '' }
  const name = promotionName(choice.type, locale)
  const offer = offers.find((o) => o.type === choice.type && o.id === choice.id)
  if (!offer) return { offer: null, notice: formatMessage('promotionsEnded', locale, { name }) }
  const max = offerMax(offer)
  if (overflow(offer, units)) return { offer: null, notice: formatMessage('promotionsNoLongerFits', locale, { name, max: max ?? units }) }
  return { offer, notice: '' }
}

/**
 * Refuses a choice the server would not price: a type or activity not running for this sku now,
 * FULL_DISCOUNT on point goods (spec §4), or `units` pieces over the activity's cap. Throws the
 * rule's translated message; nothing is written by the caller then.
 */
export async function assertChoiceFits(q: Queryable, skuId: number, choice: Choice, units: number, now: number): Promise<void> {
  const { bySku, points } = await loadOffers(q, [skuId], now)
  if (choice.type === 'FULL_DISCOUNT' && points.has(skuId)) throw ruleError('promotionsPointNoFullDiscount')
  const offer = (bySku.get(skuId) ?? []).find((o) => o.type === choice.type && o.id === choice.id)
  if (!offer) throw ruleError('promotionsNotOffered')
  const problem = overflow(offer, units)
  if (problem) throw ruleError(problem.key, problem.params)
}

/**
 * A quantity change on a line under `choice`: refused past the activity's cap while it runs. An
 * activity that ended no longer binds the line (the cart prices it normally with a notice).
 */
export async function assertQuantityFits(q: Queryable, skuId: number, choice: Choice, units: number, now: number): Promise<void> {
  const { bySku } = await loadOffers(q, [skuId], now)
  const offer = (bySku.get(skuId) ?? []).find((o) => o.type === choice.type && o.id === choice.id)
  if (!offer) return
  const problem = overflow(offer, units)
  if (problem) throw ruleError(problem.key, problem.params)
}
