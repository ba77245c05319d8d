import { expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/contract/types';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus, type StockedSku } from './support/buyers';
import { form, FORM, json, login } from './support/client';

interface OrderSku {
  sku_id: number;
  goods_id: number;
  name: string;
  num: number;
  purchase_price: number;
  snapshot_id: number;
}
interface OrderLine {
  sn: string;
  logi_id: number;
  ship_no: string;
  logi_name: string;
  sku_list: OrderSku[];
  order_status: string;
  cancel_reason: string;
}
interface Express {
  name: string;
  courier_num: string;
  data: { time: number; context: string }[];
}
interface Snapshot {
  snapshot_id: number;
  order_sn: string;
  num: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  price: number;
  seller_name: string;
  package_unit: number;
}
interface BuyAgain {
  added: { sku_id: number; num: number }[];
  not_added: { sku_id: number; name: string; num: number; reason: string }[];
  count: number;
}

describeBackends('order extras: express, snapshots, buy again', (api: ApiHarness) => {
  const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
  const post = (url: string, token: string, body: Record<string, string> = {}) =>
    api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: token }, payload: form(body) });

  /** A buyer with one unpaid order of `skus` (one package each). */
  async function orderOf(skus: StockedSku[]) {
    const buyer = await newBuyer(api);
    await post('/buyer/members/address', buyer.token, {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 1',
      zip: '06700',
    });
    for (const sku of skus) await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await post('/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    const trade = json<{ order_list: { sn: string }[] }>(
      await post('/buyer/trade/create', buyer.token, { idempotency_key: `extras-${buyer.id}-key` }),
    );
    return { buyer, sns: trade.order_list.map((order) => order.sn) };
  }

  it('tracks demo’s shipment through the carrier, newest event first; other numbers and buyers get 404', async () => {
    const demo = await login(api);
    const shipped = json<{ data: OrderLine[] }>(await get('/buyer/trade/orders?order_status=WAIT_ROG', demo)).data[0];
    if (!shipped) throw new Error('no shipped order seeded');
    expect(shipped.logi_id).toBeGreaterThan(0);
    const reply = json<Express>(await get(`/buyer/express?id=${shipped.logi_id}&num=${shipped.ship_no}`, demo));
    expect(reply).toMatchObject({ name: shipped.logi_name, courier_num: shipped.ship_no });
    expect(reply.data.length).toBeGreaterThanOrEqual(5);
    const times = reply.data.map((event) => event.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(reply.data.every((event) => event.context.length > 10)).toBe(true);
    const stranger = await newBuyer(api);
    const refused = await get(`/buyer/express?id=${shipped.logi_id}&num=${shipped.ship_no}&lang=en_US`, stranger.token);
    expect([refused.statusCode, json<ApiErrorBody>(refused).message]).toEqual([
      404,
      'None of your orders was shipped with this carrier and tracking number',
    ]);
    expect((await get(`/buyer/express?id=${shipped.logi_id}&num=0000000000`, demo)).statusCode).toBe(404);
  });

  const badExpress: [string, string, string][] = [
    ['no num', 'id=1', 'num'],
    ['no id', 'num=7012345678', 'id'],
    ['a word for id', 'id=uno&num=7012345678', 'id'],
    ['a num over 40', `id=1&num=${'9'.repeat(41)}`, 'num'],
  ];
  it.each(badExpress)('refuses tracking with %s, naming the field', async (_, query, field) => {
    const demo = await login(api);
    const response = await get(`/buyer/express?${query}&lang=en_US`, demo);
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).message).toContain(field);
  });

  it('keeps the goods as ordered in a snapshot, unchanged when the goods change later; only for its buyer', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 2, offset: 5 });
    if (!sku) throw new Error('no sku');
    const { buyer, sns } = await orderOf([sku]);
    const order = json<OrderLine>(await get(`/buyer/trade/orders/${sns[0]}`, buyer.token));
    const line = order.sku_list[0];
    if (!line) throw new Error('no line');
    expect(line.snapshot_id).toBeGreaterThan(0);
    const before = json<Snapshot>(await get(`/buyer/trade/snapshots/${line.snapshot_id}`, buyer.token));
    expect(before).toMatchObject({
      snapshot_id: line.snapshot_id,
      order_sn: order.sn,
      sku_id: sku.sku_id,
      goods_id: sku.goods_id,
      num: line.num,
      price: line.purchase_price,
      package_unit: sku.package_unit,
    });
    expect(before.goods_name).toBe(line.name);
    expect(before.seller_name.length).toBeGreaterThan(0);
    const english = json<Snapshot>(await get(`/buyer/trade/snapshots/${line.snapshot_id}?lang=en_US`, buyer.token));
    const { rows } = await api.db.query<{ name_en: string }>('select name_en from goods where id = $1', [sku.goods_id]);
    expect(english.goods_name).toBe(rows[0]?.name_en);

    await api.db.query(`update goods set name_es = name_es || ' (nuevo modelo)' where id = $1`, [sku.goods_id]);
    await api.db.query('update sku set price_cents = price_cents * 2 where id = $1', [sku.sku_id]);
    try {
      expect(json<Snapshot>(await get(`/buyer/trade/snapshots/${line.snapshot_id}`, buyer.token))).toEqual(before);
    } finally {
      await api.db.query(`update goods set name_es = replace(name_es, ' (nuevo modelo)', '') where id = $1`, [sku.goods_id]);
      await api.db.query('update sku set price_cents = price_cents / 2 where id = $1', [sku.sku_id]);
    }
    const stranger = await newBuyer(api);
    expect((await get(`/buyer/trade/snapshots/${line.snapshot_id}`, stranger.token)).statusCode).toBe(404);
    const bad = await get('/buyer/trade/snapshots/abc?lang=en_US', buyer.token);
    expect(bad.statusCode).toBe(400);
    expect(json<ApiErrorBody>(bad).message).toContain('id');
  });

  it('gives demo’s seeded orders snapshots too', async () => {
    const demo = await login(api);
    const orders = json<{ data: OrderLine[] }>(await get('/buyer/trade/orders?page_size=50', demo)).data;
    const line = orders.find((order) => order.sku_list.length > 0)?.sku_list[0];
    expect(line?.snapshot_id).toBeGreaterThan(0);
    expect((await get(`/buyer/trade/snapshots/${line?.snapshot_id}`, demo)).statusCode).toBe(200);
  });

  it('buys again: lines still for sale go back in the cart, the delisted one is reported with the reason, nothing else', async () => {
    const skus = await stockedSkus(api, 2, { packages: 2, offset: 10 });
    const [kept, delisted] = skus;
    if (!kept || !delisted) throw new Error('no skus');
    const { buyer, sns } = await orderOf(skus);
    const sn = sns[0] ?? '';
    const orders = await Promise.all(sns.map(async (orderSn) => json<OrderLine>(await get(`/buyer/trade/orders/${orderSn}`, buyer.token))));
    await api.db.query('update goods set market_enable = 0 where id = $1', [delisted.goods_id]);
    try {
      const results = [];
      for (const order of orders)
        results.push(json<BuyAgain>(await post(`/buyer/trade/orders/${order.sn}/buy-again?lang=en_US`, buyer.token)));
      const added = results.flatMap((result) => result.added);
      const notAdded = results.flatMap((result) => result.not_added);
      expect(added).toEqual([{ sku_id: kept.sku_id, num: kept.package_unit }]);
      expect(notAdded).toEqual([
        expect.objectContaining({
          sku_id: delisted.sku_id,
          num: delisted.package_unit,
          reason: 'The product does not exist or has been removed from the market',
        }),
      ]);
      const { rows } = await api.db.query<{ sku_id: number; num: number }>(
        `select sku_id, num from cart_item where member_id = $1 and way = 'CART'`,
        [buyer.id],
      );
      expect(rows.map((row) => [Number(row.sku_id), row.num])).toEqual([[kept.sku_id, kept.package_unit]]);
      expect(results.at(-1)?.count).toBe(kept.package_unit);
    } finally {
      await api.db.query('update goods set market_enable = 1 where id = $1', [delisted.goods_id]);
    }
    const stranger = await newBuyer(api);
    expect((await post(`/buyer/trade/orders/${sn}/buy-again`, stranger.token)).statusCode).toBe(404);
    const { rows } = await api.db.query('select 1 from cart_item where member_id = $1', [stranger.id]);
    expect(rows).toEqual([]);
  });

  it('buys again the way it was bought: a dropshipped line goes back as dropshipping, beside the wholesale one', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset: 20 });
    if (!sku) throw new Error('no sku');
    const buyer = await newBuyer(api);
    await post('/buyer/members/address', buyer.token, {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 1',
      zip: '06700',
    });
    await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    const dropship = await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: '3', shipment_type: '2' });
    expect(dropship.statusCode).toBeLessThan(300);
    await post('/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    const trade = json<{ order_list: { sn: string }[] }>(
      await post('/buyer/trade/create', buyer.token, { idempotency_key: `again-ship-${buyer.id}` }),
    );
    const sn = trade.order_list[0]?.sn ?? '';
    const lines = async () =>
      (
        await api.db.query<{ sku_id: number; shipment_type: number; num: number }>(
          `select sku_id, shipment_type, num from cart_item where member_id = $1 and way = 'CART' order by shipment_type`,
          [buyer.id],
        )
      ).rows.map((row) => [Number(row.sku_id), Number(row.shipment_type), row.num]);
    expect(await lines()).toEqual([]);
    const again = json<BuyAgain>(await post(`/buyer/trade/orders/${sn}/buy-again?lang=en_US`, buyer.token));
    expect(again.not_added).toEqual([]);
    expect(await lines()).toEqual([
      [sku.sku_id, 1, sku.package_unit],
      [sku.sku_id, 2, 3],
    ]);
    expect(again.count).toBe(sku.package_unit + 3);
  });

  it('cancels an unpaid order by itself when its time runs out, giving back the stock and the coupon', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 2, offset: 15 });
    if (!sku) throw new Error('no sku');
    const buyer = await newBuyer(api);
    await post('/buyer/members/address', buyer.token, {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 1',
      zip: '06700',
    });
    await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    const { rows: coupon } = await api.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, 'sweep test', 100, 0, 0, 4102444800) returning id`,
    );
    const { rows: mc } = await api.db.query<{ id: number }>(
      'insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, 0) returning id',
      [buyer.id, coupon[0]?.id],
    );
    expect((await post('/buyer/trade/checkout-params/coupon', buyer.token, { mc_id: String(mc[0]?.id) })).statusCode).toBe(200);
    const quantity = async () =>
      (await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [sku.sku_id])).rows[0]?.quantity ?? 0;
    const before = await quantity();
    await post('/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    const trade = json<{ order_list: { sn: string }[] }>(
      await post('/buyer/trade/create', buyer.token, { idempotency_key: `sweep-${buyer.id}-key` }),
    );
    const sn = trade.order_list[0]?.sn ?? '';
    expect(await quantity()).toBe(before - sku.package_unit);
    expect((await api.db.query('select used_status from member_coupon where id = $1', [mc[0]?.id])).rows).toEqual([{ used_status: 1 }]);
    api.advance(31 * 60 * 1000);
    // Nobody reads the order: the server's own sweep cancels it (the timer calls this same sweep).
    const { rows: status } = await api.db.query<{ order_status: string }>('select order_status from trade_order where sn = $1', [sn]);
    expect(status[0]?.order_status).toBe('CONFIRM');
    const counts = json<{ cancel_num: number }>(await get('/buyer/trade/orders/status-num', buyer.token));
    expect(counts.cancel_num).toBe(1);
    const order = json<OrderLine>(await get(`/buyer/trade/orders/${sn}?lang=en_US`, buyer.token));
    // the system's reason is stored as a key: read in the reader's language (issue 16 §3)
    expect(order).toMatchObject({ order_status: 'CANCELLED', cancel_reason: 'Cancelled automatically: not paid in time' });
    expect(await quantity()).toBe(before);
    expect((await api.db.query('select used_status, order_sn from member_coupon where id = $1', [mc[0]?.id])).rows).toEqual([
      { used_status: 0, order_sn: null },
    ]);
  });
});
