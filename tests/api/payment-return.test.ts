/**
 * Where the payment gateway sends the buyer back (issue 11, the checkout widget): to the partner
 * page the widget runs on only when that page's origin is on PARTNER_ORIGINS, else to the
 * marketplace's own page. The request never picks an origin by itself: a foreign, malformed or
 * script URL is replaced, and the sandbox gateway refuses a signed form that points elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { deploySettings } from '../../server/src/config';
import { allowedReturnPage, partnerOriginsOf } from '../../server/src/http/partner-origins';
import { sign } from '../../server/src/services/payment/gateway';
import { describeBackends } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

const SECRET = 'test-sandbox-secret-of-32-characters';
process.env.SANDBOX_GATEWAY_SECRET = SECRET;
const PARTNER = 'https://partner.example';

describe('PARTNER_ORIGINS', () => {
  it.each([
    ['development, unset: the examples origin', undefined, {}, ['http://127.0.0.1:8081']],
    ['development, unset, PARTNER_PORT=9000', undefined, { partnerPort: '9000' }, ['http://127.0.0.1:9000']],
    ['production, unset: none', undefined, { production: true }, []],
    ['a list, reduced to origins', ' https://a.example/ , http://b.example:8000', {}, ['https://a.example', 'http://b.example:8000']],
  ] as const)('%s', (_, value, options, expected) => {
    expect(partnerOriginsOf(value, { production: false, ...options })).toEqual(expected);
  });

  it.each(['partner.example', 'https://a.example/shop', 'ftp://a.example', 'https://user:pw@a.example', 'https://a.example/?x=1'])(
    'refuses %s at start-up, naming the variable',
    (value) => {
      expect(() => deploySettings({}, { PARTNER_ORIGINS: value })).toThrow(/PARTNER_ORIGINS must list origins/);
    },
  );

  it.each([
    [`${PARTNER}/shop/checkout.html?x=1#top`, `${PARTNER}/shop/checkout.html?x=1`],
    [`${PARTNER}:443/checkout`, `${PARTNER}/checkout`],
    ['https://evil.example/checkout', undefined],
    ['https://partner.example.evil.example/', undefined],
    ['http://partner.example/checkout', undefined],
    ['https://user@partner.example/', undefined],
    ['javascript:alert(1)//https://partner.example', undefined],
    ['/checkout', undefined],
    ['https://[bad', undefined],
    ['', undefined],
  ])('the return page %s → %s', (value, expected) => {
    expect(allowedReturnPage(value, [PARTNER])?.toString()).toBe(expected);
  });
});

interface PayForm {
  gateway_url: string;
  form_items: { item_name: string; item_value: string }[];
}

describeBackends(
  'the gateway return address',
  (api) => {
    const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
    const post = (url: string, body: Record<string, string>) =>
      api.inject({ method: 'POST', url: `/api${url}`, headers: FORM, payload: form(body) });

    async function unpaidTrade(offset: number) {
      const buyer = await newBuyer(api);
      const [sku] = await stockedSkus(api, 1, { packages: 3, offset });
      if (!sku) throw new Error('no sku');
      const send = (url: string, body: Record<string, string>) =>
        api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: buyer.token }, payload: form(body) });
      await send('/buyer/members/address', {
        name: 'Ana',
        mobile: '5512345678',
        country: '1',
        county_id: '900602',
        addr: 'Colima 1',
        zip: '06700',
      });
      await send('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
      await send('/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
      const trade = json<{ trade_sn: string }>(await send('/buyer/trade/create', { idempotency_key: `return-${buyer.id}` }));
      return { token: buyer.token, tradeSn: trade.trade_sn };
    }
    const returnUrlOf = async (token: string, tradeSn: string, returnUrl?: string) => {
      const query = returnUrl === undefined ? '' : `?return_url=${encodeURIComponent(returnUrl)}`;
      const reply = await get(`/buyer/order/pay/TRADE/${tradeSn}${query}`, token);
      expect(reply.statusCode).toBe(200);
      const items = Object.fromEntries(json<PayForm>(reply).form_items.map((item) => [item.item_name, item.item_value]));
      return { items, url: new URL(items.return_url ?? '') };
    };

    it('a page on a partner origin is the return address, with the payment to confirm in its query', async () => {
      const { token, tradeSn } = await unpaidTrade(0);
      const { items, url } = await returnUrlOf(token, tradeSn, `${PARTNER}/shop/checkout.html?lang=es&vitrina_sn=old&status=PAID#x`);
      expect(url.origin).toBe(PARTNER);
      expect(url.pathname).toBe('/shop/checkout.html');
      // what the page carried is kept; stale payment parameters (and a forged status) are not
      expect([...url.searchParams]).toEqual([
        ['lang', 'es'],
        ['vitrina_kind', 'TRADE'],
        ['vitrina_sn', tradeSn],
        ['vitrina_bill', items.reference ?? ''],
      ]);
      expect(url.hash).toBe('');
    });

    it.each([
      ['a foreign origin', 'https://evil.example/checkout'],
      ['a look-alike host', 'https://partner.example.evil.example/checkout'],
      ['the partner host on another scheme', 'http://partner.example/checkout'],
      ['a malformed URL', 'https://[partner.example/checkout'],
      ['a relative path', '//evil.example/checkout'],
      ['a script URL', 'javascript:alert(document.cookie)'],
    ])('%s is replaced by the marketplace’s own page', async (_, returnUrl) => {
      const { token, tradeSn } = await unpaidTrade(1);
      const { url } = await returnUrlOf(token, tradeSn, returnUrl);
      expect(url.origin).toBe('http://localhost');
      expect(url.pathname).toBe('/checkout/cashier-load-pay');
      expect(url.searchParams.get('trade_sn')).toBe(tradeSn);
    });

    it('without a return page the marketplace’s own page is used, as before', async () => {
      const { token, tradeSn } = await unpaidTrade(2);
      const { url } = await returnUrlOf(token, tradeSn);
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost/checkout/cashier-load-pay');
    });

    it('a return page longer than the limit is refused with a 400', async () => {
      const { token, tradeSn } = await unpaidTrade(3);
      const reply = await get(`/buyer/order/pay/TRADE/${tradeSn}?return_url=${PARTNER}/${'a'.repeat(2001)}`, token);
      expect(reply.statusCode).toBe(400);
    });

    it('the sandbox gateway sends the buyer back to a partner page, and refuses a signed form that points elsewhere', async () => {
      const { token, tradeSn } = await unpaidTrade(4);
      const { items } = await returnUrlOf(token, tradeSn, `${PARTNER}/checkout.html`);
      const confirmed = await post('/sandbox-gateway/confirm', { ...items, status: 'PAID' });
      expect(confirmed.statusCode).toBe(303);
      const back = new URL(String(confirmed.headers.location));
      expect(`${back.origin}${back.pathname}`).toBe(`${PARTNER}/checkout.html`);
      expect(back.searchParams.get('vitrina_sn')).toBe(tradeSn);

      // even signed with the shared secret, a foreign return address is not followed
      const fields = { reference: items.reference ?? '', amount: items.amount ?? '', notify_url: items.notify_url ?? '' };
      for (const returnUrl of ['https://evil.example/checkout.html', 'javascript:alert(1)']) {
        const forged = {
          ...fields,
          return_url: returnUrl,
          sign: sign(SECRET, [fields.reference, fields.amount, returnUrl, fields.notify_url]),
          status: 'PAID',
        };
        const refused = await post('/sandbox-gateway/confirm', forged);
        expect(refused.statusCode).toBe(400);
        expect(refused.headers.location).toBeUndefined();
      }
    });
  },
  { partnerOrigins: [PARTNER] },
);
