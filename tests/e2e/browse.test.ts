// The browse part of the storefront in Chromium against the real API: home, the listing with its
// facets and URL state, shops, narrow screens and the three languages.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { GrandCategory, MallReply } from '../../src/core/contract/types';
import type { IndexBanner, ShopPage } from '../../src/core/contract/types-browse';
import { e2eSuite } from './support/suite';
import { settle } from './support/page-state';

const { stack, browser } = e2eSuite({ products: 2500 });

// Enough goods that one brand inside one category, in stock and in a price range, spans pages.

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const api = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${stack.url}/api/mallpcapi/${path}`)).json()) as MallReply<T>).result;

async function newPage(width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

const prices = async (page: Page) =>
  (await sf(page, '.grid:not([aria-hidden]) .card-price strong').allTextContents()).map((s) => Number(s.replace(/[^\d.]/g, '')));
const goodsIds = async (page: Page) =>
  await sf(page, '.grid:not([aria-hidden]) .card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const ascending = (list: readonly number[]) => list.every((n, i) => i === 0 || list[i - 1]! <= n);
/**
 * The prices of the listing once it shows what the new URL asks for: the grid a navigation replaces
 * stays drawn for a frame or two before its skeleton, so a grid seen right after the URL changed
 * may be the old one (CI once read it the moment it went: 0 prices).
 */
async function pricesOnce(page: Page, shows: (prices: number[]) => boolean): Promise<number[]> {
  let seen: number[] = [];
  await expect.poll(async () => shows((seen = await prices(page)))).toBe(true);
  return seen;
}

describe('browse', () => {
  test('home shows banners, modules and brands; a banner of each link type goes where it should', async () => {
    const { ctx, page, errors } = await newPage();
    await page.goto(stack.url + '/');
    await sf(page, '.banner img').first().waitFor();
    await sf(page, '.home-module .card').first().waitFor();
    await sf(page, '.brand').first().waitFor();
    expect(await sf(page, '.home-module').count()).toBe(3);
    expect(await sf(page, '.brand').count()).toBe(12);
    expect(await sf(page, '[aria-labelledby="home-popular"] .card').count()).toBe(12);
    // reserved sizes: the banner image has its intrinsic box before it loads
    expect(await sf(page, '.banner img').first().getAttribute('width')).toBe('1200');
    expect(await sf(page, '.banner img').first().getAttribute('height')).toBe('360');

    const banners = await api<IndexBanner[]>('banner/queryIndexBanner?lang=es_MX');
    expect(await sf(page, '.banner').count()).toBe(banners.length);
    const expected: Record<IndexBanner['linkType'], (value: string) => string> = {
      URL: (v) => v,
      GOODS: (v) => `/goods/${v}`,
      KEYWORD: (v) => `/search?keyword=${encodeURIComponent(v)}`,
      SHOP: (v) => `/shop/${v}`,
      CATEGORY: (v) => {
        const [grand, cate] = v.split('/');
        return cate ? `/search?productCateGrandId=${grand}&productCateId=${cate}` : `/search?productCateGrandId=${grand}`;
      },
    };
    for (const type of ['URL', 'GOODS', 'KEYWORD', 'SHOP', 'CATEGORY'] as const) {
      const index = banners.findIndex((b) => b.linkType === type);
      expect(index, type).toBeGreaterThanOrEqual(0);
      const banner = banners[index]!;
      // the numbered buttons bring a slide into view, then the slide's link is followed
      await sf(page, '.banner-nav .dot').nth(index).click();
      await sf(page, `.banner >> nth=${index} >> a`).click();
      await page.waitForURL((url) => url.pathname + url.search === expected[type](banner.linkValue));
      if (type === 'GOODS') expect(new URL(page.url()).pathname).toBe(`/goods/${banner.linkValue}`);
      await page.goBack();
      await sf(page, '.banner img').first().waitFor();
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('category → brand, price and stock filters → sort by price → page 2; reload and back/forward keep it all; a card opens its product', async () => {
    const { ctx, page, errors } = await newPage();
    await page.goto(stack.url + '/');
    await sf(page, '.tile a').first().click();
    await page.waitForURL(/\/search\?productCateGrandId=1$/);
    await sf(page, '.results-head h1').getByText('Electrónica').waitFor();

    // the brand with most goods in the category
    const brand = sf(page, '[data-facet=brand] li a').nth(1);
    await brand.waitFor();
    const brandName = (await brand.locator('span').first().textContent())!;
    await brand.click();
    await page.waitForURL(/brandId=\d+/);
    expect(await sf(page, '[data-facet=brand] a[aria-current=true]').first().textContent()).toContain(brandName);

    await sf(page, 'input[name=minPrice]').fill('10');
    await sf(page, 'input[name=maxPrice]').fill('20000');
    await sf(page, '.price-form button[type=submit]').click();
    await page.waitForURL(/maxPrice=20000/);
    await sf(page, 'input[name=inStock]').check();
    await page.waitForURL(/inStock=1/);
    await sf(page, 'select[name=sort]').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    expect(query(page)).toEqual({
      productCateGrandId: '1',
      brandId: expect.stringMatching(/^\d+$/),
      minPrice: '10',
      maxPrice: '20000',
      inStock: '1',
      sort: 'price_asc',
    });

    // the sort's own page: 24 goods by rising price (the page before, unsorted, may still be drawn)
    const first = await pricesOnce(page, (list) => list.length === 24 && ascending(list));
    expect(first.every((p) => p >= 10 && p <= 20000)).toBe(true);
    expect(await sf(page, '.badge-soldout').count()).toBe(0);
    expect(await sf(page, '.active-filters a').count()).toBe(5); // category, brand, price, stock, clear all

    const page1 = await goodsIds(page);
    await sf(page, '.pager a[rel=next]').click();
    await page.waitForURL(/pageNo=2/);
    // page 2 once its goods are drawn (none of page 1's)
    await expect.poll(async () => (await goodsIds(page)).filter((id) => !page1.includes(id)).length).toBeGreaterThan(0);
    const page2 = await goodsIds(page);
    expect(page2.filter((id) => page1.includes(id))).toEqual([]);
    // page 2 from its top, though the click (on the pager, under 24 cards) left focus on the link
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    const second = await prices(page);
    expect(second).toEqual([...second].sort((a, b) => a - b));
    expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1]!);
    const url2 = page.url();

    await page.reload();
    await sf(page, '.grid:not([aria-hidden]) .card').first().waitFor();
    expect(page.url()).toBe(url2);
    expect(await goodsIds(page)).toEqual(page2);
    expect(await sf(page, '.pager a[aria-current=page]').textContent()).toBe('2');
    expect(await sf(page, 'select[name=sort]').inputValue()).toBe('price_asc');
    expect(await sf(page, 'input[name=inStock]').isChecked()).toBe(true);
    expect(await sf(page, 'input[name=minPrice]').inputValue()).toBe('10');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('pageNo') && url.searchParams.get('sort') === 'price_asc');
    await expect.poll(() => sf(page, '.pager a[aria-current=page]').textContent()).toBe('1');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    expect(await sf(page, 'select[name=sort]').inputValue()).toBe('relevance');
    await page.goForward();
    await page.goForward();
    await page.waitForURL(url2);
    await expect.poll(() => goodsIds(page)).toEqual(page2);

    const href = page2[0]!;
    await sf(page, `.card-link[href="${href}"]`).click();
    await page.waitForURL(stack.url + href);
    expect(href).toMatch(/^\/goods\/\d+$/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('a nonsense keyword shows the empty state; a failed load shows an error with a working retry', async () => {
    const { ctx, page } = await newPage();
    await page.goto(stack.url + '/search?keyword=qqqzzzxxxwww');
    await sf(page, '.state.empty').waitFor();
    expect(await sf(page, '.state.empty h2').textContent()).toBe('No encontramos productos');
    expect(await sf(page, '.grid:not([aria-hidden]) .card').count()).toBe(0);

    let fail = true;
    await page.route('**/api/mallpcapi/product/productQuery**', (route) => (fail ? route.abort() : route.continue()));
    // (a search page: the server draws a `/goods` listing's first screen, so its first load asks nothing)
    await page.goto(stack.url + '/search?sort=newest');
    await sf(page, '.state.error').waitFor();
    fail = false;
    await sf(page, '.state.error button').click();
    await sf(page, '.grid:not([aria-hidden]) .card').first().waitFor();
    await ctx.close();
  });

  test('a keyword that names a category pre-selects it; the buyer clears it and it stays cleared (issue 17)', async () => {
    const { ctx, page, errors } = await newPage();
    const tree = await api<GrandCategory[]>('productCate/queryAllGrandCate');
    const grand = tree[0]!;
    const child = grand.children[1]!;
    // the child's English name, lower case, typed on the Spanish storefront: any language names it
    await page.goto(`${stack.url}/search?keyword=${encodeURIComponent(child.en.toLowerCase())}`);
    await page.waitForURL((url) => url.searchParams.get('productCateId') === String(child.cateId));
    expect(query(page).productCateGrandId).toBeUndefined();
    const chip = sf(page, '.active-filters a[data-filter="cate"]');
    await chip.waitFor();
    expect(await chip.textContent()).toContain(child.mx);
    await sf(page, '.grid:not([aria-hidden]) .card').first().waitFor();
    const inCategory = await api<{ total: number }>(`product/productQuery?productCateId=${child.cateId}&pageSize=1`);
    // (polled: the keyword's own listing may be drawn a frame before the category's replaces it)
    await expect
      .poll(async () => Number((await sf(page, '.results-head [role=status]').textContent())?.replace(/\D/g, '')))
      .toBe(inCategory.total);
    await chip.click();
    // one click clears the whole pre-selection, and a reload keeps it cleared
    await page.waitForURL((url) => url.searchParams.get('all') === '1' && !url.searchParams.has('productCateId'));
    expect(query(page).productCateGrandId).toBeUndefined();
    await sf(page, '.grid:not([aria-hidden]) .card').first().waitFor();
    await page.reload();
    await sf(page, '.grid:not([aria-hidden]) .card').first().waitFor();
    expect(query(page).productCateId).toBeUndefined();
    expect(await sf(page, '.active-filters a').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/shop?keyword finds a shop, and its page lists its goods', async () => {
    const { ctx, page, errors } = await newPage();
    const shops = await api<ShopPage>('shop/queryShopPage?pageSize=1');
    const shop = shops.list[0]!;
    await page.goto(stack.url + '/shop');
    await sf(page, '.shop-card').first().waitFor();
    await sf(page, 'input[name=keyword]').fill(shop.shopName);
    await sf(page, 'input[name=keyword]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.get('keyword') === shop.shopName);
    const card = sf(page, `.shop-card a[href="/shop/${shop.shopId}"]`);
    await card.waitFor();
    await card.click();
    await page.waitForURL(`${stack.url}/shop/${shop.shopId}`);
    expect(await sf(page, '.shop-head h1').textContent()).toBe(shop.shopName);
    await sf(page, '.grid:not([aria-hidden]) .card').first().waitFor();
    const names = await sf(page, '.grid:not([aria-hidden]) .card-shop span').allTextContents();
    expect(names.length).toBe(Math.min(24, shop.goodsCount));
    expect(new Set(names)).toEqual(new Set([shop.shopName]));
    await sf(page, 'select[name=sort]').selectOption('price_desc');
    await page.waitForURL(/sort=price_desc/);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
      })
      .toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test.each([360, 1280])(
    'Back from a product brings the listing back where the buyer left it, once it is drawn again (%i px)',
    async (width) => {
      const { ctx, page, errors } = await newPage(width);
      await page.goto(stack.url + '/search?productCateGrandId=1');
      const card = sf(page, '.grid:not([aria-hidden]) .card-link').nth(17);
      await card.scrollIntoViewIfNeeded();
      const left = await page.evaluate(() => scrollY);
      expect(left).toBeGreaterThan(800);
      await card.click();
      await page.waitForURL(/\/goods\/\d+$/);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await page.goBack();
      await page.waitForURL(/productCateGrandId=1$/);
      // the listing is asked for again and its skeleton is shorter: the browser alone landed short
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(left);
      const box = await card.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 900).toBe(true);
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );

  test('readable at 360 px: no horizontal scroll on home, listing and shops', async () => {
    const { ctx, page } = await newPage(360);
    for (const path of ['/', '/search?productCateGrandId=1&brandId=1&inStock=1&minPrice=10', '/goods', '/shop', '/shop/1']) {
      await page.goto(stack.url + path);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // the filters fold behind a button on a narrow screen
    await page.goto(stack.url + '/search?productCateGrandId=1');
    const toggle = sf(page, '.facets-toggle');
    await toggle.waitFor();
    expect(await sf(page, '[data-facet=brand]').isVisible()).toBe(false);
    await toggle.click();
    await sf(page, '[data-facet=brand]').waitFor();
    await ctx.close();
  });

  test.each([
    ['es_MX', 'mx'],
    ['en_US', 'en'],
    ['zh_CN', 'cn'],
  ] as const)('category names are localized (%s)', async (locale, key) => {
    const tree = await api<GrandCategory[]>('productCate/queryAllGrandCate');
    const grand = tree[1]!;
    const { ctx, page } = await newPage();
    await page.goto(stack.url + '/');
    if (locale !== 'es_MX') {
      await sf(page, '.locale select').selectOption(locale);
      await page.waitForLoadState('load');
      const placeholder = locale === 'en_US' ? 'Search products, brands and shops' : '搜索商品、品牌和店铺';
      await expect.poll(() => page.locator('vitrina-search >> input').getAttribute('placeholder'), { timeout: 5000 }).toBe(placeholder);
    }
    await page.goto(`${stack.url}/search?productCateGrandId=${grand.grandId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent(), { timeout: 5000 }).toBe(grand[key]);
    await sf(page, '[data-facet=category] a.child').first().waitFor();
    const children = await sf(page, '[data-facet=category] a.child span:first-child').allTextContents();
    expect(children).toEqual(grand.children.map((c) => c[key]));
    await page.goto(stack.url + '/');
    await expect.poll(() => sf(page, '.tile-name').allTextContents(), { timeout: 5000 }).toEqual(tree.map((g) => g[key]));
    await ctx.close();
  });
});
