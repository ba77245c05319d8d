import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import type { Paging } from './goods-feedback';

const offsetOf = (p: Paging) => (p.pageNo - 1) * p.pageSize;

async function paged<T>(
  q: Queryable,
  countSql: string,
  listSql: string,
  params: unknown[],
  page: Paging,
): Promise<{ rows: T[]; total: number }> {
  const counted = await q.query<{ n: number }>(countSql, params);
  const { rows } = await q.query<T>(`${listSql} limit $${params.length + 1} offset $${params.length + 2}`, [
    ...params,
    page.pageSize,
    offsetOf(page),
  ]);
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export interface GroupBuyRow {
  id: number;
  goods_id: number;
  goods_name: string;
  image: string;
  original_cents: number;
  price_cents: number;
  goods_num: number;
  buy_num: number;
  start_time: number;
  end_time: number;
}

/** Group buys running at `now`. */
export function listGroupBuys(q: Queryable, now: number, lang: Locale, page: Paging) {
  const name = `name_${localeSuffix(lang)}`;
  return paged<GroupBuyRow>(
    q,
    'select count(*)::int as n from promo_groupbuy p join goods g on g.id = p.goods_id where g.market_enable = 1 and p.start_time <= $1 and p.end_time >= $1',
    `select p.id, p.goods_id, g.${name} as goods_name, g.image, g.price_cents as original_cents, p.price_cents, p.goods_num, p.buy_num, p.start_time, p.end_time
     from promo_groupbuy p join goods g on g.id = p.goods_id
     where g.market_enable = 1 and p.start_time <= $1 and p.end_time >= $1 order by p.end_time, p.id`,
    [now],
    page,
  );
}

export interface CrowdfundingRow {
  id: number;
  title: string;
  goods_id: number;
  goods_name: string;
  image: string;
  price_cents: number;
  target_cents: number;
  raised_cents: number;
  backers: number;
  start_time: number;
  end_time: number;
}

/** Crowdfunding campaigns open at `now`. */
export function listCrowdfunding(q: Queryable, now: number, lang: Locale, page: Paging) {
  const sfx = localeSuffix(lang);
  return paged<CrowdfundingRow>(
    q,
    'select count(*)::int as n from promo_crowdfunding p where p.start_time <= $1 and p.end_time >= $1',
    `select p.id, p.title_${sfx} as title, p.goods_id, g.name_${sfx} as goods_name, g.image, p.price_cents, p.target_cents, p.raised_cents,
            p.backers, p.start_time, p.end_time
     from promo_crowdfunding p join goods g on g.id = p.goods_id
     where p.start_time <= $1 and p.end_time >= $1 order by p.end_time, p.id`,
    [now],
    page,
  );
}

export async function seckillHours(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ slot_hour: number }>('select distinct slot_hour from promo_seckill_goods order by slot_hour');
  return rows.map((r) => r.slot_hour);
}

export interface SeckillRow {
  id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  image: string;
  original_cents: number;
  price_cents: number;
  quantity: number;
  sold_num: number;
}

export function listSeckillGoods(q: Queryable, hour: number, lang: Locale, page: Paging) {
  return paged<SeckillRow>(
    q,
    'select count(*)::int as n from promo_seckill_goods where slot_hour = $1',
    `select p.id, p.goods_id, p.sku_id, g.name_${localeSuffix(lang)} as goods_name, g.image, k.price_cents as original_cents, p.price_cents,
            p.quantity, p.sold_num
     from promo_seckill_goods p join goods g on g.id = p.goods_id join sku k on k.id = p.sku_id
     where p.slot_hour = $1 order by p.id`,
    [hour],
    page,
  );
}

export interface ExchangeRow {
  id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  image: string;
  original_cents: number;
  exchange_point: number;
  exchange_money_cents: number;
  enable_quantity: number;
}

/** Point goods of the points mall, cheapest in points first. */
export function listExchangeGoods(q: Queryable, lang: Locale, page: Paging) {
  return paged<ExchangeRow>(
    q,
    'select count(*)::int as n from promo_exchange p join goods g on g.id = p.goods_id where g.market_enable = 1',
    `select p.id, p.goods_id, p.sku_id, g.name_${localeSuffix(lang)} as goods_name, g.image, k.price_cents as original_cents,
            p.exchange_point, p.exchange_money_cents, p.enable_quantity
     from promo_exchange p join goods g on g.id = p.goods_id join sku k on k.id = p.sku_id
     where g.market_enable = 1 order by p.exchange_point, p.id`,
    [],
    page,
  );
}
