// Discount cards at checkout (spec §1: "A discount card can reduce an order up to a maximum
// amount. The maximum is not shown."): listed without their maximum, chosen for the next trade,
// counted in the checkout price, spent once by trade/create, given back when the trade is cancelled.
import { beforeAll, expect, it } from 'vitest';
import type { ApiErrorBody, CartView, PriceDetail } from '../../src/core/contract/types';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus, type StockedSku, withPayment } from './support/buyers';
import { form, FORM, json, LOCALES_UNDER_TEST, login } from './support/client';

type Method = 'GET' | 'POST';
type Body = Record<string, string | number>;

interface Card {
  card_id: number;
  title: string;
  card_last4: string;
  rate_percent: number;
  end_time: number;
  enable: number;
  selected: number;
}
interface Trade {
  trade_sn: string;
  price_detail: { total_price: number; goods_price: number; freight_price: number; discount_price: number; coupon_price: number };
  order_list: {
    sn: string;
    order_price: number;
    goods_price: number;
    shipping_price: number;
    coupon_price: number;
    discount_price: number;
  }[];
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
const c = (mxn: number) => Math.round(mxn * 100);
const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

describeBackends('discount cards', (api: ApiHarness) => {
  let skus: StockedSku[] = [];
  beforeAll(async () => {
    // two shops, so a trade has two orders to spread the reduction over
    skus = await stockedSkus(api, 2, { packages: 40, offset: 3 });
  });
  const send = (method: Method, url: string, token: string, body?: Body, headers: Record<string, string> = {}) =>
    api.inject({
      method,
      url: `/api${url}`,
      headers: { ...(body ? FORM : {}), ...headers, authorization: token },
      ...(body ? { payload: form(body) } : {}),
    });
  const ok = async (method: Method, url: string, token: string, body?: Body) => {
    const response = await send(method, url, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  let serial = 0;
  const key = () => `card-${api.backend}-${Date.now()}-${(serial += 1)}`;
  const cards = async (token: string) => json<Card[]>(await ok('GET', '/buyer/trade/checkout-params/discount-cards', token));
  const choose = (token: string, cardId: number, used = 1) =>
    send('POST', '/buyer/trade/checkout-params/discount-card', token, { card_id: cardId, used });
  const create = (token: string, way: 'CART' | 'BUY_NOW' = 'CART', idem = key()) =>
    withPayment(api, token, () =>
      send('POST', '/buyer/trade/create?lang=en_US', token, { client: 'PC', way }, { 'idempotency-key': idem }),
    );
  const price = async (token: string) => json<PriceDetail>(await ok('GET', '/buyer/trade/carts/price', token));

  const buyerWithCart = async () => {
    const buyer = await newBuyer(api);
    await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
    for (const sku of skus) await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit });
    return buyer;
  };
  const giveCard = async (
    memberId: number,
    rate: number,
    maxCents: number,
    options: { days?: number; title?: string; used?: string } = {},
  ) => {
    serial += 1;
    const cardNo = `6058${String(memberId).padStart(6, '0')}${String(serial).padStart(6, '0')}`;
    const { rows } = await api.db.query<{ id: number }>(
      `insert into discount_card (member_id, card_no, title, rate_percent, max_cents, end_time, used_status, trade_sn, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 0) returning id`,
      [
        memberId,
        cardNo,
        options.title ?? `Tarjeta ${rate}%`,
        rate,
        maxCents,
        nowS() + (options.days ?? 30) * DAY,
        options.used ? 1 : 0,
        options.used ?? null,
      ],
    );
    return { id: rows[0]?.id ?? 0, cardNo, label: `${options.title ?? `Tarjeta ${rate}%`} ···${cardNo.slice(-4)}` };
  };
  const cardRow = async (id: number) =>
    (
      await api.db.query<{ used_status: number; trade_sn: string | null }>(
        'select used_status, trade_sn from discount_card where id = $1',
        [id],
      )
    ).rows[0];
  /** What a trade of the buyer's checked cart would be charged: the goods and freight of each shop's order. */
  const orders = async (token: string) =>
    json<CartView>(await ok('GET', '/buyer/trade/carts/checked', token)).cart_list.map((shop) => ({
      goods: c(shop.price.goods_price),
      freight: c(shop.price.freight_price),
    }));
  /** Everything the buyer has written: trades, orders, cart lines, cards spent. */
  const footprint = async (memberId: number) =>
    (
      await api.db.query<Record<string, number>>(
        `select (select count(*)::int from trade where member_id = $1) as trades, (select count(*)::int from trade_order where member_id = $1) as orders,
              (select count(*)::int from cart_item where member_id = $1) as lines, (select count(*)::int from discount_card where member_id = $1 and used_status = 1) as spent,
              (select coalesce(sum(quantity), 0)::int from sku where id = any($2::bigint[])) as stock`,
        [memberId, skus.map((sku) => sku.sku_id)],
      )
    ).rows[0];

  it('seeds demo and comprador two usable cards and an expired one each; the list never shows the maximum', async () => {
    const { rows } = await api.db.query<{ member_id: number; n: number; expired: number }>(
      `select member_id, count(*)::int as n, count(*) filter (where end_time < extract(epoch from now()))::int as expired
       from discount_card where member_id in (1, 2) group by member_id order by member_id`,
    );
    expect(rows).toEqual([
      { member_id: 1, n: 3, expired: 1 },
      { member_id: 2, n: 3, expired: 1 },
    ]);
    const list = await cards(await login(api));
    expect(list).toHaveLength(2);
    for (const card of list) {
      expect(Object.keys(card).sort()).toEqual(['card_id', 'card_last4', 'enable', 'end_time', 'rate_percent', 'selected', 'title']);
      expect(card.card_last4).toMatch(/^\d{4}$/);
      expect(card.enable).toBe(1);
    }
  });

  it.each([
    ['es_MX', ['Tarjeta Regreso a Clases', 'Tarjeta Socio Mayorista']],
    ['en_US', ['Back to School Card', 'Wholesale Partner Card']],
    ['zh_CN', ['开学季优惠卡', '批发伙伴卡']],
  ])('names the demo cards in the buyer’s language (%s), as the catalogue names its goods', async (lang, titles) => {
    const list = await cards(await login(api));
    const inLang = json<Card[]>(await ok('GET', `/buyer/trade/checkout-params/discount-cards?lang=${lang}`, await login(api)));
    expect(inLang.map((card) => card.card_id)).toEqual(list.map((card) => card.card_id));
    expect(inLang.map((card) => card.title)).toEqual(titles);
  });

  it('lists the usable cards soonest-expiring first, and chooses one card at a time (a choice replaces, used=0 drops)', async () => {
    const buyer = await newBuyer(api);
    const late = await giveCard(buyer.id, 10, 30_000, { days: 90 });
    const soon = await giveCard(buyer.id, 15, 20_000, { days: 5 });
    await giveCard(buyer.id, 20, 50_000, { days: -1 });
    await giveCard(buyer.id, 25, 50_000, { used: 'T000000000000000000' });
    expect((await cards(buyer.token)).map((card) => [card.card_id, card.rate_percent, card.selected])).toEqual([
      [soon.id, 15, 0],
      [late.id, 10, 0],
    ]);
    expect((await choose(buyer.token, late.id)).statusCode).toBe(200);
    expect((await cards(buyer.token)).map((card) => card.selected)).toEqual([0, 1]);
    expect((await choose(buyer.token, soon.id)).statusCode).toBe(200);
    expect((await cards(buyer.token)).map((card) => card.selected)).toEqual([1, 0]);
    expect((await choose(buyer.token, soon.id, 0)).statusCode).toBe(200);
    expect((await cards(buyer.token)).map((card) => card.selected)).toEqual([0, 0]);
  });

  const refusals: [string, { days?: number; used?: string }, string][] = [
    ['an expired card', { days: -1 }, 'has expired'],
    ['a spent card', { used: 'T000000000000000001' }, 'already been used'],
  ];
  it.each(refusals)('refuses to choose %s: 400 naming the card in every locale, nothing chosen', async (_, state, english) => {
    const buyer = await newBuyer(api);
    const card = await giveCard(buyer.id, 10, 10_000, state);
    const messages = new Set<string>();
    for (const lang of LOCALES_UNDER_TEST) {
      const response = await send('POST', `/buyer/trade/checkout-params/discount-card?lang=${lang}`, buyer.token, { card_id: card.id });
      expect(response.statusCode).toBe(400);
      expect(json<ApiErrorBody>(response).message).toContain(card.label);
      messages.add(json<ApiErrorBody>(response).message);
    }
    expect(messages.size).toBe(3);
    expect([...messages].some((message) => message.includes(english))).toBe(true);
    expect((await api.db.query('select 1 from checkout_param where member_id = $1 and card_id is not null', [buyer.id])).rows).toEqual([]);
  });

  it("answers 404 for another member's card and 400 for a bad card_id", async () => {
    const [owner, other] = [await newBuyer(api), await newBuyer(api)];
    const card = await giveCard(owner.id, 10, 10_000);
    expect((await choose(other.token, card.id)).statusCode).toBe(404);
    expect((await send('POST', '/buyer/trade/checkout-params/discount-card', other.token, { card_id: 'x' })).statusCode).toBe(400);
    expect((await send('POST', '/buyer/trade/checkout-params/discount-card', other.token, {})).statusCode).toBe(400);
    expect((await send('GET', '/buyer/trade/checkout-params/discount-cards', '')).statusCode).toBe(403);
  });

  const caps: [string, number, (goodsAfterCoupons: number) => number][] = [
    ['under its maximum: rate × goods after coupons', 10, () => 10_000_000],
    ['capped at its maximum', 15, (base) => Math.floor((base * 15) / 100) - 777],
  ];
  it.each(caps)(
    'counts the chosen card in the checkout price, %s, spread over the shops so they sum to the total',
    async (_, rate, maxOf) => {
      const buyer = await buyerWithCart();
      // a platform coupon of MXN 50 comes off first: the card takes its rate of what is left
      const { rows: coupon } = await api.db.query<{ id: number }>(
        `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, 'card test 50', 5000, 0, 0, 4102444800) returning id`,
      );
      const { rows: mc } = await api.db.query<{ id: number }>(
        'insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, 0) returning id',
        [buyer.id, coupon[0]?.id],
      );
      await ok('POST', '/buyer/trade/checkout-params/coupon', buyer.token, { mc_id: mc[0]?.id ?? 0 });
      // the chosen coupon is read back as the number it was sent as (a bigint[] column: PostgreSQL's
      // driver gave strings, which left this reply off its schema there)
      expect(json<{ mc_id: unknown }>(await ok('GET', '/buyer/trade/checkout-params', buyer.token)).mc_id).toEqual([mc[0]?.id]);
      const shops = await orders(buyer.token);
      const goods = shops.reduce((sum, shop) => sum + shop.goods, 0);
      const freight = shops.reduce((sum, shop) => sum + shop.freight, 0);
      const before = await price(buyer.token);
      expect([c(before.coupon_price), c(before.discount_price), c(before.total_price)]).toEqual([5000, 5000, goods + freight - 5000]);

      const max = maxOf(goods - 5000);
      const card = await giveCard(buyer.id, rate, max);
      expect((await choose(buyer.token, card.id)).statusCode).toBe(200);
      const reduction = Math.min(Math.floor(((goods - 5000) * rate) / 100), max);
      const after = await price(buyer.token);
      expect([c(after.coupon_price), c(after.discount_price), c(after.total_price)]).toEqual([
        5000,
        5000 + reduction,
        goods + freight - 5000 - reduction,
      ]);
      const view = json<CartView>(await ok('GET', '/buyer/trade/carts/checked', buyer.token));
      expect(view.cart_list).toHaveLength(2);
      expect(view.cart_list.reduce((sum, shop) => sum + c(shop.price.discount_price), 0)).toBe(5000 + reduction);
      expect(view.cart_list.reduce((sum, shop) => sum + c(shop.price.total_price), 0)).toBe(c(after.total_price));

      const trade = json<Trade>(await create(buyer.token));
      expect(c(trade.price_detail.discount_price)).toBe(5000 + reduction);
      expect(c(trade.price_detail.coupon_price)).toBe(5000);
      expect(c(trade.price_detail.total_price)).toBe(c(after.total_price));
      expect(trade.order_list.reduce((sum, order) => sum + c(order.order_price), 0)).toBe(c(trade.price_detail.total_price));
      expect(trade.order_list.reduce((sum, order) => sum + c(order.discount_price) - c(order.coupon_price), 0)).toBe(reduction);
      for (const order of trade.order_list) {
        expect(c(order.order_price)).toBe(c(order.goods_price) + c(order.shipping_price) - c(order.discount_price));
        // what my orders and the cashier show come from the same stored amounts
        const detail = json<{ order_amount: number; discount_price: number }>(
          await ok('GET', `/buyer/trade/orders/${order.sn}`, buyer.token),
        );
        expect([c(detail.order_amount), c(detail.discount_price)]).toEqual([c(order.order_price), c(order.discount_price)]);
      }
      const cashier = json<{ need_pay_price: number }>(
        await ok('GET', `/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token),
      );
      expect(c(cashier.need_pay_price)).toBe(c(trade.price_detail.total_price));
    },
  );

  it('spends the card on submit: used once, the choice cleared; a second use is refused with nothing written', async () => {
    const buyer = await buyerWithCart();
    const card = await giveCard(buyer.id, 10, 10_000_000);
    expect((await choose(buyer.token, card.id)).statusCode).toBe(200);
    const goods = (await orders(buyer.token)).reduce((sum, shop) => sum + shop.goods, 0);
    const first = await create(buyer.token);
    expect(first.statusCode, first.body).toBe(200);
    const trade = json<Trade>(first);
    expect(c(trade.price_detail.discount_price)).toBe(Math.floor(goods / 10));
    expect(await cardRow(card.id)).toEqual({ used_status: 1, trade_sn: trade.trade_sn });
    expect(await cards(buyer.token)).toEqual([]);

    const again = await send('POST', '/buyer/trade/checkout-params/discount-card?lang=en_US', buyer.token, { card_id: card.id });
    expect(again.statusCode).toBe(400);
    expect(json<ApiErrorBody>(again).message).toContain(card.label);

    // A stale choice (another tab chose it before the first trade spent it) refuses the trade.
    for (const sku of skus) await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit });
    await api.db.query('update checkout_param set card_id = $2 where member_id = $1', [buyer.id, card.id]);
    const before = await footprint(buyer.id);
    const refused = await create(buyer.token);
    expect(refused.statusCode).toBe(400);
    expect(json<ApiErrorBody>(refused).message).toBe(
      `The discount card ${card.label} has already been used on another order: remove it or choose another`,
    );
    expect(await footprint(buyer.id)).toEqual(before);
    // the list still shows the stale choice, so the buyer can drop it and go on
    expect((await cards(buyer.token)).map((shown) => [shown.card_id, shown.enable, shown.selected])).toEqual([[card.id, 0, 1]]);
    expect((await choose(buyer.token, card.id, 0)).statusCode).toBe(200);
    expect((await create(buyer.token)).statusCode).toBe(200);
  });

  it('refuses a trade whose chosen card expired since it was chosen: 400 naming it, nothing written', async () => {
    const buyer = await buyerWithCart();
    const card = await giveCard(buyer.id, 10, 10_000, { title: 'Tarjeta Temporada' });
    expect((await choose(buyer.token, card.id)).statusCode).toBe(200);
    await api.db.query('update discount_card set end_time = $2 where id = $1', [card.id, nowS() - 60]);
    const before = await footprint(buyer.id);
    const refused = await create(buyer.token);
    expect(refused.statusCode).toBe(400);
    expect(json<ApiErrorBody>(refused).message).toContain(`${card.label} has expired`);
    expect(await footprint(buyer.id)).toEqual(before);
    expect(await cardRow(card.id)).toEqual({ used_status: 0, trade_sn: null });
  });

  it('gives the card back once every order of its trade is cancelled, not before', async () => {
    const buyer = await buyerWithCart();
    const card = await giveCard(buyer.id, 12, 10_000_000);
    expect((await choose(buyer.token, card.id)).statusCode).toBe(200);
    const trade = json<Trade>(await create(buyer.token));
    expect(trade.order_list).toHaveLength(2);
    const [a, b] = trade.order_list;
    await ok('POST', `/buyer/trade/orders/${a?.sn}/cancel`, buyer.token, { reason: 'Me equivoqué' });
    expect(await cardRow(card.id)).toEqual({ used_status: 1, trade_sn: trade.trade_sn });
    await ok('POST', `/buyer/trade/orders/${b?.sn}/cancel`, buyer.token, { reason: 'Me equivoqué' });
    expect(await cardRow(card.id)).toEqual({ used_status: 0, trade_sn: null });
    expect((await cards(buyer.token)).map((shown) => shown.card_id)).toEqual([card.id]);
  });

  it('gives the card back when the server cancels an unpaid trade whose pay window ran out', async () => {
    const buyer = await buyerWithCart();
    const card = await giveCard(buyer.id, 12, 10_000_000);
    expect((await choose(buyer.token, card.id)).statusCode).toBe(200);
    const trade = json<Trade>(await create(buyer.token));
    await api.db.query('update trade_order set cancel_deadline = $2 where trade_sn = $1', [trade.trade_sn, nowS() - 1]);
    // reading the orders sweeps the expired ones
    await ok('GET', '/buyer/trade/orders?page_no=1&page_size=10', buyer.token);
    expect(
      (await api.db.query<{ order_status: string }>('select distinct order_status from trade_order where trade_sn = $1', [trade.trade_sn]))
        .rows,
    ).toEqual([{ order_status: 'CANCELLED' }]);
    expect(await cardRow(card.id)).toEqual({ used_status: 0, trade_sn: null });
  });

  it('20 concurrent checkouts of one member with one card chosen: exactly one trade uses it, never a 5xx', async () => {
    const buyer = await buyerWithCart();
    const [sku] = skus;
    if (!sku) throw new Error('no sku');
    await ok('POST', '/buyer/trade/carts/buy', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit });
    const card = await giveCard(buyer.id, 10, 10_000_000);
    expect((await choose(buyer.token, card.id)).statusCode).toBe(200);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => create(buyer.token, i % 2 === 0 ? 'CART' : 'BUY_NOW')));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // one cart and one buy-now line set: two trades, the other 18 find their lines gone
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 400)).toHaveLength(18);
    const { rows } = await api.db.query<{ trade_sn: string; card: number }>(
      'select trade_sn, sum(card_cents)::int as card from trade_order where member_id = $1 group by trade_sn order by card desc',
      [buyer.id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.card).toBeGreaterThan(0);
    expect(rows[1]?.card).toBe(0);
    expect(await cardRow(card.id)).toEqual({ used_status: 1, trade_sn: rows[0]?.trade_sn });
    for (const reply of replies.filter((r) => r.statusCode === 200)) {
      const trade = json<Trade>(reply);
      expect(trade.order_list.reduce((sum, order) => sum + c(order.order_price), 0)).toBe(c(trade.price_detail.total_price));
    }
  });
});
