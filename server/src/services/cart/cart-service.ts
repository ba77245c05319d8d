import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import { CART_LINE_NUM_MAX, CART_LINES_MAX, isPackageMultiple, type CartWay } from '../../../../src/core/contract/rules';
import { lineUnit, WHOLESALE, type ShipmentType } from '../../../../src/core/contract/shipment';
import type { PromotionType } from '../../../../src/core/contract/requests-cart';
import type { CartView, PriceDetail } from '../../../../src/core/contract/types';
import type { Db } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import {
  addToCartLine,
  countCartLines,
  countCartUnits,
  deleteCartLines,
  findSkuForSale,
  lockCartLine,
  lockCartSku,
  putCartLine,
  setCartChecked,
  setCartLineNum,
  setCartPromotion,
  setSkuPromotion,
  skuUnitsInCart,
  type SkuForSaleRow,
} from '../../repos/cart/cart';
import { buildCartView } from './cart-view';
import { assertChoiceFits, assertQuantityFits, type Choice } from './offers';

export const ADD_NUM_RANGE = { min: 1, max: CART_LINE_NUM_MAX } as const;

/**
 * Which lines a check toggle touches: one sku (one of its lines when `shipmentType` is given,
 * else both), one shop's lines, or the whole cart.
 */
export type CheckScope = { skuId: number; shipmentType?: ShipmentType } | { shopId: number } | 'all';

/** What `conditionSale/check` answers: can `num` units of the sku be bought, and if not why. */
export interface SaleCheck {
  pass: boolean;
  message: string;
  packageUnit: number;
  enableQuantity: number;
}

type Sellable = Pick<SkuForSaleRow, 'quantity' | 'package_unit' | 'market_enable'>;

/**
 * The spec §5 cart rules for `num` units of a sku shipped as `type`; throws the rule's message.
 * Dropship lines go out one piece at a time, so their multiple is 1 (contract/shipment.ts).
 */
function assertBuyable(sku: Sellable | undefined, num: number, type: ShipmentType): asserts sku is Sellable {
  if (sku?.market_enable !== 1) throw ruleError('productUnavailable');
  const unit = lineUnit(type, sku.package_unit);
  if (!isPackageMultiple(num, unit)) throw ruleError('packageUnitMultiple', { unit });
  if (num > sku.quantity || num > CART_LINE_NUM_MAX) throw ruleError('insufficientInventory');
}

export function createCartService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  return {
    view(memberId: number, way: CartWay, locale: Locale, checkedOnly: boolean, resolveAsset: (path: string) => string): Promise<CartView> {
      return buildCartView(db, { memberId, way, locale, checkedOnly, resolveAsset, now: now() });
    },

    /** `GET trade/carts/price`: the totals of the checked, valid lines. */
    async price(memberId: number, way: CartWay, locale: Locale): Promise<PriceDetail> {
      return (await buildCartView(db, { memberId, way, locale, checkedOnly: true, resolveAsset: (path) => path, now: now() })).total_price;
    },

    /**
     * The cart badge: units (sum of quantities) of buyable lines, not the number of lines, of
     * both shipment types. The spec's client asks with shipmentType 1, but there is one cart
     * holding both kinds and the badge must agree with /cart, so the type does not filter.
     */
    count(memberId: number): Promise<number> {
      return countCartUnits(db, memberId, 'CART');
    },

    /**
     * Adds `num` units of a sku, shipped as `shipmentType`, to the cart. The write and the checks
     * on its result run in one transaction: a refused add rolls back (nothing written), and two
     * concurrent adds cannot both pass the stock check, which covers both lines of the sku
     * (wholesale and dropship units come out of the same stock). With `activity` (a promo page's
     * buy button) the sku's lines go under that running activity, refused like a chosen one
     * when it does not run or the sku's units pass its cap. Returns the new badge count.
     */
    async add(memberId: number, skuId: number, num: number, shipmentType: ShipmentType = WHOLESALE, activity?: Choice): Promise<number> {
      return db.tx(async (q) => {
        await lockCartSku(q, memberId, 'CART', skuId);
        const sku = await findSkuForSale(q, skuId);
        assertBuyable(sku, num, shipmentType);
        const total = await addToCartLine(q, { memberId, way: 'CART', skuId, shipmentType, num, now: now() });
        if (total > CART_LINE_NUM_MAX || (await skuUnitsInCart(q, memberId, 'CART', skuId)) > sku.quantity)
          throw ruleError('insufficientInventory');
        if ((await countCartLines(q, memberId, 'CART')) > CART_LINES_MAX) throw ruleError('cartFull', { max: CART_LINES_MAX });
        if (activity) {
          await assertChoiceFits(q, memberId, skuId, activity, await skuUnitsInCart(q, memberId, 'CART', skuId), now());
          await setSkuPromotion(q, memberId, 'CART', skuId, activity);
        }
        return countCartUnits(q, memberId, 'CART');
      });
    },

    /** `POST trade/carts/buy`: the BUY_NOW cart holds exactly this one line afterwards. */
    async buyNow(memberId: number, skuId: number, num: number, shipmentType: ShipmentType = WHOLESALE): Promise<void> {
      await db.tx(async (q) => {
        await lockCartSku(q, memberId, 'BUY_NOW', skuId);
        assertBuyable(await findSkuForSale(q, skuId), num, shipmentType);
        await deleteCartLines(q, memberId, 'BUY_NOW', 'all');
        await putCartLine(q, { memberId, way: 'BUY_NOW', skuId, shipmentType, num, now: now() });
      });
    },

    /**
     * Sets a line's quantity (the stepper); the line is the sku's `shipmentType` one (wholesale
     * when a client that predates types does not say). Refused quantities write nothing.
     */
    async setNum(memberId: number, way: CartWay, skuId: number, num: number, shipmentType: ShipmentType = WHOLESALE): Promise<void> {
      await db.tx(async (q) => {
        await lockCartSku(q, memberId, way, skuId);
        const line = await lockCartLine(q, memberId, way, skuId, shipmentType);
        if (!line) throw new ApiError('not_found', 'tradeLineMissing');
        assertBuyable(line, num, shipmentType);
        const others = (await skuUnitsInCart(q, memberId, way, skuId)) - line.num;
        if (others + num > line.quantity) throw ruleError('insufficientInventory');
        if (line.promotion_type && line.promotion_id !== null) {
          await assertQuantityFits(q, memberId, skuId, { type: line.promotion_type, id: line.promotion_id }, others + num, now());
        }
        await setCartLineNum(q, memberId, way, { skuId, shipmentType }, num);
      });
    },

    async setChecked(memberId: number, way: CartWay, checked: 0 | 1, scope: CheckScope): Promise<void> {
      const touched = await setCartChecked(db, memberId, way, checked, scope === 'all' ? {} : scope);
      if (touched === 0 && scope !== 'all') {
        throw new ApiError('not_found', 'skuId' in scope ? 'tradeLineMissing' : 'tradeShopNotInCart');
      }
    },

    /** Deletes the lines of `skuIds` (only their `shipmentType` lines when given), or the whole cart. */
    async remove(memberId: number, way: CartWay, skuIds: readonly number[] | 'all', shipmentType?: ShipmentType): Promise<void> {
      await deleteCartLines(db, memberId, way, skuIds, shipmentType);
    },

    /**
     * `POST trade/promotion` chooses a line's promotion; `null` (DELETE) drops the choice. Only an
     * activity running for the sku now, that the sku's units in the cart fit, can be chosen (and
     * never FULL_DISCOUNT on point goods): anything else is a translated 400 that writes nothing.
     */
    async choosePromotion(
      memberId: number,
      shopId: number,
      skuId: number,
      promotion: { id: number; type: PromotionType } | null,
    ): Promise<void> {
      await db.tx(async (q) => {
        await lockCartSku(q, memberId, 'CART', skuId);
        if (promotion) await assertChoiceFits(q, memberId, skuId, promotion, await skuUnitsInCart(q, memberId, 'CART', skuId), now());
        const touched = await setCartPromotion(q, memberId, skuId, shopId, promotion);
        if (touched === 0) throw new ApiError('not_found', 'tradeLineMissing');
      });
    },

    /**
     * `conditionSale/check`: whether `num` units shipped as `shipmentType` can be bought now, with
     * the reason in `locale`. `packageUnit` is the multiple that applies to that type.
     */
    async check(skuId: number, num: number, locale: Locale, shipmentType: ShipmentType = WHOLESALE): Promise<SaleCheck> {
      const sku = await findSkuForSale(db, skuId);
      const facts = { packageUnit: lineUnit(shipmentType, sku?.package_unit ?? 1), enableQuantity: sku?.quantity ?? 0 };
      try {
        assertBuyable(sku, num, shipmentType);
        return { pass: true, message: formatMessage('tradeCanBuy', locale), ...facts };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { pass: false, message: formatMessage(error.messageKey, locale, error.params), ...facts };
      }
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
