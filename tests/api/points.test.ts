import { expect, it } from 'vitest';
import type { CartSku, CartView, PriceDetail } from '../../src/core/contract/types';
import type { JavashopPage } from '../../src/core/contract/types-discovery';
import type { MemberPoints, PointLogEntry } from '../../src/core/contract/types-points';
import { PAY_WINDOW_SECONDS } from '../../server/src/services/trade/checkout-service';
import { spendTradePoints } from '../../server/src/services/trade/points';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, withPayment } from './support/buyers';
import { form, FORM, json, LOCALES_UNDER_TEST } from './support/client';

type Method = 'GET' | 'POST';
type Body = Record<string, string | number>;
type Buyer = { id: number; token: string };

/** A points-mall goods as the cart adds it: its exchange, sku and package. */
interface Exchange {
  id: number;
  sku_id: number;
  goods_id: number;
  package_unit: number;
  exchange_point: number;
  exchange_money_cents: number;
  enable_quantity: number;
}

interface Trade {
  trade_sn: string;
  price_detail: PriceDetail;
  order_list: { sn: string; pay_status: string; order_status: string; order_price: number }[];
}

const ADDRESS = {
  name: 'Ana López',
  mobile: '5587654321',
  country: 1,
  province_id: 9,
  city_id: 9006,
  county_id: 900602,
  addr: 'Colima 123',
  zip: '06700',
};
const cents = (mxn: number) => Math.round(mxn * 100);
const INSUFFICIENT = {
  es_MX: 'Puntos insuficientes: este pedido necesita {needed} puntos y tienes {available}',
  en_US: 'Insufficient points: this order needs {needed} points and you have {available}',
  zh_CN: '积分不足：此订单需要 {needed} 积分，您当前有 {available} 积分',
} as const;

describeBackends('member points: balances, ledger, points-mall checkout, cancel', (api: ApiHarness) => {
  const send = (method: Method, url: string, token: string | undefined, body?: Body, headers: Record<string, string> = {}) =>
    api.inject({
      method,
      url: `/api${url}`,
      headers: { ...(body ? FORM : {}), ...headers, ...(token ? { authorization: token } : {}) },
      ...(body ? { payload: form(body) } : {}),
    });
  const ok = async (method: Method, url: string, token: string, body?: Body) => {
    const response = await send(method, url, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const current = async (token: string) => json<MemberPoints>(await ok('GET', '/buyer/members/points/current', token));
  const ledger = async (token: string, query = '') =>
    json<JavashopPage<PointLogEntry>>(await ok('GET', `/buyer/members/points${query}`, token));
  const create = (buyer: Buyer, key = `pts-${Date.now()}-${Math.random().toString(36).slice(2)}`, lang = 'es_MX') =>
    withPayment(api, buyer.token, () =>
      send('POST', `/buyer/trade/create?lang=${lang}`, buyer.token, { client: 'PC', way: 'CART' }, { 'idempotency-key': key }),
    );

  const created = async (buyer: Buyer): Promise<Trade> => {
    const response = await create(buyer);
    expect(response.statusCode, response.body).toBe(200);
    return json<Trade>(response);
  };

  /** A points-mall goods with pieces and stock for `packages` packages; `money` picks one with or without a money part. */
  const exchangeOf = async (money: boolean, packages = 1): Promise<Exchange> => {
    const { rows } = await api.db.query<Exchange>(
      `select p.id, p.sku_id, p.goods_id, g.package_unit, p.exchange_point, p.exchange_money_cents, p.enable_quantity
       from promo_exchange p join goods g on g.id = p.goods_id join sku s on s.id = p.sku_id
       where g.market_enable = 1 and (p.exchange_money_cents > 0) = $1 and s.quantity >= g.package_unit * $2 and p.enable_quantity >= g.package_unit * $2
       order by g.package_unit, p.id limit 1`,
      [money, packages],
    );
    if (!rows[0]) throw new Error('no points goods fits');
    return rows[0];
  };
  const exchangeLeft = async (id: number) =>
    Number((await api.db.query<{ n: number }>('select enable_quantity as n from promo_exchange where id = $1', [id])).rows[0]?.n);

  /** A new buyer with `points` to spend, an address, and one package of `x` in the cart under its exchange. */
  const buyerWith = async (x: Exchange, points: number): Promise<Buyer> => {
    const buyer = await newBuyer(api);
    await api.db.query('update member set consum_point = $2, grade_point = $2 where id = $1', [buyer.id, points]);
    await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
    await ok('POST', '/buyer/trade/carts', buyer.token, {
      sku_id: x.sku_id,
      num: x.package_unit,
      activity_id: x.id,
      promotion_type: 'EXCHANGE',
    });
    return buyer;
  };
  const needed = (x: Exchange) => x.exchange_point * x.package_unit;

  it('the seeded members have points and a ledger, newest first, paged, in the reader’s language', async () => {
    const { rows } = await api.db.query<{ username: string }>('select username from member where id in (1, 2) order by id');
    expect(rows.map((r) => r.username)).toEqual(['demo', 'comprador']);
    const demo = await newSession(api, 1);
    // the seed rewards each order the demo member received (seed-world.test.ts checks the sums)
    const { rows: received } = await api.db.query<{ sn: string; order_cents: number }>(
      `select sn, order_cents::int from trade_order where member_id = 1 and order_status in ('ROG', 'COMPLETE') order by created_at desc`,
    );
    const rewards = received.map((o) => Math.floor(o.order_cents / 10));
    const total = 2_000 + 500 + rewards.reduce((sum, p) => sum + p, 0);
    expect(await current(demo)).toEqual({ grade_point: total, consum_point: total });
    const first = await ledger(demo, '?page_no=1&page_size=2&lang=en_US');
    expect(first).toMatchObject({ page_no: 1, page_size: 2, data_total: 2 + received.length });
    expect(first.data).toHaveLength(2);
    expect(first.data[0]).toMatchObject({
      consum_point: 500,
      consum_point_type: 1,
      grade_point: 500,
      reason: 'Points for reviewing a product',
    });
    expect(first.data[1]).toMatchObject({
      consum_point: rewards[0],
      consum_point_type: 1,
      grade_point: rewards[0],
      grade_point_type: 1,
      reason: `Points for order ${received[0]?.sn}`,
    });
    const times = first.data.map((e) => e.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await ledger(demo, '?page_no=2&page_size=2&lang=zh_CN');
    expect(last.data.map((e) => e.reason)).toEqual([`订单 ${received[1]?.sn} 奖励积分`, '注册奖励']);
    // the balance is the sum of the movements
    const all = (await ledger(demo, '?page_size=50')).data;
    expect(all.reduce((sum, e) => sum + (e.consum_point_type === 1 ? e.consum_point : -e.consum_point), 0)).toBe(total);
    // comprador can exchange the cheapest goods, not the dearest
    const comprador = await current(await newSession(api, 2));
    const { rows: packs } = await api.db.query<{ points: number }>(
      'select p.exchange_point * g.package_unit as points from promo_exchange p join goods g on g.id = p.goods_id order by 1',
    );
    expect(comprador.consum_point).toBeGreaterThanOrEqual(packs[0]!.points);
    expect(comprador.consum_point).toBeLessThan(packs.at(-1)!.points);
  });

  it('refuses a visitor and a bad page, writes nothing for a new member', async () => {
    expect((await send('GET', '/buyer/members/points/current', undefined)).statusCode).toBe(403);
    const buyer = await newBuyer(api);
    expect((await send('GET', '/buyer/members/points?page_size=0', buyer.token)).statusCode).toBe(400);
    expect(await current(buyer.token)).toEqual({ grade_point: 0, consum_point: 0 });
    expect(await ledger(buyer.token)).toEqual({ data: [], page_no: 1, page_size: 10, data_total: 0 });
  });

  it('a points-mall line costs its money per piece plus its points per piece, in the cart and at checkout', async () => {
    const x = await exchangeOf(true);
    const buyer = await buyerWith(x, needed(x) + 500);
    for (const variant of ['all', 'checked'] as const) {
      const view = json<CartView>(await ok('GET', `/buyer/trade/carts/${variant}?lang=en_US`, buyer.token));
      const line = view.cart_list.flatMap((shop) => shop.sku_list).find((sku) => sku.sku_id === x.sku_id) as CartSku;
      expect(line).toMatchObject({ goods_type: 'POINT', point: x.exchange_point, purchase_price: x.exchange_money_cents / 100 });
      expect(line.single_list.find((p) => p.promotion_type === 'EXCHANGE')).toMatchObject({
        promotion_id: x.id,
        is_check: 1,
        promotion_name: 'Points exchange',
      });
      expect(view.total_price.exchange_point).toBe(needed(x));
      expect(cents(view.total_price.goods_price)).toBe(x.exchange_money_cents * x.package_unit);
      expect(view.cart_list[0]!.price.exchange_point).toBe(needed(x));
    }
    expect(json<PriceDetail>(await ok('GET', '/buyer/trade/carts/price', buyer.token)).exchange_point).toBe(needed(x));
  });

  it('checkout spends the points with a ledger row, books them on the order, and leaves a money part to pay', async () => {
    const x = await exchangeOf(true);
    const before = await exchangeLeft(x.id);
    const buyer = await buyerWith(x, needed(x) + 500);
    const response = await create(buyer);
    expect(response.statusCode, response.body).toBe(200);
    const trade = json<Trade>(response);
    expect(trade.price_detail.exchange_point).toBe(needed(x));
    expect(await current(buyer.token)).toEqual({ grade_point: needed(x) + 500, consum_point: 500 });
    const [entry] = (await ledger(buyer.token, '?lang=en_US')).data;
    expect(entry).toMatchObject({
      consum_point: needed(x),
      consum_point_type: 0,
      grade_point: 0,
      reason: `Points mall exchange, purchase ${trade.trade_sn}`,
    });
    const { rows } = await api.db.query<{ exchange_point: number; pay_status: string }>(
      'select exchange_point, pay_status from trade_order where trade_sn = $1',
      [trade.trade_sn],
    );
    expect(rows).toEqual([{ exchange_point: needed(x), pay_status: 'PAY_NO' }]);
    expect(trade.order_list[0]!.order_price).toBeGreaterThan(0);
    expect(await exchangeLeft(x.id)).toBe(before - x.package_unit);
  });

  it('an order paid in points alone is paid at once: never "to pay"', async () => {
    const x = await exchangeOf(false);
    const buyer = await buyerWith(x, needed(x));
    const trade = await created(buyer);
    expect(trade.price_detail).toMatchObject({ total_price: 0, exchange_point: needed(x) });
    expect(trade.order_list).toEqual([expect.objectContaining({ pay_status: 'PAY_YES', order_status: 'PAID_OFF', order_price: 0 })]);
    expect(await current(buyer.token)).toMatchObject({ consum_point: 0 });
    const counts = json<{ wait_pay_num: number; wait_ship_num: number }>(await ok('GET', '/buyer/trade/orders/status-num', buyer.token));
    expect(counts).toMatchObject({ wait_pay_num: 0, wait_ship_num: 1 });
  });

  it.each(LOCALES_UNDER_TEST)('too few points: a translated 400 and nothing written (%s)', async (lang) => {
    const x = await exchangeOf(true);
    const short = needed(x) - 1;
    const buyer = await buyerWith(x, short);
    const stock = await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [x.sku_id]);
    const left = await exchangeLeft(x.id);
    const response = await create(buyer, `short-${lang}`, lang);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(
      INSUFFICIENT[lang].replace('{needed}', needed(x).toLocaleString('en-US')).replace('{available}', short.toLocaleString('en-US')),
    );
    expect(await current(buyer.token)).toEqual({ grade_point: short, consum_point: short });
    expect((await ledger(buyer.token)).data_total).toBe(0);
    const counts = await api.db.query<{ trades: number; orders: number; lines: number }>(
      `select (select count(*)::int from trade where member_id = $1) as trades, (select count(*)::int from trade_order where member_id = $1) as orders,
              (select count(*)::int from cart_item where member_id = $1 and promotion_type = 'EXCHANGE') as lines`,
      [buyer.id],
    );
    expect(counts.rows[0]).toEqual({ trades: 0, orders: 0, lines: 1 });
    expect((await api.db.query('select quantity from sku where id = $1', [x.sku_id])).rows).toEqual(stock.rows);
    expect(await exchangeLeft(x.id)).toBe(left);
  });

  it('cancelling the order gives the points and the pieces back, with a ledger row', async () => {
    const x = await exchangeOf(true);
    const buyer = await buyerWith(x, needed(x) + 10);
    const left = await exchangeLeft(x.id);
    const trade = await created(buyer);
    const sn = trade.order_list[0]!.sn;
    expect(await exchangeLeft(x.id)).toBe(left - x.package_unit);
    await ok('POST', `/buyer/trade/orders/${sn}/cancel`, buyer.token, { reason: 'Ya no lo necesito' });
    expect(await current(buyer.token)).toMatchObject({ consum_point: needed(x) + 10 });
    const [entry] = (await ledger(buyer.token, '?lang=es_MX')).data;
    expect(entry).toMatchObject({ consum_point: needed(x), consum_point_type: 1, reason: `Devolución por cancelar el pedido ${sn}` });
    expect(await exchangeLeft(x.id)).toBe(left);
    // a second cancel is refused and returns nothing twice
    expect((await send('POST', `/buyer/trade/orders/${sn}/cancel`, buyer.token, { reason: 'otra vez' })).statusCode).toBe(400);
    expect(await current(buyer.token)).toMatchObject({ consum_point: needed(x) + 10 });
  });

  it('20 concurrent spends against points for 12: exactly 12 succeed and the balance never goes below zero', async () => {
    const x = await exchangeOf(true);
    const buyer = await buyerWith(x, needed(x) * 12);
    const view = json<CartView>(await ok('GET', '/buyer/trade/carts/checked', buyer.token));
    const skus = view.cart_list.flatMap((shop) => shop.sku_list);
    // refill the exchange so its pieces never run out first: the points must be what stops the 13th
    await api.db.query('update promo_exchange set enable_quantity = enable_quantity + $2 where id = $1', [x.id, x.package_unit * 20]);
    const left = await exchangeLeft(x.id);
    const at = Math.floor(Date.now() / 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        api.db.tx((q) => spendTradePoints(q, { memberId: buyer.id, tradeSn: `TCONC${buyer.id}-${i}`, skus, at })),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(12);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toContain('promotionsPointsInsufficient');
    expect(await current(buyer.token)).toMatchObject({ consum_point: 0 });
    expect((await ledger(buyer.token)).data_total).toBe(12);
    expect(await exchangeLeft(x.id)).toBe(left - 12 * x.package_unit);
  });

  it('20 concurrent checkouts of one cart (20 keys): one trade, its points taken once', async () => {
    const x = await exchangeOf(true);
    const buyer = await buyerWith(x, needed(x) * 3);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => create(buyer, `race-${buyer.id}-${i}`)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    expect(await current(buyer.token)).toMatchObject({ consum_point: needed(x) * 2 });
    expect((await ledger(buyer.token)).data_total).toBe(1);
  });

  // Last: it moves the app's clock past the pay window.
  it('the expiry sweep of an unpaid points order returns its points', async () => {
    const x = await exchangeOf(true);
    const buyer = await buyerWith(x, needed(x));
    const trade = await created(buyer);
    expect(await current(buyer.token)).toMatchObject({ consum_point: 0 });
    api.advance((PAY_WINDOW_SECONDS + 60) * 1000);
    await ok('GET', '/buyer/trade/orders?page_no=1&page_size=10', buyer.token);
    const { rows } = await api.db.query<{ order_status: string }>('select order_status from trade_order where trade_sn = $1', [
      trade.trade_sn,
    ]);
    expect(rows).toEqual([{ order_status: 'CANCELLED' }]);
    expect(await current(buyer.token)).toMatchObject({ consum_point: needed(x) });
    expect((await ledger(buyer.token)).data[0]).toMatchObject({ consum_point_type: 1, consum_point: needed(x) });
  });
});

/** A session of an existing member (the seeded ones), without a password round. */
async function newSession(api: ApiHarness, memberId: number): Promise<string> {
  const { createSessions } = await import('../../server/src/services/auth/sessions');
  return createSessions(api.db, Date.now).login(memberId, null);
}
