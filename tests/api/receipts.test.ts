// The receipt book (issue 5, spec §7 Member "Receipts"): saved invoice titles with one default per
// type, the special VAT qualification (zpzz), the invoice mailing address, the history written by
// a trade with an invoice, and which invoices shops issue. Refusals are translated 4xx naming the
// field with nothing written; another member's rows are 404. The electronic invoice is a CFDI 4.0
// (issue 16 §4): its receiver is judged by SAT's rules wherever an invoice is accepted, and the
// dev PAC stamps it when its order completes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/contract/types';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus, type StockedSku, withPayment } from './support/buyers';
import { form, FORM, json, LOCALES_UNDER_TEST } from './support/client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, string | number>;
interface Title {
  receipt_id: number;
  receipt_type: string;
  receipt_title: string;
  tax_no: string;
  member_email: string;
  member_mobile: string;
  fiscal_zip: string;
  tax_regime: string;
  cfdi_use: string;
  is_default: number;
}
interface Zpzz {
  id: number;
  status: string;
  company_name: string;
  taxpayer_code: string;
  bank_account: string;
}
interface MailAddress {
  id: number;
  member_name: string;
  member_mobile: string;
  region: string;
  detail_addr: string;
}
interface History {
  history_id: number;
  order_sn: string;
  seller_id: number;
  receipt_type: string;
  receipt_title: string;
  tax_no: string;
  tax_regime: string;
  cfdi_use: string;
  receipt_amount: number;
  status: number;
  cfdi_uuid: string;
  stamped_at: number | null;
}
interface HistoryPage {
  data: History[];
  data_total: number;
  page_no: number;
  page_size: number;
}
interface ShopCheck {
  shop_id: number;
  receipt_types: string[];
  elec_receipt_status: number;
  ordin_receipt_status: number;
  tax_receipt_status: number;
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
/** A person's CFDI receiver (RFC check digit computed, contract/cfdi.ts) and a company's. */
const PERSON = { tax_no: 'LOLA800101AB7', fiscal_zip: '06700', tax_regime: '612', cfdi_use: 'G03', member_email: 'ana@example.com' };
const COMPANY = { tax_no: 'TAN010203XY1', fiscal_zip: '06700', tax_regime: '601', cfdi_use: 'G01', member_email: 'compras@example.com' };
const ZPZZ = {
  company_name: 'Comercializadora del Bajío',
  taxpayer_code: 'cdb010203ab6',
  register_address: 'Av. Juárez 100, León, Gto.',
  register_tel: '477 123 4567',
  bank_name: 'BBVA México',
  bank_account: '0121 8000 1234 567891',
};
const MAIL = {
  member_name: 'Ana López',
  member_mobile: '5587654321',
  region: 'Ciudad de México, Cuauhtémoc, Roma Norte',
  detail_addr: 'Colima 123',
};

describeBackends('receipt book', (api: ApiHarness) => {
  const send = (method: Method, url: string, token: string, body?: Body, lang = 'en_US') =>
    api.inject({
      method,
      url: `/api${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
      headers: { ...(body ? FORM : {}), authorization: token },
      ...(body ? { payload: form(body) } : {}),
    });
  const ok = async <T = unknown>(method: Method, url: string, token: string, body?: Body): Promise<T> => {
    const response = await send(method, url, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.body === '' ? (undefined as T) : json<T>(response);
  };
  const titles = (token: string, type: 'ELECTRO' | 'VATORDINARY') => ok<Title[]>('GET', `/buyer/members/receipt/${type}`, token);
  const defaults = async (token: string, type: 'ELECTRO' | 'VATORDINARY') =>
    (await titles(token, type)).filter((t) => t.is_default === 1).map((t) => t.receipt_title);
  /** Every receipt-book row of a member: a refusal must leave these as they were. */
  const footprint = async (memberId: number) =>
    (
      await api.db.query<Record<string, unknown>>(
        `select (select json_agg(r order by r.id) from member_receipt r where r.member_id = $1)::text as titles,
            (select json_agg(z) from member_zpzz z where z.member_id = $1)::text as zpzz,
            (select json_agg(a) from member_receipt_address a where a.member_id = $1)::text as address`,
        [memberId],
      )
    ).rows[0];

  it('seeds the demo member two electronic titles (one default), one ordinary VAT title and a mailing address', async () => {
    const { rows } = await api.db.query<{ receipt_type: string; n: number; defaults: number }>(
      `select receipt_type, count(*)::int as n, count(*) filter (where is_default = 1)::int as defaults
       from member_receipt where member_id = 1 group by receipt_type order by receipt_type`,
    );
    expect(rows).toEqual([
      { receipt_type: 'ELECTRO', n: 2, defaults: 1 },
      { receipt_type: 'VATORDINARY', n: 1, defaults: 1 },
    ]);
    const { rows: address } = await api.db.query('select region from member_receipt_address where member_id = 1');
    expect(address).toEqual([{ region: 'Ciudad de México, Cuauhtémoc, Roma Norte' }]);
  });

  it('adds, lists, edits, switches the default (always one) and deletes titles', async () => {
    const { token } = await newBuyer(api);
    expect(await titles(token, 'ELECTRO')).toEqual([]);
    const first = await ok<Title>('POST', '/buyer/members/receipt', token, {
      receipt_type: 'ELECTRO',
      receipt_title: 'Ana López López',
      ...PERSON,
    });
    // the legal name is kept as SAT writes it, with the CFDI receiver's fields
    expect(first).toMatchObject({ receipt_type: 'ELECTRO', receipt_title: 'ANA LÓPEZ LÓPEZ', ...PERSON, is_default: 1 });
    const second = await ok<Title>('POST', '/buyer/members/receipt', token, {
      receipt_type: 'ELECTRO',
      receipt_title: 'Tienda  Ana',
      ...COMPANY,
      tax_no: 'tan010203xy1',
      is_default: 1,
    });
    expect(second).toMatchObject({ receipt_title: 'TIENDA ANA', tax_no: 'TAN010203XY1', tax_regime: '601', is_default: 1 });
    expect(await defaults(token, 'ELECTRO')).toEqual(['TIENDA ANA']);
    const third = await ok<Title>('POST', '/buyer/members/receipt', token, {
      receipt_type: 'ELECTRO',
      receipt_title: 'Tercera',
      ...PERSON,
    });
    expect(third.is_default).toBe(0);
    // an ordinary VAT title is its own list with its own default; the CFDI fields are optional there
    const vat = await ok<Title>('POST', '/buyer/members/receipt', token, {
      receipt_type: 'VATORDINARY',
      receipt_title: 'Tienda Ana',
      tax_no: 'TAN010203XY1',
    });
    expect(vat.is_default).toBe(1);

    await ok('PUT', `/buyer/members/receipt/${first.receipt_id}/ELECTRO`, token);
    expect(await defaults(token, 'ELECTRO')).toEqual(['ANA LÓPEZ LÓPEZ']);
    expect(await defaults(token, 'VATORDINARY')).toEqual(['TIENDA ANA']);
    // the default of the wrong type is no such title
    expect((await send('PUT', `/buyer/members/receipt/${first.receipt_id}/VATORDINARY`, token)).statusCode).toBe(404);

    const edited = await ok<Title>('PUT', `/buyer/members/receipt/${third.receipt_id}`, token, {
      ...PERSON,
      receipt_title: 'Tercera editada',
      member_mobile: '5512345678',
      is_default: 1,
    });
    expect(edited).toMatchObject({ receipt_title: 'TERCERA EDITADA', member_mobile: '5512345678', is_default: 1 });
    expect(await defaults(token, 'ELECTRO')).toEqual(['TERCERA EDITADA']);

    // deleting the default hands it to the oldest remaining title
    await ok('DELETE', `/buyer/members/receipt/${third.receipt_id}`, token);
    expect((await titles(token, 'ELECTRO')).map((t) => [t.receipt_title, t.is_default])).toEqual([
      ['ANA LÓPEZ LÓPEZ', 1],
      ['TIENDA ANA', 0],
    ]);
  });

  const electro = (changes: Body): Body => ({ receipt_type: 'ELECTRO', receipt_title: 'Ana', ...PERSON, ...changes });
  const REFUSED: { name: string; body: Body; field: string }[] = [
    { name: 'a missing title', body: electro({ receipt_title: '  ' }), field: 'receipt_title' },
    { name: 'an ordinary VAT title without RFC', body: { receipt_type: 'VATORDINARY', receipt_title: 'Ana' }, field: 'tax_no' },
    { name: 'a malformed RFC', body: electro({ tax_no: '123' }), field: 'tax_no' },
    { name: 'an RFC whose date is not one', body: electro({ tax_no: 'LOLA801301AB7' }), field: 'tax_no' },
    { name: 'an RFC with a wrong check digit', body: electro({ tax_no: 'LOLA800101AB8' }), field: 'tax_no' },
    {
      name: 'an ordinary VAT RFC with a wrong check digit',
      body: { receipt_type: 'VATORDINARY', receipt_title: 'Ana', tax_no: 'TAN010203XY9' },
      field: 'tax_no',
    },
    {
      name: 'a legal name with its company type',
      body: electro({ ...COMPANY, receipt_title: 'Tienda Ana S.A. de C.V.' }),
      field: 'receipt_title',
    },
    { name: 'an electronic invoice without email (it is delivered by email)', body: electro({ member_email: '' }), field: 'member_email' },
    { name: 'an electronic invoice without regime', body: electro({ tax_regime: '' }), field: 'tax_regime' },
    { name: 'a postal code of four digits', body: electro({ fiscal_zip: '6700' }), field: 'fiscal_zip' },
    { name: 'a regime not in the catalogue', body: electro({ tax_regime: '699' }), field: 'tax_regime' },
    { name: 'a companies-only regime for a person', body: electro({ tax_regime: '601' }), field: 'tax_regime' },
    { name: 'a persons-only regime for a company', body: electro({ ...COMPANY, tax_regime: '612' }), field: 'tax_regime' },
    { name: 'a use the regime may not take', body: electro({ tax_regime: '605', cfdi_use: 'G01' }), field: 'cfdi_use' },
    {
      name: 'the public in general with a use other than S01',
      body: electro({ tax_no: 'XAXX010101000', tax_regime: '616' }),
      field: 'cfdi_use',
    },
    {
      name: 'the public in general in a regime other than 616',
      body: electro({ tax_no: 'XAXX010101000', cfdi_use: 'S01' }),
      field: 'tax_regime',
    },
    { name: 'a malformed email', body: electro({ member_email: 'ana@' }), field: 'member_email' },
    {
      name: 'a malformed mobile',
      body: { receipt_type: 'VATORDINARY', receipt_title: 'Ana', tax_no: 'TAN010203XY1', member_mobile: 'abc' },
      field: 'member_mobile',
    },
    { name: 'a title too long', body: electro({ receipt_title: 'x'.repeat(101) }), field: 'receipt_title' },
    { name: 'a special VAT title (that is the zpzz)', body: { receipt_type: 'VATOSPECIAL', receipt_title: 'Ana' }, field: 'receipt_type' },
  ];
  it.each(REFUSED)('refuses $name with a 400 naming $field in every language, writing nothing', async ({ body, field }) => {
    const { id, token } = await newBuyer(api);
    await ok('POST', '/buyer/members/receipt', token, electro({ receipt_title: 'Existente' }));
    const before = await footprint(id);
    const messages = new Set<string>();
    for (const lang of LOCALES_UNDER_TEST) {
      const response = await send('POST', '/buyer/members/receipt', token, body, lang);
      expect(response.statusCode, response.body).toBe(400);
      const { message } = json<ApiErrorBody>(response);
      expect(message).toContain(field);
      messages.add(message);
    }
    expect(messages.size).toBe(LOCALES_UNDER_TEST.length);
    expect(await footprint(id)).toEqual(before);
  });

  /** The field problems of a refusal, as `data.fields` lists them (the reply's message is the first's). */
  const fieldsOf = (response: Parameters<typeof json>[0]) => {
    const body = json<ApiErrorBody & { data?: { fields: { field: string; message: string }[] } }>(response);
    expect(body.data?.fields[0]?.message).toBe(body.message);
    return body.data?.fields ?? [];
  };
  it('names every problem of an invoice at once, each under its field, in every language: checkout, titles book, zpzz', async () => {
    const { id, token } = await newBuyer(api);
    const before = await footprint(id);
    const cases: [Method, string, Body, string[]][] = [
      [
        'POST',
        '/buyer/trade/checkout-params/receipt',
        { receipt_type: 'VATOSPECIAL', receipt_title: ' ', tax_no: '123', reg_tel: 'call me' },
        ['receipt_title', 'tax_no', 'reg_addr', 'reg_tel', 'bank_name', 'bank_account'],
      ],
      [
        'POST',
        '/buyer/members/receipt',
        { ...electro({ tax_no: 'LOLA800101AB8', fiscal_zip: '6700', member_email: 'ana@' }), member_mobile: 'abc' },
        ['tax_no', 'fiscal_zip', 'member_email', 'member_mobile'],
      ],
      [
        'POST',
        '/buyer/members/zpzz',
        { ...ZPZZ, company_name: '', taxpayer_code: 'XYZ', bank_account: '12' },
        ['company_name', 'taxpayer_code', 'bank_account'],
      ],
    ];
    for (const [method, url, body, fields] of cases) {
      const seen = new Set<string>();
      for (const lang of LOCALES_UNDER_TEST) {
        const response = await send(method, url, token, body, lang);
        expect(response.statusCode, response.body).toBe(400);
        const problems = fieldsOf(response);
        expect(problems.map((problem) => problem.field)).toEqual(fields);
        // each message names its own field, in the request's language
        for (const problem of problems) expect(problem.message).toContain(problem.field);
        seen.add(problems.map((problem) => problem.message).join('|'));
      }
      expect(seen.size).toBe(LOCALES_UNDER_TEST.length);
    }
    expect(await footprint(id)).toEqual(before);
    expect((await api.db.query('select receipt from checkout_param where member_id = $1 and receipt is not null', [id])).rows).toEqual([]);
  });

  it('keeps at most 20 titles of a type', async () => {
    const { id, token } = await newBuyer(api);
    for (let i = 1; i <= 20; i += 1) await ok('POST', '/buyer/members/receipt', token, electro({ receipt_title: `Título ${i}` }));
    const refused = await send('POST', '/buyer/members/receipt', token, electro({ receipt_title: 'Título 21' }));
    expect([refused.statusCode, json<ApiErrorBody>(refused).message]).toEqual([400, 'You can save at most 20 invoices of this type']);
    await ok('POST', '/buyer/members/receipt', token, { receipt_type: 'VATORDINARY', receipt_title: 'Otra lista', tax_no: 'TAN010203XY1' });
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from member_receipt where member_id = $1 and receipt_type = 'ELECTRO'",
      [id],
    );
    expect(rows[0]?.n).toBe(20);
  });

  it('registers one special VAT qualification: read, changed (audited again), refused when malformed, deleted', async () => {
    const { id, token } = await newBuyer(api);
    expect(await ok('GET', '/buyer/members/zpzz/detail', token)).toBeNull();
    const created = await ok<Zpzz>('POST', '/buyer/members/zpzz', token, ZPZZ);
    expect(created).toMatchObject({ status: 'NEW_APPLY', taxpayer_code: 'CDB010203AB6', bank_account: '012180001234567891' });
    const again = await send('POST', '/buyer/members/zpzz', token, ZPZZ);
    expect(again.statusCode).toBe(400);
    await api.db.query("update member_zpzz set status = 'AUDIT_REFUSE', audit_remark = 'RFC' where id = $1", [created.id]);
    const before = await footprint(id);
    for (const [field, value] of [
      ['taxpayer_code', 'XYZ'],
      ['taxpayer_code', 'CDB010203AB7'],
      ['company_name', 'Bajío SA de CV'],
      ['register_tel', 'teléfono'],
      ['bank_account', '12'],
      ['company_name', ''],
    ] as const) {
      const bad = await send('PUT', `/buyer/members/zpzz/${created.id}`, token, { ...ZPZZ, [field]: value });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(json<ApiErrorBody>(bad).message).toContain(field);
    }
    expect(await footprint(id)).toEqual(before);
    const changed = await ok<Zpzz>('PUT', `/buyer/members/zpzz/${created.id}`, token, { ...ZPZZ, company_name: 'Bajío Norte' });
    expect(changed).toMatchObject({ status: 'NEW_APPLY', company_name: 'BAJÍO NORTE' });
    expect(await ok<Zpzz>('GET', '/buyer/members/zpzz/detail', token)).toMatchObject({
      id: created.id,
      company_name: 'BAJÍO NORTE',
    });
    await ok('DELETE', `/buyer/members/zpzz/${created.id}`, token);
    expect(await ok('GET', '/buyer/members/zpzz/detail', token)).toBeNull();
  });

  it('keeps one invoice mailing address: added, read, changed, a malformed mobile refused', async () => {
    const { id, token } = await newBuyer(api);
    expect(await ok('GET', '/buyer/members/receipt/address/detail', token)).toBeNull();
    const created = await ok<MailAddress>('POST', '/buyer/members/receipt/address', token, MAIL);
    expect(created).toMatchObject(MAIL);
    expect((await send('POST', '/buyer/members/receipt/address', token, MAIL)).statusCode).toBe(400);
    const before = await footprint(id);
    const bad = await send('PUT', `/buyer/members/receipt/address/${created.id}`, token, { ...MAIL, member_mobile: 'no' });
    expect([bad.statusCode, json<ApiErrorBody>(bad).message]).toEqual([
      400,
      'The field member_mobile is not in a valid format (5512345678)',
    ]);
    const missing = await send('PUT', `/buyer/members/receipt/address/${created.id}`, token, { ...MAIL, detail_addr: '' });
    expect([missing.statusCode, json<ApiErrorBody>(missing).message]).toEqual([400, 'The field detail_addr is required']);
    expect(await footprint(id)).toEqual(before);
    await ok('PUT', `/buyer/members/receipt/address/${created.id}`, token, { ...MAIL, detail_addr: 'Durango 5' });
    expect(await ok<MailAddress>('GET', '/buyer/members/receipt/address/detail', token)).toMatchObject({
      id: created.id,
      detail_addr: 'Durango 5',
    });
  });

  it("answers 404 for another member's title, qualification and address, and changes none of them", async () => {
    const owner = await newBuyer(api);
    const other = await newBuyer(api);
    const title = await ok<Title>('POST', '/buyer/members/receipt', owner.token, electro({ receipt_title: 'Propio' }));
    const zpzz = await ok<Zpzz>('POST', '/buyer/members/zpzz', owner.token, ZPZZ);
    const mail = await ok<MailAddress>('POST', '/buyer/members/receipt/address', owner.token, MAIL);
    const before = await footprint(owner.id);
    const attempts: [Method, string, Body?][] = [
      ['PUT', `/buyer/members/receipt/${title.receipt_id}`, { ...PERSON, receipt_title: 'Ajeno' }],
      ['PUT', `/buyer/members/receipt/${title.receipt_id}/ELECTRO`],
      ['DELETE', `/buyer/members/receipt/${title.receipt_id}`],
      ['PUT', `/buyer/members/zpzz/${zpzz.id}`, ZPZZ],
      ['DELETE', `/buyer/members/zpzz/${zpzz.id}`],
      ['PUT', `/buyer/members/receipt/address/${mail.id}`, MAIL],
    ];
    for (const [method, url, body] of attempts)
      expect((await send(method, url, other.token, body)).statusCode, `${method} ${url}`).toBe(404);
    expect(await footprint(owner.id)).toEqual(before);
    expect(await titles(other.token, 'ELECTRO')).toEqual([]);
  });

  describe('history', () => {
    let skus: StockedSku[] = [];
    beforeAll(async () => {
      skus = await stockedSkus(api, 2, { packages: 10, offset: 7 });
    });
    let serial = 0;
    /** Puts the skus in the cart and creates the trade: the reply as it comes. */
    const place = async (token: string) => {
      for (const sku of skus) await ok('POST', '/buyer/trade/carts', token, { sku_id: sku.sku_id, num: sku.package_unit });
      serial += 1;
      return withPayment(api, token, () =>
        api.inject({
          method: 'POST',
          url: '/api/buyer/trade/create?lang=en_US',
          headers: { ...FORM, authorization: token, 'idempotency-key': `receipts-${api.backend}-${Date.now()}-${serial}` },
          payload: form({ client: 'PC', way: 'CART' }),
        }),
      );
    };
    const trade = async (token: string) => {
      const response = await place(token);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ trade_sn: string; order_list: { sn: string; seller_id: number; order_price: number }[] }>(response);
    };

    it('lists the invoice of each order of a trade with one, with its amount, and shows one with its goods', async () => {
      const buyer = await newBuyer(api);
      await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
      // a trade without an invoice writes no history
      await trade(buyer.token);
      expect((await ok<HistoryPage>('GET', '/buyer/members/receipt/history', buyer.token)).data_total).toBe(0);

      await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, {
        receipt_type: 'VATORDINARY',
        receipt_title: 'Tienda Ana',
        tax_no: 'TAN010203XY1',
      });
      const created = await trade(buyer.token);
      const page = await ok<HistoryPage>('GET', '/buyer/members/receipt/history?page_no=1&page_size=10', buyer.token);
      expect(page.data_total).toBe(created.order_list.length);
      expect(page.data.map((h) => [h.order_sn, h.receipt_type, h.receipt_title, h.tax_no, h.receipt_amount, h.status]).sort()).toEqual(
        created.order_list.map((o) => [o.sn, 'VATORDINARY', 'TIENDA ANA', 'TAN010203XY1', o.order_price, 0]).sort(),
      );
      const first = page.data[0];
      if (!first) throw new Error('no history');
      const detail = await ok<History & { goods_list: { name: string; num: number }[] }>(
        'GET',
        `/buyer/members/receipt/history/${first.history_id}`,
        buyer.token,
      );
      expect(detail.order_sn).toBe(first.order_sn);
      expect(detail.goods_list.length).toBe(1);

      const other = await newBuyer(api);
      expect((await send('GET', `/buyer/members/receipt/history/${first.history_id}`, other.token)).statusCode).toBe(404);
      expect((await ok<HistoryPage>('GET', '/buyer/members/receipt/history', other.token)).data_total).toBe(0);
    });

    it('refuses a trade whose invoice was chosen before the CFDI rules, naming every field, writing no trade', async () => {
      const buyer = await newBuyer(api);
      await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
      await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, electro({}));
      // as an invoice saved before issue 16 was kept: a title and an RFC, no regime, use or email
      await api.db.query('update checkout_param set receipt = $2 where member_id = $1', [
        buyer.id,
        JSON.stringify({ receipt_type: 'ELECTRO', receipt_title: 'ANA', tax_no: 'LOLA800101AB7' }),
      ]);
      const refused = await place(buyer.token);
      expect([refused.statusCode, json<ApiErrorBody>(refused).message]).toEqual([400, 'The field fiscal_zip is required']);
      // every field the CFDI now asks for, named at once
      expect(fieldsOf(refused).map((problem) => problem.field)).toEqual(['fiscal_zip', 'tax_regime', 'cfdi_use', 'member_email']);
      const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from trade_order where member_id = $1', [buyer.id]);
      expect(rows[0]?.n).toBe(0);
    });

    it("stamps an electronic invoice with the dev PAC when its order completes: folio and status in the buyer's history", async () => {
      const buyer = await newBuyer(api);
      await ok('POST', '/buyer/members/address', buyer.token, ADDRESS);
      await ok('POST', '/buyer/trade/checkout-params/receipt', buyer.token, {
        receipt_type: 'ELECTRO',
        receipt_title: 'Tienda Ana',
        ...COMPANY,
      });
      const [order] = (await trade(buyer.token)).order_list;
      if (!order) throw new Error('no order');
      const history = async () =>
        (await ok<HistoryPage>('GET', '/buyer/members/receipt/history', buyer.token)).data.find((h) => h.order_sn === order.sn);
      expect(await history()).toMatchObject({
        receipt_type: 'ELECTRO',
        tax_regime: '601',
        cfdi_use: 'G01',
        status: 0,
        cfdi_uuid: '',
        stamped_at: null,
      });

      await api.db.query(`update trade_order set order_status = 'SHIPPED', ship_status = 'SHIP_YES' where sn = $1`, [order.sn]);
      await ok('POST', `/buyer/trade/orders/${order.sn}/rog`, buyer.token);
      const stamped = await history();
      expect(stamped?.status).toBe(1);
      expect(stamped?.cfdi_uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
      expect(stamped?.stamped_at).toBeGreaterThan(0);
      const detail = await ok<History>('GET', `/buyer/members/receipt/history/${stamped?.history_id}`, buyer.token);
      expect(detail.cfdi_uuid).toBe(stamped?.cfdi_uuid);
    });
  });

  it.each(
    // not the zpzz row, nor the mobile: the order form's ordinary invoice does not ask for one (a saved title does)
    REFUSED.filter((row) => row.body.receipt_type !== 'VATOSPECIAL' && row.field !== 'member_mobile'),
  )("refuses $name as the checkout's invoice too, naming $field, keeping the one chosen before", async ({ body, field }) => {
    const { id, token } = await newBuyer(api);
    await ok('POST', '/buyer/trade/checkout-params/receipt', token, electro({}));
    const chosen = async () =>
      (await api.db.query<{ receipt: unknown }>('select receipt::text as receipt from checkout_param where member_id = $1', [id])).rows;
    const before = await chosen();
    const response = await send('POST', '/buyer/trade/checkout-params/receipt', token, body, 'es_MX');
    expect(response.statusCode, response.body).toBe(400);
    expect(json<ApiErrorBody>(response).message).toContain(field);
    expect(await chosen()).toEqual(before);
  });

  it('says which invoices each shop issues: the seeded electronic-only shop and the others', async () => {
    const { token } = await newBuyer(api);
    const { rows } = await api.db.query<{ id: number }>("select id from shop where receipt_types = '{ELECTRO}'");
    expect(rows.length).toBe(1);
    const onlyElectro = rows[0]?.id ?? 0;
    const other = onlyElectro === 1 ? 2 : 1;
    const checks = await ok<ShopCheck[]>('GET', `/buyer/shops/${other},${onlyElectro}/check/receipt`, token);
    expect(checks.find((c) => c.shop_id === onlyElectro)).toMatchObject({
      receipt_types: ['ELECTRO'],
      elec_receipt_status: 1,
      ordin_receipt_status: 0,
      tax_receipt_status: 0,
    });
    expect(checks.find((c) => c.shop_id === other)).toMatchObject({
      receipt_types: ['ELECTRO', 'VATORDINARY', 'VATOSPECIAL'],
      tax_receipt_status: 1,
    });
    const bad = await send('GET', '/buyer/shops/1,x/check/receipt', token);
    expect([bad.statusCode, json<ApiErrorBody>(bad).message]).toEqual([400, 'The field ids is not in a valid format (1,2,3)']);
  });
});
