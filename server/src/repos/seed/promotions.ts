import { type StoredText, textColumns } from '../../services/text/system-text';
import type { Queryable } from '../../db/types';

export interface PickableGoods {
  id: number;
  sku_id: number;
  price_cents: number;
  quantity: number;
}

/** Listed goods with their default sku in stock, in id order: deterministic, no draw on the seed's PRNG. */
export async function pickGoods(q: Queryable, offset: number, limit: number): Promise<PickableGoods[]> {
  const { rows } = await q.query<PickableGoods>(
    `select g.id, s.id as sku_id, s.price_cents, s.quantity from goods g join sku s on s.id = g.default_sku_id
     where g.market_enable = 1 and s.quantity > 0 order by g.id offset $1 limit $2`,
    [offset, limit],
  );
  return rows;
}

/** Shops 2 to 5 by id. */
export async function listCouponShops(q: Queryable): Promise<{ id: number }[]> {
  const { rows } = await q.query<{ id: number }>('select id from shop order by id offset 1 limit 4');
  return rows;
}

export async function insertCoupon(
  q: Queryable,
  c: {
    seller: number;
    title: StoredText;
    amount: number;
    threshold: number;
    start: number;
    end: number;
    total: number | null;
    limit: number;
  },
): Promise<void> {
  await q.query(
    `insert into coupon (seller_id, title, title_key, title_params, amount_cents, threshold_cents, start_time, end_time, total_num, limit_num)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)`,
    [c.seller, ...textColumns(c.title), c.amount, c.threshold, c.start, c.end, c.total, c.limit],
  );
}

export async function insertGroupBuy(
  q: Queryable,
  g: { goodsId: number; priceCents: number; goodsNum: number; buyNum: number; start: number; end: number },
): Promise<void> {
  await q.query(
    'insert into promo_groupbuy (goods_id, price_cents, goods_num, buy_num, start_time, end_time) values ($1, $2, $3, $4, $5, $6)',
    [g.goodsId, g.priceCents, g.goodsNum, g.buyNum, g.start, g.end],
  );
}

export async function insertCrowdfunding(
  q: Queryable,
  c: {
    goodsId: number;
    title: readonly [string, string, string];
    priceCents: number;
    targetCents: number;
    raisedCents: number;
    backers: number;
    start: number;
    end: number;
  },
): Promise<void> {
  await q.query(
    `insert into promo_crowdfunding (goods_id, title_es, title_en, title_zh, price_cents, target_cents, raised_cents, backers, start_time, end_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [c.goodsId, ...c.title, c.priceCents, c.targetCents, c.raisedCents, c.backers, c.start, c.end],
  );
}

export async function insertSeckillGoods(
  q: Queryable,
  s: { hour: number; goodsId: number; skuId: number; priceCents: number; quantity: number; soldNum: number },
): Promise<void> {
  await q.query(
    'insert into promo_seckill_goods (slot_hour, goods_id, sku_id, price_cents, quantity, sold_num) values ($1, $2, $3, $4, $5, $6)',
    [s.hour, s.goodsId, s.skuId, s.priceCents, s.quantity, s.soldNum],
  );
}

export async function insertExchange(
  q: Queryable,
  e: { goodsId: number; skuId: number; points: number; moneyCents: number; quantity: number },
): Promise<void> {
  await q.query(
    'insert into promo_exchange (goods_id, sku_id, exchange_point, exchange_money_cents, enable_quantity) values ($1, $2, $3, $4, $5)',
    [e.goodsId, e.skuId, e.points, e.moneyCents, e.quantity],
  );
}

/** The CMS page 1 (/mini-page?id=1), its blocks as JSON. */
export async function insertCmsPage(
  q: Queryable,
  page: { names: readonly [string, string, string]; blocks: string; at: number },
): Promise<void> {
  await q.query(
    `insert into cms_page (id, page_type, client_type, name_es, name_en, name_zh, blocks, modify_time) values (1, 'MINI', 'PC', $1, $2, $3, $4, $5)`,
    [...page.names, page.blocks, page.at],
  );
}
