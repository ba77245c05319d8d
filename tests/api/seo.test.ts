// Issue 18: every storefront page answered by the server with its head (title, description,
// canonical on PUBLIC_URL, hreflang, Open Graph, JSON-LD), its real status, robots.txt and the
// sitemaps, and caching that cannot leak a member's data. Injected into the app with the web
// layer on a minimal built shell, on both database engines.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import type { GoodsDetail } from '../../src/core/contract/types-discovery';
import { registerWeb } from '../../server/src/web';
import { openFileStore } from '../../server/src/services/files/open-file-store';
import { PREVIEW_MAX_BYTES, previewImage, rasterize } from '../../server/src/web/preview-image';
import { describeBackends } from './support/backends';
import { login } from './support/client';

const ORIGIN = 'https://shop.example';
const SHELL = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<title>Vitrina</title>
<link rel="stylesheet" href="/sdk/storefront.css">
</head>
<body>
<vitrina-storefront></vitrina-storefront>
</body>
</html>
`;

interface JsonOffer {
  '@type': string;
  price?: number;
  highPrice?: number;
  offers?: JsonOffer[];
  seller: { name: string };
}
interface JsonProduct {
  offers: JsonOffer;
}

/** The head's pieces a crawler reads. */
function readHead(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    lang: attr(/<html lang="([^"]+)"/),
    title: decode(attr(/<title>([^<]*)<\/title>/)),
    description: decode(attr(/<meta name="description" content="([^"]*)"/)),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    canonical: decode(attr(/<link rel="canonical" href="([^"]*)"/)),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${decode(m[2])}`),
    og: Object.fromEntries([...html.matchAll(/<meta property="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], decode(m[2])])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    ),
    head: html.slice(0, html.indexOf('</head>')),
  };
}

describeBackends(
  'server-rendered pages (head, status, robots, sitemaps, caching)',
  (api) => {
    let dist = '';
    let goodsId = 0;
    beforeAll(async () => {
      dist = await mkdtemp(join(tmpdir(), 'vitrina-seo-'));
      await mkdir(join(dist, 'sdk'));
      await mkdir(join(dist, 'storefront'));
      await writeFile(join(dist, 'storefront', 'index.html'), SHELL);
      const manifest = { widgets: { 'product-detail': 'w-product-detail-Ab1.js' }, i18n: { core: { es_MX: 'i18n-core-es_MX-Cd2.js' } } };
      await writeFile(join(dist, 'sdk', 'manifest.json'), JSON.stringify(manifest));
      await registerWeb(api.app, dist, { db: api.db });
      const { rows } = await api.db.query<{ id: number }>('select id from goods where market_enable = 1 and stock > 0 order by id limit 1');
      goodsId = Number(rows[0]?.id);
    });
    afterAll(() => rm(dist, { recursive: true, force: true }));

    /** What the product page's own call answers (the widget reads its price from it). */
    const productDetail = async (id: number, lang: string) =>
      (await api.inject({ method: 'GET', url: `/api/mallpcapi/product/productDetail?goodsId=${id}&lang=${lang}` })).json<
        MallReply<GoodsDetail>
      >().result;
    const page = (url: string, headers: Record<string, string> = {}) =>
      api.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

    it('writes a product’s head from its data: canonical on PUBLIC_URL whatever the Host, hreflang, Open Graph, Product JSON-LD at the API’s price in MXN', async () => {
      const detail = await productDetail(goodsId, 'es_MX');
      const response = await page(`/goods/${goodsId}`, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      expect(response.statusCode).toBe(200);
      const head = readHead(response.body);
      expect(head.lang).toBe('es-MX');
      expect(head.title).toBe(`${detail.name} | ${detail.shop.shopName} | Vitrina Mayoreo`);
      expect(head.description).toContain(detail.shop.shopName);
      expect(head.description).toMatch(/MXN/);
      expect(head.robots).toBeUndefined();
      expect(head.canonical).toBe(`${ORIGIN}/goods/${goodsId}`);
      expect(head.alternates).toEqual([
        `es-MX ${ORIGIN}/goods/${goodsId}`,
        `en-US ${ORIGIN}/goods/${goodsId}?lang=en_US`,
        `zh-CN ${ORIGIN}/goods/${goodsId}?lang=zh_CN`,
        `x-default ${ORIGIN}/goods/${goodsId}`,
      ]);
      expect(response.body).not.toContain('evil.example');
      expect(head.og).toMatchObject({
        'og:type': 'product',
        'og:url': `${ORIGIN}/goods/${goodsId}`,
        'og:image': expect.stringMatching(new RegExp(`^${ORIGIN}/og/goods/${goodsId}-[A-Za-z0-9_-]{16}\\.png$`)),
        'og:image:type': 'image/png',
        'og:image:width': '1200',
        'og:image:height': '630',
        'product:price:amount': detail.price.toFixed(2),
        'product:price:currency': 'MXN',
        'product:availability': 'in stock',
      });
      const product = head.jsonLd.find((block) => block['@type'] === 'Product') as unknown as JsonProduct;
      expect(product).toMatchObject({ name: detail.name, brand: { name: detail.brandName }, image: detail.images });
      const offers = product.offers.offers ?? [product.offers];
      expect(offers[0]).toMatchObject({
        '@type': 'Offer',
        price: detail.price,
        priceCurrency: 'MXN',
        availability: 'https://schema.org/InStock',
      });
      expect(offers[0]?.seller.name).toBe(detail.shop.shopName);
      if (product.offers['@type'] === 'AggregateOffer') expect(product.offers.highPrice).toBe(detail.price);
      const crumbs = head.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { name: string }[] };
      expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Inicio', detail.categoryName, detail.name]);
      expect(response.body).toContain(`<link rel="preload" as="image" href="${detail.images[0]}" fetchpriority="high">`);
      // the chunks the page asks for next, fetched at once rather than one after another
      expect(head.head).toContain('<link rel="modulepreload" href="/sdk/w-product-detail-Ab1.js">');
      expect(head.head).toContain('<link rel="modulepreload" href="/sdk/i18n-core-es_MX-Cd2.js">');

      // a link-preview fetcher (Accept: */*) reads the same head; ?lang= another language
      const preview = await page(`/goods/${goodsId}`, { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0' });
      expect(readHead(preview.body).head).toBe(head.head);
      const english = readHead((await page(`/goods/${goodsId}?lang=en_US`)).body);
      const enName = (await productDetail(goodsId, 'en_US')).name;
      expect(english).toMatchObject({ lang: 'en-US', canonical: `${ORIGIN}/goods/${goodsId}?lang=en_US` });
      expect(english.title?.startsWith(enName)).toBe(true);
      expect(english.description).toMatch(/^.+, from .+\. From MXN/);
    });

    it('serves each link preview as a 1200×630 PNG from the shared file store, at a URL that changes with the image, cached for a year', async () => {
      const head = readHead((await page(`/goods/${goodsId}`)).body);
      const url = head.og['og:image'] ?? '';
      expect(head.head).toContain(`<meta name="twitter:image" content="${url}">`);
      const path = url.slice(ORIGIN.length);
      // the page names it without drawing it: no HTML answer waits for a render
      expect(await api.app.services.uploads.files.exists(`previews${path.slice('/og'.length)}`)).toBe(false);
      const png = await api.app.inject({ method: 'GET', url: path });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = png.rawPayload;
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      // IHDR: width and height, big-endian, right after the signature and the chunk's length and name
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(bytes.length).toBeGreaterThan(1_000);
      expect(bytes.length).toBeLessThan(PREVIEW_MAX_BYTES);
      const revalidated = await api.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': String(png.headers.etag) } });
      expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
      // rendered once, into the store every node reads
      expect(await api.app.services.uploads.files.exists(`previews${path.slice('/og'.length)}`)).toBe(true);
      // two nodes (two stores on one database or disk, each with its own in-process guard) racing
      // to draw a missing preview both end with it
      const key = `previews${path.slice('/og'.length)}`;
      await api.app.services.uploads.files.delete(key);
      const node = () => openFileStore(api.app.services.uploads.files.name, { db: api.db, clock: Date.now, uploadsDir: api.uploadsDir });
      const raced = await Promise.all([previewImage(api.db, node(), 'goods', goodsId), previewImage(api.db, node(), 'goods', goodsId)]);
      expect(raced.map((p) => p?.path)).toEqual([path, path]);
      expect((await api.app.inject({ method: 'GET', url: path })).rawPayload).toEqual(bytes);
      // a shop's logo and the site's (home) too
      expect(readHead((await page('/')).body).og['og:image']).toMatch(new RegExp(`^${ORIGIN}/og/site/1-[A-Za-z0-9_-]{16}\\.png$`));
      expect(readHead((await page('/shop/1')).body).og['og:image']).toMatch(new RegExp(`^${ORIGIN}/og/shop/1-[A-Za-z0-9_-]{16}\\.png$`));
      // the picture shows the brand's name: renaming the brand redraws it, under a new URL
      const { rows } = await api.db.query<{ id: number; name: string }>(
        'select b.id, b.name from brand b join goods g on g.brand_id = b.id where g.id = $1',
        [goodsId],
      );
      const brand = rows[0];
      await api.db.query(`update brand set name = 'Otra Marca' where id = $1`, [brand?.id]);
      try {
        const renamed = readHead((await page(`/goods/${goodsId}`)).body).og['og:image'];
        expect(renamed).toMatch(/\.png$/);
        expect(renamed).not.toBe(url);
        expect((await api.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
        expect((await api.app.inject({ method: 'GET', url: renamed?.slice(ORIGIN.length) ?? '' })).statusCode).toBe(200);
        expect(await api.app.services.uploads.files.exists(`previews${renamed?.slice(`${ORIGIN}/og`.length)}`)).toBe(true);
        // a stale or made-up version draws nothing
        const other = (await api.db.query<{ id: number }>('select id from goods where id <> $1 order by id limit 1', [goodsId])).rows[0]
          ?.id;
        const made = `/og/goods/${other}-AAAAAAAAAAAAAAAA.png`;
        expect((await api.app.inject({ method: 'GET', url: made })).statusCode).toBe(404);
        expect(await api.app.services.uploads.files.list(`previews/goods`)).not.toContainEqual(
          expect.objectContaining({ key: expect.stringMatching(new RegExp(`^previews/goods/${other}-`)) }),
        );
      } finally {
        await api.db.query('update brand set name = $1 where id = $2', [brand?.name, brand?.id]);
      }
      for (const bad of [
        '/og/goods/99999999-AAAAAAAAAAAAAAAA.png',
        '/og/members/1-AAAAAAAAAAAAAAAA.png',
        '/og/goods/1.png',
        '/og/goods/..%2f1.png',
      ]) {
        expect((await api.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
      }
      // a renderer failure is no image, not an error
      expect(await rasterize('<svg')).toBeUndefined();
      expect(await rasterize(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(70_000)}</svg>`)).toBeUndefined();
    });

    it('escapes a goods named like markup in the title, attributes and JSON-LD', async () => {
      const evil = `</script><script>alert(1)</script>"' & <b>x</b> \u2028`;
      const { rows } = await api.db.query<{ name_es: string }>('select name_es from goods where id = $1', [goodsId]);
      await api.db.query('update goods set name_es = $1 where id = $2', [evil, goodsId]);
      try {
        const response = await page(`/goods/${goodsId}`);
        expect(response.body).not.toContain('<script>alert');
        expect(response.body).not.toContain('<b>x</b>');
        const head = readHead(response.body);
        expect(head.title?.startsWith(evil)).toBe(true);
        expect(head.og['og:title']?.startsWith(evil)).toBe(true);
        expect((head.jsonLd.find((b) => b['@type'] === 'Product') as { name: string }).name).toBe(evil);
        // one data block per JSON-LD object and nothing executable
        expect(response.body.match(/<script/g)?.length).toBe(head.jsonLd.length);
      } finally {
        await api.db.query('update goods set name_es = $1 where id = $2', [rows[0]?.name_es, goodsId]);
      }
    });

    it('answers missing pages 404, delisted goods 410, a legacy URL 301, the switched-off site 503, each with the storefront page', async () => {
      const status = async (url: string) => {
        const response = await page(url);
        expect(response.body, url).toContain('<vitrina-storefront>');
        return [response.statusCode, readHead(response.body).robots];
      };
      expect(await status('/goods/99999999')).toEqual([404, 'noindex']);
      expect(await status('/goods/abc')).toEqual([404, 'noindex']);
      expect(await status('/no/such/page')).toEqual([404, 'noindex']);
      expect(await status('/shop/999999')).toEqual([404, 'noindex']);
      expect(await status('/help/999999999')).toEqual([404, 'noindex']);
      expect(await status('/404')).toEqual([404, 'noindex']);
      expect(await status('/shop/1')).toEqual([200, undefined]);
      // only members, buyers mid-purchase and searchers see these: not for search engines
      for (const url of ['/member/my-order', '/cart', '/checkout/pay', '/login', '/search?keyword=cable', '/goods?keyword=cable']) {
        expect(await status(url), url).toEqual([200, 'noindex']);
      }
      await api.db.query('update goods set market_enable = 0 where id = $1', [goodsId]);
      try {
        expect(await status(`/goods/${goodsId}`)).toEqual([410, 'noindex']);
      } finally {
        await api.db.query('update goods set market_enable = 1 where id = $1', [goodsId]);
      }
      const moved = await page(`/productDetail?goodsId=${goodsId}&lang=zh_CN`, { host: 'evil.example' });
      expect([moved.statusCode, moved.headers.location]).toEqual([301, `${ORIGIN}/goods/${goodsId}?lang=zh_CN`]);
      await api.db.query('update site set siteon = 0 where id = 1');
      try {
        const closed = await page('/');
        expect([closed.statusCode, closed.headers['retry-after'], closed.headers['cache-control']]).toEqual([503, '300', 'no-cache']);
      } finally {
        await api.db.query('update site set siteon = 1 where id = 1');
      }
      // not a page: no HTML for an image or a bundle
      expect((await page('/favicon.ico', { accept: 'image/*' })).statusCode).toBe(404);
    });

    it('writes home, listing, shop and document heads: Organization, WebSite + SearchAction, ItemList, breadcrumbs', async () => {
      const home = readHead((await page('/')).body);
      expect(home.title).toBe('Vitrina Mayoreo');
      expect(home.head).not.toContain('w-product-detail');
      // the first banner, the home page's largest paint, is fetched with the HTML
      expect(home.head).toMatch(/<link rel="preload" as="image" href="https:\/\/shop\.example\/[^"]+" fetchpriority="high">/);
      expect(home.canonical).toBe(`${ORIGIN}/`);
      expect(home.jsonLd.map((b) => b['@type'])).toEqual(['Organization', 'WebSite']);
      expect(home.jsonLd[1]).toMatchObject({
        potentialAction: { '@type': 'SearchAction', target: `${ORIGIN}/search?keyword={search_term_string}` },
      });
      const { rows } = await api.db.query<{ grand_id: number; n: number }>(
        'select grand_id, count(*)::int as n from goods where market_enable = 1 group by grand_id order by grand_id limit 1',
      );
      const grand = rows[0];
      const listing = readHead((await page(`/goods?productCateGrandId=${grand?.grand_id}&sort=price_asc&utm_source=x`)).body);
      expect(listing.canonical).toBe(`${ORIGIN}/goods?productCateGrandId=${grand?.grand_id}`);
      expect(listing.description).toContain(`${grand?.n} productos`);
      const list = listing.jsonLd.find((b) => b['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { url: string }[] };
      expect(list.numberOfItems).toBe(grand?.n);
      expect(list.itemListElement[0]?.url).toMatch(new RegExp(`^${ORIGIN}/goods/\\d+$`));
      const shop = readHead((await page('/shop/1')).body);
      expect(shop.jsonLd.map((b) => b['@type'])).toEqual(['Store', 'BreadcrumbList']);
      const policy = readHead((await page('/policy?lang=en_US')).body);
      expect(policy).toMatchObject({ lang: 'en-US', canonical: `${ORIGIN}/policy?lang=en_US` });
      expect(policy.description?.length).toBeGreaterThan(20);
    });

    it('serves robots.txt and sitemaps that list every listed goods once, shops, categories and documents', async () => {
      const robots = await api.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      for (const path of ['/member', '/cart', '/checkout']) expect(robots.body).toContain(`Disallow: ${path}\n`);
      expect(robots.body).not.toMatch(/Disallow: \/goods\n/);
      const index = await api.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.headers['content-type']).toContain('application/xml');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(files).toEqual(['products', 'shops', 'categories', 'documents'].map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`));
      const locs = async (file: string) => {
        const response = await api.app.inject({ method: 'GET', url: file.slice(ORIGIN.length) });
        expect(response.statusCode).toBe(200);
        return [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      };
      const products = await locs(files[0] ?? '');
      const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from goods where market_enable = 1');
      expect(products.length).toBe(rows[0]?.n);
      expect(new Set(products).size).toBe(products.length);
      expect((await api.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body).toContain(
        `hreflang="en-US" href="${ORIGIN}/goods/${goodsId}?lang=en_US"`,
      );
      expect(await locs(files[1] ?? '')).toContain(`${ORIGIN}/shop/1`);
      expect((await locs(files[2] ?? '')).some((u) => u.includes('productCateId='))).toBe(true);
      expect(await locs(files[3] ?? '')).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/policy`, `${ORIGIN}/terms`]));
      expect((await api.app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' })).statusCode).toBe(404);
      expect((await api.app.inject({ method: 'GET', url: '/sitemaps/members-1.xml' })).statusCode).toBe(404);
    });

    it('dates each sitemap entry by its last change: an edit of the goods or a sku price moves lastmod, an order’s sales do not', async () => {
      const lastmod = async (file: string, loc: string) => {
        const body = (await api.app.inject({ method: 'GET', url: `/sitemaps/${file}` })).body;
        return new RegExp(`<loc>${loc.replace(/[?.]/g, '\\$&')}</loc><lastmod>([0-9-]+)</lastmod>`).exec(body)?.[1];
      };
      const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
      const row = async () =>
        (
          await api.db.query<{ created_at: number; updated_at: number; shop_id: number; price_cents: number }>(
            'select created_at, updated_at, shop_id, price_cents from goods where id = $1',
            [goodsId],
          )
        ).rows[0];
      const before = await row();
      // backfilled from created_at; put back there so this test sees a move whatever ran before it
      await api.db.query('update goods set updated_at = created_at where id = $1', [goodsId]);
      const created = day(Number(before?.created_at));
      expect(await lastmod('products-1.xml', `${ORIGIN}/goods/${goodsId}`)).toBe(created);
      const untouched = await api.db.query<{ n: number }>('select count(*)::int as n from goods where updated_at < created_at');
      expect(untouched.rows[0]?.n).toBe(0);
      await api.db.query('update goods set sales = sales + 1 where id = $1', [goodsId]);
      expect(Number((await row())?.updated_at)).toBe(Number(before?.created_at));
      await api.db.query('update goods set price_cents = price_cents + 100 where id = $1', [goodsId]);
      const edited = await row();
      expect(Number(edited?.updated_at)).toBeGreaterThan(Number(before?.created_at));
      const today = day(Number(edited?.updated_at));
      expect(today).not.toBe(created);
      expect(await lastmod('products-1.xml', `${ORIGIN}/goods/${goodsId}`)).toBe(today);
      expect(await lastmod('shops-1.xml', `${ORIGIN}/shop/${edited?.shop_id}`)).toBe(today);
      // a sku's new price reaches its goods' date too
      await api.db.query('update goods set price_cents = $1 where id = $2', [before?.price_cents, goodsId]);
      // a writer that sets the date itself (and changes nothing the page shows) is taken at its word
      await api.db.query('update goods set updated_at = created_at where id = $1', [goodsId]);
      expect(Number((await row())?.updated_at)).toBe(Number(before?.created_at));
      await api.db.query('update sku set price_cents = price_cents + 1 where goods_id = $1', [goodsId]);
      expect(await lastmod('products-1.xml', `${ORIGIN}/goods/${goodsId}`)).toBe(today);
      await api.db.query('update sku set price_cents = price_cents - 1 where goods_id = $1', [goodsId]);
      await api.db.query('update goods set sales = sales - 1 where id = $1', [goodsId]);
    });

    it('caches public pages by ETag, the same for a member as for a visitor, and a new ETag when the goods changes', async () => {
      const token = await login(api);
      const visitor = await page(`/goods/${goodsId}`);
      const member = await page(`/goods/${goodsId}`, {
        authorization: token,
        cookie: `access_token=${token}; refresh_token=x; vitrina_locale=en_US`,
      });
      expect(member.body).toBe(visitor.body);
      expect(member.headers.etag).toBe(visitor.headers.etag);
      expect(visitor.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(visitor.headers['content-security-policy']).toContain("script-src 'self'");
      const again = await page(`/goods/${goodsId}`, { 'if-none-match': String(visitor.headers.etag) });
      expect([again.statusCode, again.body]).toEqual([304, '']);
      const { rows } = await api.db.query<{ price_cents: number }>('select price_cents from goods where id = $1', [goodsId]);
      await api.db.query('update goods set price_cents = price_cents + 100 where id = $1', [goodsId]);
      try {
        const repriced = await page(`/goods/${goodsId}`, { 'if-none-match': String(visitor.headers.etag) });
        expect(repriced.statusCode).toBe(200);
        expect(repriced.headers.etag).not.toBe(visitor.headers.etag);
      } finally {
        await api.db.query('update goods set price_cents = $1 where id = $2', [rows[0]?.price_cents, goodsId]);
      }
      // a member's page is not for shared caches
      expect((await page('/member/my-order')).headers['cache-control']).toBe('no-cache');
    });
  },
  { publicUrl: ORIGIN },
  // sitemaps are read from the database in batches: on both engines
  'both',
);
