import { beforeAll, expect, it } from 'vitest';
import type { ApiErrorBody, CartView } from '../../src/core/contract/types';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus, type StockedSku } from './support/buyers';
import { form, FORM, json, LOCALES_UNDER_TEST } from './support/client';

/** What an electronic invoice (a CFDI 4.0) asks of a person besides the name (contract/cfdi.ts). */
const ELECTRO_CFDI = { tax_no: 'LOLA800101AB7', fiscal_zip: '06700', tax_regime: '612', cfdi_use: 'G03', member_email: 'ana@example.com' };
import { dropshipCents } from '../../server/src/services/catalogue/goods-detail';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, string | number | readonly (string | number)[]>;

interface Region {
  id: number;
  parent_id: number;
  region_grade: number;
  local_name: string;
  region_path: string;
  zipcode: string;
}
interface Address {
  addr_id: number;
  def_addr: number;
  province: string;
  city: string;
  county: string;
  province_id: number;
  city_id: number;
  county_id: number;
}
interface Trade {
  trade_sn: string;
  price_detail: { total_price: number; goods_price: number; freight_price: number; discount_price: number };
  order_list: {
    sn: string;
    seller_id: number;
    order_price: number;
    goods_price: number;
    shipping_price: number;
    coupon_price: number;
    sku_list: { sku_id: number; num: number; subtotal: number }[];
  }[];
}

/** Roma Norte, Cuauhtémoc, Ciudad de México: the seeded area ids. */
const ROMA = { province_id: 9, city_id: 9006, county_id: 900602 };
const GOOD_ADDRESS = { name: 'Ana López', mobile: '5587654321', country: 1, ...ROMA, addr: 'Colima 123', zip: '06700' };

describeBackends('checkout', (api: ApiHarness) => {
  let skus: StockedSku[] = [];
  beforeAll(async () => {
    skus = await stockedSkus(api, 2, { packages: 10, offset: 12 });
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
  const stock = async (skuId: number) =>
    (await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [skuId])).rows[0]?.quantity;
  const buyerWithCart = async (address = true) => {
    const buyer = await newBuyer(api);
    if (address) await ok('POST', '/buyer/members/address', buyer.token, GOOD_ADDRESS);
    for (const sku of skus) await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit });
    // the payment type is chosen per checkout (trade/create refuses without one)
    await ok('POST', '/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    return buyer;
  };
  let keySerial = 0;
  const key = () => `key-${Date.now()}-${(keySerial += 1)}`;

  it('lists the 32 Mexican states, then municipalities and areas, three levels deep', async () => {
    const states = json<Region[]>(await api.inject({ method: 'GET', url: '/api/base/regions/0/children' }));
    expect(states).toHaveLength(32);
    expect(states.map((state) => state.local_name)).toContain('Ciudad de México');
    expect(Object.keys(states[0] ?? {}).sort()).toEqual(['id', 'local_name', 'parent_id', 'region_grade', 'region_path', 'zipcode']);
    const cdmx = json<Region[]>(await api.inject({ method: 'GET', url: '/api/base/regions/9/children' }));
    expect(cdmx).toHaveLength(16);
    expect(cdmx.every((city) => city.region_grade === 2 && city.parent_id === 9)).toBe(true);
    const areas = json<Region[]>(await api.inject({ method: 'GET', url: '/api/base/regions/9006/children' }));
    expect(areas.map((area) => area.local_name)).toContain('Roma Norte');
    expect(areas.every((area) => area.region_grade === 3)).toBe(true);
    expect(json<Region[]>(await api.inject({ method: 'GET', url: '/api/base/regions/900602/children' }))).toEqual([]);
    expect((await api.inject({ method: 'GET', url: '/api/base/regions/x/children' })).statusCode).toBe(400);
  });

  it('keeps addresses: add (first is default), edit, make default, delete (default moves)', async () => {
    const buyer = await newBuyer(api);
    const first = json<Address>(await ok('POST', '/buyer/members/address', buyer.token, GOOD_ADDRESS));
    expect(first).toMatchObject({ def_addr: 1, province: 'Ciudad de México', city: 'Cuauhtémoc', county: 'Roma Norte' });
    const second = json<Address>(
      await ok('POST', '/buyer/members/address', buyer.token, {
        ...GOOD_ADDRESS,
        name: 'Bodega',
        county_id: 1400101,
        province_id: 14,
        city_id: 14001,
        zip: '44100',
      }),
    );
    expect(second).toMatchObject({ def_addr: 0, province: 'Jalisco', city: 'Guadalajara' });
    const edited = json<Address>(
      await ok('PUT', `/buyer/members/address/${second.addr_id}`, buyer.token, { ...GOOD_ADDRESS, name: 'Bodega 2' }),
    );
    expect(edited).toMatchObject({ county: 'Roma Norte', def_addr: 0 });
    await ok('PUT', `/buyer/members/address/${second.addr_id}/default`, buyer.token);
    let list = json<Address[]>(await ok('GET', '/buyer/members/addresses', buyer.token));
    expect(list.map((address) => [address.addr_id, address.def_addr])).toEqual([
      [second.addr_id, 1],
      [first.addr_id, 0],
    ]);
    await ok('DELETE', `/buyer/members/address/${second.addr_id}`, buyer.token);
    list = json<Address[]>(await ok('GET', '/buyer/members/addresses', buyer.token));
    expect(list.map((address) => [address.addr_id, address.def_addr])).toEqual([[first.addr_id, 1]]);
    const foreign = json<Address>(
      await ok('POST', '/buyer/members/address', buyer.token, {
        name: 'Lee',
        mobile: '+1 555 0100',
        country: 2,
        province: 'Texas',
        city: 'Laredo',
        county: 'Webb',
        addr: '1 Main St',
        zip: '78040',
      }),
    );
    expect(foreign).toMatchObject({ province: 'Texas', province_id: null });
  });

  const badAddresses: [string, Body, string][] = [
    ['no name', { ...GOOD_ADDRESS, name: '' }, 'name'],
    ['a name over 20', { ...GOOD_ADDRESS, name: 'x'.repeat(21) }, 'name'],
    ['no phone', { ...GOOD_ADDRESS, mobile: '' }, 'mobile'],
    ['a phone with letters', { ...GOOD_ADDRESS, mobile: 'call me' }, 'mobile'],
    ['no area', { ...GOOD_ADDRESS, county_id: '' }, 'county_id'],
    ['a city id as area', { ...GOOD_ADDRESS, county_id: 9006 }, 'county_id'],
    ['an area of another state', { ...GOOD_ADDRESS, county_id: 1400101 }, 'province_id'],
    ['no detail address', { ...GOOD_ADDRESS, addr: '' }, 'addr'],
    ['a detail address over 50', { ...GOOD_ADDRESS, addr: 'x'.repeat(51) }, 'addr'],
    ['a 4-digit zip in Mexico', { ...GOOD_ADDRESS, zip: '0670' }, 'zip'],
    ['no zip', { ...GOOD_ADDRESS, zip: '' }, 'zip'],
    ['an unknown country', { ...GOOD_ADDRESS, country: 3 }, 'country'],
    [
      'a foreign address without a state',
      { name: 'Lee', mobile: '5550100123', country: 2, city: 'Laredo', county: 'Webb', addr: '1 Main', zip: '78040' },
      'province',
    ],
  ];
  it.each(badAddresses)('refuses an address with %s: 400 naming the field in every locale, nothing written', async (_, body, field) => {
    const buyer = await newBuyer(api);
    const messages = new Set<string>();
    for (const lang of LOCALES_UNDER_TEST) {
      const response = await send('POST', `/buyer/members/address?lang=${lang}`, buyer.token, body);
      expect(response.statusCode, response.body).toBe(400);
      const message = json<ApiErrorBody>(response).message;
      expect(message).toContain(field);
      messages.add(message);
    }
    expect(messages.size).toBe(3);
    expect((await api.db.query('select 1 from member_address where member_id = $1', [buyer.id])).rows).toEqual([]);
  });

  it('answers 404 for another member’s address', async () => {
    const owner = await newBuyer(api);
    const other = await newBuyer(api);
    const address = json<Address>(await ok('POST', '/buyer/members/address', owner.token, GOOD_ADDRESS));
    for (const [method, url] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['PUT', '/default'],
    ] as const) {
      const response = await send(
        method,
        `/buyer/members/address/${address.addr_id}${url}`,
        other.token,
        method === 'PUT' && !url ? GOOD_ADDRESS : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
  });

  it('keeps checkout params and validates them', async () => {
    const buyer = await newBuyer(api);
    const address = json<Address>(await ok('POST', '/buyer/members/address', buyer.token, GOOD_ADDRESS));
    await ok('POST', '/buyer/trade/checkout-params/receive-time', buyer.token, { receive_time: 'weekdays only' });
    await ok('POST', '/buyer/trade/checkout-params/remark', buyer.token, { remark: 'Entregar en recepción' });
    await ok('POST', '/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, {
      receipt_type: 'ELECTRO',
      receipt_title: 'Comercial',
      ...ELECTRO_CFDI,
    });
    const params = json<Record<string, unknown>>(await ok('GET', '/buyer/trade/checkout-params', buyer.token));
    expect(params).toMatchObject({
      address_id: address.addr_id,
      payment_type: 'ONLINE',
      receive_time: 'weekdays only',
      remark: 'Entregar en recepción',
      receipt: { receipt_type: 'ELECTRO' },
    });
    const bad: [string, Body, string][] = [
      ['/buyer/trade/checkout-params/receive-time', { receive_time: 'tonight' }, 'receive_time'],
      ['/buyer/trade/checkout-params/payment-type', { payment_type: 'CASH' }, 'payment_type'],
      ['/buyer/trade/checkout-params/remark', { remark: 'x'.repeat(201) }, 'remark'],
      ['/buyer/trade/checkout-params/receipt', { receipt_type: 'VATORDINARY', receipt_title: 'X' }, 'tax_no'],
    ];
    for (const [url, body, field] of bad) {
      const response = await send('POST', url, buyer.token, body);
      expect(response.statusCode).toBe(400);
      expect(json<ApiErrorBody>(response).message).toContain(field);
    }
    expect((await send('POST', '/buyer/trade/checkout-params/address-id/999999999', buyer.token)).statusCode).toBe(404);
  });

  it('creates one trade with one order per shop: stock taken, cart emptied, totals equal the lines', async () => {
    const buyer = await buyerWithCart();
    const before = await Promise.all(skus.map((sku) => stock(sku.sku_id)));
    const cart = json<CartView>(await ok('GET', '/buyer/trade/carts/all', buyer.token));
    const response = await send('POST', '/buyer/trade/create', buyer.token, { client: 'PC', way: 'CART' }, { 'idempotency-key': key() });
    expect(response.statusCode, response.body).toBe(200);
    const trade = json<Trade>(response);
    expect(trade.trade_sn).toMatch(/^T\d{6}\d{12}$/);
    expect(trade.order_list.map((order) => order.seller_id).sort()).toEqual(skus.map((sku) => sku.shop_id).sort());
    let total = 0;
    for (const order of trade.order_list) {
      const goods = order.sku_list.reduce((sum, sku) => sum + Math.round(sku.subtotal * 100), 0);
      expect(Math.round(order.goods_price * 100)).toBe(goods);
      expect(Math.round(order.order_price * 100)).toBe(
        goods + Math.round(order.shipping_price * 100) - Math.round(order.coupon_price * 100),
      );
      total += Math.round(order.order_price * 100);
    }
    expect(Math.round(trade.price_detail.total_price * 100)).toBe(total);
    expect(trade.price_detail.goods_price).toBeCloseTo(cart.total_price.goods_price, 2);
    expect(await Promise.all(skus.map((sku) => stock(sku.sku_id)))).toEqual(
      before.map((quantity, i) => (quantity ?? 0) - (skus[i]?.package_unit ?? 0)),
    );
    expect(json<CartView>(await ok('GET', '/buyer/trade/carts/all', buyer.token)).cart_list).toEqual([]);
  });

  it('returns the same trade for a repeated idempotency key, creating nothing more', async () => {
    const buyer = await buyerWithCart();
    const k = key();
    const first = json<Trade>(await send('POST', '/buyer/trade/create', buyer.token, { idempotency_key: k }));
    const again = json<Trade>(await send('POST', '/buyer/trade/create', buyer.token, { idempotency_key: k }));
    expect(again.trade_sn).toBe(first.trade_sn);
    const { rows } = await api.db.query('select sn from trade where member_id = $1', [buyer.id]);
    expect(rows).toHaveLength(1);
  });

  const refusedCreates: [string, (buyer: { id: number; token: string }) => Promise<void>, boolean, number, string][] = [
    ['no address', async () => undefined, false, 400, 'Please choose a shipping address'],
    [
      'nothing selected',
      async (buyer) => void (await ok('POST', '/buyer/trade/carts/checked?checked=0', buyer.token)),
      true,
      400,
      'Please select at least one product',
    ],
    // sold meanwhile: the line still looks buyable (a package in stock) but two are wanted
    [
      'a line whose stock ran short',
      async (buyer) => {
        const sku = skus[1] as StockedSku;
        await api.db.query('update cart_item set num = $3 where sku_id = $1 and member_id = $2', [
          sku.sku_id,
          buyer.id,
          sku.package_unit * 2,
        ]);
        await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, sku.package_unit]);
      },
      true,
      400,
      'The order could not be created',
    ],
  ];
  it.each(refusedCreates)('refuses a trade with %s, writing nothing', async (_, prepare, address, status, message) => {
    const buyer = await buyerWithCart(address);
    const saved = await stock(skus[1]?.sku_id ?? 0);
    const before = await Promise.all(skus.map((sku) => stock(sku.sku_id)));
    await prepare(buyer);
    try {
      const response = await send('POST', '/buyer/trade/create?lang=en_US', buyer.token, { idempotency_key: key() });
      expect(response.statusCode, response.body).toBe(status);
      expect(json<ApiErrorBody>(response).message).toContain(message);
      expect((await api.db.query('select 1 from trade where member_id = $1', [buyer.id])).rows).toEqual([]);
      expect((await api.db.query('select 1 from cart_item where member_id = $1', [buyer.id])).rows).toHaveLength(skus.length);
      if (message.startsWith('The order')) {
        expect(json<ApiErrorBody>(response).message).toMatch(/could not be created: .+/);
        expect(await stock(skus[0]?.sku_id ?? 0)).toBe(before[0]);
      } else expect(await Promise.all(skus.map((sku) => stock(sku.sku_id)))).toEqual(before);
    } finally {
      await api.db.query('update sku set quantity = $2 where id = $1', [skus[1]?.sku_id, saved]);
    }
  });

  const badKeys: [string, Body, string][] = [
    ['no key', {}, 'idempotency_key'],
    ['a short key', { idempotency_key: 'abc' }, 'idempotency_key'],
    ['an unknown way', { idempotency_key: 'abcdefgh1', way: 'LATER' }, 'way'],
  ];
  it.each(badKeys)('refuses trade/create with %s', async (_, body, field) => {
    const buyer = await buyerWithCart();
    const response = await send('POST', '/buyer/trade/create', buyer.token, body);
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).message).toContain(field);
  });

  it('spends a chosen coupon on the trade, once; a coupon below its threshold refuses the trade', async () => {
    const buyer = await buyerWithCart();
    const { rows: coupons } = await api.db.query<{ id: number; threshold_cents: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, 'test 10', 1000, 100, 0, 4102444800), (0, 'test big', 1000, 99999999, 0, 4102444800) returning id, threshold_cents`,
    );
    const [small, big] = coupons;
    const { rows: owned } = await api.db.query<{ id: number }>(
      'insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, 0), ($1, $3, 0) returning id',
      [buyer.id, small?.id, big?.id],
    );
    await ok('POST', '/buyer/trade/checkout-params/coupon', buyer.token, { mc_id: owned[1]?.id ?? 0 });
    const refused = await send('POST', '/buyer/trade/create?lang=en_US', buyer.token, { idempotency_key: key() });
    expect(refused.statusCode).toBe(400);
    expect(json<ApiErrorBody>(refused).message).toContain('test big');
    await ok('POST', '/buyer/trade/checkout-params/coupon', buyer.token, { mc_id: owned[0]?.id ?? 0 });
    const trade = json<Trade>(await ok('POST', '/buyer/trade/create', buyer.token, { idempotency_key: key() }));
    expect(trade.price_detail.discount_price).toBe(10);
    expect(trade.order_list.reduce((sum, order) => sum + order.coupon_price, 0)).toBe(10);
    const { rows } = await api.db.query<{ used_status: number; order_sn: string }>(
      'select used_status, order_sn from member_coupon where id = $1',
      [owned[0]?.id],
    );
    expect(rows[0]).toEqual({ used_status: 1, order_sn: trade.trade_sn });
  });

  it('pays a trade from the balance with the ledger, and refuses when the balance is short', async () => {
    const buyer = await buyerWithCart();
    const trade = json<Trade>(await ok('POST', '/buyer/trade/create', buyer.token, { idempotency_key: key() }));
    const due = Math.round(trade.price_detail.total_price * 100);
    await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due - 1]);
    const short = await send('POST', `/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token);
    expect(short.statusCode).toBe(400);
    expect(json<ApiErrorBody>(short).message).toBe('Insufficient balance');
    await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due + 500]);
    const paid = json<{ paid: number; balance: number }>(await ok('POST', `/buyer/balance/pay/TRADE/${trade.trade_sn}`, buyer.token));
    expect(paid).toEqual({ paid: due / 100, balance: 5 });
    const { rows } = await api.db.query<{ amount_cents: number; balance_cents: number }>(
      "select amount_cents, balance_cents from balance_ledger where member_id = $1 and kind = 'PAYMENT'",
      [buyer.id],
    );
    expect(rows).toEqual([{ amount_cents: -due, balance_cents: 500 }]);
    const orders = await api.db.query<{ pay_status: string; order_status: string }>(
      'select distinct pay_status, order_status from trade_order where trade_sn = $1',
      [trade.trade_sn],
    );
    expect(orders.rows).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }]);
    const again = await send('POST', `/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token);
    expect(json<ApiErrorBody>(again).message).toBe('This order is already paid or closed');
  });

  it('property: for random carts, every total is the exact sum of its parts, in centavos', async () => {
    const pool = await stockedSkus(api, 8, { packages: 10, offset: 44 });
    let seed = 20_260_401;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 8; round += 1) {
      const buyer = await newBuyer(api);
      await ok('POST', '/buyer/members/address', buyer.token, GOOD_ADDRESS);
      const picked = pool.filter(() => random(2) === 0).slice(0, 4);
      for (const sku of picked.length > 0 ? picked : [pool[0] as StockedSku]) {
        await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit * (1 + random(3)) });
      }
      await ok('POST', '/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
      const trade = json<Trade>(await ok('POST', '/buyer/trade/create', buyer.token, { idempotency_key: key() }));
      const c = (mxn: number) => Math.round(mxn * 100);
      let total = 0;
      let goods = 0;
      for (const order of trade.order_list) {
        const lines = order.sku_list.reduce((sum, sku) => sum + c(sku.subtotal), 0);
        expect(c(order.goods_price)).toBe(lines);
        expect(c(order.shipping_price)).toBe(lines >= 150_000 ? 0 : 9_900);
        expect(c(order.order_price)).toBe(lines + c(order.shipping_price) - c(order.coupon_price));
        goods += lines;
        total += c(order.order_price);
      }
      expect(c(trade.price_detail.goods_price)).toBe(goods);
      expect(c(trade.price_detail.total_price)).toBe(total);
      const stored = await api.db.query<{ total_cents: number; sum: number }>(
        'select t.total_cents, (select sum(order_cents)::int from trade_order o where o.trade_sn = t.sn) as sum from trade t where t.sn = $1',
        [trade.trade_sn],
      );
      expect(stored.rows[0]?.total_cents).toBe(stored.rows[0]?.sum);
    }
  });
});
/** A goods sold in packages of 2 or more, one sku stocked for several packages: dropship and wholesale lines of one sku. */
async function packagedSku(api: ApiHarness): Promise<StockedSku> {
  const { rows } = await api.db.query<StockedSku>(
    `select s.id as sku_id, s.goods_id, g.shop_id, s.quantity, g.package_unit, s.price_cents
     from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and g.package_unit between 2 and 24 and s.quantity >= g.package_unit * 6
     order by s.id limit 1`,
  );
  if (!rows[0]) throw new Error('[vitrina] the seed has no sku stocked for several packages of 2+');
  return rows[0];
}

interface FormTrade extends Trade {
  payment_type: string;
  receive_time: string;
  receipt: Record<string, string> | null;
  order_list: (Trade['order_list'][number] & {
    sku_list: { sku_id: number; num: number; subtotal: number; purchase_price: number; shipment_type: number }[];
  })[];
}
interface CartSkuLine {
  sku_id: number;
  shipment_type: number;
  num: number;
  purchase_price: number;
  checked: number;
}

describeBackends('checkout form: dropship lines, payment type, receive time, invoice, free shipping', (api: ApiHarness) => {
  const send = (method: Method, url: string, token: string, body?: Body) =>
    api.inject({
      method,
      url: `/api${url}`,
      headers: { ...(body ? FORM : {}), authorization: token },
      ...(body ? { payload: form(body) } : {}),
    });
  const ok = async (method: Method, url: string, token: string, body?: Body) => {
    const response = await send(method, url, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  let keySerial = 0;
  const create = async (token: string) =>
    json<FormTrade>(await ok('POST', '/buyer/trade/create', token, { idempotency_key: `form-${Date.now()}-${(keySerial += 1)}` }));
  /** The payment type chosen in this checkout (each trade uses its checkout's choice up). */
  const choosePayment = (token: string, type: 'ONLINE' | 'COD' = 'ONLINE') =>
    ok('POST', '/buyer/trade/checkout-params/payment-type', token, { payment_type: type });
  const stock = async (skuId: number) =>
    (await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [skuId])).rows[0]?.quantity ?? 0;
  const cartLines = async (token: string) =>
    json<CartView>(await ok('GET', '/buyer/trade/carts/all', token)).cart_list.flatMap((shop) => shop.sku_list as unknown as CartSkuLine[]);
  const buyerWithAddress = async () => {
    const buyer = await newBuyer(api);
    await ok('POST', '/buyer/members/address', buyer.token, GOOD_ADDRESS);
    return buyer;
  };
  const SPECIAL: Body = {
    receipt_type: 'VATOSPECIAL',
    receipt_title: 'Comercializadora del Bajío',
    tax_no: 'cdb010203ab6',
    reg_addr: 'Av. Juárez 100, Centro, León, Gto.',
    reg_tel: '4771234567',
    bank_name: 'BBVA México',
    bank_account: '012 180 001234567891',
    receipt_content: 'Mercancía',
  };

  it('buys a sku wholesale and dropshipped in one order: each line at its quantity and price, stock down by the sum', async () => {
    const sku = await packagedSku(api);
    const buyer = await buyerWithAddress();
    const dropNum = sku.package_unit + 1; // no whole package: fine for dropshipping
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit, shipment_type: 1 });
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: dropNum, shipment_type: 2 });
    const lines = await cartLines(buyer.token);
    const wholesale = lines.find((line) => line.shipment_type === 1);
    const dropship = lines.find((line) => line.shipment_type === 2);
    expect(dropship?.purchase_price).toBe(dropshipCents(sku.price_cents) / 100);
    const before = await stock(sku.sku_id);

    await choosePayment(buyer.token);
    const trade = await create(buyer.token);
    const bought = trade.order_list
      .flatMap((order) => order.sku_list)
      .map(({ sku_id, shipment_type, num, purchase_price, subtotal }) => ({ sku_id, shipment_type, num, purchase_price, subtotal }));
    expect(bought).toEqual([
      {
        sku_id: sku.sku_id,
        shipment_type: 1,
        num: sku.package_unit,
        purchase_price: wholesale?.purchase_price,
        subtotal: Math.round((wholesale?.purchase_price ?? 0) * 100 * sku.package_unit) / 100,
      },
      {
        sku_id: sku.sku_id,
        shipment_type: 2,
        num: dropNum,
        purchase_price: dropship?.purchase_price,
        subtotal: Math.round((dropship?.purchase_price ?? 0) * 100 * dropNum) / 100,
      },
    ]);
    expect(await stock(sku.sku_id)).toBe(before - sku.package_unit - dropNum);
    const stored = await api.db.query<{ shipment_type: number; num: number }>(
      'select i.shipment_type, i.num from order_item i join trade_order o on o.sn = i.order_sn where o.trade_sn = $1 order by i.shipment_type',
      [trade.trade_sn],
    );
    expect(stored.rows).toEqual([
      { shipment_type: 1, num: sku.package_unit },
      { shipment_type: 2, num: dropNum },
    ]);
    expect(await cartLines(buyer.token)).toEqual([]);
  });

  it('buys the dropship line when the wholesale line of the same sku is short of a package; the wholesale line stays in the cart', async () => {
    const sku = await packagedSku(api);
    const buyer = await buyerWithAddress();
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit, shipment_type: 1 });
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: 1, shipment_type: 2 });
    const saved = await stock(sku.sku_id);
    try {
      // less than a package left: the wholesale line turns unavailable, single pieces still sell
      await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, sku.package_unit - 1]);
      expect((await cartLines(buyer.token)).map((line) => [line.shipment_type, line.checked])).toEqual(
        expect.arrayContaining([
          [1, 1],
          [2, 1],
        ]),
      );
      await choosePayment(buyer.token);
      const trade = await create(buyer.token);
      expect(trade.order_list.flatMap((order) => order.sku_list).map((line) => [line.shipment_type, line.num])).toEqual([[2, 1]]);
      expect(await stock(sku.sku_id)).toBe(sku.package_unit - 2);
      expect((await cartLines(buyer.token)).map((line) => [line.shipment_type, line.num])).toEqual([[1, sku.package_unit]]);
    } finally {
      await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, saved]);
    }
  });

  it('keeps payment type, receive time and a special VAT invoice, and the trade carries them; the order shows need_receipt', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 4, offset: 3 });
    const buyer = await buyerWithAddress();
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku?.sku_id ?? 0, num: sku?.package_unit ?? 1 });
    await ok('POST', '/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'COD' });
    await ok('POST', '/buyer/trade/checkout-params/receive-time', buyer.token, { receive_time: 'weekends only' });
    await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, SPECIAL);
    const params = json<{ payment_type: string; receive_time: string; receipt: Record<string, string> }>(
      await ok('GET', '/buyer/trade/checkout-params', buyer.token),
    );
    expect(params).toMatchObject({ payment_type: 'COD', receive_time: 'weekends only' });
    // stored as the tax office writes them: the RFC in capitals, the account without spaces
    expect(params.receipt).toMatchObject({
      receipt_type: 'VATOSPECIAL',
      tax_no: 'CDB010203AB6',
      bank_account: '012180001234567891',
      reg_tel: '4771234567',
    });

    const trade = await create(buyer.token);
    expect(trade).toMatchObject({
      payment_type: 'COD',
      receive_time: 'weekends only',
      receipt: { receipt_type: 'VATOSPECIAL', tax_no: 'CDB010203AB6' },
    });
    const orders = await api.db.query<{ payment_type: string; need_receipt: number }>(
      'select payment_type, need_receipt from trade_order where trade_sn = $1',
      [trade.trade_sn],
    );
    expect(orders.rows).toEqual([{ payment_type: 'COD', need_receipt: 1 }]);
    const detail = json<{ need_receipt: number; payment_type: string }>(
      await ok('GET', `/buyer/trade/orders/${trade.order_list[0]?.sn}`, buyer.token),
    );
    expect(detail).toMatchObject({ need_receipt: 1, payment_type: 'COD' });

    // the invoice removed: the next trade asks for none (and picks its own payment type: the last one's was used)
    await ok('DELETE', '/buyer/trade/checkout-params/receipt', buyer.token);
    expect(json<{ receipt: unknown }>(await ok('GET', '/buyer/trade/checkout-params', buyer.token)).receipt).toBeNull();
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku?.sku_id ?? 0, num: sku?.package_unit ?? 1 });
    await choosePayment(buyer.token);
    const plain = await create(buyer.token);
    expect(plain.receipt).toBeNull();
    expect((await api.db.query('select need_receipt from trade_order where trade_sn = $1', [plain.trade_sn])).rows).toEqual([
      { need_receipt: 0 },
    ]);
  });

  it('refuses a trade whose payment type was not chosen in this checkout: 400 naming payment_type in every locale, nothing taken', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 4, offset: 5 });
    const buyer = await buyerWithAddress();
    const line = { sku_id: sku?.sku_id ?? 0, num: sku?.package_unit ?? 1 };
    await ok('POST', '/buyer/trade/carts', buyer.token, line);
    const before = await stock(line.sku_id);
    const refuse = async () => {
      const messages = new Set<string>();
      for (const lang of LOCALES_UNDER_TEST) {
        const response = await send('POST', `/buyer/trade/create?lang=${lang}`, buyer.token, {
          idempotency_key: `no-pay-${lang}-${Date.now()}`,
        });
        expect(response.statusCode, response.body).toBe(400);
        const body = json<ApiErrorBody & { data?: { fields: { field: string; message: string }[] } }>(response);
        // typed: the problem names its field, so the form shows it by the payment choice, not by reading the words
        expect(body.data?.fields.map((f) => f.field)).toEqual(['payment_type']);
        expect(body.data?.fields[0]?.message).toBe(body.message);
        messages.add(body.message);
      }
      expect(messages.size).toBe(3);
      expect(await stock(line.sku_id)).toBe(before);
      expect((await api.db.query('select sn from trade where member_id = $1', [buyer.id])).rows).toEqual([]);
      expect(await cartLines(buyer.token)).toHaveLength(1);
    };
    // a first checkout: nothing chosen
    await refuse();
    expect(json<{ payment_type: unknown }>(await ok('GET', '/buyer/trade/checkout-params', buyer.token)).payment_type).toBeNull();
    // chosen, the trade goes through and uses the choice up: the next checkout has none again
    await choosePayment(buyer.token, 'COD');
    const trade = await create(buyer.token);
    expect(trade.payment_type).toBe('COD');
    expect(json<{ payment_type: unknown }>(await ok('GET', '/buyer/trade/checkout-params', buyer.token)).payment_type).toBeNull();
    await ok('POST', '/buyer/trade/carts', buyer.token, line);
    const left = await stock(line.sku_id);
    const refuseAgain = async () => {
      const response = await send('POST', '/buyer/trade/create?lang=en_US', buyer.token, { idempotency_key: `no-pay-again-${Date.now()}` });
      expect([response.statusCode, json<ApiErrorBody>(response).message]).toEqual([
        400,
        'Choose how to pay for this order (online or cash on delivery)',
      ]);
    };
    await refuseAgain();
    expect(await stock(line.sku_id)).toBe(left);
  });

  const without = (field: string): Body => Object.fromEntries(Object.entries(SPECIAL).filter(([key]) => key !== field)) as Body;
  const badReceipts: [string, Body, string][] = [
    ['no type', without('receipt_type'), 'receipt_type'],
    ['an unknown type', { ...SPECIAL, receipt_type: 'PAPER' }, 'receipt_type'],
    ['no title', without('receipt_title'), 'receipt_title'],
    ['a title over 100', { ...SPECIAL, receipt_title: 'x'.repeat(101) }, 'receipt_title'],
    ['a special VAT invoice without tax number', without('tax_no'), 'tax_no'],
    ['a special VAT invoice without registered address', without('reg_addr'), 'reg_addr'],
    ['a special VAT invoice without registered phone', without('reg_tel'), 'reg_tel'],
    ['a special VAT invoice without bank', without('bank_name'), 'bank_name'],
    ['a special VAT invoice without account', without('bank_account'), 'bank_account'],
    ['a tax number that is no RFC', { ...SPECIAL, tax_no: '123' }, 'tax_no'],
    ['a registered phone with letters', { ...SPECIAL, reg_tel: 'call me' }, 'reg_tel'],
    ['an account with letters', { ...SPECIAL, bank_account: 'ES12 3456' }, 'bank_account'],
    ['an ordinary VAT invoice without tax number', { receipt_type: 'VATORDINARY', receipt_title: 'Ana López' }, 'tax_no'],
    [
      'an electronic invoice to a bad email',
      { receipt_type: 'ELECTRO', receipt_title: 'Ana López', ...ELECTRO_CFDI, member_email: 'ana@' },
      'member_email',
    ],
    [
      'an electronic invoice without email (how a CFDI is delivered)',
      { receipt_type: 'ELECTRO', receipt_title: 'Ana López', ...ELECTRO_CFDI, member_email: '' },
      'member_email',
    ],
    ['an RFC with a wrong check digit', { ...SPECIAL, tax_no: 'CDB010203AB1' }, 'tax_no'],
  ];
  it.each(badReceipts)(
    'refuses an invoice with %s: 400 naming the field in every locale, the saved invoice kept',
    async (_, body, field) => {
      const buyer = await newBuyer(api);
      await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, {
        receipt_type: 'ELECTRO',
        receipt_title: 'Guardada',
        ...ELECTRO_CFDI,
      });
      const messages = new Set<string>();
      for (const lang of LOCALES_UNDER_TEST) {
        const response = await send('POST', `/buyer/trade/checkout-params/receipt?lang=${lang}`, buyer.token, body);
        expect(response.statusCode, response.body).toBe(400);
        const message = json<ApiErrorBody>(response).message;
        expect(message).toContain(field);
        messages.add(message);
      }
      expect(messages.size).toBe(3);
      const { rows } = await api.db.query<{ receipt: unknown }>('select receipt from checkout_param where member_id = $1', [buyer.id]);
      expect(rows).toEqual([{ receipt: { receipt_type: 'ELECTRO', receipt_title: 'GUARDADA', ...ELECTRO_CFDI } }]);
    },
  );

  const badChoices: [string, string, Body, string][] = [
    ['payment type CASH', '/buyer/trade/checkout-params/payment-type', { payment_type: 'CASH' }, 'payment_type'],
    ['payment type twice', '/buyer/trade/checkout-params/payment-type', { payment_type: ['COD', 'ONLINE'] }, 'payment_type'],
    ['receive time "tonight"', '/buyer/trade/checkout-params/receive-time', { receive_time: 'tonight' }, 'receive_time'],
    ['no receive time', '/buyer/trade/checkout-params/receive-time', {}, 'receive_time'],
  ];
  it.each(badChoices)('refuses %s: 400 naming the field in every locale, the saved choice kept', async (_, url, body, field) => {
    const buyer = await newBuyer(api);
    await ok('POST', '/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'COD' });
    await ok('POST', '/buyer/trade/checkout-params/receive-time', buyer.token, { receive_time: 'weekdays only' });
    const messages = new Set<string>();
    for (const lang of LOCALES_UNDER_TEST) {
      const response = await send('POST', `${url}?lang=${lang}`, buyer.token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(json<ApiErrorBody>(response).message).toContain(field);
      messages.add(json<ApiErrorBody>(response).message);
    }
    expect(messages.size).toBe(3);
    expect(json<Record<string, unknown>>(await ok('GET', '/buyer/trade/checkout-params', buyer.token))).toMatchObject({
      payment_type: 'COD',
      receive_time: 'weekdays only',
    });
  });

  it('takes the free-shipping amount from the site setting: the form sees it, the cart and the trade charge by it', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 4, offset: 7 });
    const buyer = await buyerWithAddress();
    await ok('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku?.sku_id ?? 0, num: sku?.package_unit ?? 1 });
    const checked = () => ok('GET', '/buyer/trade/carts/checked', buyer.token).then((r) => json<CartView>(r).total_price);
    const goodsCents = Math.round((await checked()).goods_price * 100);
    const seeded = await api.db.query<{ free_freight_cents: number }>('select free_freight_cents from site where id = 1');
    expect(seeded.rows).toEqual([{ free_freight_cents: 150_000 }]);
    try {
      await api.db.query('update site set free_freight_cents = $1 where id = 1', [goodsCents + 1]);
      expect(json<{ free_freight_price: number }>(await ok('GET', '/buyer/trade/checkout-params', buyer.token)).free_freight_price).toBe(
        (goodsCents + 1) / 100,
      );
      expect((await checked()).freight_price).toBe(99);
      await api.db.query('update site set free_freight_cents = $1 where id = 1', [goodsCents]);
      expect((await checked()).freight_price).toBe(0);
      await choosePayment(buyer.token);
      const trade = await create(buyer.token);
      expect(trade.price_detail.freight_price).toBe(0);
      expect(trade.order_list[0]?.shipping_price).toBe(0);
    } finally {
      await api.db.query('update site set free_freight_cents = 150000 where id = 1');
    }
  });
});
