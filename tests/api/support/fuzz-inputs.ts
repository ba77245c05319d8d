/**
 * fast-check arbitraries of hostile requests for the API fuzz: path parameters, query strings,
 * form, JSON, multipart and garbage bodies, and callers (member, anonymous, forged token). Values
 * mix what a route expects (seeded ids, enum values, well-formed hashes) with what it must refuse
 * (NUL and control characters, 2^31 and 2^63 ids, huge and negative numbers, unicode, long
 * strings, arrays where one value is expected), so the fuzz gets past the first check too.
 */
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { ALL_FIELDS, fieldsOf } from './fuzz-routes';

/** Real values of the seeded database and the fuzzing member, so requests reach past "not found". */
export interface FuzzSeeds {
  ids: Readonly<Record<string, number>>;
  username: string;
  mobile: string;
  /** well-formed (64 hex) but not the member's password: the check runs, cheaply, and fails */
  wrongPasswordHash: string;
}

export type Caller = 'member' | 'anonymous' | 'forged';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'json'; value: JsonValue }
  | { kind: 'raw'; contentType: string; payload: string | Uint8Array };

export interface FuzzRequest {
  caller: Caller;
  method: string;
  /** path and query, already encoded as the client would send them (or failed to) */
  url: string;
  body: FuzzBody;
  headers: Record<string, string>;
}

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\f',
  '\u001b',
  '\u007f',
  '\u0085',
  '\r',
  '\n',
  '\t',
  '\r\n',
  '\u0000\u0000',
];
const NUMBERS = [
  '0',
  '-0',
  '-1',
  '1',
  '2',
  '3',
  '10',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740992',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775808',
  '18446744073709551616',
  '1e3',
  '1e308',
  '-1e308',
  '1.5',
  '0.1',
  '.5',
  '5.',
  '0x10',
  '0b1',
  '0o7',
  '00001',
  '+1',
  ' 1',
  '1 ',
  '1,2',
  '1;2',
  'NaN',
  'Infinity',
  '-Infinity',
  '٣',
  '１',
  '1\u0000',
  '99999999999999999999999999999',
];
const NASTY = [
  "'",
  '"',
  '%',
  '_',
  '\\',
  '%_%',
  '\\%',
  "' or '1'='1",
  "'; drop table member; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\win.ini',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  ' ',
  '',
  '   ',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
  '😀',
  '👩‍👩‍👧',
  'e\u0301',
  '中文测试',
  'ñandú',
  'İ',
  'ß',
  'Ⅻ',
  'ﷺ',
  '\ud800',
  '\udfff',
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
  '//evil.example',
  'a'.repeat(65),
  'A1b2C3d4e5',
];

/** Field names that mean a password hash: a well-formed one reaches scrypt, so it is given rarely. */
const PASSWORD_FIELDS = new Set(['password', 'oldPassword', 'loginPassword']);

/** Values a field of this name might be given by a real client (besides the seeded ids). */
function hintsOf(seeds: FuzzSeeds): Record<string, readonly string[]> {
  const id = (name: string) => String(seeds.ids[name] ?? 1);
  return {
    sku_id: [id('sku')],
    skuId: [id('sku')],
    skuIds: [id('sku'), `${id('sku')},${id('sku')}`],
    sku_ids: [id('sku'), `${id('sku')},1`],
    goods_id: [id('goods')],
    goodsId: [id('goods')],
    shop_id: [id('shop'), '0'],
    shopId: [id('shop')],
    seller_id: [id('shop')],
    sellerId: [id('shop')],
    brandId: [id('brand')],
    productCateId: [id('category')],
    productCateGrandId: [id('grand')],
    goods_category: [id('category')],
    category: [id('category')],
    labelId: [id('label')],
    county_id: [id('county')],
    city_id: [id('city')],
    province_id: [id('state')],
    ship_county: [id('county')],
    seller_county: [id('county')],
    ask_id: [id('ask')],
    id: [id('goods'), id('article'), id('faq'), '1'],
    coupon_id: [id('coupon')],
    mc_id: ['1'],
    card_id: ['1'],
    conversation_id: ['1'],
    num: ['1', '2', '5'],
    goods_num: ['10'],
    page_no: ['1', '2'],
    page_size: ['10', '100'],
    pageNo: ['1'],
    pageSize: ['10'],
    way: ['CART', 'BUY_NOW'],
    shipment_type: ['1', '2'],
    shipmentType: ['1', '2'],
    checked: ['0', '1'],
    used: ['0', '1'],
    promotion_type: ['NO', 'SECKILL', 'GROUPBUY'],
    promotion_id: ['0', '1'],
    activity_id: ['1'],
    anonymous: ['YES', 'NO'],
    inStock: ['1', 'true'],
    sort: ['price_asc', 'sales'],
    grade: ['good', 'bad'],
    have_image: ['1'],
    range_time: ['0', '12'],
    category_type: ['HELP', 'DOC'],
    status: ['0', '1', 'open', 'PAID'],
    read: ['0', '1'],
    mine: ['1'],
    username: [seeds.username, 'fuzzer_new1'],
    account: [seeds.username, seeds.mobile],
    mobile: [seeds.mobile, '5598765432'],
    member_mobile: ['5512345678'],
    contact_num: ['5512345678'],
    email: ['fuzz@example.com'],
    member_email: ['a@b.mx'],
    smsCode: ['123456'],
    sms_code: ['123456'],
    captcha: ['abcd'],
    scene: ['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE'],
    agreement: ['1'],
    language: ['0', '2', '4'],
    sex: ['-1', '0', '1'],
    birthday: ['631152000'],
    nickname: ['Fuzzy'],
    userName: [seeds.username],
    uuid: ['fuzz-device-0001'],
    country: ['1', '2'],
    zip: ['06700'],
    def_addr: ['0', '1'],
    name: ['Ana'],
    addr: ['Calle 1'],
    receipt_type: ['ELECTRO', 'VATORDINARY', 'VATOSPECIAL'],
    receipt_title: ['Acme SA'],
    tax_no: ['XAXX010101000'],
    fiscal_zip: ['06700'],
    tax_regime: ['616', '601'],
    cfdi_use: ['S01', 'G01'],
    is_default: ['0', '1'],
    payment_type: ['ONLINE', 'COD'],
    receive_time: ['ANY', 'WEEKDAY'],
    client: ['PC', 'WAP'],
    client_type: ['PC', 'WAP'],
    payment_plugin_id: ['sandboxPlugin', 'weixinPayPlugin'],
    idempotency_key: ['fuzz-key-000001'],
    order_status: ['ALL', 'WAIT_PAY'],
    key_words: ['%', '_', 'a'],
    keyword: ['%', '_', 'de', 'zapato'],
    type: ['SUGGESTION', 'OTHER'],
    goods_type: ['0', '1'],
    price_type: ['0', '1'],
    goods_price: ['10.50', '0'],
    closing_date: [String(Math.floor(Date.now() / 1000) + 86_400)],
    receiving_date: [String(Math.floor(Date.now() / 1000) + 172_800)],
    need_receipt: ['0', '1'],
    privacy: ['0', '1'],
    applyType: ['1', '2', '3'],
    path: ['merchant/settled'],
    favorite: ['true'],
    minPrice: ['1', '10.5'],
    maxPrice: ['100'],
    after: ['0'],
    expires: ['9999999999'],
    amount: ['100'],
    password: [seeds.wrongPasswordHash],
    oldPassword: [seeds.wrongPasswordHash],
    loginPassword: [seeds.wrongPasswordHash],
  };
}

const charOf = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

/** A text as a hostile client sends it. */
function textArb(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const withControl = fc
    .tuple(plausible, fc.constantFrom(...CONTROL), fc.nat())
    .map(([text, control, at]) => text.slice(0, at % (text.length + 1)) + control + text.slice(at % (text.length + 1)));
  const long = fc
    .tuple(fc.constantFrom(65, 129, 201, 257, 501, 1001, 5001), fc.constantFrom('a', '9', 'é', '中', '😀', '%', ' ', '\u0000'))
    .map(([n, c]) => c.repeat(n));
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), fc.double()).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: withControl },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: charOf(0, 0x1f), minLength: 1, maxLength: 5 }) },
    { weight: 1, arbitrary: fc.string({ unit: charOf(0xd800, 0xdfff), minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: long },
  );
}

/** The arbitraries of one fuzzing session: they know the seeded ids and the member. */
export function createFuzzArbitraries(seeds: FuzzSeeds) {
  const hints = hintsOf(seeds);
  const common = [...new Set([...Object.values(seeds.ids).map(String), ...Object.values(hints).flat()])];
  const plausibleFor = (name: string): fc.Arbitrary<string> => {
    const own = Object.hasOwn(hints, name) ? hints[name] : undefined;
    if (own && PASSWORD_FIELDS.has(name))
      return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...own) }, { weight: 6, arbitrary: fc.constantFrom(...common) });
    return own
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...common) })
      : fc.constantFrom(...common);
  };
  const textFor = (name: string) => textArb(plausibleFor(name));
  /** A form or query value: mostly one, sometimes repeated (an array where one value is expected). */
  const formValues = (name: string): fc.Arbitrary<string[]> =>
    fc.oneof(
      { weight: 6, arbitrary: textFor(name).map((v) => [v]) },
      { weight: 1, arbitrary: fc.array(textFor(name), { minLength: 2, maxLength: 4 }) },
    );
  const jsonValue = (name: string): fc.Arbitrary<JsonValue> =>
    fc.oneof(
      { weight: 6, arbitrary: textFor(name) },
      {
        weight: 2,
        arbitrary: fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom(2 ** 31, 2 ** 63, -(2 ** 31), 1e308),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<JsonValue>(
          true,
          false,
          null,
          [],
          {},
          [1, 2],
          { a: 1 },
          [[]],
          JSON.parse('{"__proto__":{"x":1}}') as JsonValue,
        ),
      },
      { weight: 1, arbitrary: fc.array(textFor(name), { minLength: 1, maxLength: 3 }) },
    );
  /** `arb`'s value `present` of the time, else null. */
  const maybe = <T>(arb: fc.Arbitrary<T>, present: number): fc.Arbitrary<T | null> =>
    fc.oneof(
      { weight: Math.round(present * 20), arbitrary: arb },
      { weight: Math.round((1 - present) * 20), arbitrary: fc.constant(null) },
    );
  /** A field the route does not read: another route's, or a name that is trouble of its own. */
  const stranger = fc.tuple(
    fc.oneof(fc.constantFrom(...ALL_FIELDS), fc.constantFrom('__proto__', 'constructor', 'a[b]', '', '\u0000', 'lang', 'x'.repeat(300))),
    textArb(fc.constantFrom(...common)),
  );
  /** Form pairs: each of the route's own fields sent `present` of the time, and now and then a stranger. */
  const pairsOf = (own: readonly string[], present: number): fc.Arbitrary<[string, string][]> =>
    fc.tuple(fc.tuple(...own.map((name) => maybe(formValues(name), present))), fc.option(stranger, { freq: 4 })).map(([lists, extra]) => {
      const pairs = lists.flatMap((values, i) => (values === null ? [] : values.map((v): [string, string] => [own[i] ?? '', v])));
      return extra === null ? pairs : [...pairs, extra];
    });

  /** A path parameter's value, encoded as a client would, or with broken percent-encoding. */
  const segment = (name: string): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 12, arbitrary: textArb(pathHint(name, hints, common)).map(encodePart) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '%00', '%2e%2e', '..', '.', '%E0%A4%A', '%252F') },
    );

  const query = (own: readonly string[], present: number): fc.Arbitrary<string> =>
    fc
      .tuple(
        pairsOf(own, present),
        fc.option(fc.constantFrom('es_MX', 'en_US', 'zh_CN', 'xx', '\u0000', 'es_MX\u0000', ''), { freq: 3 }),
        fc.option(fc.constantFrom('%', 'a=%E0%A4%A', '=', '&&', 'a[b]=1', '__proto__=x', 'a=%00', '%00=1', 'a=1&a=2&a=3'), { freq: 6 }),
      )
      .map(([pairs, lang, broken]) => {
        const parts = pairs.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`);
        if (lang !== null) parts.push(`lang=${encodePart(lang)}`);
        if (broken !== null) parts.push(broken);
        return parts.join('&');
      });

  const multipart = (names: readonly string[]): fc.Arbitrary<FuzzBody> => {
    const part = fc.record({
      name: fc.oneof(fc.constantFrom(...names, 'file', 'path'), textArb(fc.constant('file'))),
      filename: fc.option(
        fc.oneof(
          fc.constantFrom('a.png', 'a.jpg', 'a.pdf', 'a.docx', '../../a.png', 'a.png\u0000.exe', '', 'a'.repeat(300)),
          textArb(fc.constant('a.png')),
        ),
      ),
      type: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', '', 'x\u0000')),
      data: fc.oneof(
        textArb(fc.constantFrom('merchant/settled', '1')),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes])),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([Buffer.from('ffd8ff', 'hex'), bytes])),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      ),
    });
    return fc
      .record({
        boundary: fc.constantFrom('fuzzBoundary', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x', 'a'.repeat(70)),
        header: fc.constantFrom('ok', 'ok', 'ok', 'none', 'empty', 'other', 'mixed', 'quoted'),
        parts: fc.array(part, { maxLength: 7 }),
        close: fc.boolean(),
        cut: fc.option(fc.nat(), { freq: 3 }),
      })
      .map(({ boundary, header, parts, close, cut }) => {
        const chunks: Buffer[] = [];
        for (const p of parts) {
          const disposition = `form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
          chunks.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type === null ? '' : `Content-Type: ${p.type}\r\n`}\r\n`,
            ),
          );
          chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data, Buffer.from('\r\n'));
        }
        if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
        const whole = Buffer.concat(chunks);
        const payload = cut === null ? whole : whole.subarray(0, cut % (whole.length + 1));
        const contentType =
          {
            ok: `multipart/form-data; boundary=${boundary}`,
            none: 'multipart/form-data',
            empty: 'multipart/form-data; boundary=',
            other: 'multipart/form-data; boundary=somethingElse',
            mixed: `multipart/mixed; boundary=${boundary}`,
            quoted: `multipart/form-data; boundary="${boundary}"`,
          }[header] ?? 'multipart/form-data';
        return { kind: 'raw', contentType, payload } as const;
      });
  };

  const garbage: fc.Arbitrary<FuzzBody> = fc
    .record({
      contentType: fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/xml',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded; charset=latin1',
        'text/html',
        'application/json; x="',
      ),
      payload: fc.oneof(
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          '"',
          'null',
          '1',
          '[]',
          '\u0000',
          'a=%',
          'a=%E0%A4%A',
          '%',
          '=&=',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '{"a":1,"a":2}',
          '<x/>',
          '\ufeff{}',
          'a'.repeat(2000),
        ),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
    })
    .map(({ contentType, payload }) => ({ kind: 'raw', contentType, payload }) as const);

  const jsonObject = (own: readonly string[]): fc.Arbitrary<JsonValue> =>
    fc.tuple(fc.tuple(...own.map((name) => maybe(jsonValue(name), 0.7))), fc.option(stranger, { freq: 4 })).map(([values, extra]) => {
      const entries = values.flatMap((value, i) => (value === null ? [] : [[own[i] ?? '', value] as const]));
      return Object.fromEntries(extra === null ? entries : [...entries, extra]) as JsonValue;
    });

  const body = (own: readonly string[]): fc.Arbitrary<FuzzBody> =>
    fc.oneof(
      { weight: 6, arbitrary: pairsOf(own, 0.7).map((pairs) => ({ kind: 'form', pairs }) as const) },
      { weight: 3, arbitrary: jsonObject(own).map((value) => ({ kind: 'json', value }) as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<JsonValue>([], [{}], 'text', 0, null, [1, 2]).map((value) => ({ kind: 'json', value }) as const),
      },
      { weight: 2, arbitrary: multipart(own) },
      { weight: 1, arbitrary: garbage },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' } as const) },
    );

  const printable = fc.string({ unit: charOf(0x20, 0x7e), maxLength: 80 });
  const headers = fc.record(
    {
      uuid: fc.oneof(fc.constantFrom('fuzz-device-0001', 'fuzz-device-0002', 'x', ''), printable),
      'idempotency-key': fc.oneof(fc.constantFrom('fuzz-key-000001', 'short', 'k'.repeat(65)), printable),
      forged: fc.oneof(fc.constantFrom('Bearer ', 'Bearer x', `Bearer ${'a'.repeat(64)}`, 'null', 'Basic Zm9vOmJhcg=='), printable),
    },
    { requiredKeys: ['forged'] },
  );

  /** A request to one route: `url` as registered (`:name` parameters, `*` wildcard). */
  function requestTo(method: string, url: string, key: string): fc.Arbitrary<FuzzRequest> {
    const own = fieldsOf(key);
    const params = [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
    const path = fc
      .tuple(
        fc.tuple(...params.map((name) => segment(name))),
        url.includes('*') ? fc.array(segment('*'), { minLength: 0, maxLength: 3 }).map((parts) => parts.join('/')) : fc.constant(''),
      )
      .map(([values, tail]) => {
        let index = 0;
        const filled = url.replace(/:([A-Za-z_]+)/g, () => values[index++] ?? '').replace('*', tail);
        // a root wildcard (`OPTIONS *`) stands for any path, which still starts with a slash
        return filled.startsWith('/') ? filled : `/${filled}`;
      });
    const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    return fc
      .record({
        caller: fc.constantFrom<Caller>('member', 'member', 'anonymous', 'forged'),
        path,
        // a body route takes its fields in the body, and now and then in the query (Javashop clients send either)
        query: query(own, hasBody ? 0.15 : 0.7),
        body: hasBody ? body(own) : fc.constant<FuzzBody>({ kind: 'none' }),
        headers,
      })
      .map(({ caller, path: p, query: q, body: b, headers: h }) => {
        const sent: Record<string, string> = {};
        if (h.uuid !== undefined) sent.uuid = h.uuid;
        if (h['idempotency-key'] !== undefined) sent['idempotency-key'] = h['idempotency-key'];
        if (caller === 'forged') sent.authorization = h.forged;
        return { caller, method, url: q === '' ? p : `${p}?${q}`, body: b, headers: sent };
      });
  }

  return { requestTo };
}

/** Percent-encodes text; a lone surrogate (which `encodeURIComponent` refuses) goes as its invalid UTF-8 bytes. */
function encodePart(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= 0xd800 && code <= 0xdfff ? wtf8(code) : encodeURIComponent(char);
  }
  return out;
}

const wtf8 = (code: number) =>
  [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');

function pathHint(name: string, hints: Record<string, readonly string[]>, common: readonly string[]): fc.Arbitrary<string> {
  const own: Record<string, readonly string[]> = {
    kind: ['TRADE', 'ORDER', 'goods', 'shop', 'brand', 'member'],
    client: ['PC', 'WAP'],
    clientType: ['PC', 'MOBILE'],
    mark: ['hot', 'new', 'recommend'],
    type: ['ELECTRO', 'VATORDINARY'],
    position: ['PRIVACY_POLICY', 'TERMS_OF_SERVICE'],
    scene: ['LOGIN', 'FIND_PWD'],
    uuid: ['fuzz-device-0001'],
    file: ['1.svg', '1-v2.svg', 'distributor.pdf', '2147483648.svg'],
    sn: ['T2024000000001', 'O2024000000001'],
    ids: ['1', '1,2,3', '2147483648'],
    '*': ['avatars', 'generated', 'a.png'],
  };
  const values = (Object.hasOwn(own, name) ? own[name] : Object.hasOwn(hints, name) ? hints[name] : undefined) ?? [];
  return values.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.constantFrom(...common) })
    : fc.constantFrom(...common);
}

/** The request as `app.inject` takes it; `token` is the member's, for member callers. */
export function toInject(request: FuzzRequest, token: string): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  if (request.caller === 'member') headers.authorization = `Bearer ${token}`;
  const base = { method: request.method as InjectOptions['method'], url: request.url, headers };
  const { body } = request;
  if (body.kind === 'none') return base;
  if (body.kind === 'form') {
    const params = new URLSearchParams();
    for (const [k, v] of body.pairs) params.append(k, v);
    return { ...base, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: params.toString() };
  }
  if (body.kind === 'json')
    return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body.value) };
  return { ...base, headers: { ...headers, 'content-type': body.contentType }, payload: Buffer.from(body.payload) };
}

/** A request as a line a person can read and replay (NUL and friends escaped). */
export function describeRequest(request: FuzzRequest): string {
  const { body } = request;
  const shown =
    body.kind === 'none'
      ? ''
      : body.kind === 'form'
        ? JSON.stringify(body.pairs)
        : body.kind === 'json'
          ? JSON.stringify(body.value)
          : `${JSON.stringify(body.contentType)} ${JSON.stringify(Buffer.from(body.payload).toString('latin1'))}`;
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length})` : text);
  return `${request.caller} ${request.method} ${cut(JSON.stringify(request.url).slice(1, -1), 400)} ${body.kind} ${cut(shown, 400)} headers=${cut(JSON.stringify(request.headers), 200)}`;
}
