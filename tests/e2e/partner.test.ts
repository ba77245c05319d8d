// A partner site on its own origin embeds the SDK by one script tag, against the real server.
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch } from './support/browser';
import { pixelDifference } from './support/pixels';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(stack.partner + path);
  return { page, errors };
}

const searchInput = (page: Page, host = 'vitrina-search') => page.locator(`${host} >> input[role=combobox]`);

describe('partner page (second origin, hostile CSS)', () => {
  test('search mounts in a shadow root, suggests from the server, Enter goes to the storefront', async () => {
    const { page, errors } = await open('/partner/');
    const input = searchInput(page);
    await input.waitFor();
    expect(await page.evaluate(() => document.querySelector('vitrina-search')!.shadowRoot!.mode)).toBe('open');

    await input.fill('');
    await input.pressSequentially('tor', { delay: 40 });
    const options = page.locator('vitrina-search >> [role=option]');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(0);
    const first = (await options.first().textContent())!.toLowerCase();
    expect(first).toContain('tor');
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('ArrowUp'); // back to the typed text
    await Promise.all([page.waitForURL(/\/search\?keyword=tor$/), input.press('Enter')]);
    expect(new URL(page.url()).origin).toBe(stack.url);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a single quote is removed and at most 200 characters are kept', async () => {
    const { page } = await open('/partner/');
    const input = searchInput(page);
    await input.waitFor();
    await input.pressSequentially("o'k", { delay: 10 });
    expect(await input.inputValue()).toBe('ok');
    await input.fill('x'.repeat(300));
    expect((await input.inputValue()).length).toBe(200);
    await page.close();
  });

  test('suggestions hide 200 ms after blur', async () => {
    const { page } = await open('/partner/');
    const input = searchInput(page);
    await input.waitFor();
    await input.pressSequentially('cab', { delay: 30 });
    await page.locator('vitrina-search >> [role=option]').first().waitFor();
    await page.mouse.click(8, 780); // somewhere empty, away from the list
    const t0 = Date.now();
    await page.waitForFunction(() => document.querySelector('vitrina-search')!.shadowRoot!.querySelector('input')!.getAttribute('aria-expanded') === 'false');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(150); // not at once: clicks on a suggestion must land
    await page.close();
  });

  test('the placeholder element of a CMS mounts the same widget', async () => {
    const { page } = await open('/partner/');
    await searchInput(page, '#placeholder-search').waitFor();
    await page.close();
  });

  test('widgets look the same on the hostile page as on a clean page', async () => {
    const shots: Buffer[][] = [];
    for (const path of ['/partner/', '/partner/clean.html']) {
      const { page } = await open(path);
      await searchInput(page).waitFor();
      await page.locator('vitrina-mini-cart >> button').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      shots.push([
        await page.locator('vitrina-search').screenshot(),
        await page.locator('vitrina-mini-cart').screenshot(),
      ]);
      await page.close();
    }
    expect(pixelDifference(shots[0]![0]!, shots[1]![0]!)).toBeLessThan(0.02);
    expect(pixelDifference(shots[0]![1]!, shots[1]![1]!)).toBeLessThan(0.02);
  });

  test('the suggestion list sits in the top layer, above the host page z-index', async () => {
    const { page } = await open('/partner/');
    const input = searchInput(page);
    await input.waitFor();
    await input.pressSequentially('tor', { delay: 30 });
    const list = page.locator('vitrina-search >> [role=listbox]');
    await list.waitFor();
    expect(await list.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    const box = (await list.boundingBox())!;
    // What is painted at the list's centre is the list, not the host's z-index 2147483647 header.
    const hit = await page.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return el?.tagName.toLowerCase();
    }, { x: box.x + box.width / 2, y: box.y + 10 });
    expect(hit).toBe('vitrina-search');
    await page.close();
  });

  test('readable at 360 px', async () => {
    const { page } = await open('/partner/', 360);
    const input = searchInput(page);
    await input.waitFor();
    const box = (await page.locator('vitrina-search').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThan(200);
    await page.close();
  });
});

describe('strict CSP page', () => {
  test('widgets render with zero securitypolicyviolation events', async () => {
    const { page, errors } = await open('/csp/');
    await searchInput(page).waitFor();
    await page.locator('vitrina-mini-cart >> button').first().waitFor();
    await searchInput(page).pressSequentially('螺丝', { delay: 30 });
    await page.locator('vitrina-search >> [role=option]').first().waitFor();
    expect(await page.locator('vitrina-search >> [role=option]').first().textContent()).toContain('螺丝');
    // Styles applied: the search button has the accent background, not the UA default.
    const bg = await page.locator('vitrina-search >> button[type=submit]').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(bg).toBe('rgb(194, 65, 12)');
    expect(await page.evaluate(() => (window as unknown as { __violations: unknown[] }).__violations)).toEqual([]);
    // zh_CN from data-locale: strings come from the Chinese dictionary.
    expect(await searchInput(page).getAttribute('placeholder')).toBe('搜索商品、品牌和店铺');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('SPA host', () => {
  test('widgets mount and unmount cleanly across route changes; navigation can be routed in-app', async () => {
    const { page, errors } = await open('/spa/');
    for (let i = 0; i < 15; i++) {
      for (const route of ['#/shop', '#/two', '#/about', '#/']) {
        await page.evaluate((r) => (location.hash = r), route);
      }
    }
    await page.evaluate(() => (location.hash = '#/two'));
    await searchInput(page, '#s1').waitFor();
    await searchInput(page, '#s2').waitFor();
    // Two instances on one page, each with its own state.
    await searchInput(page, '#s1').pressSequentially('tor', { delay: 30 });
    await page.locator('#s1 >> [role=option]').first().waitFor();
    expect(await page.locator('#s2 >> [role=option]').count()).toBe(0);
    await searchInput(page, '#s2').fill('cable');
    expect(await searchInput(page, '#s1').inputValue()).toBe('tor');

    await page.evaluate(() => (location.hash = '#/shop'));
    const input = searchInput(page, '#s1');
    await input.waitFor();
    await input.fill('martillo');
    await input.press('Enter');
    await page.waitForFunction(() => document.body.dataset.lastNavigate === '/search?keyword=martillo');
    expect(page.url()).toContain('/spa/');
    expect(await page.locator('#last-search').textContent()).toBe('Searched: martillo');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the loader included twice defines everything once', async () => {
    const { page, errors } = await open('/spa/');
    await page.evaluate((src) => {
      const s = document.createElement('script');
      s.src = src;
      document.head.append(s);
    }, `${stack.url}/sdk/loader.js`);
    await page.evaluate(() => (location.hash = '#/shop'));
    await searchInput(page, '#s1').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('failure stays inside the element', () => {
  test('a chunk that fails once is retried; one that always fails shows the host fallback', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let failures = 0;
    await page.route(/\/sdk\/w-search-[^/?]+\.js(\?retry)?$/, (route) => {
      failures++;
      return route.abort();
    });
    await page.goto(stack.partner + '/partner/');
    await page.waitForFunction(() => document.querySelector('vitrina-search')?.getAttribute('data-vitrina-state') === 'error');
    expect(failures).toBeGreaterThanOrEqual(2); // first try and the retry
    // The partner's own fallback form (light DOM) shows through the slot.
    expect(await page.locator('vitrina-search input[name=keyword]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();

    const page2 = await browser.newPage();
    let once = 0;
    await page2.route(/\/sdk\/w-search-[^/?]+\.js$/, (route) => (once++ === 0 ? route.abort() : route.continue()));
    await page2.goto(stack.partner + '/partner/');
    await searchInput(page2).waitFor();
    await page2.close();
  });
});

test('the hostile-vs-clean comparison would catch a leaked style', () => {
  // A self-check of the comparison itself: a grossly different picture is reported as such.
  const a = new PNG({ width: 40, height: 10 });
  const b = new PNG({ width: 40, height: 10 });
  a.data.fill(255);
  b.data.fill(255);
  for (let i = 0; i < b.data.length / 2; i += 4) b.data[i] = 0;
  expect(pixelDifference(PNG.sync.write(a), PNG.sync.write(b))).toBeGreaterThan(0.3);
});
