// GET /buyer/members/coupon (api-reference "Coupons"): the coupons a member holds, by status
// (0 all, 1 usable, 2 used, 3 expired), paged Javashop-style, in the reader's language.
import { expect, it } from 'vitest';
import type { JavashopPage } from '../../src/core/contract/types-discovery';
import type { MemberCoupon } from '../../src/core/contract/types-member-coupons';
import { createSessions } from '../../server/src/services/auth/sessions';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { json } from './support/client';
import { spanishTell } from './support/spanish-tells';

const DAY = 86_400;

describeBackends('member coupons: by status, paged, refusals', (api: ApiHarness) => {
  const get = (url: string, token?: string) =>
    api.inject({ method: 'GET', url: `/api/buyer/members/coupon${url}`, headers: token ? { authorization: token } : {} });
  const page = async (token: string, query = '') => {
    const response = await get(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<JavashopPage<MemberCoupon>>(response);
  };
  const nowS = () => Math.floor(Date.now() / 1000);

  /** A coupon of `sellerId` (0 = platform) running from `from` to `to` (seconds from now), held by the member. */
  const hold = async (memberId: number, sellerId: number, from: number, to: number, used = false) => {
    const { rows } = await api.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values ($1, $2, 2500, 40000, $3, $4) returning id`,
      [sellerId, `Test ${sellerId} ${from}/${to}`, nowS() + from, nowS() + to],
    );
    const couponId = rows[0]!.id;
    const mc = await api.db.query<{ id: number }>(
      'insert into member_coupon (member_id, coupon_id, used_status, created_at) values ($1, $2, $3, $4) returning id',
      [memberId, couponId, used ? 1 : 0, nowS()],
    );
    return { couponId, mcId: mc.rows[0]!.id };
  };

  it('the demo member holds the seeded coupons, all usable, platform ones named as such', async () => {
    const demo = await createSessions(api.db, Date.now).login(1, null);
    const all = await page(demo, '?status=1&lang=en_US&page_size=50');
    expect(all.data_total).toBeGreaterThanOrEqual(3);
    const platform = all.data.filter((c) => c.seller_id === 0);
    expect(platform.length).toBeGreaterThanOrEqual(2);
    for (const c of platform)
      expect(c).toMatchObject({ seller_name: 'All shops', used_status: 0, used_status_text: 'Available', use_scope: 'ALL' });
    // titles the system composed read in the reader's language (issue 16 §3)
    const welcome = all.data.find((c) => c.title.startsWith('Welcome:'));
    expect(welcome).toMatchObject({
      title: 'Welcome: MXN 50.00 off purchases from MXN 500.00',
      coupon_price: 50,
      coupon_threshold_price: 500,
    });
    expect(all.data.filter((c) => spanishTell(c.title) !== undefined)).toEqual([]);
    const zh = await page(demo, '?status=1&lang=zh_CN&page_size=50');
    expect(zh.data.find((c) => c.mc_id === welcome?.mc_id)?.title).toBe('新人礼：满 MXN 500.00 减 MXN 50.00');
    expect(zh.data.filter((c) => spanishTell(c.title) !== undefined || !c.title.includes('满'))).toEqual([]);
    const es = await page(demo, '?status=1&lang=es_MX&page_size=50');
    expect(es.data.find((c) => c.mc_id === welcome?.mc_id)?.title).toBe('Bienvenida: MXN 50.00 en compras desde MXN 500.00');
    const shop = all.data.find((c) => c.seller_id !== 0);
    expect(shop?.seller_name).not.toBe('');
  });

  it('each status selects its coupons; usable soonest-ending first; texts in each language', async () => {
    const buyer = await newBuyer(api);
    const { rows } = await api.db.query<{ id: number; name: string }>('select id, name from shop order by id limit 1');
    const shop = rows[0]!;
    const later = await hold(buyer.id, 0, -DAY, 30 * DAY);
    const sooner = await hold(buyer.id, shop.id, -DAY, 2 * DAY);
    const upcoming = await hold(buyer.id, 0, DAY, 10 * DAY);
    const used = await hold(buyer.id, shop.id, -DAY, 30 * DAY, true);
    const expired = await hold(buyer.id, 0, -10 * DAY, -DAY);

    const cases: [string, number[]][] = [
      ['?status=1', [sooner.mcId, upcoming.mcId, later.mcId]],
      ['?status=2', [used.mcId]],
      ['?status=3', [expired.mcId]],
      ['', [expired.mcId, used.mcId, upcoming.mcId, sooner.mcId, later.mcId]],
      ['?status=0', [expired.mcId, used.mcId, upcoming.mcId, sooner.mcId, later.mcId]],
    ];
    for (const [query, ids] of cases) {
      const reply = await page(buyer.token, query);
      expect(
        reply.data.map((c) => c.mc_id),
        query,
      ).toEqual(ids);
      expect(reply.data_total, query).toBe(ids.length);
    }

    const texts = {
      es_MX: ['Disponible', 'Usado', 'Vencido'],
      en_US: ['Available', 'Used', 'Expired'],
      zh_CN: ['可使用', '已使用', '已过期'],
    };
    for (const [lang, [usable, spent, gone]] of Object.entries(texts)) {
      const all = (await page(buyer.token, `?lang=${lang}`)).data;
      const by = (mcId: number) => all.find((c) => c.mc_id === mcId);
      expect(by(later.mcId)).toMatchObject({ used_status: 0, used_status_text: usable });
      expect(by(used.mcId)).toMatchObject({ used_status: 1, used_status_text: spent, seller_id: shop.id, seller_name: shop.name });
      expect(by(expired.mcId)).toMatchObject({ used_status: 2, used_status_text: gone, seller_id: 0 });
    }
    const one = (await page(buyer.token, '?status=2')).data[0]!;
    expect(one).toEqual({
      mc_id: used.mcId,
      coupon_id: used.couponId,
      title: expect.any(String),
      coupon_price: 25,
      coupon_threshold_price: 400,
      start_time: expect.any(Number),
      end_time: expect.any(Number),
      used_status: 1,
      used_status_text: 'Usado',
      seller_id: shop.id,
      seller_name: shop.name,
      use_scope: 'ALL',
    });
  });

  it('pages the list and shows only the member’s own coupons', async () => {
    const [a, b] = [await newBuyer(api), await newBuyer(api)];
    const held = [];
    for (let i = 1; i <= 3; i += 1) held.push((await hold(a.id, 0, -DAY, i * DAY)).mcId);
    const first = await page(a.token, '?status=1&page_no=1&page_size=2');
    expect(first).toMatchObject({ page_no: 1, page_size: 2, data_total: 3 });
    expect(first.data.map((c) => c.mc_id)).toEqual(held.slice(0, 2));
    expect((await page(a.token, '?status=1&page_no=2&page_size=2')).data.map((c) => c.mc_id)).toEqual(held.slice(2));
    expect(await page(b.token)).toEqual({ data: [], page_no: 1, page_size: 10, data_total: 0 });
  });

  it('refuses a visitor (403) and bad input (400)', async () => {
    expect((await get('')).statusCode).toBe(403);
    expect((await get('', 'not-a-token')).statusCode).toBe(403);
    const buyer = await newBuyer(api);
    for (const query of [
      '?status=4',
      '?status=-1',
      '?status=usable',
      '?page_no=0',
      '?page_size=0',
      '?page_size=100000',
      '?status=1&status=2',
    ]) {
      const response = await get(query, buyer.token);
      expect(response.statusCode, query).toBe(400);
      expect(json<{ code: string }>(response).code, query).toBe('004');
    }
  });
});
