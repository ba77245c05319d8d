import type { Locale } from '../../../../src/core/contract/locales';
import type { CartWay } from '../../../../src/core/contract/rules';
import type { ShipmentType } from '../../../../src/core/contract/shipment';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

export interface CartLineRow {
  sku_id: number;
  shipment_type: ShipmentType;
  num: number;
  checked: number;
  created_at: number;
  goods_id: number;
  sn: string;
  spec_value_ids: number[];
  price_cents: number;
  quantity: number;
  weight_g: number;
  name: string;
  image: string;
  category_id: number;
  package_unit: number;
  market_enable: number;
  shop_id: number;
  shop_name: string;
  promotion_id: number | null;
  promotion_type: string | null;
}

export async function listCartLines(q: Queryable, memberId: number, way: CartWay, locale: Locale): Promise<CartLineRow[]> {
  const { rows } = await q.query<CartLineRow>(
    `select c.sku_id, c.shipment_type, c.num, c.checked, c.created_at, s.goods_id, s.sn, s.spec_value_ids, s.price_cents,
            s.quantity, s.weight_g, g.name_${localeSuffix(locale)} as name, g.image, g.category_id,
            g.package_unit, g.market_enable, g.shop_id, sh.name as shop_name,
            c.promotion_id, c.promotion_type
     from cart_item c
     join sku s on s.id = c.sku_id
     join goods g on g.id = s.goods_id
     join shop sh on sh.id = g.shop_id
     where c.member_id = $1 and c.way = $2
     order by c.created_at desc, c.sku_id, c.shipment_type`,
    [memberId, way],
  );
  return rows;
}

export interface TierRow {
  goods_id: number;
  min_num: number;
  price_bp: number;
}

export async function listTiers(q: Queryable, goodsIds: readonly number[]): Promise<TierRow[]> {
  if (goodsIds.length === 0) return [];
  const { rows } = await q.query<TierRow>(
    'select goods_id, min_num, price_bp from goods_price_tier where goods_id = any($1::bigint[]) order by goods_id, min_num',
    [goodsIds],
  );
  return rows;
}

export interface SpecValueRow {
  id: number;
  spec_id: number;
  spec_name: string;
  value: string;
}

export async function listSpecValues(q: Queryable, ids: readonly number[], locale: Locale): Promise<SpecValueRow[]> {
  if (ids.length === 0) return [];
  const suffix = localeSuffix(locale);
  const { rows } = await q.query<SpecValueRow>(
    `select v.id, v.spec_id, sp.name_${suffix} as spec_name, v.value_${suffix} as value
     from spec_value v join spec sp on sp.id = v.spec_id where v.id = any($1::int[])`,
    [ids],
  );
  return rows;
}

/**
 * Units in the cart that can be bought, of both shipment types: lines whose goods are on sale with
 * one line unit in stock (a package for wholesale, one piece for dropshipping).
 */
export async function countCartUnits(q: Queryable, memberId: number, way: CartWay): Promise<number> {
  const { rows } = await q.query<{ units: number }>(
    `select coalesce(sum(c.num), 0)::int as units
     from cart_item c join sku s on s.id = c.sku_id join goods g on g.id = s.goods_id
     where c.member_id = $1 and c.way = $2 and g.market_enable = 1
       and s.quantity >= case when c.shipment_type = 2 then 1 else g.package_unit end`,
    [memberId, way],
  );
  return rows[0]?.units ?? 0;
}

export interface SkuForSaleRow {
  id: number;
  quantity: number;
  package_unit: number;
  market_enable: number;
}

export async function findSkuForSale(q: Queryable, skuId: number): Promise<SkuForSaleRow | undefined> {
  const { rows } = await q.query<SkuForSaleRow>(
    `select s.id, s.quantity, g.package_unit, g.market_enable
     from sku s join goods g on g.id = s.goods_id where s.id = $1`,
    [skuId],
  );
  return rows[0];
}

export async function countCartLines(q: Queryable, memberId: number, way: CartWay): Promise<number> {
  const { rows } = await q.query<{ lines: number }>('select count(*)::int as lines from cart_item where member_id = $1 and way = $2', [
    memberId,
    way,
  ]);
  return rows[0]?.lines ?? 0;
}

/**
 * Serialises every edit of one sku in one member's cart way, whatever its shipment type, until
 * the transaction ends: the two lines of a sku share its stock, so their checks must not
 * interleave. An advisory lock rather than a row lock, so it never waits on checkout's locks.
 */
export async function lockCartSku(q: Queryable, memberId: number, way: CartWay, skuId: number): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('vitrina:cart-sku'), hashtext($1))`, [`${memberId}:${way}:${skuId}`]);
}

/** Units of a sku in one member's cart way, over all its lines (both shipment types). */
export async function skuUnitsInCart(q: Queryable, memberId: number, way: CartWay, skuId: number): Promise<number> {
  const { rows } = await q.query<{ units: number }>(
    'select coalesce(sum(num), 0)::int as units from cart_item where member_id = $1 and way = $2 and sku_id = $3',
    [memberId, way, skuId],
  );
  return rows[0]?.units ?? 0;
}

/** Adds units to a line (creating it), returning the line's new total. */
export async function addToCartLine(
  q: Queryable,
  line: { memberId: number; way: CartWay; skuId: number; shipmentType: ShipmentType; num: number; now: number },
): Promise<number> {
  const { rows } = await q.query<{ num: number }>(
    `insert into cart_item (member_id, sku_id, way, shipment_type, num, checked, created_at) values ($1, $2, $3, $4, $5, 1, $6)
     on conflict (member_id, way, sku_id, shipment_type) do update set num = cart_item.num + excluded.num, checked = 1
     returning num`,
    [line.memberId, line.skuId, line.way, line.shipmentType, line.num, line.now],
  );
  return rows[0]?.num ?? line.num;
}

export interface CartLineLockRow {
  num: number;
  quantity: number;
  package_unit: number;
  market_enable: number;
  shop_id: number;
  promotion_id: number | null;
  promotion_type: string | null;
}

/** One line of a member's cart, locked until the transaction ends (edits of one line serialise). */
export async function lockCartLine(
  q: Queryable,
  memberId: number,
  way: CartWay,
  skuId: number,
  shipmentType: ShipmentType,
): Promise<CartLineLockRow | undefined> {
  const { rows } = await q.query<CartLineLockRow>(
    `select c.num, s.quantity, g.package_unit, g.market_enable, g.shop_id, c.promotion_id, c.promotion_type
     from cart_item c join sku s on s.id = c.sku_id join goods g on g.id = s.goods_id
     where c.member_id = $1 and c.way = $2 and c.sku_id = $3 and c.shipment_type = $4
     for update of c`,
    [memberId, way, skuId, shipmentType],
  );
  return rows[0];
}

export async function setCartLineNum(
  q: Queryable,
  memberId: number,
  way: CartWay,
  line: { skuId: number; shipmentType: ShipmentType },
  num: number,
): Promise<void> {
  await q.query('update cart_item set num = $5 where member_id = $1 and way = $2 and sku_id = $3 and shipment_type = $4', [
    memberId,
    way,
    line.skuId,
    line.shipmentType,
    num,
  ]);
}

/**
 * Checks or unchecks lines: one sku (one of its lines when `shipmentType` is given, else all),
 * every line of one shop, or (neither given) the whole cart. Returns the lines touched.
 */
export async function setCartChecked(
  q: Queryable,
  memberId: number,
  way: CartWay,
  checked: 0 | 1,
  scope: { skuId?: number; shipmentType?: ShipmentType; shopId?: number },
): Promise<number> {
  const { rows } = await q.query<{ sku_id: number }>(
    `update cart_item c set checked = $3
     where c.member_id = $1 and c.way = $2
       and ($4::bigint is null or c.sku_id = $4)
       and ($5::int is null or c.sku_id in (select s.id from sku s join goods g on g.id = s.goods_id where g.shop_id = $5))
       and ($6::smallint is null or c.shipment_type = $6)
     returning c.sku_id`,
    [memberId, way, checked, scope.skuId ?? null, scope.shopId ?? null, scope.shipmentType ?? null],
  );
  return rows.length;
}

/** Deletes lines of the given skus (only those of `shipmentType` when given), or every line. */
export async function deleteCartLines(
  q: Queryable,
  memberId: number,
  way: CartWay,
  skuIds: readonly number[] | 'all',
  shipmentType?: ShipmentType,
): Promise<number> {
  const { rows } =
    skuIds === 'all'
      ? await q.query<{ sku_id: number }>('delete from cart_item where member_id = $1 and way = $2 returning sku_id', [memberId, way])
      : await q.query<{ sku_id: number }>(
          `delete from cart_item where member_id = $1 and way = $2 and sku_id = any($3::bigint[])
             and ($4::smallint is null or shipment_type = $4) returning sku_id`,
          [memberId, way, skuIds, shipmentType ?? null],
        );
  return rows.length;
}

export async function putCartLine(
  q: Queryable,
  line: { memberId: number; way: CartWay; skuId: number; shipmentType: ShipmentType; num: number; now: number },
): Promise<void> {
  await q.query(
    `insert into cart_item (member_id, sku_id, way, shipment_type, num, checked, created_at) values ($1, $2, $3, $4, $5, 1, $6)
     on conflict (member_id, way, sku_id, shipment_type) do update set num = excluded.num, checked = 1`,
    [line.memberId, line.skuId, line.way, line.shipmentType, line.num, line.now],
  );
}

export async function setCartPromotion(
  q: Queryable,
  memberId: number,
  skuId: number,
  shopId: number,
  promotion: { id: number; type: string } | null,
): Promise<number> {
  const { rows } = await q.query<{ sku_id: number }>(
    `update cart_item c set promotion_id = $4, promotion_type = $5
     where c.member_id = $1 and c.sku_id = $2
       and c.sku_id in (select s.id from sku s join goods g on g.id = s.goods_id where g.shop_id = $3)
     returning c.sku_id`,
    [memberId, skuId, shopId, promotion?.id ?? null, promotion?.type ?? null],
  );
  return rows.length;
}

/** Puts every line of the sku in the member's `way` under `promotion` (add to cart under an activity). */
export async function setSkuPromotion(
  q: Queryable,
  memberId: number,
  way: CartWay,
  skuId: number,
  promotion: { id: number; type: string },
): Promise<void> {
  await q.query('update cart_item set promotion_id = $4, promotion_type = $5 where member_id = $1 and way = $2 and sku_id = $3', [
    memberId,
    way,
    skuId,
    promotion.id,
    promotion.type,
  ]);
}
