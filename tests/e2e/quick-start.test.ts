// The README's first command, as a new user runs it: `npm start` (scripts/start.mjs) on an empty
// data folder seeds the demo catalogue, serves the storefront, the API, the SDK and the partner
// examples on a second origin, prints where, stops cleanly, and starts again on the same data
// without seeding twice.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import { sha256Hex } from '../../src/core/sha256';
import { DEFAULT_PRODUCTS } from '../../server/src/seed/seed';
import { DEMO_MEMBERS } from '../../server/src/seed/members';
import { launch } from './support/browser';

const root = resolve(import.meta.dirname, '../..');
let dataDir: string;

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  storefront: string;
  partner: string;
}

/** Runs `node scripts/start.mjs` on free ports and waits for its banner. */
async function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', PARTNER_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (!/Ctrl\+C stops/.test(text)) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${text}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = (label: string) => new RegExp(`${label}\\s+(http://\\S+?)/`).exec(text)?.[1] ?? '';
  return { child, output: () => text, storefront: url('Storefront'), partner: url('Partner examples') };
}

/** `npm start` again while the first runs: it must stop by itself; its exit code and output. */
function startAgain(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', PARTNER_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output: text });
    }),
  );
}

/** SIGTERM, as Ctrl+C would; resolves with the exit code. */
function stop({ child }: Started): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });
}

const mall = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const reply = (await (await fetch(url, init)).json()) as MallReply<T>;
  if (!reply.success) throw new Error(`${url}: ${reply.message}`);
  return reply.result;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrina-start-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  test('a fresh start seeds the demo catalogue and serves everything the README lists; a restart keeps the data', async () => {
    let firstTotal = 0;
    const t0 = Date.now();
    const first = await start();
    const firstStart = Date.now() - t0;
    try {
      expect(first.storefront).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
      expect(first.partner).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(new URL(first.partner).origin).not.toBe(new URL(first.storefront).origin);
      for (const m of DEMO_MEMBERS) expect(first.output()).toContain(`${m.username} / ${m.password}`);

      // the storefront page, the SDK and the API
      const home = await fetch(first.storefront + '/');
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<vitrina-storefront');
      const loader = await fetch(first.storefront + '/sdk/loader.js');
      expect(loader.status).toBe(200);
      expect(loader.headers.get('content-type')).toMatch(/javascript/);
      // the demo catalogue: 2,000 products, 50+ shops, categories in three languages
      // (the seed takes about 1 % off the market, as a real catalogue has goods withdrawn)
      const goods = await mall<{ total: number }>(`${first.storefront}/api/mallpcapi/product/productQuery?pageSize=1&lang=es_MX`);
      expect(goods.total).toBeGreaterThan(DEFAULT_PRODUCTS * 0.97);
      expect(goods.total).toBeLessThan(DEFAULT_PRODUCTS);
      firstTotal = goods.total;
      const shops = await mall<{ total: number }>(`${first.storefront}/api/mallpcapi/shop/queryShopPage?pageSize=1&lang=es_MX`);
      expect(shops.total).toBeGreaterThanOrEqual(50);
      const [grand] = await mall<{ cn: string; en: string; mx: string }[]>(
        `${first.storefront}/api/mallpcapi/productCate/queryAllGrandCate?lang=es_MX`,
      );
      const names = [grand?.cn, grand?.en, grand?.mx];
      expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(3);
      // a demo account logs in (the client sends the SHA-256 of the password)
      const demo = DEMO_MEMBERS[0];
      const login = await mall<{ token: string }>(`${first.storefront}/api/mallpcapi/login/login?lang=es_MX`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: demo.username, password: sha256Hex(demo.password) }),
      });
      expect(login.token.length).toBeGreaterThan(20);
      // the partner example on its own origin loads the SDK from the storefront's
      const partner = await fetch(first.partner + '/partner/');
      expect(partner.status).toBe(200);
      expect(await partner.text()).toContain(`${first.storefront}/sdk/loader.js`);
      // and the wholesale page with the purchase form and the distributor dialog (issue 11)
      const wholesale = await fetch(first.partner + '/partner/wholesale.html');
      expect(wholesale.status).toBe(200);
      expect(await wholesale.text()).toContain('<vitrina-distributor-dialog trigger="#apply-trigger">');
      // and the buy page with product detail, mini cart and cart
      const buy = await fetch(first.partner + '/partner/buy.html');
      expect(buy.status).toBe(200);
      expect(await buy.text()).toContain('<vitrina-cart>');
      // and the header page (issue 11)
      const header = await fetch(first.partner + '/partner/header.html');
      expect(header.status).toBe(200);
      expect(await header.text()).toContain('<vitrina-header id="pair-a" parts="search cart">');

      // a second npm start on the same folder stops at once, says who has it, and changes nothing
      const again = await startAgain();
      expect(again.code).toBe(1);
      expect(again.output).toContain(`Vitrina is already running with the data folder ${dataDir}`);
      expect(again.output).toContain(`serving ${first.storefront}`);
      expect(again.output).not.toContain('Ctrl+C stops');
      expect((await mall<{ total: number }>(`${first.storefront}/api/mallpcapi/product/productQuery?pageSize=1&lang=es_MX`)).total).toBe(
        firstTotal,
      );

      // and a browser sees a working storefront
      const browser = await launch();
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(first.storefront + '/');
        await expect
          .poll(() => page.locator('vitrina-search >> input').getAttribute('placeholder'), { timeout: 15_000 })
          .toBe('Buscar productos, marcas y tiendas');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    } finally {
      expect(await stop(first)).toBe(0);
    }

    // Again on the same data: up without seeding, the same catalogue; and on every interface when
    // HOST says so (127.0.0.2 is loopback too on Linux, but reaches only a server listening on all
    // addresses: the first start, on localhost, would refuse it).
    const listed = firstTotal;
    const t1 = Date.now();
    const second = await start({ HOST: '0.0.0.0' });
    try {
      const again = await mall<{ total: number }>(`${second.storefront}/api/mallpcapi/product/productQuery?pageSize=1&lang=es_MX`);
      expect(again.total).toBe(listed);
      const everyInterface = new URL(second.storefront);
      everyInterface.hostname = '127.0.0.2';
      expect((await fetch(`${everyInterface.origin}/sdk/loader.js`)).status).toBe(200);
      // no seeding: quicker than the first start, which seeded the 2,000 products (a ratio, not a wall-clock number)
      expect(Date.now() - t1).toBeLessThan(firstStart);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 300_000);
});
