/**
 * Absolute URLs come from the configured public URL, never from the request (issue 9, item 3).
 * With a forged `Host` (or X-Forwarded-*), the server signed a payment notify_url on the
 * attacker's host and the unauthenticated sandbox confirm then POSTed to it (SSRF); gateway,
 * return, image and chat URLs followed the Host too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { deploySettings } from '../../server/src/config';
import { QR_SIGN_PREFIX, QR_SIGNED, sign } from '../../server/src/services/payment/gateway';
import type { ChatSsoUrl } from '../../src/core/contract/types-chat';
import type { MallReply } from '../../src/core/contract/types';
import { describeBackends } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';
import { PRODUCTION_KEYS } from './support/production';

// The sandbox gateway's secret, known to the test as a real gateway's is to its merchant: with
// it the test signs forms the way the server would have signed them from a forged Host.
const SECRET = 'test-sandbox-secret-of-32-characters';
process.env.SANDBOX_GATEWAY_SECRET = SECRET;

/** Every way a caller could name a host; none of them may reach an absolute URL. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

/** A listener standing in for the attacker's host: it counts what the server posts to it. */
async function trap(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((_, res) => {
    hits += 1;
    res.end('success');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, hits: () => hits, close: () => new Promise((done) => server.close(() => done())) };
}

describe('PUBLIC_URL', () => {
  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['https://shop.example/', 'https://shop.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
  ])('%s is the origin %s', (value, origin) => {
    expect(deploySettings({ publicUrl: value }, {}).publicUrl).toBe(origin);
  });
  it.each([
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/shop',
    'https://u:p@shop.example',
    'https://shop.example/?a=1',
    'javascript:alert(1)',
  ])('%s is refused at startup, naming the variable', (value) => {
    expect(() => deploySettings({ publicUrl: value }, {})).toThrow(/PUBLIC_URL must be the origin/);
  });
  it('is required in production', () => {
    expect(() => deploySettings({}, { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none' })).toThrow(/NODE_ENV=production needs PUBLIC_URL/);
    expect(
      deploySettings({}, { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', PUBLIC_URL: 'https://shop.example', ...PRODUCTION_KEYS }),
    ).toMatchObject({
      production: true,
      publicUrl: 'https://shop.example',
    });
  });
});

describeBackends('absolute URLs ignore Host and X-Forwarded-*', (api) => {
  const configured = 'https://shop.example';
  let uploadsDir = '';
  let pinned: FastifyInstance | undefined;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-public-url-'));
    pinned = await createApp({ db: api.db, uploadsDir, publicUrl: configured });
  });
  afterAll(async () => {
    await pinned?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** The harness's app (no PUBLIC_URL, not listening: http://localhost) and one with PUBLIC_URL. */
  const apps = (): [string, (options: InjectOptions) => Promise<LightMyRequestResponse>, string][] => [
    ['no PUBLIC_URL', (options) => api.inject(options), 'http://localhost'],
    ['PUBLIC_URL', (options) => (pinned as FastifyInstance).inject(options), configured],
  ];
  const onOrigin = (url: string, origin: string) => {
    expect(url.startsWith(`${origin}/`)).toBe(true);
    expect(url).not.toContain('evil.example');
  };

  async function unpaidTrade(offset: number) {
    const buyer = await newBuyer(api);
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset });
    if (!sku) throw new Error('no sku');
    const post = (url: string, body: Record<string, string>) =>
      api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: buyer.token }, payload: form(body) });
    await post('/buyer/members/address', {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 1',
      zip: '06700',
    });
    await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await post('/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
    const trade = json<{ trade_sn: string }>(await post('/buyer/trade/create', { idempotency_key: `host-key-${buyer.id}` }));
    return { buyer, tradeSn: trade.trade_sn };
  }

  it('image URLs', async () => {
    for (const [, inject, origin] of apps()) {
      const site = json<{ logo: string }>(await inject({ method: 'GET', url: '/api/base/site-show', headers: FORGED }));
      onOrigin(site.logo, origin);
      const products = json<MallReply<{ list: { image: string }[] }>>(
        await inject({ method: 'GET', url: '/api/mallpcapi/product/productQuery?pageSize=3', headers: FORGED }),
      );
      expect(products.result.list.length).toBeGreaterThan(0);
      for (const item of products.result.list) onOrigin(item.image, origin);
    }
  });

  it('the gateway form: gateway_url, return_url and notify_url; the QR code and its notify_url', async () => {
    for (const [index, [, inject, origin]] of apps().entries()) {
      const { buyer, tradeSn } = await unpaidTrade(1 + index);
      const headers = { ...FORGED, authorization: buyer.token };
      const start = json<{ gateway_url: string; form_items: { item_name: string; item_value: string }[] }>(
        await inject({ method: 'GET', url: `/api/buyer/order/pay/TRADE/${tradeSn}?payment_plugin_id=sandboxPlugin`, headers }),
      );
      expect(start.gateway_url).toBe(`${origin}/api/sandbox-gateway/checkout`);
      const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]));
      onOrigin(items.return_url ?? '', origin);
      expect(items.notify_url).toBe(`${origin}/api/buyer/payment/notify/sandboxPlugin`);

      const qr = json<{ gateway_url: string; qr: { url: string } }>(
        await inject({ method: 'GET', url: `/api/buyer/order/pay/TRADE/${tradeSn}?payment_plugin_id=weixinPayPlugin`, headers }),
      );
      onOrigin(qr.qr.url, origin);
      expect(new URL(qr.qr.url).searchParams.get('notify_url')).toBe(`${origin}/api/buyer/payment/notify/sandboxPlugin`);
    }
  });

  it('the chat SSO URL', async () => {
    const buyer = await newBuyer(api);
    for (const [, inject, origin] of apps()) {
      const sso = json<MallReply<ChatSsoUrl>>(
        await inject({
          method: 'GET',
          url: '/api/mallpcapi/member/generateChatSSOUrl',
          headers: { ...FORGED, authorization: buyer.token },
        }),
      );
      expect(sso.result.provider).toBe('dev');
      onOrigin(sso.result.url, origin);
      expect(new URL(sso.result.url).pathname).toBe('/chat');
    }
  });

  it('where the app listens, without PUBLIC_URL: its own address, still not the Host', async () => {
    const listening = await createApp({ db: api.db, uploadsDir });
    try {
      const base = await listening.listen({ port: 0, host: '127.0.0.1' });
      const site = (await (await fetch(`${base}/api/base/site-show`, { headers: { 'x-forwarded-host': 'evil.example' } })).json()) as {
        logo: string;
      };
      onOrigin(site.logo, base);
      // fetch will not forge Host; inject into the listening app does
      const forged = json<{ logo: string }>(await listening.inject({ method: 'GET', url: '/api/base/site-show', headers: FORGED }));
      onOrigin(forged.logo, base);
    } finally {
      await listening.close();
    }
  });

  describe('the sandbox gateway posts to nowhere but this server', () => {
    let evil: Awaited<ReturnType<typeof trap>> | undefined;
    beforeAll(async () => {
      evil = await trap();
    });
    afterAll(async () => {
      await evil?.close();
    });

    it('confirm refuses a signed form whose notify_url or return_url is elsewhere, and posts nothing', async () => {
      const target = evil?.url ?? '';
      const { buyer, tradeSn } = await unpaidTrade(3);
      const start = json<{ form_items: { item_name: string; item_value: string }[] }>(
        await api.inject({ method: 'GET', url: `/api/buyer/order/pay/TRADE/${tradeSn}`, headers: { authorization: buyer.token } }),
      );
      const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]));
      const signed = (fields: Record<string, string>) => ({
        ...fields,
        sign: sign(SECRET, [fields.reference ?? '', fields.amount ?? '', fields.return_url ?? '', fields.notify_url ?? '']),
        status: 'PAID',
      });
      const confirm = (fields: Record<string, string>) =>
        api.inject({ method: 'POST', url: '/api/sandbox-gateway/confirm', headers: { ...FORM, ...FORGED }, payload: form(signed(fields)) });
      // what the old server signed for a request with Host: 127.0.0.1:<trap>
      const elsewhere = await confirm({
        reference: items.reference ?? '',
        amount: items.amount ?? '',
        return_url: items.return_url ?? '',
        notify_url: target,
      });
      expect([elsewhere.statusCode, elsewhere.body]).toEqual([400, "Sandbox gateway: notify_url is not this shop's notification address"]);
      const away = await confirm({
        reference: items.reference ?? '',
        amount: items.amount ?? '',
        return_url: 'https://evil.example/phish',
        notify_url: items.notify_url ?? '',
      });
      expect([away.statusCode, away.body]).toEqual([400, 'Sandbox gateway: return_url is not a page of this shop']);
      expect(evil?.hits()).toBe(0);
      const bill = await api.db.query<{ status: string }>('select status from payment_bill where reference = $1', [items.reference]);
      expect(bill.rows).toEqual([{ status: 'STARTED' }]);
    });

    it('the QR phone page refuses a signed link whose notify_url is elsewhere, and posts nothing', async () => {
      const target = evil?.url ?? '';
      const { buyer, tradeSn } = await unpaidTrade(4);
      const qr = json<{ qr: { url: string } }>(
        await api.inject({
          method: 'GET',
          url: `/api/buyer/order/pay/TRADE/${tradeSn}?payment_plugin_id=weixinPayPlugin`,
          headers: { authorization: buyer.token },
        }),
      );
      const link = new URL(qr.qr.url);
      const fields = Object.fromEntries(
        QR_SIGNED.map((name) => [name, name === 'notify_url' ? target : (link.searchParams.get(name) ?? '')]),
      );
      const body = { ...fields, sign: sign(SECRET, [QR_SIGN_PREFIX, ...QR_SIGNED.map((name) => fields[name] ?? '')]), status: 'PAID' };
      const reply = await api.inject({
        method: 'POST',
        url: '/api/sandbox-gateway/qr?lang=en_US',
        headers: { ...FORM, ...FORGED },
        payload: form(body),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toContain('This QR code is not valid.');
      expect(evil?.hits()).toBe(0);
    });
  });
});
