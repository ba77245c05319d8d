/**
 * Two API nodes on one PostgreSQL behave as one (issue 15 §8): real server processes, each with its
 * own DATA_DIR as two machines have, started at the same moment on an empty database with nothing
 * configured but the database (files then live in it by default), as an orchestrator starts
 * replicas of a new deployment: they migrate and seed it between them. Node B reaches it through
 * PgBouncer in transaction mode (when installed: `.ci/run` installs it), as a deployment with a
 * pooler would. A third node starts with them, to be sure, and stops once all are ready; then
 * requests alternate between the two. PostgreSQL only: PGlite is one process's own database.
 * (tests/api/start-together.test.ts races the same start as connection pools, more often.)
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../../server/src/db/open';
import { DEMO_MEMBERS } from '../../server/src/seed';
import { sign } from '../../server/src/services/payment/gateway';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { THROTTLE } from '../../server/src/services/auth/throttle';
import type { PostgresCopy } from './support/backends';
import { startChildServer, type ChildServer } from './support/child-server';
import { form, FORM } from './support/client';
import { pgbouncerAvailable, startPgBouncer, type PgBouncer } from './support/pgbouncer';
import { postgresAvailable } from './support/postgres';
import { copyPostgresTemplate, TEST_PRODUCTS } from './support/templates';

const MIGRATIONS = readdirSync(new URL('../../server/src/db/migrations/', import.meta.url))
  .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
  .sort();

describe.runIf(postgresAvailable())(`two nodes on one PostgreSQL${pgbouncerAvailable() ? ', one through PgBouncer' : ''}`, () => {
  let empty: PostgresCopy | undefined;
  let bouncer: PgBouncer | undefined;
  let db: Db | undefined;
  const dirs: string[] = [];
  const nodes: ChildServer[] = [];

  beforeAll(async () => {
    const template = inject('postgresTemplate');
    if (!template) throw new Error('[vitrina] no PostgreSQL cluster (tests/api/support/global-setup.ts)');
    // a new database with nothing in it (template0), as a first deployment finds
    empty = await copyPostgresTemplate({ adminUrl: template.adminUrl, template: 'template0' });
    if (pgbouncerAvailable()) bouncer = await startPgBouncer(template.adminUrl);
    for (let i = 0; i < 3; i++) dirs.push(await mkdtemp(join(tmpdir(), `vitrina-node-${i}-`)));
    const url = empty.url;
    // started at once, each with its own folder; every per-IP limit behind the test's "balancer"
    const started = await Promise.allSettled(
      dirs.map((dataDir, i) =>
        startChildServer({
          dataDir,
          databaseUrl: i === 1 && bouncer ? bouncer.through(url) : url,
          // no FILE_STORE: on PostgreSQL the files are the database's by default
          env: { TRUST_PROXY: '127.0.0.1', PAYMENT_GATEWAY: 'sandbox', SEED_PRODUCTS: String(TEST_PRODUCTS) },
          // migrating and seeding an empty database while two others wait on its lock: on a busy
          // 2-core machine (load 30) past the 45 s a start on a seeded database is given
          startTimeoutMs: 100_000,
        }),
      ),
    );
    // every node that came up is stopped in afterAll, whichever failed
    for (const start of started) if (start.status === 'fulfilled') nodes.push(start.value);
    const failed = started.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
    if (failed.length > 0) throw new Error(`[vitrina] ${failed.length} of 3 nodes started together failed:\n${failed.join('\n')}`);
    db = await openDb({ databaseUrl: url });
  }, 150_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await db?.close();
    await bouncer?.stop();
    await empty?.drop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const node = (i: 0 | 1) => {
    const server = nodes[i];
    if (!server) throw new Error(`node ${i} did not start`);
    return server;
  };
  const database = () => {
    if (!db) throw new Error('no database');
    return db;
  };
  const call = async <T>(i: 0 | 1, path: string, init: { token?: string; form?: Record<string, string>; client?: string } = {}) => {
    const response = await fetch(`${node(i).url}/api${path}`, {
      method: init.form ? 'POST' : 'GET',
      headers: {
        uuid: 'multi-node',
        ...(init.token ? { authorization: init.token } : {}),
        ...(init.form ? FORM : {}),
        ...(init.client ? { 'x-forwarded-for': init.client } : {}),
      },
      ...(init.form ? { body: form(init.form) } : {}),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as T };
  };

  it('three nodes started at once on an empty database all come up ready on one schema, migrated and seeded once', async () => {
    expect(nodes).toHaveLength(3);
    for (const server of nodes) expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ready' });
    const { rows: applied } = await database().query<{ name: string }>('select name from schema_migrations order by name');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
    const { rows } = await database().query<{ goods: number; demo: number }>(
      'select (select count(*)::int from goods) as goods, (select count(*)::int from member where username = any($1)) as demo',
      [DEMO_MEMBERS.map((m) => m.username)],
    );
    expect(rows[0]).toEqual({ goods: TEST_PRODUCTS, demo: DEMO_MEMBERS.length });
    // the third has shown what it had to: the two others carry on
    await nodes.pop()?.stop();
  });

  it('a payment begun on one node is completed on the other, and a chat ticket of one opens on the other', async () => {
    const login = (
      await call<{ result: { token: string } }>(0, '/mallpcapi/login/login', {
        form: { username: 'demo', password: clientPasswordHash('demo1234') },
      })
    ).json();
    const token = login.result.token;
    const { rows } = await database().query<{ sku_id: number; package_unit: number; shop_id: number }>(
      `select s.id as sku_id, g.package_unit, g.shop_id from sku s join goods g on g.id = s.goods_id
       where g.market_enable = 1 and s.quantity >= g.package_unit * 3 order by s.id desc limit 1`,
    );
    const sku = rows[0];
    if (!sku) throw new Error('no sku');
    await call(0, '/buyer/trade/carts', { token, form: { sku_id: String(sku.sku_id), num: String(sku.package_unit) } });
    await call(0, '/buyer/trade/checkout-params/payment-type', { token, form: { payment_type: 'ONLINE' } });
    const trade = (
      await call<{ trade_sn: string }>(0, '/buyer/trade/create', { token, form: { idempotency_key: `multi-${Date.now()}` } })
    ).json();
    const start = (
      await call<{ form_items: { item_name: string; item_value: string }[] }>(
        0,
        `/buyer/order/pay/TRADE/${trade.trade_sn}?client_type=PC&payment_plugin_id=sandboxPlugin`,
        { token },
      )
    ).json();
    const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]));
    // the gateway's page, signed by node A, opened through node B
    expect((await call(1, '/sandbox-gateway/checkout', { form: items })).status).toBe(200);
    // the gateway's notification reaches node B: signed with the key both nodes share
    const { rows: keys } = await database().query<{ value: string }>("select value from shared_secret where name = 'sandbox_gateway'");
    const secret = keys[0]?.value ?? '';
    const amount = items.amount ?? '';
    const reference = items.reference ?? '';
    const notified = await call(1, '/buyer/payment/notify/sandboxPlugin', {
      form: { reference, amount, status: 'PAID', sign: sign(secret, [reference, amount, 'PAID']) },
    });
    expect([notified.status, notified.text]).toEqual([200, 'success']);
    const { rows: orders } = await database().query<{ pay_status: string }>('select pay_status from trade_order where trade_sn = $1', [
      trade.trade_sn,
    ]);
    expect(orders.map((o) => o.pay_status)).toEqual(orders.map(() => 'PAY_YES'));
    expect(orders.length).toBeGreaterThan(0);

    const sso = (
      await call<{ result: { url: string } }>(0, `/mallpcapi/member/generateChatSSOUrl?shop_id=${sku.shop_id}`, { token })
    ).json();
    const ticket = new URL(sso.result.url).searchParams.get('ticket') ?? '';
    const opened = (await call<{ success: boolean }>(1, '/mallpcapi/chat/open', { token, form: { ticket } })).json();
    expect(opened.success).toBe(true);
  });

  it('a file uploaded through one node is served by the other (the default file store on PostgreSQL)', async () => {
    const login = (
      await call<{ result: { token: string } }>(1, '/mallpcapi/login/login', {
        form: { username: 'demo', password: clientPasswordHash('demo1234') },
      })
    ).json();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);
    const body = new FormData();
    body.append('file', new Blob([png], { type: 'image/png' }), 'face.png');
    const uploaded = await fetch(`${node(0).url}/api/mallpcapi/upload/file?lang=en_US`, {
      method: 'POST',
      headers: { authorization: login.result.token },
      body,
    });
    const reply = (await uploaded.json()) as { success: boolean; result: string };
    expect(reply.success).toBe(true);
    const path = new URL(reply.result, node(0).url).pathname;
    const served = await fetch(`${node(1).url}${path}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('behind a trusted proxy one buyer’s failures, spread over both nodes, never put a captcha in front of another', async () => {
    const failed = (i: 0 | 1, client: string, n: number) =>
      call<{ code: number }>(i, '/mallpcapi/login/login', {
        client,
        form: { username: `nobody_multi_${n}_${Date.now()}`, password: clientPasswordHash('wrong') },
      });
    for (let n = 0; n < THROTTLE.captchaAfterIp; n++) expect((await failed(n % 2 === 0 ? 0 : 1, '203.0.113.50', n)).json().code).toBe(401);
    expect((await failed(0, '203.0.113.50', 100)).json().code).toBe(428);
    expect((await failed(1, '203.0.113.50', 101)).json().code).toBe(428);
    expect((await failed(1, '203.0.113.51', 102)).json().code).toBe(401);
  });

  it('a catalogue change shows in both nodes’ suggestions within 5 s', async () => {
    const { rows } = await database().query<{ id: number }>('select id from goods where market_enable = 1 order by id desc limit 1');
    await database().query(`update goods set name_es = 'Lampara nebulosa de prueba' where id = $1`, [rows[0]?.id]);
    for (const i of [0, 1] as const) {
      await expect
        .poll(async () => (await call<{ words: string }[]>(i, '/buyer/goods/search/words?keyword=nebulosa&lang=es_MX')).json().length, {
          timeout: 5_000,
          interval: 200,
        })
        .toBeGreaterThan(0);
    }
  });

  it('a node told to stop (SIGTERM) answers every request it had begun; the other carries on', async () => {
    const search = (i: 0 | 1, n: number) =>
      fetch(`${node(i).url}/api/mallpcapi/product/productQuery?keyword=cable&pageNo=${(n % 5) + 1}`, {
        headers: { connection: 'close' },
      }).then(
        async (response) =>
          response.status === 503 ? 'not begun' : `${response.status} ${((await response.json()) as { success?: boolean }).success}`,
        (error: unknown) => {
          // A connection the node never read a request from: refused once it stopped listening, or
          // reset when it closed a connection still idle (no request received on it). A request it
          // had begun is answered in full; one that arrives while it closes gets 503, for the
          // balancer to send elsewhere.
          const code = (error as { cause?: { code?: string } }).cause?.code;
          return code === 'ECONNREFUSED' || code === 'ECONNRESET' ? 'not begun' : `failed: ${String(error)} ${code}`;
        },
      );
    const first = search(1, 0);
    const rest = Array.from({ length: 19 }, (_, n) => search(1, n + 1));
    // once the node has answered one, the others are on their way; then the stop
    expect(await first).toBe('200 true');
    const stopping = node(1).stop();
    const answers = await Promise.all(rest);
    await stopping;
    expect(answers.filter((answer) => answer !== '200 true' && answer !== 'not begun')).toEqual([]);
    expect(answers.filter((answer) => answer === '200 true').length).toBeGreaterThan(0);
    expect(await search(0, 1)).toBe('200 true');
  });
});
