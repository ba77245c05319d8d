import type { Queryable } from '../../db/types';

/** The goods as ordered: what a snapshot keeps, in every locale, money in centavos. */
export interface SnapshotBody {
  goods_id: number;
  sku_id: number;
  sn: string;
  name: { es: string; en: string; zh: string };
  image: string;
  brand_name: string;
  category_name: { es: string; en: string; zh: string };
  seller_id: number;
  seller_name: string;
  price_cents: number;
  original_price_cents: number;
  package_unit: number;
  weight_g: number;
  spec_list: { spec_name: string; spec_value: string }[];
  price_tiers: { min_num: number; price_bp: number }[];
}

/**
 * Records the goods of one ordered line as they are now, at the price the buyer pays (`priceCents`),
 * inside the trade's transaction; returns the snapshot id.
 */
export async function takeSnapshot(
  q: Queryable,
  line: { skuId: number; priceCents: number; specList: { spec_name: string; spec_value: string }[]; now: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into goods_snapshot (goods_id, sku_id, body, created_at)
     select g.id, s.id, jsonb_build_object(
              'goods_id', g.id, 'sku_id', s.id, 'sn', s.sn,
              'name', jsonb_build_object('es', g.name_es, 'en', g.name_en, 'zh', g.name_zh), 'image', g.image,
              'brand_name', b.name,
              'category_name', jsonb_build_object('es', c.name_es, 'en', c.name_en, 'zh', c.name_zh),
              'seller_id', sh.id, 'seller_name', sh.name,
              'price_cents', $2::bigint, 'original_price_cents', g.original_price_cents, 'package_unit', g.package_unit, 'weight_g', s.weight_g,
              'spec_list', $3::jsonb,
              'price_tiers', coalesce((select jsonb_agg(jsonb_build_object('min_num', t.min_num, 'price_bp', t.price_bp) order by t.min_num)
                                       from goods_price_tier t where t.goods_id = g.id), '[]'::jsonb)),
            $4
     from sku s join goods g on g.id = s.goods_id join brand b on b.id = g.brand_id join category c on c.id = g.category_id
       join shop sh on sh.id = g.shop_id
     where s.id = $1
     returning id`,
    [line.skuId, line.priceCents, JSON.stringify(line.specList), line.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`[vitrina] snapshot of sku ${line.skuId}: the sku is gone`);
  return Number(id);
}

/** A snapshot of one of the member's ordered lines, with the order it belongs to. */
export async function findMemberSnapshot(q: Queryable, memberId: number, snapshotId: number) {
  const { rows } = await q.query<{ id: number; body: SnapshotBody; created_at: number; order_sn: string; num: number }>(
    `select gs.id, gs.body, gs.created_at, i.order_sn, i.num
     from goods_snapshot gs join order_item i on i.snapshot_id = gs.id join trade_order o on o.sn = i.order_sn
     where gs.id = $1 and o.member_id = $2`,
    [snapshotId, memberId],
  );
  return rows[0];
}

/** A snapshot of a line of an order placed with `shopId` (the seller side), with the order it belongs to. */
export async function findShopSnapshot(q: Queryable, shopId: number, snapshotId: number) {
  const { rows } = await q.query<{ id: number; body: SnapshotBody; created_at: number; order_sn: string; num: number }>(
    `select gs.id, gs.body, gs.created_at, i.order_sn, i.num
     from goods_snapshot gs join order_item i on i.snapshot_id = gs.id join trade_order o on o.sn = i.order_sn
     where gs.id = $1 and o.seller_id = $2`,
    [snapshotId, shopId],
  );
  return rows[0];
}
