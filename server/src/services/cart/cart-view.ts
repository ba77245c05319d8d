import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { CartWay } from '../../../../src/core/contract/rules';
import { DROPSHIP, lineUnit } from '../../../../src/core/contract/shipment';
import type { CartCoupon, CartPromo, CartShop, CartSku, CartView, PriceDetail, SpecValue } from '../../../../src/core/contract/types';
import { freightCents as shopFreight, loadFreightRule } from '../trade/freight';
import type { Queryable } from '../../db/types';
import { toMxn } from '../../http/money';
import { listCartLines, listSpecValues, listTiers, type CartLineRow } from '../../repos/cart/cart';
import { listUnusedCoupons } from '../../repos/cart/checkout-coupons';
import { couponTitle } from '../text/coupon-title';
import type { OfferRow } from '../../repos/cart/promo-cart';
import { lineUnitCents } from './line-price';
import { loadOffers, promotionName, resolveChoice } from './offers';
import { addSums, NO_PRICE, priceDetail, type PriceSums, type Tier } from './pricing';
import { withCheckoutReductions } from './checkout-reductions';
import { offerPoints, skuPoints } from '../trade/points';

export interface CartViewOptions {
  memberId: number;
  way: CartWay;
  locale: Locale;
  /** only checked lines (the `/checked` variant, what checkout will buy) */
  checkedOnly: boolean;
  resolveAsset: (path: string) => string;
  /** Unix seconds the activities are judged at; the wall clock when not given (checkout). */
  now?: number;
}

/**
 * Units bought of what `keyOf` groups (a goods for wholesale tiers, a sku for activity caps), as
 * seen from `line`: the checked, valid lines, plus `line` itself when unchecked, so an unchecked
 * line shows the price it would get once checked. Tiers reward the quantity actually bought, and
 * checkout buys checked lines only (it builds this view with `checkedOnly`), so a checked line's
 * price on /cart is exactly what checkout charges: one rule for both, never a dearer checkout.
 */
function boughtUnits<K>(lines: readonly CartLineRow[], keyOf: (line: CartLineRow) => K | undefined, line: CartLineRow): number {
  const key = keyOf(line);
  if (key === undefined) return 0;
  let units = 0;
  for (const other of lines) if (isValid(other) && other.checked === 1 && keyOf(other) === key) units += other.num;
  return line.checked === 1 || !isValid(line) ? units : units + line.num;
}

/**
 * The cart as Javashop's CartView: lines grouped by shop (most recently touched first), wholesale
 * lines priced at the tier their goods reach, dropship lines at the dropship unit price, a line
 * under a running activity the buyer chose at the activity price (while its quantity fits the
 * activity's cap), with totals over the checked, valid lines. Checkout buys at these `purchase_price`s, so this is the
 * one place a line's price is decided.
 */
export async function buildCartView(q: Queryable, options: CartViewOptions): Promise<CartView> {
  const all = await listCartLines(q, options.memberId, options.way, options.locale);
  const lines = options.checkedOnly ? all.filter((line) => line.checked === 1) : all;
  const tiers = groupTiers(await listTiers(q, [...new Set(lines.map((line) => line.goods_id))]));
  const specs = new Map(
    (await listSpecValues(q, [...new Set(lines.flatMap((line) => line.spec_value_ids))], options.locale)).map((row) => [row.id, row]),
  );

  const offers = await loadOffers(
    q,
    lines.map((line) => line.sku_id),
    options.now ?? Math.floor(Date.now() / 1000),
    options.memberId,
  );
  // Only wholesale units reach wholesale tiers: dropship units are single parcels, not volume.
  const tierKey = (line: CartLineRow) => (line.shipment_type === DROPSHIP ? undefined : line.goods_id);

  const shops = new Map<number, { shop: CartShop; sums: PriceSums; weightG: number }>();
  for (const line of lines) {
    const valid = isValid(line);
    const normal = lineUnitCents(line.shipment_type, line.price_cents, tiers.get(line.goods_id) ?? [], boughtUnits(lines, tierKey, line));
    const skuOffers = offers.bySku.get(line.sku_id) ?? [];
    const choice = line.promotion_type && line.promotion_id !== null ? { type: line.promotion_type, id: line.promotion_id } : null;
    // Both lines of a sku carry its one choice, so the activity's cap counts the sku's units.
    const chosen = resolveChoice(
      choice,
      skuOffers,
      boughtUnits(lines, (l) => l.sku_id, line),
      options.locale,
    );
    const originalCents = normal.originalCents;
    const purchaseCents = chosen.offer ? chosen.offer.price_cents : normal.purchaseCents;
    const isPoint = offers.points.has(line.sku_id);
    const specList = line.spec_value_ids.flatMap((id): SpecValue[] => {
      const spec = specs.get(id);
      return spec
        ? [{ spec_id: spec.spec_id, spec_name: spec.spec_name, spec_value_id: spec.id, spec_value: spec.value, spec_image: '' }]
        : [];
    });
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
      original_price: toMxn(originalCents),
      purchase_price: toMxn(purchaseCents),
      subtotal: toMxn(purchaseCents * line.num),
      name: line.name,
      goods_image: options.resolveAsset(line.image),
      checked: line.checked === 1 ? 1 : 0,
      is_free_freight: 0,
      // The activities this line may be bought under now; the buyer's choice (POST trade/promotion) is checked.
      single_list: skuOffers
        .map((offer) => cartPromo(line.sku_id, offer, choice, options.locale))
        // Spec §4: point goods never take FULL_DISCOUNT, whatever an activity table says.
        .filter((promo) => !(isPoint && promo.promotion_type === 'FULL_DISCOUNT')),
      promotion_notice: chosen.notice,
      group_list: [],
      promotion_tags: [],
      spec_list: specList,
      // points per piece when the line is bought in the points mall (its exchange prices it)
      point: offerPoints(chosen.offer),
      snapshot_id: 0,
      enable_quantity: line.quantity,
      invalid: valid ? 0 : 1,
      error_message: lineProblem(line, options.locale),
      is_ship: 1,
      goods_type: isPoint ? 'POINT' : 'NORMAL',
      // The multiple this line's quantity must be: 1 for dropship lines (contract/shipment.ts).
      package_unit: lineUnit(line.shipment_type, line.package_unit),
      shipment_type: line.shipment_type,
    };
    const group = shops.get(line.shop_id) ?? {
      shop: emptyShop(line),
      sums: NO_PRICE,
      weightG: 0,
    };
    group.shop.sku_list.push(sku);
    if (valid) group.weightG += line.weight_g * line.num;
    if (valid && line.checked === 1) {
      group.sums = addSums(group.sums, { originalCents: originalCents * line.num, goodsCents: purchaseCents * line.num });
    }
    shops.set(line.shop_id, group);
  }

  let total = NO_PRICE;
  let freightCents = 0;
  const freightRule = options.checkedOnly ? await loadFreightRule(q) : null;
  const cartList = [...shops.values()].map(({ shop, sums, weightG }) => {
    total = addSums(total, sums);
    // What checkout will charge for shipping this shop's order (the /checked variant only).
    const freight = freightRule ? shopFreight(sums.goodsCents, freightRule) : 0;
    freightCents += freight;
    const validSkus = shop.sku_list.filter((sku) => sku.invalid === 0);
    return {
      ...shop,
      weight: weightG / 1000,
      price: { ...withFreight(priceDetail(sums), freight, options.checkedOnly), exchange_point: skuPoints(shop.sku_list) },
      invalid: validSkus.length === 0 ? 1 : 0,
      checked: validSkus.length > 0 && validSkus.every((sku) => sku.checked === 1) ? 1 : 0,
    } satisfies CartShop;
  });
  const couponList = options.checkedOnly ? await checkoutCoupons(q, options.memberId, cartList, options.locale) : [];
  const points = cartList.reduce((sum, shop) => sum + shop.price.exchange_point, 0);
  const view = {
    cart_list: cartList,
    total_price: { ...withFreight(priceDetail(total), freightCents, options.checkedOnly), exchange_point: points },
    coupon_list: couponList,
  };
  // checkout: net of the chosen coupons and discount card, as trade/create will charge
  return options.checkedOnly ? withCheckoutReductions(q, options.memberId, view, options.now ?? Math.floor(Date.now() / 1000)) : view;
}

function cartPromo(skuId: number, offer: OfferRow, choice: { type: string; id: number } | null, locale: Locale): CartPromo {
  return {
    sku_id: skuId,
    promotion_id: offer.id,
    promotion_type: offer.type,
    promotion_name: promotionName(offer.type, locale),
    is_check: choice?.type === offer.type && choice.id === offer.id ? 1 : 0,
    price: toMxn(offer.price_cents),
    limit_num: offer.limit_num,
    remain_quantity: offer.remaining,
  };
}

function withFreight(price: PriceDetail, freightCents: number, checkout: boolean): PriceDetail {
  if (!checkout) return price;
  return {
    ...price,
    freight_price: toMxn(freightCents),
    total_price: toMxn(Math.round(price.goods_price * 100) + freightCents),
    is_free_freight: freightCents === 0 ? 1 : 0,
  };
}

/** The member's unused coupons, each enabled when its shop's (or, platform-wide, the cart's) goods reach its threshold. */
async function checkoutCoupons(q: Queryable, memberId: number, shops: readonly CartShop[], locale: Locale): Promise<CartCoupon[]> {
  const rows = await listUnusedCoupons(q, memberId);
  const goods = (sellerId: number) =>
    Math.round(
      shops.filter((shop) => sellerId === 0 || shop.seller_id === sellerId).reduce((sum, shop) => sum + shop.price.goods_price, 0) * 100,
    );
  return rows.map((row) => {
    const enable = goods(row.seller_id) >= row.threshold_cents && goods(row.seller_id) > 0;
    return {
      member_coupon_id: row.mc_id,
      coupon_id: row.coupon_id,
      seller_id: row.seller_id,
      seller_name: row.seller_name ?? '',
      amount: toMxn(row.amount_cents),
      end_time: row.end_time,
      use_term: couponTitle(row, locale),
      coupon_threshold_price: toMxn(row.threshold_cents),
      enable: enable ? 1 : 0,
      selected: enable && row.selected ? 1 : 0,
      error_msg: '',
    };
  });
}

/** On sale with at least one line unit in stock: a package for wholesale, one piece for dropshipping. */
function isValid(line: CartLineRow): boolean {
  return line.market_enable === 1 && line.quantity >= lineUnit(line.shipment_type, line.package_unit);
}

/** Why a line cannot be bought as it is, in the buyer's language; '' when it can. */
function lineProblem(line: CartLineRow, locale: Locale): string {
  if (line.market_enable !== 1) return formatMessage('productUnavailable', locale);
  if (line.quantity < line.num) return formatMessage('insufficientInventory', locale);
  return '';
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
  };
}

function groupTiers(rows: readonly { goods_id: number; min_num: number; price_bp: number }[]): Map<number, Tier[]> {
  const tiers = new Map<number, Tier[]>();
  for (const row of rows) {
    tiers.set(row.goods_id, [...(tiers.get(row.goods_id) ?? []), { minNum: row.min_num, priceBp: row.price_bp }]);
  }
  return tiers;
}
