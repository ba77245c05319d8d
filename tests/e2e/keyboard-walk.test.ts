// Issue 3's quality bar, page by page: usable by keyboard alone, readable at 360 px, no layout
// shift. Every catalogue and promotion page is walked with Tab from the top to the footer (each
// stop visible, scrolled into view, uncovered, with a focus indicator), at 1280 and at 360 px;
// at 360 px it must not scroll sideways, and it must settle with a CLS under 0.05. Then each
// page's main action is done with the keyboard alone. One browser, one page per width, reused.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { buyerCall, newBuyer, type Buyer } from './support/buyers';
import { serverCartCount } from './support/cart';
import { faults, focusedMatches, layoutShift, tabTo, tabToFooter } from './support/keyboard';
import { productHydrated, scrolledBy, settle } from './support/page-state';
import { e2eSuite } from './support/suite';

// The keeper of shop 1 for the seller-side snapshot (read when the server starts).
const KEEPER = `keeper${process.pid}`;
process.env.SELLER_ACCOUNTS = `${KEEPER}:1`;

/** Tab presses a page may need to reach its footer (the home page, the longest, needs ~140). */
const MAX_STOPS = 220;
const NARROW = { width: 360, height: 800 };
const WIDE = { width: 1280, height: 800 };

interface Fixtures {
  goodsId: number;
  unit: number;
  shopId: number;
  helpId: number;
  askId: number;
  keyword: string;
}

const { stack, browser } = e2eSuite();
let wide: { ctx: BrowserContext; page: Page; errors: string[] };
let narrow: { ctx: BrowserContext; page: Page; errors: string[] };
let fx: Fixtures;

async function newPage(viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await stack.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no fixture for: ${sql}`);
  return rows[0];
};

beforeAll(async () => {
  // goods with a spec to choose, every combination in stock for a few packages
  const goods = await one<{ id: number; package_unit: number; shop_id: number }>(
    `select g.id, g.package_unit, g.shop_id from goods g join sku k on k.goods_id = g.id
     where g.market_enable = 1 and cardinality(k.spec_value_ids) >= 1
     group by g.id having count(*) >= 2 and min(k.quantity) >= max(g.package_unit) * 6 order by g.id limit 1`,
  );
  const help = await one<{ id: number }>(
    `select a.id from article a join article_category c on c.id = a.category_id where c.category_type = 'HELP' order by c.sort, a.sort, a.id limit 1`,
  );
  const ask = await one<{ id: number }>('select id from goods_ask order by id limit 1');
  // a keyword with several pages of results, so the listing has a next page
  const { rows } = await stack.db.query<{ word: string }>(
    `select w.word from unnest(array['de', 'con', 'para']) as w(word)
     where (select count(*) from goods where market_enable = 1 and name_es ilike '%' || w.word || '%') > 60 limit 1`,
  );
  fx = {
    goodsId: goods.id,
    unit: goods.package_unit,
    shopId: goods.shop_id,
    helpId: help.id,
    askId: ask.id,
    keyword: rows[0]?.word ?? 'de',
  };
  [wide, narrow] = await Promise.all([newPage(WIDE), newPage(NARROW)]);
});

const PAGES: [string, (f: Fixtures) => string][] = [
  ['home', () => '/'],
  ['search', (f) => `/search?keyword=${f.keyword}`],
  ['goods listing', () => '/goods'],
  ['brands', () => '/goods?view=brands'],
  ['product detail', (f) => `/goods/${f.goodsId}`],
  ['product not found', () => '/goods/999999999'],
  ['shops', () => '/shop?keyword='],
  ['a shop', (f) => `/shop/${f.shopId}`],
  ['group buy', () => '/group-buy'],
  ['coupons', () => '/coupons'],
  ['crowdfunding', () => '/crowdfunding'],
  ['seckill', () => '/seckill'],
  ['points mall', () => '/points-mall'],
  ['help', () => '/help'],
  ['a help article', (f) => `/help/${f.helpId}`],
  ['privacy policy', () => '/policy'],
  ['terms', () => '/terms'],
  ['returns document', () => '/return?id=6905'],
  ['a question', (f) => `/ask-detail?ask_id=${f.askId}`],
  ['not found', () => '/404'],
];

/** Tab from the top to the footer: every stop must be fine, and the footer reached (no trap). */
async function walk(page: Page): Promise<string[]> {
  const { stops, footer } = await tabToFooter(page, MAX_STOPS);
  const problems = stops.flatMap((stop) => faults(stop).map((f) => `${stop.name}: ${f}`));
  if (!footer) problems.push(`focus did not reach the footer in ${MAX_STOPS} presses (last: ${stops.at(-1)?.name})`);
  if (stops.length < 5) problems.push(`only ${stops.length} stops`);
  return problems;
}

describe('the walk itself', () => {
  test('notices a missing focus indicator, a covered or hidden stop, and a focus trap', async () => {
    const page = await wide.ctx.newPage();
    await page.setContent(`
      <style>.bare:focus { outline: none; } .cover { position: fixed; inset: 0 0 auto 0; z-index: 1; height: 60px; background: #fff; }</style>
      <div class="cover"></div>
      <button style="position: absolute; top: 10px">under the cover</button>
      <div style="height: 100px"></div>
      <a href="#one">fine</a>
      <button class="bare">bare</button>
      <a href="#two" style="position: absolute; left: -9999px">off screen</a>
      <footer><a href="#end">the end</a></footer>`);
    const { stops, footer } = await tabToFooter(page, 20);
    expect(footer).toBe(true);
    expect(Object.fromEntries(stops.map((stop) => [stop.name.replace(/^document \w+\.?\S* /, ''), faults(stop)]))).toEqual({
      '"under the cover"': ['covered by document div.cover ""'],
      '"fine"': [],
      '"bare"': ['no focus indicator'],
      '"off screen"': ['not scrolled into view'],
      '"the end"': [],
    });
    // an input that keeps Tab to itself: the footer is never reached
    await page.setContent('<input onkeydown="if (event.key === \'Tab\') event.preventDefault()"><footer><a href="#end">end</a></footer>');
    expect((await tabToFooter(page, 5)).footer).toBe(false);
    await page.close();
  });
});

describe('every page by keyboard, at 360 px and at 1280 px', () => {
  test.each(PAGES)('%s', async (_, path) => {
    const url = stack.url + path(fx);
    // both widths at once (two pages of one browser): each loads, settles, and is walked
    const pass = async (page: Page) => {
      await page.goto(url);
      await settle(page);
      const shift = await layoutShift(page);
      const before = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      const problems = await walk(page);
      const after = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      return { shift, width: Math.max(before, after), problems };
    };
    const [small, large] = await Promise.all([pass(narrow.page), pass(wide.page)]);
    expect(small.shift, 'CLS at 360 px').toBeLessThan(0.05);
    expect(large.shift, 'CLS at 1280 px').toBeLessThan(0.05);
    // at 360 px nothing scrolls sideways, before or after focus moved through the page
    expect(small.width, 'page width at 360 px').toBeLessThanOrEqual(NARROW.width);
    expect(small.problems, 'Tab walk at 360 px').toEqual([]);
    expect(large.problems, 'Tab walk at 1280 px').toEqual([]);
    expect([...narrow.errors, ...wide.errors]).toEqual([]);
  });
});

describe('the main action of a page, by keyboard alone', () => {
  let member: Buyer;
  beforeAll(async () => {
    member = await newBuyer(stack, browser, { prefix: 'kbd', viewport: WIDE });
  });

  const pressed = (page: Page, key: string) => page.keyboard.press(key);
  const pd = (page: Page, selector: string) => page.locator(`vitrina-product-detail >> ${selector}`);
  const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);

  test('product detail: choose a spec, one package more, add to cart; focus stays on each control', async () => {
    const { page, context } = member;
    await page.goto(`${stack.url}/goods/${fx.goodsId}`);
    await productHydrated(page);
    const before = await serverCartCount(context, stack.url);
    await tabTo(page, 'vitrina-product-detail', '.spec button.value:not([disabled]):not([aria-pressed="true"])');
    const chosen = await page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.textContent ?? '';
    });
    await pressed(page, 'Space');
    await expect.poll(() => focusedMatches(page, '.spec button.value[aria-pressed="true"]')).toBe(true);
    expect(await pd(page, '.spec button.value[aria-pressed="true"]').allTextContents()).toContain(chosen);

    await tabTo(page, 'vitrina-product-detail', '.stepper button:last-child');
    await pressed(page, 'Enter');
    await expect.poll(() => pd(page, '.stepper input').inputValue()).toBe(String(fx.unit * 2));

    await tabTo(page, 'vitrina-product-detail', '.actions .btn.primary');
    await pressed(page, 'Enter');
    await expect.poll(() => serverCartCount(context, stack.url)).toBe(before + fx.unit * 2);
    // the button is busy while adding, yet keeps the focus: the next Tab goes on from here
    expect(await focusedMatches(page, '.actions .btn.primary')).toBe(true);
    expect(member.errors).toEqual([]);
  });

  test('product detail: the related strip’s arrows say when there is no more to scroll, on scroll and on resize', async () => {
    const { page } = member;
    await page.setViewportSize(WIDE);
    await page.goto(`${stack.url}/goods/${fx.goodsId}`);
    await productHydrated(page);
    await pressed(page, 'End'); // the strip loads when scrolled near
    const [prev, next] = [pd(page, '.related-arrows .btn').first(), pd(page, '.related-arrows .btn').last()];
    await next.waitFor();
    await pressed(page, 'Home');
    // the arrows follow the strip's scroll events, which come after the key (a loaded run read them before)
    await expect
      .poll(() => Promise.all([prev.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]))
      .toEqual(['true', 'false']);
    await tabTo(page, 'vitrina-product-detail', '.related-arrows .btn:last-child');
    const strip = pd(page, '.related-row:not([aria-hidden])');
    for (let i = 0; i < 8 && (await next.getAttribute('aria-disabled')) !== 'true'; i += 1) {
      await scrolledBy(strip, () => pressed(page, 'Enter'));
    }
    expect([await prev.getAttribute('aria-disabled'), await next.getAttribute('aria-disabled')]).toEqual(['false', 'true']);
    expect(await focusedMatches(page, '.related-arrows .btn:last-child')).toBe(true);
    // a narrower window shows less of the row: there is more to scroll again
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('false');
    await tabTo(page, 'vitrina-product-detail', '.related-arrows .btn:first-child', { back: true, max: 3 });
    for (let i = 0; i < 12 && (await prev.getAttribute('aria-disabled')) !== 'true'; i += 1) {
      await scrolledBy(strip, () => pressed(page, 'Space'));
    }
    expect([await prev.getAttribute('aria-disabled'), await next.getAttribute('aria-disabled')]).toEqual(['true', 'false']);
    await page.setViewportSize(WIDE);
  });

  test('product detail: the title names the goods, or says they are not available (es_MX)', async () => {
    const { page } = member;
    await page.goto(`${stack.url}/goods/${fx.goodsId}`);
    const name = (await one<{ name_es: string }>('select name_es from goods where id = $1', [fx.goodsId])).name_es;
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await page.goto(`${stack.url}/goods/999999999`);
    await expect.poll(() => pd(page, '.pd-missing h1').textContent()).toBe('Este producto no está disponible');
    await expect.poll(() => page.title()).toMatch(/^Este producto no está disponible \| /);
  });

  test('search: next page, then a brand facet (which starts again at page 1)', async () => {
    const { page } = wide;
    await page.goto(`${stack.url}/search?keyword=${fx.keyword}`);
    await sf(page, '.pager a[rel=next]').waitFor();
    await tabTo(page, 'vitrina-storefront', '.pager a[rel=next]');
    await pressed(page, 'Enter');
    await page.waitForURL(/[?&]pageNo=2/);
    await sf(page, '[data-facet=brand] a:not([aria-current])').first().waitFor();
    await tabTo(page, 'vitrina-storefront', '[data-facet=brand] a:not([aria-current])');
    await pressed(page, 'Enter');
    await page.waitForURL(/[?&]brandId=\d+/);
    expect(page.url()).not.toMatch(/pageNo=2/);
    expect(page.url()).toContain(`keyword=${fx.keyword}`);
  });

  test('coupons: a member receives one with Enter, and focus stays on that coupon', async () => {
    const { page } = member;
    const received = async () =>
      Number((await one<{ n: string }>('select count(*) as n from member_coupon where member_id = $1', [member.id])).n);
    const before = await received();
    await page.goto(`${stack.url}/coupons`);
    await sf(page, 'li.coupon[data-state=open] button.btn.primary').first().waitFor();
    await tabTo(page, 'vitrina-storefront', 'li.coupon[data-state=open] button.btn.primary');
    const id = await page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.closest('li')?.getAttribute('data-coupon-id');
    });
    await pressed(page, 'Enter');
    await expect.poll(received).toBe(before + 1);
    await expect.poll(() => focusedMatches(page, `li.coupon[data-coupon-id="${id}"] *`)).toBe(true);
    expect(member.errors).toEqual([]);
  });

  test('help: open an article with Enter; shops: search by typing; brands: open one', async () => {
    const { page } = wide;
    await page.goto(`${stack.url}/help`);
    await sf(page, '.help-topics a').first().waitFor();
    await tabTo(page, 'vitrina-storefront', '.help-topics a');
    await pressed(page, 'Enter');
    await page.waitForURL(/\/help\/\d+$/);

    await page.goto(`${stack.url}/shop?keyword=`);
    await tabTo(page, 'vitrina-storefront', '.shop-search input[name=keyword]');
    await page.keyboard.type('Regia');
    await pressed(page, 'Enter');
    await page.waitForURL(/\/shop\?keyword=Regia$/);

    await page.goto(`${stack.url}/goods?view=brands`);
    await sf(page, '.brands a[href*="brandId="]').first().waitFor();
    await tabTo(page, 'vitrina-storefront', '.brands a[href*="brandId="]');
    await pressed(page, 'Enter');
    await page.waitForURL(/\/goods\?brandId=\d+$/);
  });
});

describe('the snapshot of an order line, from the seller side (config.sellerApi)', () => {
  test('the keeper of the shop reads it with the seller session; without one, the page says to sign in as seller', async () => {
    // a buyer orders goods of shop 1
    const sku = await one<{ id: number; package_unit: number; name_es: string }>(
      `select k.id, g.package_unit, g.name_es from sku k join goods g on g.id = k.goods_id
       where g.shop_id = 1 and g.market_enable = 1 and k.quantity >= g.package_unit * 4 order by k.id limit 1`,
    );
    const buyer = await newBuyer(stack, browser, { prefix: 'snap' });
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.id), num: String(sku.package_unit) });
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
    const trade = await buyerCall<{ order_list: { sn: string }[] }>(stack, buyer, 'POST', '/buyer/trade/create', {
      idempotency_key: `kbd-${buyer.id}`,
    });
    const order = await buyerCall<{ sku_list: { snapshot_id: number }[] }>(
      stack,
      buyer,
      'GET',
      `/buyer/trade/orders/${trade.order_list[0]?.sn}`,
    );
    const snapshotId = order.sku_list[0]?.snapshot_id;
    await buyer.context.close();

    // the keeper signs in as a member, as the seller centre's passport does
    await stack.db.query(
      `insert into member (id, username, password_hash, mobile, created_at)
       select nextval('member_id_seq'), $1, password_hash, null, 0 from member where username = 'demo'`,
      [KEEPER],
    );
    const { ctx, page, errors } = await newPage(WIDE);
    const path = `/goods/snapshot?id=${snapshotId}&owner=SELLER`;
    await page.goto(`${stack.url}/login?forward=${encodeURIComponent(path)}`);
    await page.locator('vitrina-storefront >> input[name=username]').fill(KEEPER);
    await page.locator('vitrina-storefront >> input[name=password]').fill('demo1234');
    await page.locator('vitrina-storefront >> button[type=submit]').click();
    await page.waitForURL(stack.url + path);
    await expect
      .poll(() => page.locator('vitrina-storefront >> .state.error').textContent())
      .toContain('Inicia sesión con la cuenta de vendedor de tu tienda para ver las instantáneas de sus pedidos.');

    // with the seller session (the seller centre's cookie), the seller API answers
    const token = (await ctx.cookies(stack.url)).find((c) => c.name === 'access_token')?.value ?? '';
    await ctx.addCookies([{ name: 'seller_access_token', value: token, url: stack.url }]);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await expect.poll(() => page.locator('vitrina-storefront >> .buy-snap-name').textContent()).toBe(sku.name_es);
    expect(asked).toContain(`/api/seller/trade/snapshots/${snapshotId}`);
    expect(await page.locator('vitrina-storefront >> [role=note]').textContent()).toMatch(/a tu tienda/);
    expect(await page.locator('vitrina-storefront >> a[href^="/member/my-order/detail"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
