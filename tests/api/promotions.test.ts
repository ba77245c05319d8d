import { expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/contract/types';
import type { JavashopPage } from '../../src/core/contract/types-discovery';
import type {
  CmsBlock,
  CmsPage,
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  PromoCoupon,
  SeckillGoods,
  SeckillSlot,
} from '../../src/core/contract/types-promotions';
import { seckillTimeLine } from '../../server/src/services/catalogue/promo-seckill';
import { describeBackends } from './support/backends';
import { newBuyer, newBuyers } from './support/buyers';
import { json, LOCALES_UNDER_TEST } from './support/client';
import { spanishTell } from './support/spanish-tells';

const HOUR = 3600;

describeBackends('promotions: coupons, group buy, crowdfunding, seckill, points mall, CMS pages', (api) => {
  const get = (url: string, token?: string) =>
    api.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: token } : {} });
  const receive = (id: number | string, token?: string, lang = 'es_MX') =>
    api.inject({
      method: 'POST',
      url: `/api/buyer/members/coupon/${id}/receive?lang=${lang}`,
      headers: token ? { authorization: token } : {},
    });
  const coupons = async (token?: string, query = '') =>
    json<JavashopPage<PromoCoupon>>(await get(`/buyer/promotions/coupons/all?page_size=100${query}`, token));
  const newCoupon = async (total: number | null, limit = 1, window: [number, number] = [0, 4102444800]) => {
    const { rows } = await api.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time, total_num, limit_num)
       values (0, 'promo test', 1000, 0, $1, $2, $3, $4) returning id`,
      [window[0], window[1], total, limit],
    );
    return rows[0]!.id;
  };
  const held = async (memberId: number, couponId: number) =>
    (
      await api.db.query<{ n: number }>('select count(*)::int as n from member_coupon where member_id = $1 and coupon_id = $2', [
        memberId,
        couponId,
      ])
    ).rows[0]!.n;
  const receivedNum = async (couponId: number) =>
    (await api.db.query<{ n: number }>('select received_num as n from coupon where id = $1', [couponId])).rows[0]!.n;

  it('lists live coupons, paged, with stock, limit and what the caller holds', async () => {
    const page = await coupons();
    expect(page.data.length).toBeGreaterThan(5);
    expect(page.data_total).toBeGreaterThanOrEqual(page.data.length);
    for (const c of page.data) {
      expect(c.coupon_price).toBeGreaterThan(0);
      expect(c.end_time).toBeGreaterThan(Date.now() / 1000);
      expect(c.member_received).toBe(0);
      if (c.create_num !== null) expect(c.remain_num).toBe(c.create_num - c.received_num);
    }
    expect(page.data.some((c) => c.seller_id === 0)).toBe(true);
    expect(page.data.some((c) => c.seller_id > 0 && c.seller_name !== '')).toBe(true);
    const small = json<JavashopPage<PromoCoupon>>(await get('/buyer/promotions/coupons/all?page_no=2&page_size=2'));
    expect(small).toMatchObject({ page_no: 2, page_size: 2, data_total: page.data_total });
    expect(small.data.map((c) => c.coupon_id)).toEqual(page.data.slice(2, 4).map((c) => c.coupon_id));
  });

  it.each(LOCALES_UNDER_TEST)('names the platform in %s', async (lang) => {
    const page = json<JavashopPage<PromoCoupon>>(await get(`/buyer/promotions/coupons/all?seller_id=0&lang=${lang}`));
    expect(page.data.every((c) => c.seller_id === 0)).toBe(true);
    expect(new Set(page.data.map((c) => c.seller_name))).toEqual(
      new Set([{ es_MX: 'Todas las tiendas', en_US: 'All shops', zh_CN: '全平台通用' }[lang]]),
    );
    // a title the system composed reads in the reader's language (issue 16 §3)
    const titles = (await coupons(undefined, `&seller_id=0&lang=${lang}`)).data.map((c) => c.title);
    expect(titles).toContain(
      {
        es_MX: 'Temporada: MXN 30.00 en compras desde MXN 300.00',
        en_US: 'Seasonal: MXN 30.00 off purchases from MXN 300.00',
        zh_CN: '季节券：满 MXN 300.00 减 MXN 30.00',
      }[lang],
    );
    if (lang !== 'es_MX') expect(titles.filter((title) => spanishTell(title) !== undefined)).toEqual([]);
  });

  it('a received coupon is the member coupon checkout offers and spends', async () => {
    const buyer = await newBuyer(api);
    const id = await newCoupon(10);
    expect((await receive(id, buyer.token)).statusCode).toBe(200);
    expect(await held(buyer.id, id)).toBe(1);
    expect(await receivedNum(id)).toBe(1);
    expect((await coupons(buyer.token)).data.find((c) => c.coupon_id === id)).toMatchObject({ member_received: 1, remain_num: 9 });
    // the trade stream's own call accepts it as the buyer's coupon
    const { rows } = await api.db.query<{ id: number }>('select id from member_coupon where member_id = $1 and coupon_id = $2', [
      buyer.id,
      id,
    ]);
    const chosen = await api.inject({
      method: 'POST',
      url: '/api/buyer/trade/checkout-params/coupon',
      headers: { authorization: buyer.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `mc_id=${rows[0]!.id}`,
    });
    expect(chosen.statusCode).toBe(200);
  });

  it.each(LOCALES_UNDER_TEST)(
    'receiving twice, past the stock or outside the dates is a translated 4xx that writes nothing (%s)',
    async (lang) => {
      const [a, b] = await newBuyers(api, 2);
      const once = await newCoupon(1);
      expect((await receive(once, a!.token, lang)).statusCode).toBe(200);
      const twice = await receive(once, a!.token, lang);
      expect(twice.statusCode).toBe(400);
      expect(json<ApiErrorBody>(twice).message).toBe(
        {
          es_MX: 'Ya recibiste este cupón: cada cliente puede recibir 1',
          en_US: 'You already received this coupon: each buyer may receive 1',
          zh_CN: '您已领取过此优惠券：每位买家限领 1 张',
        }[lang],
      );
      const gone = await receive(once, b!.token, lang);
      expect(gone.statusCode).toBe(400);
      expect(json<ApiErrorBody>(gone).message).toBe(
        { es_MX: 'Este cupón ya se agotó', en_US: 'This coupon has run out', zh_CN: '此优惠券已领完' }[lang],
      );
      const expired = await newCoupon(null, 1, [0, 1000]);
      expect((await receive(expired, a!.token, lang)).statusCode).toBe(400);
      expect(await held(a!.id, once)).toBe(1);
      expect(await held(b!.id, once)).toBe(0);
      expect(await held(a!.id, expired)).toBe(0);
      expect(await receivedNum(once)).toBe(1);
    },
  );

  it('a per-buyer limit of 2 lets one buyer receive exactly two', async () => {
    const buyer = await newBuyer(api);
    const id = await newCoupon(null, 2);
    const statuses = await Promise.all([1, 2, 3, 4].map(() => receive(id, buyer.token).then((r) => r.statusCode)));
    expect(statuses.sort()).toEqual([200, 200, 400, 400]);
    expect(await held(buyer.id, id)).toBe(2);
  });

  it('20 buyers racing for a coupon with 5 left: exactly 5 receive it', async () => {
    const id = await newCoupon(8);
    await api.db.query('update coupon set received_num = 3 where id = $1', [id]);
    const buyers = await newBuyers(api, 20);
    const replies = await Promise.all(buyers.map((b) => receive(id, b.token)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(15);
    expect((await api.db.query<{ n: number }>('select count(*)::int as n from member_coupon where coupon_id = $1', [id])).rows[0]!.n).toBe(
      5,
    );
    expect(await receivedNum(id)).toBe(8);
  });

  it.each([
    ['a visitor', 'abc', undefined, 403],
    ['a word as id', 'abc', 'token', 400],
    ['id zero', '0', 'token', 400],
    ['an unknown coupon', '999999999', 'token', 404],
  ])('receive refuses %s', async (_, id, withToken, status) => {
    const buyer = await newBuyer(api);
    const before = (await api.db.query<{ n: number }>('select count(*)::int as n from member_coupon')).rows[0]!.n;
    const reply = await receive(id, withToken ? buyer.token : undefined, 'en_US');
    expect(reply.statusCode).toBe(status);
    expect(json<ApiErrorBody>(reply).message).not.toBe('');
    expect((await api.db.query<{ n: number }>('select count(*)::int as n from member_coupon')).rows[0]!.n).toBe(before);
  });

  it.each(LOCALES_UNDER_TEST)('group buys, crowdfunding and point goods are running and localized (%s)', async (lang) => {
    const groups = json<JavashopPage<GroupBuyGoods>>(await get(`/buyer/promotions/group-buy/goods?lang=${lang}`));
    expect(groups.data.length).toBeGreaterThan(0);
    const now = Date.now() / 1000;
    for (const g of groups.data) {
      expect(g.price).toBeLessThan(g.original_price);
      expect(g.start_time).toBeLessThanOrEqual(now);
      expect(g.end_time).toBeGreaterThan(now);
      expect(g.thumbnail).toMatch(/^http/);
    }
    const first = groups.data[0]!;
    const { rows } = await api.db.query<{ name_es: string; name_en: string; name_zh: string }>(
      'select name_es, name_en, name_zh from goods where id = $1',
      [first.goods_id],
    );
    expect(first.goods_name).toBe({ es_MX: rows[0]!.name_es, en_US: rows[0]!.name_en, zh_CN: rows[0]!.name_zh }[lang]);

    const funds = json<JavashopPage<Crowdfunding>>(await get(`/buyer/promotions/crowdfunding?lang=${lang}`));
    expect(funds.data.length).toBe(4);
    for (const f of funds.data) expect(f.progress).toBe(Math.floor((f.raised_amount * 100) / f.target_amount));
    expect(funds.data.some((f) => f.progress >= 100)).toBe(true);
    expect(funds.data[0]!.title).toBe(
      { es_MX: 'Lote de temporada para papelerías', en_US: 'Seasonal batch for stationery shops', zh_CN: '文具店季节批次' }[lang],
    );

    const points = json<JavashopPage<ExchangeGoods>>(await get(`/buyer/promotions/exchange/goods?lang=${lang}`));
    expect(points.data.length).toBe(8);
    expect(points.data.every((p) => p.goods_type === 'POINT' && p.promotion_type === 'EXCHANGE' && p.exchange_point > 0)).toBe(true);
    expect(points.data.map((p) => p.exchange_point)).toEqual([...points.data.map((p) => p.exchange_point)].sort((a, b) => a - b));
  });

  it('the seckill time line starts with the running slot, then the coming ones, and moves on with the clock', async () => {
    const slots = json<SeckillSlot[]>(await get('/buyer/promotions/seckill/time-line'));
    expect(slots).toHaveLength(5);
    const [running, ...coming] = slots;
    expect(running).toMatchObject({ active: 1, distance_time: 0 });
    expect(running!.end_distance).toBeGreaterThan(0);
    expect(running!.end_distance).toBeLessThanOrEqual(2 * HOUR);
    coming.forEach((slot, i) => {
      expect(slot.active).toBe(0);
      expect(slot.start_time).toBe(slots[i]!.end_time);
      expect(slot.distance_time).toBe(slot.start_time - slot.now);
    });
    const goods = json<JavashopPage<SeckillGoods>>(await get(`/buyer/promotions/seckill/goods-list?range_time=${running!.range_time}`));
    expect(goods.data).toHaveLength(4);
    for (const g of goods.data) {
      expect(g.seckill_price).toBeLessThan(g.original_price);
      expect(g.remain_quantity).toBe(g.sold_quantity - g.sold_num);
    }
    api.advance((running!.end_distance + 1) * 1000);
    try {
      const later = json<SeckillSlot[]>(await get('/buyer/promotions/seckill/time-line'));
      expect(later[0]).toMatchObject({ active: 1, range_time: coming[0]!.range_time, start_time: coming[0]!.start_time });
    } finally {
      api.advance(-(running!.end_distance + 1) * 1000);
    }
  });

  it.each([
    ['/buyer/promotions/seckill/goods-list', 'range_time'],
    ['/buyer/promotions/seckill/goods-list?range_time=24', 'range_time'],
    ['/buyer/promotions/seckill/goods-list?range_time=2&page_size=0', 'page_size'],
    ['/buyer/promotions/group-buy/goods?page_no=x', 'page_no'],
    ['/buyer/promotions/crowdfunding?page_size=1000', 'page_size'],
    ['/buyer/promotions/exchange/goods?page_no=-1', 'page_no'],
    ['/buyer/promotions/coupons/all?seller_id=x', 'seller_id'],
    ['/buyer/pages/abc', 'page_id'],
  ])('GET %s is a 400 naming %s', async (url, field) => {
    const reply = await get(`${url}${url.includes('?') ? '&' : '?'}lang=en_US`);
    expect(reply.statusCode).toBe(400);
    expect(json<ApiErrorBody>(reply).message).toContain(field);
  });

  it.each(LOCALES_UNDER_TEST)('a CMS page comes in %s with its goods resolved; an unknown page is a 404', async (lang) => {
    const page = json<CmsPage>(await get(`/buyer/pages/1?lang=${lang}`));
    expect(page.page_name).toBe({ es_MX: 'Regreso a clases', en_US: 'Back to school', zh_CN: '开学季' }[lang]);
    const blocks = JSON.parse(page.page_data) as CmsBlock[];
    expect(blocks.map((b) => b.type)).toEqual(['title', 'text', 'banner', 'goods', 'banner']);
    const goods = blocks.find((b) => b.type === 'goods');
    expect(goods?.type === 'goods' && goods.goods.length).toBe(8);
    const missing = await get(`/buyer/pages/424242?lang=${lang}`);
    expect(missing.statusCode).toBe(404);
    expect(json<ApiErrorBody>(missing).message).toContain('424242');
  });
});

it.each([
  // 2026-03-10 13:30 in Mexico City (19:30 UTC): the 12:00 slot runs until 14:00
  [Date.UTC(2026, 2, 10, 19, 30) / 1000, [12, 14, 16, 18, 20], 30 * 60],
  // 23:10 local: the 22:00 slot runs until midnight, then tomorrow's slots
  [Date.UTC(2026, 2, 11, 5, 10) / 1000, [22, 0, 2, 4, 6], 50 * 60],
  // 00:00 local exactly: the midnight slot has just started
  [Date.UTC(2026, 2, 11, 6, 0) / 1000, [0, 2, 4, 6, 8], 2 * HOUR],
])('seckill time line at %i', (now, hours, endDistance) => {
  const slots = seckillTimeLine([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22], now);
  expect(slots.map((s) => s.range_time)).toEqual(hours);
  expect(slots[0]!.end_distance).toBe(endDistance);
  expect(slots[1]!.distance_time).toBe(endDistance);
});
