// The cart widget on a partner's "buy on our site" page (issue 11 §1, §6, §7): its own origin, its
// hostile CSS, the SDK by one script tag, against the real server. A member adds from the product
// detail, the mini cart counts it, vitrina-cart shows the line and edits it (package multiples,
// checks, delete) with the totals following; two carts stay in step; the mini cart's "view cart"
// focuses the cart on the page; checkout leaves through vitrina:navigate. In the SPA the cart is
// mounted and unmounted 20 times with nothing left behind.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import type { GoodsDetail } from '../../src/core/contract/types-discovery';
import { newBuyer } from './support/buyers';
import { badgeShown, serverCartCount, shownCount } from './support/cart';
import { liveCounts } from './support/live-counts';
import { pixelDifference, stableScreenshot } from './support/pixels';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const pd = (page: Page, selector: string) => page.locator(`vitrina-product-detail >> ${selector}`);
const toasts = (page: Page) => page.locator('vitrina-toasts >> .toasts').textContent();

/** The product the buy page shows (goods-id="1"), as the API describes it. */
async function featured(): Promise<GoodsDetail> {
  const reply = await fetch(`${stack.url}/api/mallpcapi/product/productDetail?goodsId=1&lang=es_MX`);
  return ((await reply.json()) as MallReply<GoodsDetail>).result;
}

/** A fresh member (empty cart) whose session is carried over to the partner origin, as its own login there would. */
async function memberOnPartner(prefix: string): Promise<{ id: number; context: BrowserContext }> {
  const buyer = await newBuyer(stack, browser, { prefix, landing: '/' });
  await buyer.page.close();
  const partner = new URL(stack.partner).hostname;
  await buyer.context.addCookies(
    (await buyer.context.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
  );
  return { id: buyer.id, context: buyer.context };
}

async function openBuy(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${stack.partner}/partner/buy.html`);
  return { page, errors };
}

/** The rows the server holds in this member's cart. */
async function cartRows(memberId: number): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from cart_item where member_id = $1 and way = $2', [
    memberId,
    'CART',
  ]);
  return rows[0]?.n ?? -1;
}

/** Adds the featured product from the product detail and waits for the server and the badge to have it. */
async function addFromDetail(page: Page, context: BrowserContext, unit: number) {
  await pd(page, '.actions .btn.primary').waitFor();
  await page.locator('vitrina-mini-cart >> button.trigger').waitFor();
  const before = await serverCartCount(context, stack.partner, stack.url);
  await pd(page, '.actions .btn.primary').click();
  await poll(() => serverCartCount(context, stack.partner, stack.url)).toBe(before + unit);
  await poll(() => badgeShown(page)).toBe(shownCount(before + unit));
}

const units = async (page: Page) => Number((await badgeShown(page))?.replace('+', '') ?? 0);

describe('buy page on the partner origin (hostile CSS)', () => {
  test('a visitor sees the log-in call to action, which opens vitrina-login on this page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openBuy(context);
    const cart = page.locator('vitrina-cart');
    await cart.locator('.state button').waitFor();
    expect(await cart.locator('.state p').textContent()).toBe('Inicia sesión para ver tu carrito');
    // issue 11 §2: the buyer logs in here (data-login="redirect" keeps the marketplace's login page:
    // partner-login.test.ts)
    await cart.locator('.state button').click();
    const login = page.locator('vitrina-login >> dialog');
    await login.waitFor();
    expect(await login.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(page.url()).toBe(`${stack.partner}/partner/buy.html`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a member adds from the product detail; the mini cart counts it; the cart edits it in packages, unchecks, deletes; totals follow', async () => {
    const goods = await featured();
    const unit = goods.packageUnit;
    const { id, context } = await memberOnPartner('pct');
    const { page, errors } = await openBuy(context);
    const cart = page.locator('vitrina-cart');
    const total = cart.locator('[data-testid=cart-total]');
    // an empty cart first, then the added line shows in it without a reload
    await cart.locator('.state.empty').waitFor();
    await addFromDetail(page, context, unit);
    const line = cart.locator('.buy-line');
    await poll(() => line.count()).toBe(1);
    const qty = line.locator('.buy-stepper input');
    expect(await qty.inputValue()).toBe(String(unit));
    const totalBefore = await total.textContent();
    expect(totalBefore).not.toBe('MXN 0.00');

    // one package more: the stepper, the total, the badge and the server follow
    await line.getByRole('button', { name: 'Un paquete más' }).click();
    await poll(() => qty.inputValue()).toBe(String(2 * unit));
    await poll(() => total.textContent()).not.toBe(totalBefore);
    await poll(() => units(page)).toBe(Math.min(2 * unit, 99));
    await poll(() => serverCartCount(context, stack.partner, stack.url)).toBe(2 * unit);

    // a broken package is refused on the spot, nothing sent
    if (unit > 1) {
      await qty.fill(String(2 * unit + 1));
      await qty.press('Enter');
      await poll(() => toasts(page)).toContain('múltiplos');
      await poll(() => qty.inputValue()).toBe(String(2 * unit));
      expect(await serverCartCount(context, stack.partner, stack.url)).toBe(2 * unit);
    }

    // unchecked: nothing to pay, and checkout asks for a product; checked again: the total is back
    const check = line.locator('input[type=checkbox]');
    await check.click();
    await poll(() => total.textContent()).toBe('MXN 0.00');
    await cart.locator('.buy-go').click();
    await poll(() => toasts(page)).toContain('Selecciona al menos un producto');
    await check.click();
    await poll(() => total.textContent()).not.toBe('MXN 0.00');

    // the mini cart's "view cart" focuses the cart on this page instead of leaving it
    await page.locator('vitrina-mini-cart >> button.trigger').click();
    await page.locator('vitrina-mini-cart >> footer button').click();
    await poll(() => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.className)).toBe('buy');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('VITRINA-CART');
    expect(page.url()).toBe(`${stack.partner}/partner/buy.html`);

    // checkout goes through vitrina:navigate: a host that cancels it stays (and could route in-app)…
    // (cancelled in the capture phase, before the page's own listener routes it)
    await page.evaluate(() => window.addEventListener('vitrina:navigate', (e) => e.preventDefault(), { once: true, capture: true }));
    await cart.locator('.buy-go').click();
    await poll(() => page.evaluate(() => document.documentElement.dataset.lastNavigate)).toBe('/checkout');
    expect(page.url()).toBe(`${stack.partner}/partner/buy.html`);
    // …and this one routes it to its own checkout page (vitrina-checkout, partner-checkout.test.ts)
    await Promise.all([page.waitForURL(`${stack.partner}/partner/checkout.html`), cart.locator('.buy-go').click()]);
    await page.locator('vitrina-checkout >> li.buy-line[data-sku]').first().waitFor();
    await page.goBack();
    await poll(() => line.count()).toBe(1);

    // delete: gone from the cart, the badge and the server
    await line.locator('.buy-del').click();
    await cart.locator('.state.empty').waitFor();
    await poll(() => badgeShown(page)).toBe(null);
    // the page drops the line as it sends the delete: the row goes when the server has answered
    await poll(() => cartRows(id)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test('two carts side by side (one by vitrina("mount", …)) stay in step', async () => {
    const goods = await featured();
    const unit = goods.packageUnit;
    const { context } = await memberOnPartner('p2c');
    const { page, errors } = await openBuy(context);
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'second';
      document.querySelector('main')?.append(target);
      (window as unknown as { vitrina: (...args: unknown[]) => void }).vitrina('mount', 'cart', '#second');
    });
    const first = page.locator('vitrina-cart');
    const second = page.locator('#second');
    await addFromDetail(page, context, unit);
    const qtyOf = (cart: Locator) => cart.locator('.buy-stepper input');
    await poll(() => qtyOf(second).count()).toBe(1);
    await poll(() => qtyOf(first).count()).toBe(1);

    // a package more in the first: the second shows it too
    await first.getByRole('button', { name: 'Un paquete más' }).click();
    await poll(() => qtyOf(second).inputValue()).toBe(String(2 * unit));
    // unchecked in the second: both totals drop to nothing
    await second.locator('.buy-line input[type=checkbox]').click();
    for (const cart of [first, second]) await poll(() => cart.locator('[data-testid=cart-total]').textContent()).toBe('MXN 0.00');
    // deleted in the first: both are empty
    await first.locator('.buy-del').click();
    for (const cart of [first, second]) await cart.locator('.state.empty').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

test('the cart looks the same on the hostile buy page as on a clean page', async () => {
  const { context } = await memberOnPartner('pxc');
  const { page: buy } = await openBuy(context);
  await addFromDetail(buy, context, (await featured()).packageUnit);
  await buy.close();
  const shots: Buffer[] = [];
  // The hostile page's text above the cart (22 px type, line-height 2) leaves it at a fractional
  // offset, and its many one-pixel borders then fall on other rows: the clean page gets that same
  // fraction, so what is compared is the widget, not the subpixel grid.
  let fraction = 0;
  for (const path of ['/partner/buy.html', '/partner/buy-clean.html']) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto(stack.partner + path);
    await page.locator('vitrina-cart >> .buy-line').waitFor();
    // its refresh answered (the checkout button is busy until then) and nothing else still loading
    await poll(() => page.locator('vitrina-cart >> [aria-busy=true]').count()).toBe(0);
    // and every request of the page answered: a line filled in by a later answer, with no busy mark
    // (the points line), made two fresh-clone runs compare a page caught mid-way (2.1 %, 2.13 %)
    await page.waitForLoadState('networkidle');
    const top = await page.locator('vitrina-cart').evaluate((el) => el.getBoundingClientRect().top);
    if (path.endsWith('clean.html'))
      await page.evaluate((f) => document.querySelector('main')?.style.setProperty('padding-top', `${24 + f}px`), fraction);
    else fraction = top - Math.floor(top);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      [...(document.querySelector('vitrina-cart')?.shadowRoot?.querySelectorAll('img') ?? [])].every((img) => img.complete),
    );
    shots.push(await stableScreenshot(page.locator('vitrina-cart')));
    await page.close();
  }
  await context.close();
  const [hostile, clean] = shots as [Buffer, Buffer];
  expect(pixelDifference(hostile, clean)).toBeLessThan(0.02);
}, 60_000);

test('a cart chunk that always fails shows the page’s own fallback inside the element; the rest of the page works', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/\/sdk\/w-cart-[^/?]+\.js(\?retry)?$/, (route) => route.abort());
  await page.goto(`${stack.partner}/partner/buy.html`);
  await page.waitForFunction(() => document.querySelector('vitrina-cart')?.getAttribute('data-vitrina-state') === 'error');
  expect(await page.locator('vitrina-cart p').isVisible()).toBe(true);
  await pd(page, 'h1.name').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

/** The runtime's own count of mounted widgets, read through the SDK's `api` entry (the module the widgets use). */
async function mountedCount(page: Page): Promise<number> {
  const manifest = (await (await fetch(`${stack.url}/sdk/manifest.json`)).json()) as { api: string };
  // A string, so the test runner's transform does not rewrite this `import()` meant for the page.
  return page.evaluate<number>(`import(${JSON.stringify(`${stack.url}/sdk/${manifest.api}`)}).then((m) => m.mountedCount())`);
}

describe('SPA host: the cart mounted and unmounted by route changes', () => {
  test('20 rounds of cart (a line shown, a package added and taken back) → about: emptied shadow roots, nothing grows', async () => {
    const goods = await featured();
    const unit = goods.packageUnit;
    const { context } = await memberOnPartner('spc');
    // a line to render: added on the buy page, in the same session
    const { page: buy } = await openBuy(context);
    await addFromDetail(buy, context, unit);
    await buy.close();

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.partner}/spa/`);
    const round = async () => {
      await page.evaluate(() => (location.hash = '#/cart'));
      const qty = page.locator('#c1 >> .buy-stepper input');
      await poll(() => qty.inputValue()).toBe(String(unit));
      await page.locator('#c1 >> .buy-line').getByRole('button', { name: 'One pack more' }).click();
      await poll(() => qty.inputValue()).toBe(String(2 * unit));
      await page.locator('#c1 >> .buy-line').getByRole('button', { name: 'One pack less' }).click();
      await poll(() => qty.inputValue()).toBe(String(unit));
      // kept to check that leaving emptied it
      await page.evaluate(() => {
        (window as unknown as { __carts: Element[] }).__carts = [
          ...document.querySelectorAll('#view vitrina-cart, #view vitrina-mini-cart'),
        ];
      });
      await page.evaluate(() => (location.hash = '#/about'));
      await page.locator('#view h1', { hasText: 'About' }).waitFor();
      await poll(() => mountedCount(page)).toBe(0);
    };
    await round(); // chunks and strings load once: not a leak
    await round();
    const before = await liveCounts(page);
    for (let i = 0; i < 20; i++) await round();
    const left = await page.evaluate(() =>
      (window as unknown as { __carts: Element[] }).__carts.map((h) => h.shadowRoot?.childNodes.length ?? -1),
    );
    expect(left).toEqual([0, 0]);
    // A round mounts a cart of a hundred nodes or so: a leak of one per round is far above this.
    // Collected again until it holds, as the forms' churn does (detached nodes may outlive one collection).
    await poll(async () => {
      const after = await liveCounts(page);
      return { nodes: after.nodes - before.nodes <= 10, listeners: after.listeners - before.listeners <= 2 };
    }).toEqual({ nodes: true, listeners: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
