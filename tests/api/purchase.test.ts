// Purchase requests (spec §3, §5, §7 "Purchase requests (token)", §9): publish with the form
// fields, read one, search with filters and paging. The dates must fall from yesterday to 29 days
// ahead; a bad field is a translated 400 naming it with nothing written; a visitor gets 403.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/contract/types';
import { dayOf } from '../../src/core/contract/rules-purchase';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

interface Purchase {
  id: number;
  title: string;
  goods_num: number;
  goods_unit: string;
  goods_price: number;
  goods_img: string;
  category_name: string;
  ship_province: number;
  ship_city: number;
  ship_county: number;
  ship_region: string;
  seller_region: string;
  contact_name: string;
  contact_num: string;
  status: string;
  mine: number;
  closing_date: number;
  privacy: number;
}
interface Page {
  data: Purchase[];
  page_no: number;
  page_size: number;
  data_total: number;
}

const DAY = 86_400;
const dayStart = (offset: number) => (dayOf(Math.floor(Date.now() / 1000)) + offset) * DAY;
/** Ciudad de México › first municipality › first area, and Jalisco's (seed/trade.ts ids) */
const CDMX_AREA = 900101;
const JALISCO_AREA = 1400101;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8a7b30000000049454e44ae426082',
  'hex',
);

const valid = (extra: Record<string, string | number> = {}): Record<string, string | number> => ({
  title: 'Botellas de agua para gimnasio',
  goods_type: 0,
  goods_names: 'Botella deportiva 750 ml',
  goods_category: 7,
  goods_num: 300,
  goods_unit: 'piezas',
  closing_date: dayStart(10),
  receiving_date: dayStart(15),
  price_type: 1,
  goods_price: '39.90',
  ship_county: CDMX_AREA,
  seller_county: JALISCO_AREA,
  need_receipt: 1,
  privacy: 0,
  contact_name: 'Mariana Ruiz',
  contact_num: '5543210987',
  remark: 'Con logo grabado',
  ...extra,
});

describeBackends('purchase requests', (api: ApiHarness) => {
  const post = (token: string | undefined, body: Record<string, string | number>, lang = 'en_US') =>
    api.inject({
      method: 'POST',
      url: `/api/b2b/purchase/orders?lang=${lang}`,
      headers: { ...FORM, ...(token ? { authorization: token } : {}) },
      payload: form(body),
    });
  const get = (token: string | undefined, url: string) =>
    api.inject({
      method: 'GET',
      url: `/api/b2b/purchase/orders${url}${url.includes('?') ? '&' : '?'}lang=en_US`,
      headers: token ? { authorization: token } : {},
    });
  const search = async (token: string, query: string) => {
    const response = await get(token, `/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<Page>(response);
  };
  const countOf = async (memberId: number) =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from purchase_order where member_id = $1', [memberId])).rows[0]?.n;
  const upload = async (token: string) => {
    const boundary = 'purchaseboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sample.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/upload/file',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return json<{ result: string }>(response).result;
  };

  it('publishes with one uploaded image, reads it back, and hides a private contact from other members', async () => {
    const buyer = await newBuyer(api);
    const image = await upload(buyer.token);
    const response = await post(buyer.token, valid({ goods_img: image }));
    expect(response.statusCode, response.body).toBe(200);
    const made = json<Purchase>(response);
    expect(made).toMatchObject({
      title: 'Botellas de agua para gimnasio',
      goods_num: 300,
      goods_unit: 'piezas',
      goods_price: 39.9,
      category_name: 'Sports & Outdoors',
      ship_province: 9,
      ship_city: 9001,
      ship_county: CDMX_AREA,
      contact_name: 'Mariana Ruiz',
      status: 'open',
      mine: 1,
      closing_date: dayStart(10),
    });
    expect(made.ship_region).toMatch(/^Ciudad de México, .+, .+$/);
    expect(made.goods_img).toMatch(new RegExp(`^https?://.+${image}$`));

    const other = await newBuyer(api);
    const seen = json<Purchase>(await get(other.token, `/${made.id}`));
    expect(seen).toMatchObject({ id: made.id, mine: 0, contact_name: '', contact_num: '' });
    expect((await get(other.token, '/999999999')).statusCode).toBe(404);
  });

  it('searches by keyword, category, status and mine=1, newest first, in pages', async () => {
    const buyer = await newBuyer(api);
    expect((await search(buyer.token, 'mine=1')).data_total).toBe(0);
    await post(buyer.token, valid({ title: 'Sombrillas 100% poliéster' }));
    const mine = await search(buyer.token, 'mine=1');
    expect(mine.data.map((p) => [p.title, p.mine])).toEqual([['Sombrillas 100% poliéster', 1]]);
    // LIKE wildcards are literal: '_' matches no title, '100% poli' only the one that says so
    expect((await search(buyer.token, 'keyword=_')).data_total).toBe(0);
    expect((await search(buyer.token, 'keyword=100%25%20poli')).data.map((p) => p.title)).toEqual(['Sombrillas 100% poliéster']);
    expect((await search(buyer.token, 'keyword=caf%C3%A9')).data.map((p) => p.title)).toEqual(['Café de grano de Veracruz']);
    const closed = await search(buyer.token, 'status=closed');
    expect(closed.data.map((p) => p.title).sort()).toEqual(['Balones de fútbol para liga infantil', 'Tapetes para auto']);
    const pets = await search(buyer.token, 'category=12&status=open');
    expect(pets.data.map((p) => p.title)).toEqual(['Croquetas para perro adulto']);

    const all = await search(buyer.token, 'page_size=100');
    const [first, second] = [await search(buyer.token, 'page_no=1&page_size=4'), await search(buyer.token, 'page_no=2&page_size=4')];
    expect(second).toMatchObject({ page_no: 2, page_size: 4, data_total: all.data_total });
    expect([...first.data, ...second.data].map((p) => p.id)).toEqual(all.data.slice(0, 8).map((p) => p.id));
    expect(all.data.map((p) => p.id)).toEqual([...all.data.map((p) => p.id)].sort((a, b) => b - a));
    expect((await get(buyer.token, '/search?page_size=101')).statusCode).toBe(400);
  });

  it.each([
    ['yesterday', -1, 200],
    ['the day before yesterday', -2, 400],
    ['29 days ahead', 29, 200],
    ['30 days ahead', 30, 400],
  ])('takes dates from yesterday to 29 days ahead: %s → %i', async (_label, offset, status) => {
    const buyer = await newBuyer(api);
    for (const field of ['closing_date', 'receiving_date']) {
      const response = await post(buyer.token, valid({ [field]: dayStart(offset) + 3_600 }));
      expect(response.statusCode, response.body).toBe(status);
      if (status === 400)
        expect(json<ApiErrorBody>(response).message).toBe(`The field ${field} must be a date from yesterday to 29 days ahead`);
    }
    expect(await countOf(buyer.id)).toBe(status === 200 ? 2 : 0);
  });

  it('refuses a bad field with a translated 400 naming it, writing nothing', async () => {
    const buyer = await newBuyer(api);
    const cases: [Record<string, string | number>, string][] = [
      [{ title: '' }, 'The field title is required'],
      [{ title: 'x'.repeat(61) }, 'The field title allows at most 60 characters'],
      [{ goods_num: 0 }, 'The field goods_num must be a whole number between 1 and 99999999'],
      [{ goods_num: '2.5' }, 'The field goods_num must be a whole number between 1 and 99999999'],
      [{ goods_unit: '   ' }, 'The field goods_unit is required'],
      [{ goods_price: 'abc' }, 'The field goods_price must be an MXN amount with up to 2 decimals (for example 149.90)'],
      [{ goods_category: 999 }, 'The field goods_category does not match an existing option'],
      [{ ship_county: 9 }, 'The field ship_county does not match an existing option'],
      [{ goods_img: '/uploads/avatars/1-aaaaaaaaaaaaaaaa.png' }, 'The field goods_img must be a .jpg or .png image you uploaded'],
      [{ contact_num: 'llámame' }, 'The field contact_num must be a phone number (7 to 20 digits)'],
      [{ remark: 'x'.repeat(1001) }, 'The field remark allows at most 1000 characters'],
      [{ price_type: 3 }, 'The field price_type must be one of: 0, 1, 2'],
    ];
    for (const [bad, message] of cases) {
      const response = await post(buyer.token, valid(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json<ApiErrorBody>(response).message).toBe(message);
    }
    expect(json<ApiErrorBody>(await post(buyer.token, valid({ closing_date: 1 }), 'es_MX')).message).toBe(
      'El campo closing_date debe ser una fecha entre ayer y dentro de 29 días',
    );
    expect(json<ApiErrorBody>(await post(buyer.token, valid({ closing_date: 1 }), 'zh_CN')).message).toBe(
      '字段 closing_date 必须是昨天至 29 天后之间的日期',
    );
    expect(await countOf(buyer.id)).toBe(0);
  });

  describe('a visitor', () => {
    it('gets 403 from every call', async () => {
      const before = (await api.db.query<{ n: number }>('select count(*)::int as n from purchase_order')).rows[0]?.n;
      for (const response of [await post(undefined, valid()), await get(undefined, '/search'), await get(undefined, '/1')]) {
        expect(response.statusCode).toBe(403);
        expect(json<ApiErrorBody>(response).code).toBe('403');
      }
      expect((await api.db.query<{ n: number }>('select count(*)::int as n from purchase_order')).rows[0]?.n).toBe(before);
    });
  });
});
