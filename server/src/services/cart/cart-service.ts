import type { Locale } from '../../../../src/core/contract/locales'
import { CART_LINE_NUM_MAX, CART_LINES_MAX, isPackageMultiple, type CartWay } from '../../../../src/core/contract/rules'
import type { CartView } from '../../../../src/core/contract/types'
import type { Db } from '../../db/types'
import { ruleError } from '../../http/errors'
import { addToCartLine, countCartLines, countCartUnits, findSkuForSale } from '../../repos/cart'
import { buildCartView } from './cart-view'

export const ADD_NUM_RANGE = { min: 1, max: CART_LINE_NUM_MAX } as const

export function createCartService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000)

  return {
    view(memberId: number, way: CartWay, locale: Locale, checkedOnly: boolean, resolveAsset: (path: string) => string): Promise<CartView> {
      return buildCartView(db, { memberId, way, locale, checkedOnly, resolveAsset })
    },

    /** The cart badge: units (sum of quantities) of buyable lines, not the number of lines. */
    count(memberId: number): Promise<number> {
      return countCartUnits(db, memberId, 'CART')
    },

    /**
     * Adds `num` units of a sku to the cart. The write and the checks on its result run in one
     * transaction: a refused add rolls back (nothing written), and two concurrent adds cannot
     * both pass the stock check. Returns the new badge count.
     */
    async add(memberId: number, skuId: number, num: number): Promise<number> {
      return db.tx(async (q) => {
        const sku = await findSkuForSale(q, skuId)
        if (!sku || sku.market_enable !== 1) throw ruleError('productUnavailable')
        if (!isPackageMultiple(num, sku.package_unit)) throw ruleError('packageUnitMultiple', { unit: sku.package_unit })
        if (num > sku.quantity) throw ruleError('insufficientInventory')
        const total = await addToCartLine(q, { memberId, way: 'CART', skuId, num, now: now() })
        if (total > sku.quantity || total > CART_LINE_NUM_MAX) throw ruleError('insufficientInventory')
        if ((await countCartLines(q, memberId, 'CART')) > CART_LINES_MAX) throw ruleError('cartFull', { max: CART_LINES_MAX })
        return countCartUnits(q, memberId, 'CART')
      })
    },
  }
}

export type CartService = ReturnType<typeof createCartService>
