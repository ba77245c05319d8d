/**
 * Keys every node must share are required in production and, in development, kept once in the
 * database (issue 15 §2). Before, the sandbox gateway's and the chat tickets' keys were random per
 * process: a payment form made on node A and posted to node B was refused, and a chat ticket
 * from A was "not valid" on B. Two apps on one database here are two nodes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { deploySettings } from '../../server/src/config';
import { settingsSummary } from '../../server/src/settings-summary';
import { StartupError } from '../../server/src/startup-error';
import { describeBackends } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

const SECRET_VARIABLES = ['CAPTCHA_HMAC_KEY', 'CHAT_SSO_SECRET', 'SANDBOX_GATEWAY_SECRET'] as const;
const KEY = 'k'.repeat(32);
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', PUBLIC_URL: 'https://shop.example' };

describe('signing keys in production', () => {
  it('refuses to start without every key the nodes sign with, naming each', () => {
    const start = () => deploySettings({}, PRODUCTION);
    expect(start).toThrow(StartupError);
    expect(start).toThrow(/CAPTCHA_HMAC_KEY \(signs the login captcha's challenges\), CHAT_SSO_SECRET \(signs chat tickets\)/);
    expect(() => deploySettings({}, { ...PRODUCTION, CAPTCHA_HMAC_KEY: KEY })).toThrow(/set CHAT_SSO_SECRET/);
    expect(deploySettings({}, { ...PRODUCTION, CAPTCHA_HMAC_KEY: KEY, CHAT_SSO_SECRET: KEY }).secrets).toEqual({
      captchaKey: KEY,
      chatSecret: KEY,
    });
  });

  it.each(SECRET_VARIABLES)('refuses a %s shorter than 32 characters, in development too', (variable) => {
    expect(() => deploySettings({}, { [variable]: 'short-key' })).toThrow(new RegExp(`${variable} must have at least 32 characters`));
  });

  it('keeps nothing for development to check: unset keys are the database’s', () => {
    expect(deploySettings({}, {}).secrets).toEqual({});
  });

  it('the start-up log says what a node runs with, and of a key only whether it is set and its length', () => {
    const chat = 'c'.repeat(40);
    const production = deploySettings(
      {},
      { ...PRODUCTION, CAPTCHA_HMAC_KEY: KEY, CHAT_SSO_SECRET: chat, DATABASE_URL: 'postgres://db.internal/v', TRUST_PROXY: '10.0.0.0/8' },
    );
    expect(settingsSummary(production)).toEqual([
      'Settings: NODE_ENV=production, database PostgreSQL, FILE_STORE=postgres, PUBLIC_URL=https://shop.example, PAYMENT_GATEWAY=none, TRUST_PROXY=10.0.0.0/8, PARTNER_ORIGINS=none',
      'Keys: CAPTCHA_HMAC_KEY set (32 characters), CHAT_SSO_SECRET set (40 characters), SANDBOX_GATEWAY_SECRET not used',
    ]);
    expect(settingsSummary(production).join('\n')).not.toMatch(/k{8}|c{8}/);
    expect(settingsSummary(deploySettings({}, { TRUST_PROXY: '1' }))).toEqual([
      'Settings: NODE_ENV=development, database PGlite, FILE_STORE=disk, PUBLIC_URL=(the address it listens on), PAYMENT_GATEWAY=sandbox, TRUST_PROXY=1 hop(s), PARTNER_ORIGINS=http://127.0.0.1:8081',
      'Keys: CAPTCHA_HMAC_KEY kept in the database, CHAT_SSO_SECRET kept in the database, SANDBOX_GATEWAY_SECRET kept in the database',
    ]);
  });
});

describeBackends('two nodes on one database, no keys configured', (api) => {
  let nodeB: FastifyInstance | undefined;
  const saved: Partial<Record<(typeof SECRET_VARIABLES)[number], string>> = {};
  beforeAll(async () => {
    // other files of this worker may have set them: these nodes are configured with none
    for (const variable of SECRET_VARIABLES) {
      saved[variable] = process.env[variable];
      delete process.env[variable];
    }
    nodeB = await createApp({ db: api.db, uploadsDir: api.uploadsDir });
  });
  afterAll(async () => {
    await nodeB?.close();
    for (const variable of SECRET_VARIABLES) if (saved[variable] !== undefined) process.env[variable] = saved[variable];
  });
  const on = (node: 'A' | 'B') => {
    const app = node === 'A' ? api.app : nodeB;
    if (!app) throw new Error('node B did not start');
    return app;
  };

  it('a sandbox payment form made on node A is accepted by node B, and a chat ticket from A opens on B', async () => {
    // node A (the harness's app) was created before the keys were unset only if another file set
    // them: make a third node, A, with none, to be sure both sides use the stored keys
    const nodeA = await createApp({ db: api.db, uploadsDir: api.uploadsDir });
    try {
      const buyer = await newBuyer(api);
      const [sku] = await stockedSkus(api, 1, { packages: 3, offset: 7 });
      if (!sku) throw new Error('no sku');
      const post = (app: FastifyInstance, url: string, values: Record<string, string>) =>
        app.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: buyer.token }, payload: form(values) });
      await post(nodeA, '/buyer/members/address', {
        name: 'Ana',
        mobile: '5512345678',
        country: '1',
        county_id: '900602',
        addr: 'Colima 1',
        zip: '06700',
      });
      await post(nodeA, '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
      await post(nodeA, '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
      const trade = json<{ trade_sn: string }>(await post(nodeA, '/buyer/trade/create', { idempotency_key: `nodes-${buyer.id}` }));
      const start = json<{ form_items: { item_name: string; item_value: string }[] }>(
        await nodeA.inject({
          method: 'GET',
          url: `/api/buyer/order/pay/TRADE/${trade.trade_sn}?client_type=PC&payment_plugin_id=sandboxPlugin`,
          headers: { authorization: buyer.token },
        }),
      );
      const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]));
      const page = await on('B').inject({ method: 'POST', url: '/api/sandbox-gateway/checkout', headers: FORM, payload: form(items) });
      expect([page.statusCode, page.body.includes('merchant signature')]).toEqual([200, false]);

      const sso = json<{ result: { url: string } }>(
        await nodeA.inject({
          method: 'GET',
          url: `/api/mallpcapi/member/generateChatSSOUrl?shop_id=${sku.shop_id}`,
          headers: { authorization: buyer.token },
        }),
      );
      const ticket = new URL(sso.result.url).searchParams.get('ticket') ?? '';
      expect(ticket).not.toBe('');
      const opened = json<{ success: boolean }>(
        await on('B').inject({
          method: 'POST',
          url: '/api/mallpcapi/chat/open',
          headers: { ...FORM, authorization: buyer.token },
          payload: form({ ticket }),
        }),
      );
      expect(opened.success).toBe(true);
      // one stored key each, whichever node asked first
      const { rows } = await api.db.query<{ name: string }>(
        `select name from shared_secret where name in ('chat_sso', 'sandbox_gateway') order by name`,
      );
      expect(rows.map((row) => row.name)).toEqual(['chat_sso', 'sandbox_gateway']);
    } finally {
      await nodeA.close();
    }
  });
});
