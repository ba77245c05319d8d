import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, CartSku, CartView, MallReply, PriceDetail } from '../../src/core/contract/types';
import type { GoodsDetail } from '../../src/core/contract/types-discovery';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json, login, LOCALES_UNDER_TEST } from './support/client';
import { spanishTell } from './support/spanish-tells';

const CART_SHOP_KEYS = [
  'cart_type',
  'checked',
  'invalid',
  'price',
  'promotion_list',
  'promotion_notice',
  'seller_id',
  'seller_name',
  'shipping_type_id',
  'shipping_type_name',
  'sku_list',
  'weight',
];
const CART_SKU_KEYS = [
  'cat_id',
  'checked',
  'enable_quantity',
  'error_message',
  'goods_id',
  'goods_image',
  'goods_type',
  'goods_weight',
  'group_list',
  'invalid',
  'is_free_freight',
  'is_ship',
  'name',
  'num',
  'original_price',
  'package_unit',
  'point',
  'promotion_notice',
  'promotion_tags',
  'purchase_num',
  'purchase_price',
  'seller_id',
  'seller_name',
  'shipment_type',
  'single_list',
  'sku_id',
  'sku_sn',
  'snapshot_id',
  'spec_list',
  'subtotal',
];
const PRICE_KEYS = [
  'cash_back',
  'coupon_price',
  'discount_price',
  'exchange_point',
  'freight_price',
  'full_minus',
  'goods_price',
  'is_free_freight',
  'original_price',
  'total_price',
];

interface SkuPick {
  sku_id: number;
  goods_id: number;
  quantity: number;
  package_unit: number;
  price_cents: number;
}

/** An in-stock sku on sale, with at least `units` packages in stock and the given unit rule. */
async function pickSku(api: ApiHarness, where: string, offset = 0): Promise<SkuPick> {
  const { rows } = await api.db.query<SkuPick>(
    `select s.id as sku_id, s.goods_id, s.quantity, g.package_unit, s.price_cents
     from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and ${where}
       and s.id not in (select sku_id from cart_item)
     order by s.id offset ${offset} limit 1`,
  );
  if (!rows[0]) throw new Error(`no sku where ${where}`);
  return rows[0];
}

describeBackends('cart', (api) => {
  let demo = '';
  let buyer = '';
  beforeAll(async () => {
    demo = await login(api, 'demo', 'demo1234');
    buyer = await login(api, 'comprador', 'comprador1');
  });

  const view = async (token: string, query = '') => {
    const response = await api.inject({ method: 'GET', url: `/api/buyer/trade/carts/all${query}`, headers: { authorization: token } });
    expect(response.statusCode, response.body).toBe(200);
    return json<CartView>(response);
  };
  const count = async (token: string) =>
    json<MallReply<number>>(
      await api.inject({
        method: 'POST',
        url: '/api/mallpcapi/orderCart/cartcount',
        headers: { ...FORM, authorization: token },
        payload: form({ shipmentType: 1 }),
      }),
    );
  const add = async (token: string, body: Record<string, string | number>, lang = 'es_MX') =>
    json<MallReply<number | null>>(
      await api.inject({
        method: 'POST',
        url: `/api/mallpcapi/orderCart/addtocart?lang=${lang}`,
        headers: { ...FORM, authorization: token },
        payload: form(body),
      }),
    );
  const cartRows = async () =>
    (await api.db.query('select member_id, sku_id, way, num, checked from cart_item order by member_id, sku_id')).rows;

  it.each(LOCALES_UNDER_TEST)('needs a token: 403 on buyer calls, code 502 on mall calls (%s)', async (lang) => {
    for (const authorization of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const headers = authorization ? { authorization } : {};
      const buyerCall = await api.inject({ method: 'GET', url: `/api/buyer/trade/carts/all?lang=${lang}`, headers });
      expect(buyerCall.statusCode).toBe(403);
      const body = json<ApiErrorBody>(buyerCall);
      expect(body.code).toBe('403');
      const mallCall = await api.inject({
        method: 'POST',
        url: `/api/mallpcapi/orderCart/addtocart?lang=${lang}`,
        headers: { ...headers, ...FORM },
        payload: form({ skuId: 101, num: 1 }),
      });
      expect(mallCall.statusCode).toBe(200);
      expect(json<MallReply<null>>(mallCall)).toEqual({ success: false, code: 502, message: body.message, result: null });
      if (lang === 'en_US') expect(body.message).toBe('please login');
    }
  });

  it('shows demo’s seeded cart: lines from two shops, in the CartView shape', async () => {
    const cart = await view(`Bearer ${demo}`);
    expect(Object.keys(cart).sort()).toEqual(['cart_list', 'coupon_list', 'total_price']);
    expect(cart.cart_list).toHaveLength(2);
    const skus = cart.cart_list.flatMap((shop) => shop.sku_list);
    expect(skus.length).toBeGreaterThanOrEqual(3);
    expect(skus.length).toBeLessThanOrEqual(4);
    let total = 0;
    for (const shop of cart.cart_list) {
      expect(Object.keys(shop).sort()).toEqual(CART_SHOP_KEYS);
      expect(Object.keys(shop.price).sort()).toEqual(PRICE_KEYS);
      expect(shop).toMatchObject({ cart_type: 'CART', checked: 1, invalid: 0 });
      let shopTotal = 0;
      for (const sku of shop.sku_list) {
        expect(Object.keys(sku).sort()).toEqual(CART_SKU_KEYS);
        expect(sku.seller_id).toBe(shop.seller_id);
        expect(sku.num % sku.package_unit).toBe(0);
        expect(sku.enable_quantity).toBeGreaterThanOrEqual(sku.num);
        expect(sku.subtotal).toBeCloseTo(sku.purchase_price * sku.num, 2);
        expect(sku.spec_list.length).toBeGreaterThan(0);
        expect(Object.keys(sku.spec_list[0] ?? {}).sort()).toEqual(['spec_id', 'spec_image', 'spec_name', 'spec_value', 'spec_value_id']);
        expect(sku.goods_image).toMatch(/^http:\/\/.+\.svg$/);
        shopTotal += sku.subtotal;
      }
      expect(shop.price.total_price).toBeCloseTo(shopTotal, 2);
      total += shop.price.total_price;
    }
    expect(cart.total_price.total_price).toBeCloseTo(total, 2);
    const badge = await count(demo);
    expect(badge.result).toBe(skus.reduce((sum, sku) => sum + sku.num, 0));
  });

  it('localises names and spec values in the cart', async () => {
    const en = await view(demo, '?lang=en_US');
    const zh = await view(demo, '?lang=zh_CN');
    const enSku = en.cart_list[0]?.sku_list[0];
    const zhSku = zh.cart_list[0]?.sku_list[0];
    expect(enSku?.name).not.toBe(zhSku?.name);
    expect(zhSku?.name).toMatch(/\p{Script=Han}/u);
    expect(enSku?.spec_list[0]?.spec_name).not.toBe(zhSku?.spec_list[0]?.spec_name);
  });

  it('keeps BUY_NOW apart and refuses an unknown way', async () => {
    expect((await view(demo, '?way=BUY_NOW')).cart_list).toEqual([]);
    const response = await api.inject({
      method: 'GET',
      url: '/api/buyer/trade/carts/all?way=LATER&lang=en_US',
      headers: { authorization: demo },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response)).toEqual({ code: '004', message: 'The field way must be one of: CART, BUY_NOW' });
  });

  it('adds packages to the cart, accumulating, and returns the new count', async () => {
    const sku = await pickSku(api, 's.quantity >= g.package_unit * 4');
    const before = (await count(buyer)).result ?? 0;
    expect(await add(buyer, { skuId: sku.sku_id, num: sku.package_unit })).toMatchObject({
      success: true,
      code: 200,
      result: before + sku.package_unit,
    });
    expect((await add(buyer, { skuId: sku.sku_id, num: sku.package_unit * 2 })).result).toBe(before + sku.package_unit * 3);
    const line = (await view(buyer)).cart_list.flatMap((shop) => shop.sku_list).find((item) => item.sku_id === sku.sku_id);
    expect(line).toMatchObject({ num: sku.package_unit * 3, checked: 1, invalid: 0, original_price: sku.price_cents / 100 });
  });

  it('prices at the wholesale tier reached by all skus of the goods together', async () => {
    const { rows } = await api.db.query<{ goods_id: number; min_num: number; price_bp: number }>(
      `select t.goods_id, t.min_num, t.price_bp from goods_price_tier t join goods g on g.id = t.goods_id
       where g.market_enable = 1 and t.price_bp < 10000
         and (select sum(quantity) from sku where goods_id = g.id and quantity >= t.min_num) > 0
         and not exists (select 1 from cart_item c join sku s on s.id = c.sku_id where s.goods_id = g.id)
       order by t.min_num, t.goods_id limit 1`,
    );
    const tier = rows[0];
    if (!tier) throw new Error('no tier reachable in stock');
    const sku = await pickSku(api, `s.goods_id = ${tier.goods_id} and s.quantity >= ${tier.min_num}`);
    expect((await add(buyer, { skuId: sku.sku_id, num: tier.min_num })).success).toBe(true);
    const line = (await view(buyer)).cart_list.flatMap((shop) => shop.sku_list).find((item) => item.sku_id === sku.sku_id);
    expect(line?.purchase_price).toBe(Math.round((sku.price_cents * tier.price_bp) / 10_000) / 100);
    expect(line?.purchase_price).toBeLessThan(line?.original_price ?? 0);
    const shop = (await view(buyer)).cart_list.find((s) => s.seller_id === line?.seller_id);
    expect(shop?.price.original_price).toBeGreaterThan(shop?.price.goods_price ?? 0);
  });

  it.each(LOCALES_UNDER_TEST)('refuses a quantity that is not a multiple of the package unit, writing nothing (%s)', async (lang) => {
    const sku = await pickSku(api, 'g.package_unit > 1 and s.quantity >= g.package_unit * 2');
    const before = await cartRows();
    const reply = await add(buyer, { skuId: sku.sku_id, num: sku.package_unit + 1 }, lang);
    expect(reply).toMatchObject({ success: false, code: 400, result: null });
    expect(reply.message).toContain(String(sku.package_unit));
    if (lang === 'en_US') expect(reply.message).toBe(`Please buy in multiples of the package unit quantity (${sku.package_unit})`);
    expect(await cartRows()).toEqual(before);
  });

  it.each(LOCALES_UNDER_TEST)('refuses more than the stock, writing nothing (%s)', async (lang) => {
    const sku = await pickSku(api, 's.quantity > 0', 3);
    const before = await cartRows();
    const over = (Math.floor(sku.quantity / sku.package_unit) + 1) * sku.package_unit;
    const reply = await add(buyer, { skuId: sku.sku_id, num: over }, lang);
    expect(reply).toMatchObject({ success: false, code: 400, result: null });
    if (lang === 'en_US') expect(reply.message).toBe('Insufficient inventory');
    if (lang === 'es_MX') expect(reply.message).toBe('Inventario insuficiente');
    if (lang === 'zh_CN') expect(reply.message).toBe('库存不足');
    expect(await cartRows()).toEqual(before);
  });

  it('refuses to exceed the stock across several adds', async () => {
    const sku = await pickSku(api, 's.quantity between g.package_unit and g.package_unit * 4', 0);
    const packages = Math.floor(sku.quantity / sku.package_unit);
    expect((await add(buyer, { skuId: sku.sku_id, num: packages * sku.package_unit })).success).toBe(true);
    const before = await cartRows();
    expect((await add(buyer, { skuId: sku.sku_id, num: sku.package_unit })).success).toBe(false);
    expect(await cartRows()).toEqual(before);
  });

  it.each(LOCALES_UNDER_TEST)('refuses unknown and delisted products, writing nothing (%s)', async (lang) => {
    const sku = await pickSku(api, 's.quantity >= g.package_unit', 7);
    await api.db.query('update goods set market_enable = 0 where id = $1', [sku.goods_id]);
    try {
      const before = await cartRows();
      for (const skuId of [sku.sku_id, 999_999_999]) {
        const reply = await add(buyer, { skuId, num: sku.package_unit }, lang);
        expect(reply).toMatchObject({ success: false, code: 400, result: null });
        if (lang === 'en_US') expect(reply.message).toBe('The product does not exist or has been removed from the market');
      }
      expect(await cartRows()).toEqual(before);
    } finally {
      await api.db.query('update goods set market_enable = 1 where id = $1', [sku.goods_id]);
    }
  });

  const badBodies: [string, Record<string, string | number>, string][] = [
    ['no skuId', { num: 1 }, 'skuId'],
    ['skuId not a number', { skuId: 'abc', num: 1 }, 'skuId'],
    ['num missing', { skuId: 101 }, 'num'],
    ['num zero', { skuId: 101, num: 0 }, 'num'],
    ['num negative', { skuId: 101, num: -6 }, 'num'],
    ['num fractional', { skuId: 101, num: '1.5' }, 'num'],
    ['num huge', { skuId: 101, num: '99999999999' }, 'num'],
  ];
  it.each(badBodies)('refuses %s with a message naming the field in every locale', async (_, body, field) => {
    const before = await cartRows();
    const messages = new Set<string>();
    for (const lang of LOCALES_UNDER_TEST) {
      const reply = await add(buyer, body, lang);
      expect(reply).toMatchObject({ success: false, code: 400, result: null });
      expect(reply.message).toContain(field);
      messages.add(reply.message);
    }
    expect(messages.size).toBe(3);
    expect(await cartRows()).toEqual(before);
  });

  it('refuses a JSON or text body where a form is expected, without a 500', async () => {
    const text = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/orderCart/addtocart',
      headers: { authorization: buyer, 'content-type': 'text/plain' },
      payload: 'skuId=1',
    });
    expect(json<MallReply<null>>(text)).toMatchObject({ success: false, code: 400 });
    const broken = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/orderCart/addtocart',
      headers: { authorization: buyer, 'content-type': 'application/json' },
      payload: '{"skuId":',
    });
    expect(json<MallReply<null>>(broken)).toMatchObject({ success: false, code: 400 });
  });

  it('marks delisted and sold-out lines invalid, leaves them out of totals and the count', async () => {
    const sku = await pickSku(api, 's.quantity >= g.package_unit * 2', 11);
    expect((await add(buyer, { skuId: sku.sku_id, num: sku.package_unit })).success).toBe(true);
    const countBefore = (await count(buyer)).result ?? 0;
    const totalBefore = (await view(buyer)).total_price.total_price;
    await api.db.query('update goods set market_enable = 0 where id = $1', [sku.goods_id]);
    try {
      const cart = await view(buyer, '?lang=en_US');
      const line = cart.cart_list.flatMap((shop) => shop.sku_list).find((item) => item.sku_id === sku.sku_id);
      expect(line).toMatchObject({ invalid: 1, error_message: 'The product does not exist or has been removed from the market' });
      expect((await count(buyer)).result).toBe(countBefore - sku.package_unit);
      expect(cart.total_price.total_price).toBeCloseTo(totalBefore - (line?.subtotal ?? 0), 2);
    } finally {
      await api.db.query('update goods set market_enable = 1 where id = $1', [sku.goods_id]);
    }
  });

  it('lists only checked lines in the /checked variant', async () => {
    const all = await view(demo);
    const first = all.cart_list[0]?.sku_list[0];
    await api.db.query('update cart_item set checked = 0 where member_id = 1 and sku_id = $1', [first?.sku_id]);
    try {
      const response = await api.inject({ method: 'GET', url: '/api/buyer/trade/carts/checked', headers: { authorization: demo } });
      const checked = json<CartView>(response);
      const ids = checked.cart_list.flatMap((shop) => shop.sku_list.map((sku) => sku.sku_id));
      expect(ids).not.toContain(first?.sku_id);
      expect(ids.length).toBe(all.cart_list.flatMap((shop) => shop.sku_list).length - 1);
      const unchecked = await view(demo);
      expect(unchecked.cart_list.find((shop) => shop.seller_id === first?.seller_id)?.checked).toBe(0);
    } finally {
      await api.db.query('update cart_item set checked = 1 where member_id = 1');
    }
  });
  it('the checkout’s coupons are titled in the buyer’s language (issue 16 §3)', async () => {
    const terms = async (lang: string) => {
      const response = await api.inject({
        method: 'GET',
        url: `/api/buyer/trade/carts/checked?lang=${lang}`,
        headers: { authorization: demo },
      });
      return json<CartView>(response).coupon_list.map((c) => c.use_term);
    };
    const [en, zh] = [await terms('en_US'), await terms('zh_CN')];
    expect(en).toContain('Welcome: MXN 50.00 off purchases from MXN 500.00');
    expect(zh).toContain('新人礼：满 MXN 500.00 减 MXN 50.00');
    expect([...en, ...zh].filter((term) => spanishTell(term) !== undefined)).toEqual([]);
  });
  // Issue 3: the product detail's "direct shipping" tab puts dropship lines in the cart.
  describe('dropshipping lines (shipmentType 2)', () => {
    /** The dropship unit price of contract/shipment.ts: 10 % over the sku price, in MXN. */
    const dropshipMxn = (priceCents: number) => Math.round((priceCents * 11_000) / 10_000) / 100;
    const linesOf = async (token: string, skuId: number, query = '') =>
      (await view(token, query)).cart_list
        .flatMap((shop) => shop.sku_list)
        .filter((line) => line.sku_id === skuId)
        .sort((a, b) => a.shipment_type - b.shipment_type);
    const memberRows = async (memberId: number) =>
      (
        await api.db.query(
          'select sku_id, way, shipment_type, num, checked from cart_item where member_id = $1 order by way, sku_id, shipment_type',
          [memberId],
        )
      ).rows;
    const pick = (lines: CartSku[]) =>
      lines.map((line) => ({ shipment_type: line.shipment_type, num: line.num, package_unit: line.package_unit, invalid: line.invalid }));

    it('adds a dropship line at the dropship unit price beside the wholesale line of the same sku; the badge counts both', async () => {
      const buyer = await newBuyer(api);
      const sku = await pickSku(api, 'g.package_unit > 1 and s.quantity >= g.package_unit * 4', 13);
      const pu = sku.package_unit;
      expect(await add(buyer.token, { skuId: sku.sku_id, num: pu, shipmentType: 1 })).toMatchObject({ success: true, result: pu });
      expect(await add(buyer.token, { skuId: sku.sku_id, num: 1, shipmentType: 2 })).toMatchObject({ success: true, result: pu + 1 });
      expect((await add(buyer.token, { skuId: sku.sku_id, num: 2, shipmentType: 2 })).result).toBe(pu + 3);

      const [wholesale, dropship] = await linesOf(buyer.token, sku.sku_id);
      expect(pick([wholesale, dropship].filter((line): line is CartSku => line !== undefined))).toEqual([
        { shipment_type: 1, num: pu, package_unit: pu, invalid: 0 },
        { shipment_type: 2, num: 3, package_unit: 1, invalid: 0 },
      ]);
      expect(wholesale?.original_price).toBe(sku.price_cents / 100);
      // The same price the product detail's direct-shipping tab shows for this sku.
      const detail = json<MallReply<GoodsDetail>>(
        await api.inject({ method: 'GET', url: `/api/mallpcapi/product/productDetail?goodsId=${sku.goods_id}` }),
      );
      const shown = detail.result.skus.find((item) => item.skuId === sku.sku_id)?.dropshipPrice;
      expect(dropship).toMatchObject({
        purchase_price: dropshipMxn(sku.price_cents),
        original_price: dropshipMxn(sku.price_cents),
        checked: 1,
      });
      expect(dropship?.purchase_price).toBe(shown);
      expect(dropship?.subtotal).toBeCloseTo(dropshipMxn(sku.price_cents) * 3, 2);
      expect(await memberRows(buyer.id)).toEqual([
        { sku_id: sku.sku_id, way: 'CART', shipment_type: 1, num: pu, checked: 1 },
        { sku_id: sku.sku_id, way: 'CART', shipment_type: 2, num: 3, checked: 1 },
      ]);

      // The header badge asks with shipmentType 1 (spec §7) and counts the one cart, both kinds.
      expect((await count(buyer.token)).result).toBe(pu + 3);
      const price = json<PriceDetail>(
        await api.inject({ method: 'GET', url: '/api/buyer/trade/carts/price', headers: { authorization: buyer.token } }),
      );
      expect(price.goods_price).toBeCloseTo((wholesale?.subtotal ?? 0) + (dropship?.subtotal ?? 0), 2);
      // Javashop family: shipment_type on POST trade/carts adds to the same dropship line.
      const javashop = await api.inject({
        method: 'POST',
        url: '/api/buyer/trade/carts',
        headers: { ...FORM, authorization: buyer.token },
        payload: form({ sku_id: sku.sku_id, num: 1, shipment_type: 2 }),
      });
      expect(javashop.statusCode, javashop.body).toBe(200);
      expect((await linesOf(buyer.token, sku.sku_id)).map((line) => line.num)).toEqual([pu, 4]);
    });

    it('keeps dropship units out of the wholesale tiers', async () => {
      const { rows } = await api.db.query<{ goods_id: number; min_num: number; price_bp: number }>(
        `select t.goods_id, t.min_num, t.price_bp from goods_price_tier t join goods g on g.id = t.goods_id
         where g.market_enable = 1 and t.price_bp < 10000 and t.min_num > g.package_unit
           and exists (select 1 from sku s where s.goods_id = g.id and s.quantity >= t.min_num + g.package_unit
                         and s.id not in (select sku_id from cart_item))
         order by t.min_num, t.goods_id limit 1`,
      );
      const tier = rows[0];
      if (!tier) throw new Error('no tier above the package unit reachable in stock');
      const sku = await pickSku(api, `s.goods_id = ${tier.goods_id} and s.quantity >= ${tier.min_num} + g.package_unit`);
      const buyer = await newBuyer(api);
      expect((await add(buyer.token, { skuId: sku.sku_id, num: tier.min_num, shipmentType: 2 })).success).toBe(true);
      expect((await add(buyer.token, { skuId: sku.sku_id, num: sku.package_unit, shipmentType: 1 })).success).toBe(true);
      const [wholesale, dropship] = await linesOf(buyer.token, sku.sku_id);
      // Enough dropship units for the tier, yet the wholesale line pays the base price and the
      // dropship line the dropship price: neither borrows the other's volume.
      expect(wholesale?.purchase_price).toBe(sku.price_cents / 100);
      expect(dropship?.purchase_price).toBe(dropshipMxn(sku.price_cents));
    });

    const quantities: [string, (sku: SkuPick) => number, string | null][] = [
      ['one piece of a multi-piece package', () => 1, null],
      ['a broken package', (sku) => sku.package_unit + 1, null],
      ['every piece in stock', (sku) => sku.quantity, null],
      ['zero', () => 0, 'num'],
      ['more than the stock', (sku) => sku.quantity + 1, 'Insufficient inventory'],
    ];
    it.each(quantities)('takes dropship quantities by the piece: %s', async (_, num, refusal) => {
      const buyer = await newBuyer(api);
      const sku = await pickSku(api, 'g.package_unit > 1 and s.quantity between g.package_unit * 2 and 500', 17);
      const reply = await add(buyer.token, { skuId: sku.sku_id, num: num(sku), shipmentType: 2 }, 'en_US');
      if (refusal === null) {
        expect(reply).toMatchObject({ success: true, result: num(sku) });
        expect(await memberRows(buyer.id)).toEqual([{ sku_id: sku.sku_id, way: 'CART', shipment_type: 2, num: num(sku), checked: 1 }]);
      } else {
        expect(reply).toMatchObject({ success: false, code: 400, result: null });
        expect(reply.message).toContain(refusal);
        expect(await memberRows(buyer.id)).toEqual([]);
      }
    });

    it('lets wholesale and dropship lines share the stock, refusing the unit too many and writing nothing', async () => {
      const buyer = await newBuyer(api);
      const sku = await pickSku(api, 'g.package_unit > 1 and s.quantity between g.package_unit * 2 and 500', 19);
      const packed = Math.floor(sku.quantity / sku.package_unit) * sku.package_unit;
      const rest = sku.quantity - packed;
      expect((await add(buyer.token, { skuId: sku.sku_id, num: packed, shipmentType: 1 })).success).toBe(true);
      const before = await memberRows(buyer.id);
      const over = await add(buyer.token, { skuId: sku.sku_id, num: rest + 1, shipmentType: 2 }, 'en_US');
      expect(over).toMatchObject({ success: false, code: 400, message: 'Insufficient inventory' });
      expect(await memberRows(buyer.id)).toEqual(before);
      if (rest > 0) expect((await add(buyer.token, { skuId: sku.sku_id, num: rest, shipmentType: 2 })).result).toBe(sku.quantity);
    });

    it('keeps a dropship line buyable when less than a package is left, while the wholesale line goes invalid', async () => {
      const buyer = await newBuyer(api);
      const sku = await pickSku(api, 'g.package_unit > 2 and s.quantity >= g.package_unit * 2', 23);
      expect((await add(buyer.token, { skuId: sku.sku_id, num: sku.package_unit, shipmentType: 1 })).success).toBe(true);
      expect((await add(buyer.token, { skuId: sku.sku_id, num: 1, shipmentType: 2 })).success).toBe(true);
      await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, sku.package_unit - 1]);
      try {
        const lines = await linesOf(buyer.token, sku.sku_id, '?lang=en_US');
        expect(pick(lines)).toEqual([
          { shipment_type: 1, num: sku.package_unit, package_unit: sku.package_unit, invalid: 1 },
          { shipment_type: 2, num: 1, package_unit: 1, invalid: 0 },
        ]);
        expect((await count(buyer.token)).result).toBe(1);
      } finally {
        await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, sku.quantity]);
      }
    });

    it('buys now as dropshipping: the BUY_NOW cart holds that one line at the dropship price', async () => {
      const buyer = await newBuyer(api);
      const sku = await pickSku(api, 'g.package_unit > 1 and s.quantity >= g.package_unit * 2', 29);
      const buy = (body: Record<string, string | number>) =>
        api.inject({
          method: 'POST',
          url: '/api/buyer/trade/carts/buy',
          headers: { ...FORM, authorization: buyer.token },
          payload: form(body),
        });
      expect((await buy({ sku_id: sku.sku_id, num: 1, shipment_type: 2 })).statusCode).toBe(200);
      expect(pick(await linesOf(buyer.token, sku.sku_id, '?way=BUY_NOW'))).toEqual([
        { shipment_type: 2, num: 1, package_unit: 1, invalid: 0 },
      ]);
      expect((await linesOf(buyer.token, sku.sku_id, '?way=BUY_NOW'))[0]?.purchase_price).toBe(dropshipMxn(sku.price_cents));
      expect((await buy({ sku_id: sku.sku_id, num: sku.package_unit })).statusCode).toBe(200);
      expect(pick(await linesOf(buyer.token, sku.sku_id, '?way=BUY_NOW'))).toEqual([
        { shipment_type: 1, num: sku.package_unit, package_unit: sku.package_unit, invalid: 0 },
      ]);
      expect(await linesOf(buyer.token, sku.sku_id)).toEqual([]);
    });

    /** A refusal's message: mall replies 200 with `success: false, code: 400`, Javashop a bare 400 `004`. */
    const refusalMessage = (response: Awaited<ReturnType<ApiHarness['inject']>>, family: 'mall' | 'javashop'): string => {
      if (family === 'mall') {
        const reply = json<MallReply<null>>(response);
        expect(reply).toMatchObject({ success: false, code: 400, result: null });
        return reply.message;
      }
      expect(response.statusCode).toBe(400);
      const body = json<ApiErrorBody>(response);
      expect(body.code).toBe('004');
      return body.message;
    };
    const badTypes = ['0', '3', '-1', '1.5', 'dropship', 'ï'];
    const badCalls: [
      string,
      (value: string, skuId: number) => { url: string; body: Record<string, string | number> },
      'mall' | 'javashop',
      string,
    ][] = [
      [
        'mall addtocart',
        (value, skuId) => ({ url: '/mallpcapi/orderCart/addtocart', body: { skuId, num: 1, shipmentType: value } }),
        'mall',
        'shipmentType',
      ],
      ['mall cartcount', (value) => ({ url: '/mallpcapi/orderCart/cartcount', body: { shipmentType: value } }), 'mall', 'shipmentType'],
      [
        'POST trade/carts',
        (value, skuId) => ({ url: '/buyer/trade/carts', body: { sku_id: skuId, num: 1, shipment_type: value } }),
        'javashop',
        'shipment_type',
      ],
      [
        'POST trade/carts/buy',
        (value, skuId) => ({ url: '/buyer/trade/carts/buy', body: { sku_id: skuId, num: 1, shipment_type: value } }),
        'javashop',
        'shipment_type',
      ],
    ];
    it.each(badCalls)('refuses an unknown shipment type on %s with a translated 400, writing nothing', async (_, call, family, field) => {
      const buyer = await newBuyer(api);
      const sku = await pickSku(api, 'g.package_unit > 1 and s.quantity >= g.package_unit * 2', 31);
      for (const value of badTypes) {
        const messages = new Set<string>();
        for (const lang of LOCALES_UNDER_TEST) {
          const { url, body } = call(value, sku.sku_id);
          const response = await api.inject({
            method: 'POST',
            url: `/api${url}?lang=${lang}`,
            headers: { ...FORM, authorization: buyer.token },
            payload: form(body),
          });
          const message = refusalMessage(response, family);
          expect(message).toContain(field);
          if (lang === 'en_US') expect(message).toBe(`The field ${field} must be one of: 1, 2`);
          messages.add(message);
        }
        expect(messages.size).toBe(3);
      }
      expect(await memberRows(buyer.id)).toEqual([]);
    });
  });
});
