import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { openDb } from '../../server/src/db/open';
import { startServer, type RunningServer } from '../../server/src/main';
import { ensureSeeded } from '../../server/src/seed';
import { registerWeb } from '../../server/src/web';

/** The process around the API: bundles at /sdk/, the storefront page for history-mode routes. */
describe('web server (startServer)', () => {
  let server: RunningServer | undefined;
  let dist = '';
  const get = (path: string, accept = '*/*') => fetch(`${server?.url}${path}`, { headers: { accept, origin: 'https://partner.example' } });

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'vitrina-dist-'));
    await mkdir(join(dist, 'sdk'));
    await mkdir(join(dist, 'storefront'));
    await writeFile(join(dist, 'sdk', 'loader.js'), 'void 0');
    await writeFile(join(dist, 'sdk', 'manifest.json'), '{}');
    await writeFile(join(dist, 'sdk', 'runtime-AbCd1_-.js'), 'void 0');
    await writeFile(join(dist, 'sdk', 'integrity.json'), JSON.stringify({ version: '9.8.7', files: {} }));
    await writeFile(join(dist, 'storefront', 'index.html'), '<!doctype html><title>Vitrina</title>');
    server = await startServer({ port: 0, host: '127.0.0.1', products: 120, quiet: true, distDir: dist });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/sdk/loader.js', 'no-cache'],
    ['/sdk/manifest.json', 'no-cache'],
    ['/sdk/runtime-AbCd1_-.js', 'public, max-age=31536000, immutable'],
    // the built release's own path: in development its loader is rebuilt under the same version
    ['/sdk/v9.8.7/loader.js', 'no-cache'],
    ['/sdk/v9.8.7/runtime-AbCd1_-.js', 'public, max-age=31536000, immutable'],
    ['/sdk/v9.8.7/retry/runtime-AbCd1_-.js', 'public, max-age=31536000, immutable'],
  ])('serves %s to any origin with cache-control %s', async (path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it.each([
    ['/', 200],
    ['/goods/12', 200],
    ['/member/my-order?x=1', 200],
    ['/404', 404],
  ])('serves the storefront page for %s (%i) under a strict CSP, with its own head (tests/api/seo.test.ts)', async (path, status) => {
    const response = await get(path, path === '/' ? '*/*' : 'text/html,application/xhtml+xml');
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(/<title>[^<]*Vitrina Mayoreo<\/title>/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(csp).not.toContain('unsafe');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not answer non-page requests with the page', async () => {
    expect((await get('/favicon.ico', 'image/*')).status).toBe(404);
    expect((await get('/sdk/missing.js')).status).toBe(404);
    // only the release that was built has a path
    expect((await get('/sdk/v9.8.6/loader.js')).status).toBe(404);
    const api = await get('/api/nothing', 'text/html');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: '003' });
  });

  it('serves the API and the demo data', async () => {
    const response = await get('/api/base/site-show');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { siteon: number }).siteon).toBe(1);
  });

  it('says what to do when nothing is built', async () => {
    const bare = await startServer({ port: 0, host: '127.0.0.1', products: 20, quiet: true, distDir: join(dist, 'missing') });
    try {
      const page = await fetch(`${bare.url}/cart?lang=en_US`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('The storefront is not built yet: run npm run build');
      expect((await fetch(`${bare.url}/sdk/loader.js`)).status).toBe(503);
    } finally {
      await bare.close();
    }
  });

  it('(last) answers /healthz and /readyz; not ready a migration behind; a stop finishes every request it received and takes no new one', async () => {
    // the last test of this server: it stops it
    const running = server;
    if (!running) throw new Error('no server');
    server = undefined;
    let closed = false;
    try {
      const get = async (path: string) => {
        const response = await fetch(`${running.url}${path}`);
        return [response.status, await response.json(), response.headers.get('cache-control')];
      };
      expect(await get('/healthz')).toEqual([200, { status: 'ok' }, 'no-store']);
      expect(await get('/readyz')).toEqual([200, { status: 'ready' }, 'no-store']);
      // a node whose code expects a migration the database lacks is not ready
      const { rows } = await running.db.query<{ name: string }>('select name from schema_migrations order by name desc limit 1');
      const last = rows[0]?.name ?? '';
      await running.db.query('delete from schema_migrations where name = $1', [last]);
      expect(await get('/readyz')).toEqual([503, { status: 'unready', reason: 'migrations', pending: [last] }, 'no-store']);
      await running.db.query('insert into schema_migrations (name, applied_at) values ($1, 0)', [last]);
      expect((await get('/readyz'))[0]).toBe(200);

      // 20 searches under way when the stop comes: each is answered in full
      let received = 0;
      const allReceived = new Promise<void>((resolve) => {
        running.http.on('request', () => {
          received += 1;
          if (received === 20) resolve();
        });
      });
      const searches = Array.from({ length: 20 }, (_, i) =>
        fetch(`${running.url}/api/mallpcapi/product/productQuery?keyword=${i % 2 ? 'tornillo' : 'cable'}&pageNum=${i + 1}`, {
          headers: { connection: 'close' },
        }).then(async (response) => [response.status, ((await response.json()) as { success?: boolean }).success]),
      );
      await allReceived;
      const stopped = running.close().then(() => (closed = true));
      expect(await Promise.all(searches)).toEqual(Array.from({ length: 20 }, () => [200, true]));
      await stopped;
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    } finally {
      if (!closed) await running.close();
    }
  });
});

describe('compressed bundles (registerWeb)', () => {
  const script = `export const words = ${JSON.stringify('palabra '.repeat(400))};\n`;
  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['', undefined, (b: Buffer) => b],
  ] as const)(
    'Accept-Encoding "%s" gets the build\'s %s file, on every path, the script byte for byte',
    async (accept, encoding, decode) => {
      const dist = await mkdtemp(join(tmpdir(), 'vitrina-dist-'));
      await mkdir(join(dist, 'sdk'));
      await writeFile(join(dist, 'sdk', 'integrity.json'), JSON.stringify({ version: '1.2.3', files: {} }));
      await writeFile(join(dist, 'sdk', 'runtime-AbCd1_-.js'), script);
      await writeFile(join(dist, 'sdk', 'runtime-AbCd1_-.js.gz'), gzipSync(script));
      await writeFile(join(dist, 'sdk', 'runtime-AbCd1_-.js.br'), brotliCompressSync(script));
      const app = Fastify();
      try {
        await registerWeb(app, dist, { production: true });
        for (const url of ['/sdk/runtime-AbCd1_-.js', '/sdk/retry/runtime-AbCd1_-.js', '/sdk/v1.2.3/runtime-AbCd1_-.js']) {
          const response = await app.inject({ url, headers: accept ? { 'accept-encoding': accept } : {} });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-encoding'], url).toBe(encoding);
          expect(response.headers['content-type'], url).toMatch(/^application\/javascript/);
          expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
          expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
          expect(decode(response.rawPayload).toString(), url).toBe(script);
          if (encoding) expect(response.rawPayload.length, url).toBeLessThan(script.length / 10);
        }
      } finally {
        await app.close();
        await rm(dist, { recursive: true, force: true });
      }
    },
  );
});

describe('a pinned release in production (registerWeb)', () => {
  it('serves every file of /sdk/v<version>/ as immutable, the evergreen loader as no-cache', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'vitrina-dist-'));
    await mkdir(join(dist, 'sdk'));
    await writeFile(join(dist, 'sdk', 'loader.js'), 'void 0');
    await writeFile(join(dist, 'sdk', 'integrity.json'), JSON.stringify({ version: '1.2.3', files: {} }));
    const app = Fastify();
    try {
      await registerWeb(app, dist, { production: true });
      const cache = async (url: string) => {
        const response = await app.inject({ url });
        return `${response.statusCode} ${response.headers['cache-control']}`;
      };
      expect(await cache('/sdk/v1.2.3/loader.js')).toBe('200 public, max-age=31536000, immutable');
      expect(await cache('/sdk/loader.js')).toBe('200 no-cache');
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('CORS allow-list (CORS_ORIGINS)', () => {
  it('answers listed origins only', async () => {
    const db = await openDb();
    const uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-cors-'));
    try {
      await ensureSeeded(db, { products: 20 });
      const app = await createApp({ db, uploadsDir, corsOrigins: ['https://partner.example'] });
      const from = (origin: string) => app.inject({ method: 'GET', url: '/api/base/site-show', headers: { origin } });
      expect((await from('https://partner.example')).headers['access-control-allow-origin']).toBe('https://partner.example');
      expect((await from('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      // the calls outside the /api scope that the partner-page forms make (issue 11): the same list
      for (const [method, url] of [
        ['POST', '/api/mallpcapi/upload/file'],
        ['GET', '/api/mallpcapi/proxyMerchantOnboarding/checkStatus'],
        ['POST', '/api/mallpcapi/proxyMerchantOnboarding/saveApply'],
      ] as const) {
        const call = (origin: string) => app.inject({ method, url, headers: { origin } });
        expect((await call('https://partner.example')).headers['access-control-allow-origin'], url).toBe('https://partner.example');
        expect((await call('https://evil.example')).headers['access-control-allow-origin'], url).toBeUndefined();
      }
      await app.close();
    } finally {
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });
});
