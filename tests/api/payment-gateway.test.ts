/**
 * The sandbox gateway can be switched off, and is off in production (issue 9, item 10). With it
 * a buyer confirms their own payment as paid, and a payment landing after its order was
 * cancelled becomes spendable balance: fine for development, never with real money.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { deploySettings } from '../../server/src/config';
import { createSandboxGateway, sign } from '../../server/src/services/payment/gateway';
import { createPaymentService } from '../../server/src/services/payment/payment-service';
import { StartupError } from '../../server/src/startup-error';
import { describeBackends } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { runChildServerToExit } from './support/child-server';
import { form, FORM, json } from './support/client';
import { PRODUCTION_KEYS, PRODUCTION_SECRETS } from './support/production';

const SECRET = 'test-sandbox-secret-of-32-characters';
process.env.SANDBOX_GATEWAY_SECRET = SECRET;
const PUBLIC = 'https://shop.example';

describe('PAYMENT_GATEWAY', () => {
  const cases: [string, Record<string, string>, string | RegExp][] = [
    ['development, unset: the sandbox', {}, 'sandbox'],
    ['development, none', { PAYMENT_GATEWAY: 'none' }, 'none'],
    ['production, none', { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', PUBLIC_URL: PUBLIC, ...PRODUCTION_KEYS }, 'none'],
    ['an unknown gateway', { PAYMENT_GATEWAY: 'stripe' }, /PAYMENT_GATEWAY must be one of sandbox, none \(got "stripe"\)/],
    [
      'production, sandbox',
      { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PUBLIC_URL: PUBLIC },
      /PAYMENT_GATEWAY=sandbox cannot run with NODE_ENV=production.*Set PAYMENT_GATEWAY=none/,
    ],
    [
      'production, unset (no default there)',
      { NODE_ENV: 'production', PUBLIC_URL: PUBLIC },
      /PAYMENT_GATEWAY is unset, so it would be sandbox, which cannot run with NODE_ENV=production/,
    ],
  ];
  it.each(cases)('%s', (_, env, expected) => {
    if (typeof expected === 'string') expect(deploySettings({}, env).paymentGateway).toBe(expected);
    else expect(() => deploySettings({}, env)).toThrow(expected);
  });

  it('a production process with the sandbox exits at once with the reason, having opened nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-prod-'));
    try {
      const started = await runChildServerToExit({
        dataDir,
        env: { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PUBLIC_URL: PUBLIC },
      });
      expect(started.code).toBe(1);
      expect(started.output).toContain('[vitrina] PAYMENT_GATEWAY=sandbox cannot run with NODE_ENV=production');
      expect(started.output).not.toMatch(/\n\s+at /);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the payment service refuses a sandbox gateway in production, so its money can never pay or credit', () => {
    const gateway = createSandboxGateway({ secret: SECRET, checkoutUrl: '/c', phoneUrl: '/q' });
    const db = { kind: 'pglite' } as unknown as Parameters<typeof createPaymentService>[0];
    expect(() => createPaymentService(db, Date.now, gateway, { production: true })).toThrow(StartupError);
    expect(() => createPaymentService(db, Date.now, gateway, { production: false })).not.toThrow();
  });
});

describeBackends('without the sandbox gateway', (api) => {
  let uploadsDir = '';
  const apps: Record<'none' | 'production', FastifyInstance | undefined> = { none: undefined, production: undefined };
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-no-sandbox-'));
    apps.none = await createApp({ db: api.db, uploadsDir, paymentGateway: 'none' });
    apps.production = await createApp({
      db: api.db,
      uploadsDir,
      paymentGateway: 'none',
      production: true,
      publicUrl: PUBLIC,
      secrets: PRODUCTION_SECRETS,
    });
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app?.close()));
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('an app with NODE_ENV=production and the sandbox is refused at creation', async () => {
    await expect(createApp({ db: api.db, uploadsDir, paymentGateway: 'sandbox', production: true, publicUrl: PUBLIC })).rejects.toThrow(
      /PAYMENT_GATEWAY=sandbox cannot run with NODE_ENV=production/,
    );
  });

  const inject = (which: 'none' | 'production' | 'sandbox', options: InjectOptions) =>
    which === 'sandbox' ? api.inject(options) : (apps[which] as FastifyInstance).inject(options);
  const post = (which: 'none' | 'production' | 'sandbox', url: string, body: Record<string, string>, token?: string) =>
    inject(which, {
      method: 'POST',
      url: `/api${url}`,
      headers: { ...FORM, ...(token ? { authorization: token } : {}) },
      payload: form(body),
    });
  const get = (which: 'none' | 'production' | 'sandbox', url: string, token: string) =>
    inject(which, { method: 'GET', url: `/api${url}`, headers: { authorization: token } });

  async function unpaidTrade(offset: number) {
    const buyer = await newBuyer(api);
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset });
    if (!sku) throw new Error('no sku');
    await post(
      'sandbox',
      '/buyer/members/address',
      { name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' },
      buyer.token,
    );
    await post('sandbox', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) }, buyer.token);
    await post('sandbox', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' }, buyer.token);
    const trade = json<{ trade_sn: string; price_detail: { total_price: number } }>(
      await post('sandbox', '/buyer/trade/create', { idempotency_key: `gateway-${buyer.id}` }, buyer.token),
    );
    return { buyer, tradeSn: trade.trade_sn, due: Math.round(trade.price_detail.total_price * 100) };
  }
  const balance = async (memberId: number) =>
    (await api.db.query<{ balance_cents: number }>('select balance_cents from member where id = $1', [memberId])).rows[0]?.balance_cents ??
    0;
  const bills = async (tradeSn: string) =>
    (await api.db.query<{ status: string }>('select status from payment_bill where trade_sn = $1', [tradeSn])).rows;

  for (const which of ['none', 'production'] as const) {
    describe(which === 'none' ? 'PAYMENT_GATEWAY=none' : 'NODE_ENV=production, PAYMENT_GATEWAY=none', () => {
      it('no route of the sandbox exists: its pages, its confirm, its QR page, its notification', async () => {
        const routes: [string, string][] = [
          ['POST', '/api/sandbox-gateway/checkout'],
          ['POST', '/api/sandbox-gateway/confirm'],
          ['GET', '/api/sandbox-gateway/qr'],
          ['POST', '/api/sandbox-gateway/qr'],
          ['POST', '/api/buyer/payment/notify/sandboxPlugin'],
        ];
        for (const [method, url] of routes) {
          const reply = await inject(which, {
            method: method as 'GET' | 'POST',
            url,
            headers: FORM,
            payload: method === 'POST' ? 'reference=x' : undefined,
          });
          expect([url, reply.statusCode]).toEqual([url, 404]);
        }
      });

      it('the cashier offers only what works: the balance and a bank transfer; starting an online payment is refused, nothing written', async () => {
        const { buyer, tradeSn } = await unpaidTrade(which === 'none' ? 1 : 2);
        const methods = json<{ plugin_id: string }[]>(await get(which, '/buyer/payment/PC', buyer.token));
        expect(methods.map((m) => m.plugin_id)).toEqual(['balancePlugin', 'transferPlugin']);
        for (const plugin of ['sandboxPlugin', 'weixinPayPlugin']) {
          const refused = await get(which, `/buyer/order/pay/TRADE/${tradeSn}?payment_plugin_id=${plugin}&lang=en_US`, buyer.token);
          expect([refused.statusCode, json<{ message: string }>(refused).message]).toEqual([
            400,
            'Online payment is not available in this shop. Pay from your balance or by bank transfer.',
          ]);
        }
        expect(await bills(tradeSn)).toEqual([]);
        // what is offered works
        const transfer = await post(which, `/buyer/payment/transfer/TRADE/${tradeSn}`, {}, buyer.token);
        expect(transfer.statusCode).toBe(200);
      });

      it('a sandbox payment of a cancelled order, notified here, credits nothing', async () => {
        // started while the sandbox was on (development), the order then cancelled
        const { buyer, tradeSn, due } = await unpaidTrade(which === 'none' ? 3 : 4);
        const start = json<{ form_items: { item_name: string; item_value: string }[] }>(
          await get('sandbox', `/buyer/order/pay/TRADE/${tradeSn}`, buyer.token),
        );
        const reference = start.form_items.find((item) => item.item_name === 'reference')?.item_value ?? '';
        const orderSn = (await api.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1', [tradeSn])).rows[0]?.sn ?? '';
        expect(
          (await post('sandbox', `/buyer/trade/orders/${orderSn}/cancel`, { reason: 'Me equivoqué de talla' }, buyer.token)).statusCode,
        ).toBe(200);
        const before = await balance(buyer.id);
        const notice = { reference, amount: String(due), status: 'PAID', sign: sign(SECRET, [reference, String(due), 'PAID']) };
        expect((await post(which, '/buyer/payment/notify/sandboxPlugin', notice)).statusCode).toBe(404);
        expect(await balance(buyer.id)).toBe(before);
        expect(await bills(tradeSn)).toEqual([{ status: 'STARTED' }]);
      });
    });
  }
});
