import type { Queryable } from '../../db/types';

/** How many banners and goods there are: browse data is seeded once the catalogue is, and only once. */
export async function countBannersAndGoods(q: Queryable): Promise<{ banners: number; goods: number } | undefined> {
  const { rows } = await q.query<{ banners: number; goods: number }>(
    'select (select count(*)::int from banner) as banners, (select count(*)::int from goods) as goods',
  );
  return rows[0];
}

export type LabelCode = 'NEW' | 'OFFER' | 'RECOMMEND';

/**
 * Which goods each label lists, best first: read from the catalogue, so any size works. (Best
 * sellers need no label: the home page's hot goods are productQuery by sales.)
 */
const LABEL_GOODS: Record<LabelCode, string> = {
  NEW: 'select id from goods where market_enable = 1 order by created_at desc, id desc limit $1',
  OFFER: `select id from goods where market_enable = 1 and stock > 0 and original_price_cents > price_cents
          order by (original_price_cents - price_cents) * 1000 / original_price_cents desc, sales desc, id limit $1`,
  // the best seller of each child category, in category order
  RECOMMEND: `select id from (
      select distinct on (category_id) id, category_id from goods where market_enable = 1 and stock > 0
      order by category_id, sales desc, id) as best
    order by category_id limit $1`,
};

/** The ids of up to `size` goods a label lists. */
export async function listLabelGoods(q: Queryable, code: LabelCode, size: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(LABEL_GOODS[code], [size]);
  return rows.map((row) => row.id);
}

interface Named {
  id: number;
  name_es: string;
  name_en: string;
  name_zh: string;
}

const first = async <T>(q: Queryable, sql: string): Promise<T | undefined> => (await q.query<T>(sql)).rows[0];

/** What the home banners advertise, read from the catalogue: a grand category, a child, a best seller, a shop, a search word. */
export async function findBannerSubjects(q: Queryable) {
  const grand = await first<Named & { icon: string }>(
    q,
    `select id, name_es, name_en, name_zh, icon from category where parent_id is null order by sort, id limit 1`,
  );
  const child = await first<Named & { parent_id: number; icon: string }>(
    q,
    `select id, parent_id, name_es, name_en, name_zh, icon from category where parent_id is not null
     order by parent_id desc, sort, id limit 1`,
  );
  const best = await first<Named & { icon: string }>(
    q,
    `select g.id, g.name_es, g.name_en, g.name_zh, c.icon from goods g join category c on c.id = g.grand_id
     where g.market_enable = 1 and g.stock > 0 order by g.sales desc, g.id limit 1`,
  );
  const shop = await first<{ id: number; name: string }>(
    q,
    `select s.id, s.name from shop s join goods g on g.shop_id = s.id and g.market_enable = 1
     group by s.id, s.name order by sum(g.sales) desc, s.id limit 1`,
  );
  const word = await first<{ word: string; icon: string }>(
    q,
    `select lower(split_part(g.name_es, ' ', 1)) as word, c.icon from goods g join category c on c.id = g.grand_id
     where g.market_enable = 1 and g.grand_id = (select id from category where parent_id is null order by sort, id offset 1 limit 1)
     order by g.sales desc, g.id limit 1`,
  );
  return { grand, child, best, shop, word };
}
