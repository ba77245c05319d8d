// The browse pieces the API served and the storefront did not use: a label's listing behind a
// home module's "more", brand pages and the brand directory, related goods under the product
// detail, /productDetail and bad ids, and the reviews' filter chips. Chromium against the real API.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import type { BrandPage, BrandProductPage, HomepageModule, LabelProductPage } from '../../src/core/contract/types-browse';
import { e2eSuite } from './support/suite';
import { frames, productHydrated, settle } from './support/page-state';

const { stack, browser } = e2eSuite();

const PAGE_SIZE = 24;
const LOCALES = ['es_MX', 'en_US', 'zh_CN'] as const;
type Locale = (typeof LOCALES)[number];

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const pd = (page: Page, selector: string) => page.locator(`vitrina-product-detail >> ${selector}`);
const api = async <T>(path: string, lang: Locale = 'es_MX'): Promise<T> => {
  const reply = (await (
    await fetch(`${stack.url}/api/mallpcapi/${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
  ).json()) as MallReply<T>;
  if (!reply.success) throw new Error(`${path}: ${reply.message}`);
  return reply.result;
};
const plain = async <T>(path: string): Promise<T> => (await (await fetch(`${stack.url}/api${path}`)).json()) as T;

async function newPage(width = 1280, height = 900) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

/** The top bar's language select, as a buyer switches it. */
async function switchLocale(page: Page, locale: Locale) {
  await page.goto(stack.url + '/');
  if (locale === 'es_MX') return;
  await sf(page, '.locale select').selectOption(locale);
  await page.waitForLoadState('load');
  const placeholder = locale === 'en_US' ? 'Search products, brands and shops' : '搜索商品、品牌和店铺';
  await expect.poll(() => page.locator('vitrina-search >> input').getAttribute('placeholder'), { timeout: 5000 }).toBe(placeholder);
}

const cardIds = (page: Page) =>
  sf(page, '.grid:not([aria-hidden]) .card-link').evaluateAll((links) =>
    links.map((a) => Number(a.getAttribute('href')!.split('/').pop())),
  );
/** A listed product (some seeded ids are off sale), the best seller: it has related goods. */
const listedGoodsId = async () =>
  (await api<{ list: { goodsId: number }[] }>('product/productQuery?sort=sales&pageSize=1')).list[0]!.goodsId;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('label listing (/goods?labelId)', () => {
  test('a home module\'s "more" opens exactly its label\'s goods, paged through the URL; reload and back keep the page', async () => {
    const { ctx, page, errors } = await newPage();
    const modules = await api<HomepageModule[]>('index/homepageModule');
    const module = modules[0]!;
    const first = await api<LabelProductPage>(`index/labelProductPage?labelId=${module.labelId}&pageNo=1&pageSize=${PAGE_SIZE}`);
    const second = await api<LabelProductPage>(`index/labelProductPage?labelId=${module.labelId}&pageNo=2&pageSize=${PAGE_SIZE}`);
    expect(first.total, 'the seed gives the first label more than one page').toBeGreaterThan(PAGE_SIZE);

    await page.goto(stack.url + '/');
    const more = sf(page, `.home-module[aria-labelledby="home-module-${module.moduleId}"] .section-head a`);
    await more.waitFor();
    await more.click();
    await page.waitForURL(`${stack.url}/goods?labelId=${module.labelId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe(first.labelName);
    await expect.poll(() => cardIds(page)).toEqual(first.list.map((g) => g.goodsId));
    expect(await sf(page, '.results-head [role=status]').textContent()).toContain(String(first.total));
    // no facets or sorting: a label is a hand-picked list in its own order
    expect(await sf(page, '.facets').count()).toBe(0);

    await sf(page, '.pager a[rel=next]').click();
    await page.waitForURL(`${stack.url}/goods?labelId=${module.labelId}&pageNo=2`);
    await expect.poll(() => cardIds(page)).toEqual(second.list.map((g) => g.goodsId));
    expect(await sf(page, '.results-head h1').textContent()).toBe(first.labelName);
    await page.reload();
    await expect.poll(() => cardIds(page)).toEqual(second.list.map((g) => g.goodsId));
    expect(await sf(page, '.pager a[aria-current=page]').textContent()).toBe('2');
    await page.goBack();
    await page.waitForURL(`${stack.url}/goods?labelId=${module.labelId}`);
    await expect.poll(() => cardIds(page)).toEqual(first.list.map((g) => g.goodsId));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('an empty label, an unknown label, a bad id and a page past the end each say so', async () => {
    await stack.db.query(
      `insert into product_label (id, code, name_es, name_en, name_zh) values (900, 'EMPTY', 'Colección vacía', 'Empty collection', '空专题') on conflict (id) do nothing`,
    );
    const { ctx, page, errors } = await newPage();
    const cases = [
      {
        path: '/goods?labelId=900',
        h2: 'No encontramos productos',
        text: 'Esta colección no tiene productos por ahora.',
        h1: 'Colección vacía',
      },
      {
        path: '/goods?labelId=99999',
        h2: 'Esta colección no existe',
        text: 'Puede que haya terminado o que el enlace esté mal escrito.',
        h1: null,
      },
      {
        path: '/goods?labelId=abc',
        h2: 'Esta colección no existe',
        text: 'Puede que haya terminado o que el enlace esté mal escrito.',
        h1: null,
      },
      { path: '/goods?labelId=1&pageNo=99', h2: 'No encontramos productos', text: 'Ir a la primera página', h1: null },
    ];
    for (const c of cases) {
      await page.goto(stack.url + c.path);
      const empty = sf(page, '.state.empty');
      await empty.waitFor();
      expect(await empty.locator('h2').textContent(), c.path).toBe(c.h2);
      expect(await empty.textContent(), c.path).toContain(c.text);
      expect(await sf(page, '.grid:not([aria-hidden]) .card').count(), c.path).toBe(0);
      if (c.h1) expect(await sf(page, '.results-head h1').textContent(), c.path).toBe(c.h1);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('brand pages', () => {
  test("a home brand tile opens that brand: its logo and name head the listing, its goods are the brand API's", async () => {
    const { ctx, page, errors } = await newPage();
    await page.goto(stack.url + '/');
    const tile = sf(page, '.brand a').first();
    await tile.waitFor();
    const href = (await tile.getAttribute('href'))!;
    const brandId = Number(new URL(href, stack.url).searchParams.get('brandId'));
    const expected = await api<BrandProductPage>(`supplierBrand/productPage?brandId=${brandId}&pageNo=1&pageSize=${PAGE_SIZE}`);
    await tile.click();
    await page.waitForURL(`${stack.url}/goods?brandId=${brandId}`);
    const heading = sf(page, `.results-head h1.brand-heading[data-brand-id="${brandId}"]`);
    await heading.waitFor();
    expect(await heading.textContent()).toBe(expected.brand.brandName);
    expect(await heading.locator('img').getAttribute('src')).toBe(expected.brand.logo);
    expect(await heading.locator('img').getAttribute('width')).toBe('48');
    await expect.poll(() => cardIds(page)).toEqual(expected.list.map((g) => g.goodsId));
    expect(await sf(page, '[data-filter=brand]').textContent()).toContain(expected.brand.brandName);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test("a small brand (outside the facet's biggest brands) is still named in the heading, chip and facet; an unknown brand says so", async () => {
    const all = await api<BrandPage>('index/queryBrandPage?pageNo=1&pageSize=100');
    const small = all.list[all.list.length - 1]!;
    const facets = await api<{ brands: { brandId: number }[] }>(`product/productFacets?brandId=${small.brandId}`);
    expect(
      facets.brands.some((b) => b.brandId === small.brandId),
      'the smallest brand is outside the facet',
    ).toBe(false);
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/goods?brandId=${small.brandId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe(small.brandName);
    await expect.poll(() => sf(page, '[data-filter=brand]').textContent()).toContain(small.brandName);
    expect(await sf(page, '[data-facet=brand] a[aria-current=true]').textContent()).toBe(small.brandName);

    await page.goto(`${stack.url}/goods?brandId=99999`);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe('Esta marca no existe');
    await sf(page, '.state.empty').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('"all brands" lists the brands, paged, and a brand there opens its goods', async () => {
    const { ctx, page, errors } = await newPage();
    const first = await api<BrandPage>(`index/queryBrandPage?pageNo=1&pageSize=${PAGE_SIZE}`);
    const second = await api<BrandPage>(`index/queryBrandPage?pageNo=2&pageSize=${PAGE_SIZE}`);
    expect(first.total).toBeGreaterThan(PAGE_SIZE);
    await page.goto(stack.url + '/');
    const all = sf(page, '[aria-labelledby=home-brands] .section-head a');
    await all.waitFor();
    await all.click();
    await page.waitForURL(`${stack.url}/goods?view=brands`);
    const names = () => sf(page, '.brands-page .brand-name').allTextContents();
    await expect.poll(names).toEqual(first.list.map((b) => b.brandName));
    expect(await sf(page, '.results-head [role=status]').textContent()).toContain(String(first.total));
    await sf(page, '.pager a[rel=next]').click();
    await page.waitForURL(`${stack.url}/goods?view=brands&pageNo=2`);
    await expect.poll(names).toEqual(second.list.map((b) => b.brandName));
    const brand = second.list[0]!;
    await sf(page, `.brands-page .brand a[href="/goods?brandId=${brand.brandId}"]`).click();
    await page.waitForURL(`${stack.url}/goods?brandId=${brand.brandId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe(brand.brandName);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('headings in three languages', () => {
  test.each(LOCALES)("%s: the label listing is headed by the label's name, the brand directory by its title", async (locale) => {
    const titles: Record<Locale, string> = { es_MX: 'Todas las marcas', en_US: 'All brands', zh_CN: '全部品牌' };
    const modules = await api<HomepageModule[]>('index/homepageModule', locale);
    const label = await api<LabelProductPage>(`index/labelProductPage?labelId=${modules[1]!.labelId}&pageSize=1`, locale);
    const { ctx, page, errors } = await newPage();
    await switchLocale(page, locale);
    await page.goto(`${stack.url}/goods?labelId=${label.labelId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent(), { timeout: 5000 }).toBe(label.labelName);
    await page.goto(`${stack.url}/goods?view=brands`);
    await expect.poll(() => sf(page, '.results-head h1').textContent(), { timeout: 5000 }).toBe(titles[locale]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('product detail: related goods, routes and bad ids', () => {
  test('related goods load only when scrolled near, keep their box, and open in-app', async () => {
    const goodsId = await listedGoodsId();
    const related = await api<{ goodsId: number }[]>(`product/productGoods?goodsId=${goodsId}&num=10`);
    expect(related.length).toBeGreaterThan(2);
    const { ctx, page, errors } = await newPage(1280, 600);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/product/productGoods') && asked.push(r.url()));
    await page.goto(`${stack.url}/goods/${goodsId}`);
    const section = pd(page, 'section.related');
    await section.waitFor({ state: 'attached' });
    // the page is drawn and at rest: an observer that thought the strip near would have asked
    await settle(page);
    await frames(page);
    expect(asked, 'not asked for before the buyer scrolls near').toEqual([]);
    expect(await pd(page, '.related-card.skeleton').count()).toBeGreaterThan(0);
    const box = (await section.boundingBox())!;
    expect(box.y, 'the strip starts well below the fold (600 px + 300 px ahead)').toBeGreaterThan(900);
    const before = box.height;

    await section.scrollIntoViewIfNeeded();
    await pd(page, '.related-card a').first().waitFor();
    expect(asked.length).toBe(1);
    const after = (await section.boundingBox())!.height;
    expect(Math.abs(after - before), 'no layout shift when the strip arrives').toBeLessThanOrEqual(1);
    const hrefs = await pd(page, '.related-card a').evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs).toEqual(related.map((g) => `/goods/${g.goodsId}`));
    const img = pd(page, '.related-card img').first();
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['160', '160']);

    // through the widget's navigate: the storefront routes in-app, no page load
    await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
    await pd(page, '.related-card a').first().click();
    await page.waitForURL(`${stack.url}${hrefs[0]}`);
    await expect.poll(() => pd(page, 'article.pd').getAttribute('data-goods-id')).toBe(String(related[0]!.goodsId));
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/productDetail?goodsId=N shows the same product as /goods/N', async () => {
    const goodsId = await listedGoodsId();
    const { ctx, page, errors } = await newPage();
    const shown: { id: string | null; name: string | null }[] = [];
    for (const path of [`/goods/${goodsId}`, `/productDetail?goodsId=${goodsId}`]) {
      await page.goto(stack.url + path);
      await pd(page, 'article.pd h1.name').waitFor();
      shown.push({ id: await pd(page, 'article.pd').getAttribute('data-goods-id'), name: await pd(page, 'h1.name').textContent() });
    }
    const detail = await api<{ name: string }>(`product/productDetail?goodsId=${goodsId}`);
    expect(shown).toEqual([
      { id: String(goodsId), name: detail.name },
      { id: String(goodsId), name: detail.name },
    ]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test.each([
    ['/goods/abc', 'storefront', 'Página no encontrada'],
    ['/productDetail?goodsId=-3', 'storefront', 'Página no encontrada'],
    ['/goods/99999999', 'widget', 'Este producto no está disponible'],
    ['/productDetail?goodsId=99999999', 'widget', 'Este producto no está disponible'],
  ] as const)('%s shows a clear not-found state (%s)', async (path, where, title) => {
    const { ctx, page, errors } = await newPage();
    await page.goto(stack.url + path);
    const heading = where === 'storefront' ? sf(page, '.notice h1') : pd(page, '.pd-missing h1');
    await heading.waitFor();
    expect(await heading.textContent()).toBe(title);
    if (where === 'widget') {
      expect(await pd(page, '.pd-missing button').count(), 'no pointless retry').toBe(0);
      await pd(page, '.pd-missing a').click();
      await page.waitForURL(`${stack.url}/goods`);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('reviews filter chips', () => {
  test("chips carry the API's counts and filter by grade and photos; an empty filter is disabled", async () => {
    type Counts = { all_count: number; good_count: number; neutral_count: number; bad_count: number; image_count: number };
    // a product with at least one review of each kind and one with photos, at most a page of each
    let goodsId = 0;
    let counts: Counts | undefined;
    for (let id = 1; id <= 200 && !counts; id++) {
      const c = await plain<Counts>(`/buyer/members/comments/goods/${id}/count`);
      if (c.good_count && c.bad_count && c.image_count && c.all_count <= 10) [goodsId, counts] = [id, c];
    }
    if (!counts) throw new Error('seed has no product with good, bad and photo reviews');
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/goods/${goodsId}`);
    await productHydrated(page);
    await pd(page, '.details [role=tab]').nth(1).click();
    const chip = (c: string) => pd(page, `.chips [data-chip=${c}]`);
    await expect.poll(() => chip('all').textContent()).toBe(`Todas (${counts.all_count})`);
    expect(await chip('good').textContent()).toBe(`Positivas (${counts.good_count})`);
    expect(await chip('neutral').textContent()).toBe(`Neutrales (${counts.neutral_count})`);
    expect(await chip('bad').textContent()).toBe(`Negativas (${counts.bad_count})`);
    expect(await chip('photos').textContent()).toBe(`Con fotos (${counts.image_count})`);
    expect(await chip('neutral').isDisabled()).toBe(counts.neutral_count === 0);
    await expect.poll(() => pd(page, '.feed .entry').count()).toBe(counts.all_count);

    for (const [c, grade, n] of [
      ['bad', 'bad', counts.bad_count],
      ['good', 'good', counts.good_count],
    ] as const) {
      await chip(c).click();
      expect(await chip(c).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => pd(page, '.feed .entry').count()).toBe(n);
      expect(new Set(await pd(page, '.feed .entry').evaluateAll((es) => es.map((e) => e.getAttribute('data-grade'))))).toEqual(
        new Set([grade]),
      );
    }
    await chip('photos').click();
    await expect.poll(() => pd(page, '.feed .entry').count()).toBe(counts.image_count);
    expect(await pd(page, '.feed .entry .photos').count()).toBe(counts.image_count);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('360 px', () => {
  test('label listing, brand page, brand directory and the related strip fit without horizontal scroll', async () => {
    const { ctx, page, errors } = await newPage(360, 800);
    const goodsId = await listedGoodsId();
    for (const path of ['/goods?labelId=1', '/goods?labelId=1&pageNo=2', '/goods?brandId=1', '/goods?view=brands', `/goods/${goodsId}`]) {
      await page.goto(stack.url + path);
      await settle(page);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    // the strip scrolls inside itself, not the page
    await pd(page, 'section.related').scrollIntoViewIfNeeded();
    const row = pd(page, '.related-row:not([aria-hidden])');
    await row.waitFor();
    const sizes = await row.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.client).toBeLessThanOrEqual(360);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
