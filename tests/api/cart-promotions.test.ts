import { beforeAll, expect, it } from 'vitest';
import type { ApiErrorBody, CartSku, CartView } from '../../src/core/contract/types';
import { seckillTimeLine } from '../../server/src/services/catalogue/promo-seckill';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, withPayment } from './support/buyers';
import { form, FORM, json, LOCALES_UNDER_TEST } from './support/client';

type Method = 'GET' | 'POST' | 'DELETE';
type Body = Record<string, string | number>;
type Buyer = { id: number; token: string };

/** A sku sold under an activity, with what the cart needs to choose it. */
interface ActivitySku {
  id: number;
  sku_id: number;
  goods_id: number;
  shop_id: number;
  package_unit: number;
  price_cents: number;
  normal_cents: number;
}

const ROMA = { province_id: 9, city_id: 9006, county_id: 900602 };
const ADDRESS = { name: 'Ana López', mobile: '5587654321', country: 1, ...ROMA, addr: 'Colima 123', zip: '06700' };
const cents = (mxn: number) => Math.round(mxn * 100);

describeBackends('cart promotions: offered, chosen, priced, enforced, carried to checkout', (api: ApiHarness) => {
  let slotHour = -1;
  let slotEnd = 0;
  beforeAll(async () => {
    const hours = (await api.db.query<{ slot_hour: number }>('select distinct slot_hour from promo_seckill_goods')).rows.map(
      (r) => r.slot_hour,
    );
    const slot = seckillTimeLine(hours, Math.floor(Date.now() / 1000), 1)[0];
    if (slot?.active !== 1) throw new Error('no seckill slot runs now');
    slotHour = slot.range_time;
    slotEnd = slot.end_time;
    // The running slot's goods vary with the hour: arrange that its smallest-package sku has stock
    // and seckill quantity for every test here (checkout takes stock, not seckill quantity).
    await api.db.query(
      `update promo_seckill_goods p set sold_num = 0, quantity = greatest(p.quantity, g.package_unit * 10)
       from goods g where g.id = p.goods_id and p.slot_hour = $1`,
      [slotHour],
    );
    await api.db.query(
      `update sku s set quantity = greatest(s.quantity, g.package_unit * 40) from promo_seckill_goods p join goods g on g.id = p.goods_id
       where s.id = p.sku_id and p.slot_hour = $1`,
      [slotHour],
    );
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
  const view = async (token: string, variant: 'all' | 'checked' = 'all', lang = 'es_MX') =>
    json<CartView>(await ok('GET', `/buyer/trade/carts/${variant}?lang=${lang}`, token));
  const lineOf = async (token: string, skuId: number, variant: 'all' | 'checked' = 'all', lang = 'es_MX'): Promise<CartSku> => {
    const line = (await view(token, variant, lang)).cart_list.flatMap((shop) => shop.sku_list).find((sku) => sku.sku_id === skuId);
    if (!line) throw new Error(`sku ${skuId} not in the cart`);
    return line;
  };
  const choose = (buyer: Buyer, a: Pick<ActivitySku, 'shop_id' | 'sku_id' | 'id'>, type: string, lang = 'es_MX') =>
    send('POST', `/buyer/trade/promotion?lang=${lang}`, buyer.token, {
      seller_id: a.shop_id,
      sku_id: a.sku_id,
      promotion_id: a.id,
      promotion_type: type,
    });
  const promotionRows = async (buyer: Buyer) =>
    (await api.db.query<{ promotion_type: string | null }>('select promotion_type from cart_item where member_id = $1', [buyer.id])).rows;

  /** A seckill sku of the running slot (or of another slot), one package of which fits its cap and remainder. */
  const seckillSku = async (running = true): Promise<ActivitySku> => {
    const { rows } = await api.db.query<ActivitySku>(
      `select p.id, p.sku_id, p.goods_id, g.shop_id, g.package_unit, p.price_cents, s.price_cents as normal_cents
       from promo_seckill_goods p join goods g on g.id = p.goods_id join sku s on s.id = p.sku_id
       where ${running ? 'p.slot_hour = $1' : 'p.slot_hour <> $1'} and g.market_enable = 1 and s.quantity >= g.package_unit * 4
         and g.package_unit * 2 <= least(p.limit_num, p.quantity - p.sold_num)
         and not exists (select 1 from goods_price_tier t where t.goods_id = g.id and t.min_num <= g.package_unit * 2 and t.price_bp < 10000)
         and p.sku_id not in (select k.sku_id from promo_seckill_goods k where k.slot_hour = $1 and k.id <> p.id)
       order by g.package_unit, p.id limit 1`,
      [slotHour],
    );
    if (!rows[0]) throw new Error('no seckill sku fits');
    return rows[0];
  };
  /** The default sku of a running group buy or crowdfunding campaign. */
  const campaignSku = async (table: 'promo_groupbuy' | 'promo_crowdfunding'): Promise<ActivitySku> => {
    const { rows } = await api.db.query<ActivitySku>(
      `select p.id, g.default_sku_id as sku_id, g.id as goods_id, g.shop_id, g.package_unit, p.price_cents, s.price_cents as normal_cents
       from ${table} p join goods g on g.id = p.goods_id join sku s on s.id = g.default_sku_id
       where g.market_enable = 1 and s.quantity >= g.package_unit and p.start_time <= extract(epoch from now()) and p.end_time > extract(epoch from now())
       order by p.id limit 1`,
    );
    if (!rows[0]) throw new Error(`no running ${table}`);
    return rows[0];
  };
  const buyerWith = async (a: ActivitySku, packages = 1): Promise<Buyer> => {
    const buyer = await newBuyer(api);
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: a.sku_id, num: a.package_unit * packages });
    return buyer;
  };

  it('offers the running seckill with its cap and remainder; choosing it prices the line, dropping it restores the price', async () => {
    const a = await seckillSku();
    const buyer = await buyerWith(a, 2);
    let line = await lineOf(buyer.token, a.sku_id, 'all', 'en_US');
    const offer = line.single_list.find((p) => p.promotion_type === 'SECKILL');
    const { rows } = await api.db.query<{ limit_num: number; left: number }>(
      'select limit_num, quantity - sold_num as left from promo_seckill_goods where id = $1',
      [a.id],
    );
    expect(offer).toEqual({
      sku_id: a.sku_id,
      promotion_id: a.id,
      promotion_type: 'SECKILL',
      promotion_name: 'Flash sale',
      is_check: 0,
      price: a.price_cents / 100,
      limit_num: rows[0]!.limit_num,
      remain_quantity: rows[0]!.left,
    });
    expect(cents(line.purchase_price)).toBe(a.normal_cents);

    expect((await choose(buyer, a, 'SECKILL')).statusCode).toBe(200);
    for (const variant of ['all', 'checked'] as const) {
      line = await lineOf(buyer.token, a.sku_id, variant);
      expect(line.single_list.find((p) => p.promotion_type === 'SECKILL')?.is_check).toBe(1);
      expect(cents(line.purchase_price)).toBe(a.price_cents);
      expect(cents(line.original_price)).toBe(a.normal_cents);
      expect(cents(line.subtotal)).toBe(a.price_cents * a.package_unit * 2);
      expect(line.promotion_notice).toBe('');
    }
    const price = json<{ goods_price: number }>(await ok('GET', '/buyer/trade/carts/price', buyer.token));
    expect(cents(price.goods_price)).toBe(a.price_cents * a.package_unit * 2);

    await ok('DELETE', `/buyer/trade/promotion?seller_id=${a.shop_id}&sku_id=${a.sku_id}`, buyer.token);
    line = await lineOf(buyer.token, a.sku_id);
    expect(cents(line.purchase_price)).toBe(a.normal_cents);
    expect(line.single_list.every((p) => p.is_check === 0)).toBe(true);
  });

  it('adds to the cart under an activity in one call (the promo pages’ buttons)', async () => {
    const a = await seckillSku();
    const buyer = await newBuyer(api);
    await ok('POST', '/buyer/trade/carts', buyer.token, {
      sku_id: a.sku_id,
      num: a.package_unit,
      activity_id: a.id,
      promotion_type: 'SECKILL',
    });
    const line = await lineOf(buyer.token, a.sku_id);
    expect(cents(line.purchase_price)).toBe(a.price_cents);
    const half = await send('POST', '/buyer/trade/carts?lang=en_US', buyer.token, {
      sku_id: a.sku_id,
      num: a.package_unit,
      activity_id: a.id,
    });
    expect(half.statusCode).toBe(400);
    expect(json<ApiErrorBody>(half).message).toBe('The field promotion_type is required');
  });

  it.each([
    ['promo_groupbuy', 'GROUPBUY', 'Group buy'],
    ['promo_crowdfunding', 'CROWDFUNDING', 'Crowdfunding'],
  ] as const)('offers and prices a running %s on its goods’ default sku', async (table, type, name) => {
    const a = await campaignSku(table);
    const buyer = await buyerWith(a);
    expect((await lineOf(buyer.token, a.sku_id, 'all', 'en_US')).single_list.find((p) => p.promotion_type === type)).toMatchObject({
      promotion_id: a.id,
      promotion_name: name,
      price: a.price_cents / 100,
    });
    expect((await choose(buyer, a, type)).statusCode).toBe(200);
    expect(cents((await lineOf(buyer.token, a.sku_id)).purchase_price)).toBe(a.price_cents);
  });

  const refusals: [string, (a: ActivitySku) => Promise<{ id: number; type: string; sku?: ActivitySku }>, Record<string, string>][] = [
    [
      'a type this cart never runs',
      async (a) => ({ id: a.id, type: 'MINUS' }),
      {
        es_MX: 'Esta promoción no está disponible para este producto en este momento',
        en_US: 'This promotion is not available for this product right now',
        zh_CN: '该促销活动目前不适用于此商品',
      },
    ],
    [
      'another sku’s seckill',
      async (a) => ({ id: a.id + 1_000_000, type: 'SECKILL' }),
      {
        es_MX: 'Esta promoción no está disponible para este producto en este momento',
        en_US: 'This promotion is not available for this product right now',
        zh_CN: '该促销活动目前不适用于此商品',
      },
    ],
    [
      'a seckill of a slot that does not run now',
      async () => {
        const other = await seckillSku(false);
        return { id: other.id, type: 'SECKILL', sku: other };
      },
      {
        es_MX: 'Esta promoción no está disponible para este producto en este momento',
        en_US: 'This promotion is not available for this product right now',
        zh_CN: '该促销活动目前不适用于此商品',
      },
    ],
  ];
  it.each(LOCALES_UNDER_TEST.flatMap((lang) => refusals.map(([what, pick, text]) => [what, lang, pick, text[lang]!] as const)))(
    'refuses %s with a translated 400 that writes nothing (%s)',
    async (_, lang, pick, message) => {
      const a = await seckillSku();
      const chosen = await pick(a);
      const target = chosen.sku ?? a;
      const buyer = await buyerWith(target);
      const response = await choose(buyer, { ...target, id: chosen.id }, chosen.type, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(json<ApiErrorBody>(response).message).toBe(message);
      expect(await promotionRows(buyer)).toEqual([{ promotion_type: null }]);
    },
  );

  it.each(LOCALES_UNDER_TEST)('enforces the seckill cap per buyer and what is left, on choosing and on the stepper (%s)', async (lang) => {
    const a = await seckillSku();
    const saved = (
      await api.db.query<{ limit_num: number; sold_num: number }>('select limit_num, sold_num from promo_seckill_goods where id = $1', [
        a.id,
      ])
    ).rows[0]!;
    try {
      // the cap is one package: choosing with one fits, the stepper to two is refused and writes nothing
      await api.db.query('update promo_seckill_goods set limit_num = $2 where id = $1', [a.id, a.package_unit]);
      const buyer = await buyerWith(a);
      expect((await choose(buyer, a, 'SECKILL', lang)).statusCode).toBe(200);
      const over = await send('POST', `/buyer/trade/carts/sku/${a.sku_id}?lang=${lang}`, buyer.token, { num: a.package_unit * 2 });
      expect(over.statusCode).toBe(400);
      expect(json<ApiErrorBody>(over).message).toBe(
        {
          es_MX: `En esta promoción cada cliente puede comprar hasta ${a.package_unit} piezas`,
          en_US: `Each buyer may buy up to ${a.package_unit} pieces in this promotion`,
          zh_CN: `此活动每位买家最多购买 ${a.package_unit} 件`,
        }[lang],
      );
      expect((await lineOf(buyer.token, a.sku_id)).num).toBe(a.package_unit);

      // fewer left than the line holds: choosing is refused
      await api.db.query('update promo_seckill_goods set limit_num = $2, sold_num = quantity - $3 where id = $1', [
        a.id,
        saved.limit_num,
        a.package_unit,
      ]);
      const late = await buyerWith(a, 2);
      const short = await choose(late, a, 'SECKILL', lang);
      expect(short.statusCode).toBe(400);
      expect(json<ApiErrorBody>(short).message).toBe(
        {
          es_MX: `Solo quedan ${a.package_unit} piezas al precio de la promoción`,
          en_US: `Only ${a.package_unit} pieces are left at the promotion price`,
          zh_CN: `活动价仅剩 ${a.package_unit} 件`,
        }[lang],
      );
      expect(await promotionRows(late)).toEqual([{ promotion_type: null }]);
      // the first buyer's line no longer fits what is left once others bought: normal price, with a notice
      await api.db.query('update promo_seckill_goods set sold_num = quantity where id = $1', [a.id]);
      const line = await lineOf(buyer.token, a.sku_id, 'all', lang);
      expect(cents(line.purchase_price)).toBe(a.normal_cents);
      expect(line.promotion_notice).toBe(
        {
          es_MX: 'La cantidad supera lo permitido en «Oferta relámpago» (0 piezas): se aplica el precio normal',
          en_US: 'The quantity is over what “Flash sale” allows (0 pieces): the normal price applies',
          zh_CN: '数量超过“限时秒杀”允许的 0 件：按正常价格计算',
        }[lang],
      );
    } finally {
      await api.db.query('update promo_seckill_goods set limit_num = $2, sold_num = $3 where id = $1', [
        a.id,
        saved.limit_num,
        saved.sold_num,
      ]);
    }
  });

  it.each(LOCALES_UNDER_TEST)('point goods are POINT lines and never take FULL_DISCOUNT (%s)', async (lang) => {
    const { rows } = await api.db.query<ActivitySku>(
      `select p.id, p.sku_id, p.goods_id, g.shop_id, g.package_unit, 0 as price_cents, s.price_cents as normal_cents
       from promo_exchange p join goods g on g.id = p.goods_id join sku s on s.id = p.sku_id
       where g.market_enable = 1 and s.quantity >= g.package_unit order by p.id limit 1`,
    );
    const a = rows[0]!;
    const buyer = await buyerWith(a);
    const line = await lineOf(buyer.token, a.sku_id);
    expect(line.goods_type).toBe('POINT');
    expect(line.single_list.some((p) => p.promotion_type === 'FULL_DISCOUNT')).toBe(false);
    const response = await choose(buyer, a, 'FULL_DISCOUNT', lang);
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).message).toBe(
      {
        es_MX: 'Los productos de puntos no admiten promociones de descuento por monto',
        en_US: 'Point goods cannot take full-discount promotions',
        zh_CN: '积分商品不参与满减活动',
      }[lang],
    );
    expect(await promotionRows(buyer)).toEqual([{ promotion_type: null }]);
    // an ordinary line is NORMAL
    const plain = await seckillSku();
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: plain.sku_id, num: plain.package_unit });
    expect((await lineOf(buyer.token, plain.sku_id)).goods_type).toBe('NORMAL');
  });

  it('checkout buys a seckill line at the seckill price', async () => {
    const a = await seckillSku();
    const buyer = await buyerWith(a, 2);
    await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
    expect((await choose(buyer, a, 'SECKILL')).statusCode).toBe(200);
    const response = await withPayment(api, buyer.token, () =>
      send('POST', '/buyer/trade/create', buyer.token, { client: 'PC', way: 'CART' }, { 'idempotency-key': `promo-${Date.now()}` }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const trade = json<{ order_list: { sn: string; sku_list: { sku_id: number; num: number; subtotal: number }[] }[] }>(response);
    const sn = trade.order_list[0]!.sn;
    const order = json<{ order_sku_list: { sku_id: number; num: number; purchase_price: number; subtotal: number }[] }>(
      await ok('GET', `/buyer/trade/orders/${sn}`, buyer.token),
    );
    expect(order.order_sku_list).toEqual([
      expect.objectContaining({
        sku_id: a.sku_id,
        num: a.package_unit * 2,
        purchase_price: a.price_cents / 100,
        subtotal: (a.price_cents * a.package_unit * 2) / 100,
      }),
    ]);
  });

  it.each(LOCALES_UNDER_TEST)('an ended seckill falls back to the normal price with a notice (%s)', async (lang) => {
    const a = await seckillSku();
    const buyer = await buyerWith(a);
    expect((await choose(buyer, a, 'SECKILL')).statusCode).toBe(200);
    const shift = (slotEnd - Math.floor(Date.now() / 1000) + 60) * 1000;
    api.advance(shift);
    try {
      const line = await lineOf(buyer.token, a.sku_id, 'all', lang);
      expect(cents(line.purchase_price)).toBe(a.normal_cents);
      expect(line.single_list.some((p) => p.promotion_type === 'SECKILL' && p.promotion_id === a.id)).toBe(false);
      expect(line.promotion_notice).toBe(
        {
          es_MX: 'La promoción «Oferta relámpago» terminó: se aplica el precio normal',
          en_US: 'The “Flash sale” promotion has ended: the normal price applies',
          zh_CN: '“限时秒杀”活动已结束：按正常价格计算',
        }[lang],
      );
      // and the stepper is no longer bound by the ended activity's cap
      await api.db.query('update promo_seckill_goods set limit_num = 1 where id = $1', [a.id]);
      expect((await send('POST', `/buyer/trade/carts/sku/${a.sku_id}`, buyer.token, { num: a.package_unit * 2 })).statusCode).toBe(200);
    } finally {
      api.advance(-shift);
      await api.db.query('update promo_seckill_goods set limit_num = 50 where id = $1', [a.id]);
    }
  });

  it('prices wholesale tiers on the checked units on /cart as at checkout: unchecking never makes checkout dearer', async () => {
    // a tiered goods with two skus in stock, each half of the tier alone below it, together reaching it
    const { rows } = await api.db.query<{
      goods_id: number;
      min_num: number;
      price_bp: number;
      unit: number;
      a: number;
      b: number;
      price_a: number;
      price_b: number;
      shop_id: number;
    }>(
      `select t.goods_id, t.min_num, t.price_bp, g.package_unit as unit, g.shop_id,
              (array_agg(s.id order by s.id))[1] as a, (array_agg(s.id order by s.id))[2] as b,
              (array_agg(s.price_cents order by s.id))[1] as price_a, (array_agg(s.price_cents order by s.id))[2] as price_b
       from goods_price_tier t join goods g on g.id = t.goods_id join sku s on s.goods_id = g.id
       where g.market_enable = 1 and t.price_bp < 10000 and g.package_unit * 2 <= t.min_num
         and s.quantity >= t.min_num
         and t.min_num = (select min(min_num) from goods_price_tier where goods_id = g.id and price_bp < 10000)
         and not exists (select 1 from promo_seckill_goods p where p.goods_id = g.id)
         and not exists (select 1 from promo_groupbuy p where p.goods_id = g.id)
         and not exists (select 1 from promo_crowdfunding p where p.goods_id = g.id)
       group by t.goods_id, t.min_num, t.price_bp, g.package_unit, g.shop_id having count(*) >= 2
       order by t.min_num, t.goods_id limit 1`,
    );
    const tier = rows[0];
    if (!tier) throw new Error('no goods with two skus that reach a tier together');
    const half = Math.ceil(tier.min_num / 2 / tier.unit) * tier.unit;
    if (half >= tier.min_num) throw new Error('tier too small to split');
    const tierCents = (base: number) => Math.round((base * tier.price_bp) / 10_000);
    const buyer = await newBuyer(api);
    await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: tier.a, num: half });
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: tier.b, num: half });
    // both checked: both reach the tier together
    expect(cents((await lineOf(buyer.token, tier.a)).purchase_price)).toBe(tierCents(tier.price_a));
    // b unchecked: a alone is below the tier, on /cart as on /checked; b shows what it would cost checked
    await ok('POST', `/buyer/trade/carts/sku/${tier.b}`, buyer.token, { checked: 0 });
    const cartA = await lineOf(buyer.token, tier.a);
    expect(cents(cartA.purchase_price)).toBe(tier.price_a);
    expect(cents((await lineOf(buyer.token, tier.a, 'checked')).purchase_price)).toBe(tier.price_a);
    expect(cents((await lineOf(buyer.token, tier.b)).purchase_price)).toBe(tierCents(tier.price_b));
    const cartTotal = cents((await view(buyer.token)).total_price.goods_price);
    expect(cartTotal).toBe(tier.price_a * half);
    // checkout charges exactly what /cart showed
    const response = await withPayment(api, buyer.token, () =>
      send('POST', '/buyer/trade/create', buyer.token, { client: 'PC', way: 'CART' }, { 'idempotency-key': `tier-${Date.now()}` }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const trade = json<{ order_list: { sku_list: { sku_id: number; subtotal: number }[] }[] }>(response);
    expect(trade.order_list.flatMap((o) => o.sku_list).map((s) => [s.sku_id, cents(s.subtotal)])).toEqual([[tier.a, cartTotal]]);
  });
});
