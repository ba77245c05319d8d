import { beforeAll, expect, it } from 'vitest';
import type { Locale } from '../../src/core/contract/locales';
import type { ApiErrorBody } from '../../src/core/contract/types';
import { seckillTimeLine } from '../../server/src/services/catalogue/promo-seckill';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, withPayment } from './support/buyers';
import { form, FORM, json, LOCALES_UNDER_TEST } from './support/client';

type Buyer = { id: number; token: string };
type Body = Record<string, string | number>;
type ActivityType = 'SECKILL' | 'GROUPBUY' | 'CROWDFUNDING';

/** A sku sold under an activity, with what the cart needs to choose it. */
interface Activity {
  type: ActivityType;
  id: number;
  sku_id: number;
  shop_id: number;
  package_unit: number;
  price_cents: number;
  name_es: string;
  name_en: string;
  name_zh: string;
}

const nameIn = (a: Activity, lang: Locale) => ({ es_MX: a.name_es, en_US: a.name_en, zh_CN: a.name_zh })[lang];

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
const PAY_WINDOW_MS = 31 * 60 * 1000;

/** What each activity's counts are, read back as one comparable row. */
const COUNTS: Record<ActivityType, string> = {
  SECKILL: 'select sold_num as n, 0::bigint as cents from promo_seckill_goods where id = $1',
  GROUPBUY: 'select buy_num as n, 0::bigint as cents from promo_groupbuy where id = $1',
  CROWDFUNDING: 'select backers as n, raised_cents as cents from promo_crowdfunding where id = $1',
};

const NO_ROOM: Record<Locale, (names: string) => string> = {
  es_MX: (names) =>
    `Ya no alcanzan las piezas de la promoción (las que quedan o el límite por cliente) para: ${names}. Cambia la cantidad o quita la promoción en el carrito`,
  en_US: (names) =>
    `The promotion no longer has room (pieces left or the limit per buyer) for: ${names}. Change the quantity or drop the promotion in the cart`,
  zh_CN: (names) => `以下商品超出活动可售数量（剩余数量或每人限购）：${names}。请在购物车中修改数量或取消活动`,
};

describeBackends(
  'order limits: activity sales counted at checkout, returned on cancel, per-buyer caps over past orders',
  (api: ApiHarness) => {
    let slotHour = -1;
    beforeAll(async () => {
      const hours = (await api.db.query<{ slot_hour: number }>('select distinct slot_hour from promo_seckill_goods')).rows.map(
        (r) => r.slot_hour,
      );
      const slot = seckillTimeLine(hours, Math.floor(Date.now() / 1000), 1)[0];
      if (slot?.active !== 1) throw new Error('no seckill slot runs now');
      slotHour = slot.range_time;
    });

    const send = (method: 'GET' | 'POST', url: string, token: string, body?: Body, headers: Record<string, string> = {}) =>
      api.inject({
        method,
        url: `/api${url}`,
        headers: { ...(body ? FORM : {}), ...headers, authorization: token },
        ...(body ? { payload: form(body) } : {}),
      });
    const ok = async (method: 'GET' | 'POST', url: string, token: string, body?: Body) => {
      const response = await send(method, url, token, body);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    let keys = 0;
    const checkout = (buyer: Buyer, lang: Locale = 'es_MX') =>
      withPayment(api, buyer.token, () =>
        send(
          'POST',
          `/buyer/trade/create?lang=${lang}`,
          buyer.token,
          { client: 'PC', way: 'CART' },
          { 'idempotency-key': `limits-${buyer.id}-${(keys += 1)}` },
        ),
      );
    const orderSn = async (buyer: Buyer) => {
      const response = await checkout(buyer);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ order_list: { sn: string }[] }>(response).order_list[0]!.sn;
    };
    const counts = async (a: Activity) => {
      const row = (await api.db.query<{ n: number; cents: number | string }>(COUNTS[a.type], [a.id])).rows[0]!;
      return { n: Number(row.n), cents: Number(row.cents) };
    };
    const stock = async (a: Activity) =>
      (await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [a.sku_id])).rows[0]!.quantity;
    const trades = async (buyer: Buyer) =>
      (await api.db.query<{ n: number }>('select count(*)::int as n from trade where member_id = $1', [buyer.id])).rows[0]!.n;
    const cartUnits = async (buyer: Buyer) =>
      (await api.db.query<{ n: number }>('select coalesce(sum(num), 0)::int as n from cart_item where member_id = $1', [buyer.id])).rows[0]!
        .n;

    /**
     * The running activity of `type` on a sku with the smallest package, its counts reset and its
     * quantity and the sku's stock arranged for `packages` packages per buyer; `limitPackages` sets a
     * seckill's cap per buyer.
     */
    async function activity(type: ActivityType, options: { roomPackages?: number; limitPackages?: number } = {}): Promise<Activity> {
      const query = {
        SECKILL: `select 'SECKILL' as type, p.id, p.sku_id, g.shop_id, g.package_unit, p.price_cents, g.name_es, g.name_en, g.name_zh
        from promo_seckill_goods p join goods g on g.id = p.goods_id
        where p.slot_hour = $1 and g.market_enable = 1
          and not exists (select 1 from promo_seckill_goods k where k.sku_id = p.sku_id and k.slot_hour = $1 and k.id <> p.id)
        order by g.package_unit, p.id limit 1`,
        GROUPBUY: `select 'GROUPBUY' as type, p.id, g.default_sku_id as sku_id, g.shop_id, g.package_unit, p.price_cents, g.name_es, g.name_en, g.name_zh
        from promo_groupbuy p join goods g on g.id = p.goods_id
        where g.market_enable = 1 and p.start_time <= extract(epoch from now()) and p.end_time > extract(epoch from now()) + 3600 and $1 >= 0
        order by g.package_unit, p.id limit 1`,
        CROWDFUNDING: `select 'CROWDFUNDING' as type, p.id, g.default_sku_id as sku_id, g.shop_id, g.package_unit, p.price_cents, g.name_es, g.name_en, g.name_zh
        from promo_crowdfunding p join goods g on g.id = p.goods_id
        where g.market_enable = 1 and p.start_time <= extract(epoch from now()) and p.end_time > extract(epoch from now()) + 3600 and $1 >= 0
        order by g.package_unit, p.id limit 1`,
      }[type];
      const a = (await api.db.query<Activity>(query, [slotHour])).rows[0];
      if (!a) throw new Error(`no running ${type}`);
      const room = a.package_unit * (options.roomPackages ?? 100);
      if (type === 'SECKILL') {
        await api.db.query('update promo_seckill_goods set sold_num = 0, quantity = $2, limit_num = $3 where id = $1', [
          a.id,
          room,
          a.package_unit * (options.limitPackages ?? 50),
        ]);
      } else if (type === 'GROUPBUY') {
        await api.db.query('update promo_groupbuy set buy_num = 0, goods_num = $2 where id = $1', [a.id, room]);
      } else {
        await api.db.query('update promo_crowdfunding set backers = 0, raised_cents = 0 where id = $1', [a.id]);
      }
      await api.db.query('update sku set quantity = greatest(quantity, $2) where id = $1', [a.sku_id, a.package_unit * 200]);
      return a;
    }

    /** A buyer with an address and `packages` packages of the activity's sku in the cart under it. */
    async function buyerUnder(a: Activity, packages = 1): Promise<Buyer> {
      const buyer = await newBuyer(api);
      await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
      await ok('POST', '/buyer/trade/carts', buyer.token, {
        sku_id: a.sku_id,
        num: a.package_unit * packages,
        activity_id: a.id,
        promotion_type: a.type,
      });
      return buyer;
    }

    it.each(['SECKILL', 'GROUPBUY', 'CROWDFUNDING'] as const)(
      'a %s sale is counted at checkout and given back when the buyer cancels',
      async (type) => {
        const a = await activity(type);
        const before = await counts(a);
        const buyer = await buyerUnder(a, 2);
        const sn = await orderSn(buyer);
        const pieces = a.package_unit * 2;
        const expected =
          type === 'CROWDFUNDING' ? { n: before.n + 1, cents: before.cents + a.price_cents * pieces } : { n: before.n + pieces, cents: 0 };
        expect(await counts(a)).toEqual(expected);
        await ok('POST', `/buyer/trade/orders/${sn}/cancel`, buyer.token, { reason: 'changed my mind' });
        expect(await counts(a)).toEqual(before);
        // a second cancel is refused and gives nothing back twice
        expect((await send('POST', `/buyer/trade/orders/${sn}/cancel`, buyer.token, { reason: 'again' })).statusCode).toBe(400);
        expect(await counts(a)).toEqual(before);
      },
    );

    it('an unpaid order cancelled by the pay window gives its seckill pieces back', async () => {
      const a = await activity('SECKILL');
      const buyer = await buyerUnder(a);
      await orderSn(buyer);
      expect((await counts(a)).n).toBe(a.package_unit);
      api.advance(PAY_WINDOW_MS);
      try {
        await ok('GET', '/buyer/trade/orders', buyer.token);
      } finally {
        api.advance(-PAY_WINDOW_MS);
      }
      expect((await counts(a)).n).toBe(0);
    });

    it.each(LOCALES_UNDER_TEST)(
      'a checkout past the seckill quantity is refused naming the goods, and writes nothing (%s)',
      async (lang) => {
        const a = await activity('SECKILL', { roomPackages: 3 });
        const buyer = await buyerUnder(a, 2);
        // others bought since the line was put in the cart: one package is left
        await api.db.query('update promo_seckill_goods set sold_num = $2 where id = $1', [a.id, a.package_unit * 2]);
        const stockBefore = await stock(a);
        const response = await checkout(buyer, lang);
        expect(response.statusCode, response.body).toBe(400);
        expect(json<ApiErrorBody>(response).message).toBe(NO_ROOM[lang](nameIn(a, lang)));
        expect(await counts(a)).toEqual({ n: a.package_unit * 2, cents: 0 });
        expect(await stock(a)).toBe(stockBefore);
        expect(await trades(buyer)).toBe(0);
        expect(await cartUnits(buyer)).toBe(a.package_unit * 2);
      },
    );

    it('concurrent buyers cannot oversell a seckill: exactly what is left is sold', async () => {
      const a = await activity('SECKILL', { roomPackages: 3 });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerUnder(a)));
      const responses = await Promise.all(buyers.map((buyer) => checkout(buyer)));
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 400, 400, 400]);
      for (const response of responses.filter((r) => r.statusCode === 400))
        expect(json<ApiErrorBody>(response).message).toBe(NO_ROOM.es_MX(a.name_es));
      expect((await counts(a)).n).toBe(a.package_unit * 3);
      const { rows } = await api.db.query<{ n: number }>(
        'select coalesce(sum(num), 0)::int as n from trade_activity where promotion_id = $1 and promotion_type = $2 and returned_at is null',
        [a.id, 'SECKILL'],
      );
      expect(rows[0]!.n).toBe(a.package_unit * 3);
    });

    it.each(LOCALES_UNDER_TEST)(
      'the seckill cap per buyer counts their past orders, on the cart and at checkout, until cancelled (%s)',
      async (lang) => {
        const a = await activity('SECKILL', { limitPackages: 2 });
        const unit = a.package_unit;
        const buyer = await buyerUnder(a);
        const first = await orderSn(buyer);
        const overCap = {
          es_MX: `En esta promoción cada cliente puede comprar hasta ${unit * 2} piezas y ya compraste ${unit}: te quedan ${unit}`,
          en_US: `Each buyer may buy up to ${unit * 2} pieces in this promotion and you already bought ${unit}: ${unit} left`,
          zh_CN: `此活动每位买家最多购买 ${unit * 2} 件，您已购买 ${unit} 件：还可购买 ${unit} 件`,
        }[lang];

        // the cart: two more packages under the seckill are refused (one bought + two > the cap of two), nothing written
        const add = await send('POST', `/buyer/trade/carts?lang=${lang}`, buyer.token, {
          sku_id: a.sku_id,
          num: unit * 2,
          activity_id: a.id,
          promotion_type: 'SECKILL',
        });
        expect(add.statusCode, add.body).toBe(400);
        expect(json<ApiErrorBody>(add).message).toBe(overCap);
        expect(await cartUnits(buyer)).toBe(0);
        // one more package fits; the stepper to two is refused
        await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: a.sku_id, num: unit, activity_id: a.id, promotion_type: 'SECKILL' });
        const step = await send('POST', `/buyer/trade/carts/sku/${a.sku_id}?lang=${lang}`, buyer.token, { num: unit * 2 });
        expect(step.statusCode).toBe(400);
        expect(json<ApiErrorBody>(step).message).toBe(overCap);

        // at checkout: the cap lowered to one package since the line went in, so the bought one fills it
        await api.db.query('update promo_seckill_goods set limit_num = $2 where id = $1', [a.id, unit]);
        const refused = await checkout(buyer, lang);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(json<ApiErrorBody>(refused).message).toBe(NO_ROOM[lang](nameIn(a, lang)));
        expect(await trades(buyer)).toBe(1);
        expect((await counts(a)).n).toBe(unit);

        // cancelling the first order frees the cap: the same cart now checks out
        await ok('POST', `/buyer/trade/orders/${first}/cancel`, buyer.token, { reason: 'wrong model' });
        await orderSn(buyer);
        expect((await counts(a)).n).toBe(unit);
        // another buyer is not bound by this one's orders
        const other = await buyerUnder(a);
        await orderSn(other);
        expect((await counts(a)).n).toBe(unit * 2);
      },
    );

    const STATUS: [number, string, string, Record<Locale, string>][] = [
      [1, 'CONFIRM', 'ONLINE', { es_MX: 'Pendiente de pago', en_US: 'Pending payment', zh_CN: '待付款' }],
      [2, 'PAID_OFF', 'ONLINE', { es_MX: 'Pendiente de envío', en_US: 'Pending shipment', zh_CN: '待发货' }],
      [3, 'SHIPPED', 'ONLINE', { es_MX: 'Pendiente de firma', en_US: 'Pending sign', zh_CN: '待签收' }],
      [4, 'ROG', 'ONLINE', { es_MX: 'Firmado', en_US: 'Signed', zh_CN: '已签收' }],
      [5, 'CANCELLED', 'ONLINE', { es_MX: 'Cancelado', en_US: 'Cancelled', zh_CN: '已取消' }],
      [6, 'COMPLETE', 'ONLINE', { es_MX: 'Completado', en_US: 'Completed', zh_CN: '已完成' }],
      [7, 'AFTER_SERVICE', 'ONLINE', { es_MX: 'Cambiado', en_US: 'Exchanged', zh_CN: '已换货' }],
      [8, 'CONFIRM', 'COD', { es_MX: 'Pendiente de confirmación', en_US: 'Pending confirmation', zh_CN: '待确认' }],
    ];
    it('order_status_text is spec §3’s wording of each list code, in the request’s language (detail and list)', async () => {
      const a = await activity('CROWDFUNDING');
      const buyer = await buyerUnder(a);
      const sn = await orderSn(buyer);
      for (const [code, status, payment, texts] of STATUS) {
        await api.db.query('update trade_order set order_status = $2, payment_type = $3 where sn = $1', [sn, status, payment]);
        for (const lang of LOCALES_UNDER_TEST) {
          const detail = json<{ status_code: number; order_status_text: string }>(
            await ok('GET', `/buyer/trade/orders/${sn}?lang=${lang}`, buyer.token),
          );
          expect([code, lang, detail.status_code, detail.order_status_text]).toEqual([code, lang, code, texts[lang]]);
        }
        const list = json<{ data: { sn: string; order_status_text: string }[] }>(
          await ok('GET', '/buyer/trade/orders?lang=zh_CN', buyer.token),
        );
        expect(list.data.find((order) => order.sn === sn)?.order_status_text).toBe(texts.zh_CN);
      }
    });

    it('the order detail carries the invoice the buyer asked for (need_receipt), none when none', async () => {
      const a = await activity('CROWDFUNDING');
      const buyer = await buyerUnder(a);
      const receipt = {
        receipt_type: 'VATORDINARY',
        receipt_title: 'ANA LÓPEZ',
        tax_no: 'LOLA800101AB7',
        member_name: 'Ana López',
        region: 'Ciudad de México, Cuauhtémoc, Roma Norte',
        detail_addr: 'Colima 123',
      };
      await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, receipt);
      const sn = await orderSn(buyer);
      const detail = json<{ need_receipt: number; receipt: unknown }>(await ok('GET', `/buyer/trade/orders/${sn}`, buyer.token));
      expect(detail).toMatchObject({ need_receipt: 1, receipt });

      const plain = await buyerUnder(a);
      const plainSn = await orderSn(plain);
      expect(
        json<{ need_receipt: number; receipt: unknown }>(await ok('GET', `/buyer/trade/orders/${plainSn}`, plain.token)),
      ).toMatchObject({ need_receipt: 0, receipt: null });
    });
  },
);
