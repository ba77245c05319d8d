import type { Locale } from '../../../../src/core/contract/locales';
import { localeSuffix } from '../../http/locale-columns';
import { toMxn } from '../../http/money';
import type { SnapshotBody } from '../../repos/trade/order-snapshots';

/** A stored snapshot row with the order line it belongs to. */
export interface SnapshotRow {
  id: number;
  body: SnapshotBody;
  created_at: number;
  order_sn: string;
  num: number;
}

/** The reply of `GET {buyer|seller}/trade/snapshots/{id}`: the goods as ordered, in the reader's locale, money in MXN. */
export function snapshotReply(row: SnapshotRow, locale: Locale, resolveAsset: (path: string) => string) {
  const body = row.body;
  const lang = localeSuffix(locale);
  return {
    snapshot_id: Number(row.id),
    order_sn: row.order_sn,
    num: row.num,
    create_time: Number(row.created_at),
    goods_id: body.goods_id,
    sku_id: body.sku_id,
    sn: body.sn,
    goods_name: body.name[lang],
    thumbnail: resolveAsset(body.image),
    brand_name: body.brand_name,
    category_name: body.category_name[lang],
    seller_id: body.seller_id,
    seller_name: body.seller_name,
    price: toMxn(body.price_cents),
    original_price: toMxn(body.original_price_cents),
    package_unit: body.package_unit,
    weight_g: body.weight_g,
    spec_list: body.spec_list,
    price_tiers: body.price_tiers.map((tier) => ({ min_num: tier.min_num, discount_percent: (10_000 - tier.price_bp) / 100 })),
  };
}
