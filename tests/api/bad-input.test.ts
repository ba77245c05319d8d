// Issue 9, item 11: input PostgreSQL cannot take (NUL in text, ids past the int4 columns) and
// multipart the parser cannot read answered 500. Each is a 400 naming the field, nothing written;
// in the /mallpcapi family the 200 envelope with code 400 and `field`. LIKE wildcards in a
// keyword match themselves.
import { expect, it } from 'vitest';
import type { ApiErrorBody, MallReply } from '../../src/core/contract/types';
import { dayOf } from '../../src/core/contract/rules-purchase';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';
import { installWriteLog, type WriteLog } from './support/write-log';

const INT4_PAST = '2147483648';
const NUL = '\u0000';
const DAY = 86_400;
const dayStart = (offset: number) => (dayOf(Math.floor(Date.now() / 1000)) + offset) * DAY;
/** an area of Ciudad de México (seed/trade.ts) */
const AREA = 900602;

const purchase = (extra: Record<string, string | number>) => ({
  title: 'Botellas',
  goods_type: 0,
  goods_names: 'Botella 750 ml',
  goods_category: 7,
  goods_num: 300,
  goods_unit: 'piezas',
  closing_date: dayStart(10),
  receiving_date: dayStart(15),
  price_type: 1,
  goods_price: '39.90',
  ship_county: AREA,
  seller_county: AREA,
  need_receipt: 1,
  privacy: 0,
  contact_name: 'Mariana Ruiz',
  contact_num: '5543210987',
  ...extra,
});
const address = (extra: Record<string, string | number>) => ({
  name: 'Ana',
  mobile: '5512345678',
  country: 1,
  county_id: AREA,
  addr: 'Colima 1',
  zip: '06700',
  ...extra,
});

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** under /api, without `lang` */
  url: string;
  body?: Record<string, string | number>;
  field: string;
}

describeBackends('bad input is a 400 naming the field', (api: ApiHarness) => {
  let log: WriteLog;
  const send = async (c: Case, token: string) =>
    api.inject({
      method: c.method,
      url: `/api${c.url}${c.url.includes('?') ? '&' : '?'}lang=en_US`,
      headers: { authorization: token, ...(c.body ? FORM : {}) },
      ...(c.body ? { payload: form(c.body) } : {}),
    });

  const javashop: Case[] = [
    { name: 'NUL in the orders keyword', method: 'GET', url: '/buyer/trade/orders?key_words=a%00b', field: 'key_words' },
    { name: 'NUL in the cashier trade_sn', method: 'GET', url: '/buyer/trade/orders/cashier?trade_sn=%00', field: 'trade_sn' },
    { name: 'NUL as an order sn in the path', method: 'GET', url: '/buyer/trade/orders/%00', field: 'sn' },
    { name: 'NUL in an address', method: 'POST', url: '/buyer/members/address', body: address({ addr: `Colima${NUL}1` }), field: 'addr' },
    {
      name: 'a county id past int4',
      method: 'POST',
      url: '/buyer/members/address',
      body: address({ county_id: INT4_PAST }),
      field: 'county_id',
    },
    {
      name: 'NUL in a receipt title',
      method: 'POST',
      url: '/buyer/members/receipt',
      body: { receipt_type: 'VATORDINARY', receipt_title: `Acme${NUL}`, tax_no: 'XAXX010101000' },
      field: 'receipt_title',
    },
    {
      name: 'NUL in the checkout remark',
      method: 'POST',
      url: '/buyer/trade/checkout-params/remark',
      body: { remark: `ok${NUL}` },
      field: 'remark',
    },
    { name: 'NUL in a purchase title', method: 'POST', url: '/b2b/purchase/orders', body: purchase({ title: `a${NUL}b` }), field: 'title' },
    {
      name: 'a purchase goods_category past int4',
      method: 'POST',
      url: '/b2b/purchase/orders',
      body: purchase({ goods_category: INT4_PAST }),
      field: 'goods_category',
    },
    {
      name: 'a purchase ship_county past int4',
      method: 'POST',
      url: '/b2b/purchase/orders',
      body: purchase({ ship_county: INT4_PAST }),
      field: 'ship_county',
    },
    {
      name: 'a purchase seller_county past int4',
      method: 'POST',
      url: '/b2b/purchase/orders',
      body: purchase({ seller_county: INT4_PAST }),
      field: 'seller_county',
    },
    {
      name: 'a DEL character in a feedback-like text',
      method: 'POST',
      url: '/buyer/members/receipt/address',
      body: { member_name: 'Ana\u007f', member_mobile: '5512345678', region: 'CDMX', detail_addr: 'Colima 1' },
      field: 'member_name',
    },
  ];

  it.each(javashop)('$name', async (c) => {
    const buyer = await newBuyer(api);
    log ??= await installWriteLog(api.db);
    const before = await log.mark();
    const response = await send(c, buyer.token);
    expect(response.statusCode, response.body).toBe(400);
    const body = json<ApiErrorBody>(response);
    expect(body.code).toBe('004');
    expect(body.message).toContain(c.field);
    expect(await log.since(before)).toEqual([]);
  });

  it('NUL in a question is refused before it is saved', async () => {
    const buyer = await newBuyer(api);
    const [sku] = await stockedSkus(api, 1);
    const c: Case = {
      name: 'ask',
      method: 'POST',
      url: '/buyer/members/asks',
      body: { goods_id: sku?.goods_id ?? 1, ask_content: `¿Hay${NUL} stock?` },
      field: 'ask_content',
    };
    const response = await send(c, buyer.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(json<ApiErrorBody>(response).message).toContain('ask_content');
  });

  const mall: Case[] = [
    {
      name: 'NUL in feedback content',
      method: 'POST',
      url: '/mallpcapi/feedback/submit',
      body: { type: 'OTHER', content: `hola${NUL}` },
      field: 'content',
    },
    {
      name: 'a shop id past int4 in the listing',
      method: 'GET',
      url: `/mallpcapi/product/productQuery?shopId=${INT4_PAST}`,
      field: 'shopId',
    },
    {
      name: 'a category past int4 in the listing',
      method: 'GET',
      url: `/mallpcapi/product/productQuery?productCateId=${INT4_PAST}`,
      field: 'productCateId',
    },
  ];

  it.each(mall)('mall family: $name', async (c) => {
    const buyer = await newBuyer(api);
    const response = await send(c, buyer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MallReply<null> & { field?: string }>(response)).toMatchObject({ success: false, code: 400, field: c.field });
  });

  it('mall family: a JSON object where one value is expected is refused, not saved as "[object Object]"', async () => {
    const buyer = await newBuyer(api);
    const response = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/feedback/submit?lang=en_US',
      headers: { authorization: buyer.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'OTHER', content: { text: 'hola' } }),
    });
    expect(json<MallReply<null> & { field?: string }>(response)).toMatchObject({ success: false, code: 400, field: 'content' });
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from member_feedback where member_id = $1', [buyer.id]);
    expect(rows[0]?.n).toBe(0);
  });

  const multipart: { name: string; contentType: string; payload: string }[] = [
    {
      name: 'no boundary',
      contentType: 'multipart/form-data',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    },
    {
      name: 'truncated',
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    },
    {
      name: 'truncated in the part headers',
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-da',
    },
  ];

  it.each(multipart)('a malformed upload ($name) is the envelope with code 400', async ({ contentType, payload }) => {
    const buyer = await newBuyer(api);
    const response = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/upload/file?lang=en_US',
      headers: { authorization: buyer.token, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MallReply<null> & { field?: string }>(response)).toMatchObject({ success: false, code: 400, field: 'file' });
  });

  it('a path parameter with broken % encoding is a 400 of the API, not Fastify’s own reply', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/buyer/trade/orders/%E0%A4%A?lang=en_US' });
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response)).toEqual({ code: '004', message: expect.stringContaining('The request URL is not valid') });
  });

  it('a generated image of a shop, brand or category id past int4 is not found, not a 500', async () => {
    for (const kind of ['shop', 'brand', 'category']) {
      const response = await api.inject({ method: 'GET', url: `/uploads/generated/${kind}/${INT4_PAST}.svg` });
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(404);
    }
  });

  it('% and _ in the orders keyword match themselves, not every order', async () => {
    const buyer = await newBuyer(api);
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset: 3 });
    if (!sku) throw new Error('no sku');
    const post = (url: string, body: Record<string, string>) =>
      api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: buyer.token }, payload: form(body) });
    await post('/buyer/members/address', {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: String(AREA),
      addr: 'Colima 1',
      zip: '06700',
    });
    await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await post('/buyer/trade/checkout-params/payment-type', { payment_type: 'COD' });
    const trade = await post('/buyer/trade/create', { idempotency_key: `like-${buyer.id}-k` });
    expect(trade.statusCode, trade.body).toBe(200);
    const search = async (keyword: string) =>
      json<{ data_total: number }>(
        await api.inject({
          method: 'GET',
          url: `/api/buyer/trade/orders?key_words=${encodeURIComponent(keyword)}`,
          headers: { authorization: buyer.token },
        }),
      ).data_total;
    const { rows } = await api.db.query<{ name: string }>(
      'select name from order_item where order_sn in (select sn from trade_order where member_id = $1)',
      [buyer.id],
    );
    const word = rows[0]?.name.split(' ')[0] ?? '';
    expect(await search(word)).toBe(1);
    for (const wildcard of ['%', '_', '%%', '_%_']) expect(await search(wildcard), wildcard).toBe(0);
  });
});
