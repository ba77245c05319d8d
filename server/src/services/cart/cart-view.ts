import type { Locale } from '../../../../src/core/contract/locales'
import { formatMessage } from '../../../../src/core/contract/messages'
import type { CartWay } from '../../../../src/core/contract/rules'
import type { CartShop, CartSku, CartView, SpecValue } from '../../../../src/core/contract/types'
import type { Queryable } from '../../db/types'
import { toMxn } from '../../http/money'
import { listCartLines, listSpecValues, listTiers, type CartLineRow } from '../../repos/cart'
import { addSums, NO_PRICE, priceDetail, tierPriceCents, type PriceSums, type Tier } from './pricing'

export interface CartViewOptions {
  memberId: number
  way: CartWay
  locale: Locale
  /** only checked lines (the `/checked` variant, what checkout will buy) */
  checkedOnly: boolean
  resolveAsset: (path: string) => string
}

/**
 * The cart as Javashop's CartView: lines grouped by shop (most recently touched first), each
 * priced at the tier its goods reach, with totals over the checked, valid lines.
 */
export async function buildCartView(q: Queryable, options: CartViewOptions): Promise<CartView> {
  const all = await listCartLines(q, options.memberId, options.way, options.locale)
  const lines = options.checkedOnly ? all.filter((line) => line.checked === 1) : all
  const tiers = groupTiers(await listTiers(q, [...new Set(lines.map((line) => line.goods_id))]))
  const specs = new Map(
    (await listSpecValues(q, [...new Set(lines.flatMap((line) => line.spec_value_ids))], options.locale)).map((row) => [row.id, row]),
  )

  const goodsUnits = new Map<number, number>()
  for (const line of lines) {
    if (isValid(line)) goodsUnits.set(line.goods_id, (goodsUnits.get(line.goods_id) ?? 0) + line.num)
  }

  const shops = new Map<number, { shop: CartShop; sums: PriceSums; weightG: number }>()
  for (const line of lines) {
    const valid = isValid(line)
    const purchaseCents = tierPriceCents(line.price_cents, tiers.get(line.goods_id) ?? [], goodsUnits.get(line.goods_id) ?? 0)
    const specList = line.spec_value_ids.flatMap((id): SpecValue[] => {
      const spec = specs.get(id)
      return spec
        ? [{ spec_id: spec.spec_id, spec_name: spec.spec_name, spec_value_id: spec.id, spec_value: spec.value, spec_image: '' }]
        : []
    })
    const sku: CartSku = {
      seller_id: line.shop_id,
      seller_name: line.shop_name,
      goods_id: line.goods_id,
      sku_id: line.sku_id,
      sku_sn: line.sn,
      cat_id: line.category_id,
      num: line.num,
      purchase_num: line.num,
      goods_weight: line.weight_g / 1000,
      original_price: toMxn(line.price_cents),
      purchase_price: toMxn(purchaseCents),
      subtotal: toMxn(purchaseCents * line.num),
      name: line.name,
      goods_image: options.resolveAsset(line.image),
      checked: line.checked === 1 ? 1 : 0,
      is_free_freight: 0,
      single_list: [],
      group_list: [],
      promotion_tags: [],
      spec_list: specList,
      point: 0,
      snapshot_id: 0,
      enable_quantity: line.quantity,
      invalid: valid ? 0 : 1,
      error_message: lineProblem(line, options.locale),
      is_ship: 1,
      goods_type: 'NORMAL',
      package_unit: line.package_unit,
    }
    const group = shops.get(line.shop_id) ?? {
      shop: emptyShop(line),
      sums: NO_PRICE,
      weightG: 0,
    }
    group.shop.sku_list.push(sku)
    if (valid) group.weightG += line.weight_g * line.num
    if (valid && line.checked === 1) {
      group.sums = addSums(group.sums, { originalCents: line.price_cents * line.num, goodsCents: purchaseCents * line.num })
    }
    shops.set(line.shop_id, group)
  }

  let total = NO_PRICE
  const cartList = [...shops.values()].map(({ shop, sums, weightG }) => {
    total = addSums(total, sums)
    const validSkus = shop.sku_list.filter((sku) => sku.invalid === 0)
    return {
      ...shop,
      weight: weightG / 1000,
      price: priceDetail(sums),
      invalid: validSkus.length === 0 ? 1 : 0,
      checked: validSkus.length > 0 && validSkus.every((sku) => sku.checked === 1) ? 1 : 0,
    } satisfies CartShop
  })
  return { cart_list: cartList, total_price: priceDetail(total), coupon_list: [] }
}

function isValid(line: CartLineRow): boolean {
  return line.market_enable === 1 && line.quantity >= line.package_unit
}

/** Why a line cannot be bought as it is, in the buyer's language; '' when it can. */
function lineProblem(line: CartLineRow, locale: Locale): string {
  if (line.market_enable !== 1) return formatMessage('productUnavailable', locale)
  if (line.quantity < line.num) return formatMessage('insufficientInventory', locale)
  return ''
}

function emptyShop(line: CartLineRow): CartShop {
  return {
    seller_id: line.shop_id,
    seller_name: line.shop_name,
    shipping_type_id: 0,
    shipping_type_name: '',
    weight: 0,
    price: priceDetail(NO_PRICE),
    sku_list: [],
    promotion_list: [],
    promotion_notice: '',
    invalid: 0,
    checked: 0,
    cart_type: 'CART',
  }
}

function groupTiers(rows: readonly { goods_id: number; min_num: number; price_bp: number }[]): Map<number, Tier[]> {
  const tiers = new Map<number, Tier[]>()
  for (const row of rows) {
    tiers.set(row.goods_id, [...(tiers.get(row.goods_id) ?? []), { minNum: row.min_num, priceBp: row.price_bp }])
  }
  return tiers
}
