import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import { IN_STOCK_SKU } from '../catalogue/catalogue';
import type { Paging } from '../catalogue/goods-feedback';

const offsetOf = (p: Paging) => (p.pageNo - 1) * p.pageSize;

export interface MemberGoodsRow {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  image: string;
  price_cents: number;
  stock: number;
  time: number;
}

const CARD = (l: string) => `g.id as goods_id, ${IN_STOCK_SKU} as sku_id, g.name_${l} as goods_name, g.image, g.price_cents, g.stock`;

// --- favourites ------------------------------------------------------------------------------

export async function setFavorite(q: Queryable, memberId: number, goodsId: number, favorite: boolean, now: number): Promise<void> {
  if (favorite) {
    await q.query(
      `insert into member_favorite (member_id, goods_id, created_at) values ($1, $2, $3)
       on conflict (member_id, goods_id) do nothing`,
      [memberId, goodsId, now],
    );
  } else {
    await q.query('delete from member_favorite where member_id = $1 and goods_id = $2', [memberId, goodsId]);
  }
}

/** A member's favourite goods (delisted ones included: a buyer may still want to see them go). */
export async function listFavorites(
  q: Queryable,
  memberId: number,
  goodsId: number | undefined,
  locale: Locale,
  page: Paging,
): Promise<{ rows: MemberGoodsRow[]; total: number }> {
  const params: unknown[] = [memberId];
  const only = goodsId === undefined ? '' : `and f.goods_id = $${params.push(goodsId)}`;
  const counted = await q.query<{ n: number }>(`select count(*)::int as n from member_favorite f where f.member_id = $1 ${only}`, params);
  const { rows } = await q.query<MemberGoodsRow>(
    `select ${CARD(localeSuffix(locale))}, f.created_at as time from member_favorite f join goods g on g.id = f.goods_id
     where f.member_id = $1 ${only} order by f.created_at desc, f.goods_id desc
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

// --- footprint -------------------------------------------------------------------------------

export async function recordBrowse(q: Queryable, memberId: number, goodsId: number, now: number): Promise<void> {
  await q.query(
    `insert into browse_record (member_id, goods_id, viewed_at) values ($1, $2, $3)
     on conflict (member_id, goods_id) do update set viewed_at = greatest(browse_record.viewed_at, excluded.viewed_at)`,
    [memberId, goodsId, now],
  );
}

export async function listBrowseRecords(
  q: Queryable,
  memberId: number,
  locale: Locale,
  page: Paging,
): Promise<{ rows: MemberGoodsRow[]; total: number }> {
  const counted = await q.query<{ n: number }>('select count(*)::int as n from browse_record where member_id = $1', [memberId]);
  const { rows } = await q.query<MemberGoodsRow>(
    `select ${CARD(localeSuffix(locale))}, b.viewed_at as time from browse_record b join goods g on g.id = b.goods_id
     where b.member_id = $1 order by b.viewed_at desc, b.goods_id desc limit $2 offset $3`,
    [memberId, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

// --- shop collection -------------------------------------------------------------------------

export async function shopExists(q: Queryable, shopId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from shop where id = $1', [shopId]);
  return rows.length > 0;
}

export async function collectShop(q: Queryable, memberId: number, shopId: number, now: number): Promise<void> {
  await q.query(
    `insert into shop_collection (id, member_id, shop_id, created_at) values (nextval('shop_collection_id_seq'), $1, $2, $3)
     on conflict (member_id, shop_id) do nothing`,
    [memberId, shopId, now],
  );
}

export async function uncollectShop(q: Queryable, memberId: number, shopId: number): Promise<void> {
  await q.query('delete from shop_collection where member_id = $1 and shop_id = $2', [memberId, shopId]);
}

export async function shopCollected(q: Queryable, memberId: number, shopId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from shop_collection where member_id = $1 and shop_id = $2', [memberId, shopId]);
  return rows.length > 0;
}

export interface ShopCollectionRow {
  id: number;
  shop_id: number;
  shop_name: string;
  city: string;
  state: string;
  goods_num: number;
  created_at: number;
}

export async function listCollectedShops(
  q: Queryable,
  memberId: number,
  page: Paging,
): Promise<{ rows: ShopCollectionRow[]; total: number }> {
  const counted = await q.query<{ n: number }>('select count(*)::int as n from shop_collection where member_id = $1', [memberId]);
  const { rows } = await q.query<ShopCollectionRow>(
    `select c.id, c.shop_id, s.name as shop_name, s.city, s.state, c.created_at,
            (select count(*)::int from goods g where g.shop_id = s.id and g.market_enable = 1) as goods_num
     from shop_collection c join shop s on s.id = c.shop_id
     where c.member_id = $1 order by c.created_at desc, c.id desc limit $2 offset $3`,
    [memberId, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}
