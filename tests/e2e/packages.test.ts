// The npm packages as an integrator gets them (issue 13 §1): the tarballs `npm pack` makes of
// @vitrina/sdk, @vitrina/react and @vitrina/server, installed into a fresh folder (one `npm install`
// for every host app: the npm cache first, the registry for what it lacks, React 18 say), then
//   - a React app built with Vite on React 19 and on React 18, its page rendered by react-dom/server
//     and hydrated, driven in Chromium against this file's server: no hydration warning, the
//     components' elements mounted once, their callbacks called with the events' details;
//   - a plain TypeScript app (tsc, an import map, no bundler) using loadVitrina and the typed events;
//   - both type-checked, with lines that must not compile (packages/test-apps/*/src/type-checks.*);
//   - the SDK and the React components imported and rendered in Node, as server rendering does;
//   - `vitrina-server`, the server package's bin, started on PGlite and serving the SDK and the API.
// publint and attw check the same packages without a network in tests/build/packages.test.ts.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PACKAGES, packedPackages, root, sh } from '../support/packed';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

let dir = '';
let site: Server | undefined;
let origin = '';
const timings: Record<string, number> = {};

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[label] = Date.now() - started;
  }
}

const bin = (name: string) => join(dir, 'node_modules', name);

/** The temporary folder over HTTP: the host apps' own origin (the SDK comes from the stack's). */
function serve(folder: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json' };
  const server = createServer((request, reply) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(join(folder, path));
      reply.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      reply.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrina-hosts-'));
  const tarballs = await timed('build and pack', packedPackages);
  cpSync(join(root, 'packages/test-apps'), dir, { recursive: true });
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  const dependencies: Record<string, string> = Object.fromEntries(PACKAGES.map((name) => [`@vitrina/${name}`, `file:${tarballs[name]}`]));
  // the versions the repository tests with, so the npm cache has them; React 18 beside React 19
  for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom', 'vite', '@vitejs/plugin-react', 'preact'])
    dependencies[name] = version(name);
  dependencies.react18 = 'npm:react@18.3.1';
  dependencies['react-dom18'] = 'npm:react-dom@18.3.1';
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host-apps', private: true, type: 'module', dependencies }, null, 2));
  // --legacy-peer-deps: react-dom18 asks for React 18 as `react`, which the React 18 build aliases
  await timed('npm install', () =>
    sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], dir),
  );
  // the repository's TypeScript 7 (native): a host's TypeScript, in a fifth of TypeScript 6's time
  const tsc = join(root, 'node_modules/typescript-native/bin/tsc');
  const vite = bin('vite/bin/vite.js');
  await timed('type-check and build the apps', () =>
    Promise.all([
      sh(process.execPath, [tsc, '-p', 'react/tsconfig.json'], dir),
      sh(process.execPath, [tsc, '-p', 'ts/tsconfig.json'], dir),
      sh(process.execPath, [vite, 'build', '--logLevel', 'warn'], join(dir, 'react')).then(() =>
        sh(process.execPath, [vite, 'build', '--mode', 'react18', '--logLevel', 'warn'], join(dir, 'react')),
      ),
    ]),
  );
  site = await serve(dir);
  const address = site.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 600_000);

afterAll(async () => {
  await new Promise((done) => (site ? site.close(done) : done(undefined)));
  console.log(
    `[packages] ${Object.entries(timings)
      .map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function goodsOnSale(): Promise<number> {
  const { rows } = await stack.db.query<{ id: number }>('select id from goods where market_enable = 1 order by id limit 1');
  const goods = rows[0];
  if (!goods) throw new Error('no goods on sale');
  return goods.id;
}

/** A page with every console error, warning and uncaught exception it has. */
async function open(path: string): Promise<{ page: Page; console: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(`${origin}${path}`);
  return { page, console: messages };
}

interface HostLog {
  events: string[];
  errors: string[];
  loaded?: string;
  samePromise?: boolean;
  serverHtml?: string;
}

describe.each(['19', '18'])('a React %s app built with Vite', (major) => {
  test('server-rendered markup hydrates without a warning; the widgets mount once and call their callbacks', async () => {
    const goodsId = await goodsOnSale();
    const { page, console: messages } = await open(`/react/dist-${major}/index.html?sdk=${encodeURIComponent(stack.url)}&goods=${goodsId}`);
    const log = () => page.evaluate(() => (window as unknown as { host: HostLog }).host);
    expect(await page.locator('h1').textContent()).toBe(`React ${major} host`);
    // react-dom/server rendered the bare elements with their attributes, as a server would send them
    const html = (await log()).serverHtml ?? '';
    expect(html).toContain('<vitrina-search class="host-search" placeholder="Search the host">');
    expect(html).toContain(
      `<vitrina-product-detail goods-id="${goodsId}"><p>Fallback while the widget cannot load</p></vitrina-product-detail>`,
    );
    await expect.poll(async () => (await log()).loaded).toMatch(/\d/);
    await expect
      .poll(async () => (await log()).events.filter((e) => e.startsWith('ready:')).sort())
      .toEqual(['ready:mini-cart', 'ready:product-detail', 'ready:search']);
    await expect.poll(async () => (await log()).events).toContain(`goods:ready ${await goodsName(goodsId)}`);
    // the search widget's own input, inside its shadow root; Enter navigates, the host's callback routes in-app
    const input = page.locator('vitrina-search >> input');
    expect(await input.getAttribute('placeholder')).toBe('Search the host');
    await input.fill('tornillo');
    await input.press('Enter');
    await expect.poll(async () => (await log()).events).toContain('navigate:/search?keyword=tornillo');
    expect(page.url()).toContain(`/react/dist-${major}/`);
    const state = await log();
    expect(state.samePromise).toBe(true);
    expect(state.errors).toEqual([]);
    // one loader tag, one runtime: the second loadVitrina call added nothing
    expect(await page.locator('script[src*="loader.js"]').count()).toBe(1);
    expect(messages).toEqual([]);
    await page.context().close();
  });
});

async function goodsName(id: number): Promise<string> {
  const { rows } = await stack.db.query<{ name_en: string | null; name_es: string }>('select name_en, name_es from goods where id = $1', [
    id,
  ]);
  return rows[0]?.name_en || rows[0]?.name_es || '';
}

test('a plain TypeScript app: loadVitrina adopts the tag the page already has, typed events and commands work', async () => {
  const goodsId = await goodsOnSale();
  for (const tag of [false, true]) {
    const { page, console: messages } = await open(
      `/ts/index.html?sdk=${encodeURIComponent(stack.url)}&goods=${goodsId}${tag ? '&tag' : ''}`,
    );
    const log = () =>
      page.evaluate(() => (window as unknown as { host: { events: string[]; same?: boolean; version?: string; error?: string } }).host);
    await expect.poll(async () => (await log()).version).toMatch(/\d/);
    await expect.poll(async () => (await log()).events).toEqual(expect.arrayContaining(['ready:product-detail', 'goods:ready']));
    // `mount` by command, typed props: the search box the app mounted into its own div
    await expect.poll(() => page.locator('body > div >> input').getAttribute('placeholder')).toBe('Mounted by command');
    const state = await log();
    expect(state.same).toBe(true);
    expect(state.error).toBeUndefined();
    expect(await page.locator('script[src*="loader.js"]').count()).toBe(1);
    expect(messages).toEqual([]);
    await page.context().close();
  }
});

test('server rendering in Node: the SDK imports without a window and the React components render their elements', async () => {
  const sdk = (await import(pathToFileURL(bin('@vitrina/sdk/dist/index.js')).href)) as typeof import('../../packages/sdk/src/index');
  expect(typeof window).toBe('undefined');
  expect(await sdk.loadVitrina({ src: 'https://shop.example/sdk/loader.js' })).toBeNull();
  expect(sdk.WIDGETS).toEqual(JSON.parse(readFileSync(join(root, 'src/widgets/registry.json'), 'utf8')));
  const react = (await import(pathToFileURL(bin('react/index.js')).href)) as { createElement: (...args: unknown[]) => unknown };
  const server = (await import(pathToFileURL(bin('react-dom/server.node.js')).href)) as { renderToString: (node: unknown) => string };
  const components = (await import(pathToFileURL(bin('@vitrina/react/dist/index.js')).href)) as Record<string, unknown>;
  const html = server.renderToString(
    react.createElement(components.VitrinaCheckout, { step: 'order', sn: 'T1', onOrder: () => undefined, onRoute: () => undefined }),
  );
  expect(html).toBe('<vitrina-checkout step="order" sn="T1"></vitrina-checkout>');
  for (const name of sdk.WIDGETS) {
    const component = `Vitrina${name.replace(/(^|-)([a-z])/g, (_m: string, _d: string, c: string) => c.toUpperCase())}`;
    expect(server.renderToString(react.createElement(components[component], {})), component).toBe(`<vitrina-${name}></vitrina-${name}>`);
  }
});

test('vitrina-server, the server package’s bin, serves the API, the SDK and the storefront on PGlite', async () => {
  const data = join(dir, 'server-data');
  const child = spawn(process.execPath, [bin('.bin/vitrina-server')], {
    cwd: dir,
    // 300 products, as the tests' catalogues: seeding the full demo catalogue is quick-start.test.ts's
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: data, DATABASE_URL: '', SEED_PRODUCTS: '300' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((done, fail) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk;
        const found = /buyer API on (http:\/\/\S+)/.exec(output);
        if (found?.[1]) done(found[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => fail(new Error(`vitrina-server exited (${code}):\n${output}`)));
    });
    const loader = await fetch(`${url}/sdk/loader.js`);
    expect(loader.status).toBe(200);
    expect(await loader.text()).toContain('vitrina-');
    const { version } = (await (await fetch(`${url}/sdk/integrity.json`)).json()) as { version: string };
    expect((await fetch(`${url}/sdk/v${version}/loader.js`)).status).toBe(200);
    expect((await fetch(`${url}/`)).headers.get('content-type')).toContain('text/html');
    // a product page's first screen drawn by the renderer the package ships (dist/ssr)
    const product = await (await fetch(`${url}/goods/1`, { headers: { accept: 'text/html' } })).text();
    expect(product).toContain('<vitrina-product-detail goods-id="1" data-vitrina-drawn><template shadowrootmode="open">');
    const site = await fetch(`${url}/api/base/site-show?lang=en_US`);
    expect(site.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
  }
});
