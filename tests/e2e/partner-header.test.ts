// The header widget on a partner's page (issue 11 §1, §7): its own origin, its hostile CSS, the SDK
// by one script tag, against the real server. Logo, search with suggestions, the category menu by
// keyboard, the language switch, `parts`, two instances side by side, 375 px, and the SPA example
// mounting and unmounting it twenty times.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { liveCounts } from './support/live-counts';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const inHeader = (page: Page, selector: string, host = '#full-header') => page.locator(`${host} >> ${selector}`);

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${stack.partner}${path}`);
  return { page, errors };
}

/** The runtime's own count of mounted widgets, read through the SDK's `api` entry (the same module instance the widgets use). */
async function mountedCount(page: Page): Promise<number> {
  const manifest = (await (await fetch(`${stack.url}/sdk/manifest.json`)).json()) as { api: string };
  return page.evaluate<number>(`import(${JSON.stringify(`${stack.url}/sdk/${manifest.api}`)}).then((m) => m.mountedCount())`);
}

describe('header page on the partner origin (hostile CSS)', () => {
  test('logo, search with suggestions, category menu by keyboard; links lead to the marketplace through vitrina:navigate', async () => {
    const { page, errors } = await open('/partner/header.html');
    const logo = inHeader(page, 'a.logo');
    await logo.waitFor();
    expect(await logo.getAttribute('href')).toBe(`${stack.url}/`);
    expect(await page.evaluate(() => document.querySelector('#full-header')?.shadowRoot?.mode)).toBe('open');
    // the partner's `svg { width: 64px !important }` stays outside
    expect(await inHeader(page, 'a.logo svg').evaluate((svg) => svg.getBoundingClientRect().width)).toBe(30);

    // search: the search widget's own element inside the header
    const input = inHeader(page, 'vitrina-search >> input[role=combobox]');
    await input.pressSequentially('tor', { delay: 40 });
    const options = inHeader(page, 'vitrina-search >> [role=option]');
    await options.first().waitFor();
    expect((await options.first().textContent())?.toLowerCase()).toContain('tor');
    await input.press('Escape');

    // category menu: ArrowDown on its button opens it on its first link, Escape gives focus back
    const button = inHeader(page, '.cat-button');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await poll(() => inHeader(page, '#categories').isVisible()).toBe(true);
    // in the top layer: no z-index, transform or clipping of the partner's page can bury it
    expect(await inHeader(page, '#categories').evaluate((el) => el.matches(':popover-open'))).toBe(true);
    const first = inHeader(page, '#categories a').first();
    await poll(() => first.evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a)).toBe(true);
    expect(await first.getAttribute('href')).toMatch(new RegExp(`^${stack.url}/search\\?productCateGrandId=\\d+$`));
    await page.keyboard.press('ArrowDown');
    expect(await first.evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a)).toBe(false);
    await page.keyboard.press('Escape');
    await poll(() => inHeader(page, '#categories').isVisible()).toBe(false);
    expect(await button.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);

    // a visitor's log-in link keeps the marketplace's login as its href (new tab, copy link), and a
    // click logs the buyer in here, in vitrina-login's dialog (issue 11 §2)
    const login = inHeader(page, '.header-actions a.action').first();
    expect(await login.getAttribute('href')).toBe(`${stack.url}/login?forward=${encodeURIComponent('/partner/header.html')}`);
    await login.click();
    const dialog = page.locator('vitrina-login >> dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(page.url()).toBe(`${stack.partner}/partner/header.html`);
    await page.keyboard.press('Escape');
    await poll(() => page.locator('vitrina-login[open]').count()).toBe(0);
    // the host hears of every link: the logo, followed, leaves for the marketplace
    await Promise.all([page.waitForURL(`${stack.url}/`), logo.click()]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the language switch changes every widget’s language in place', async () => {
    const { page, errors } = await open('/partner/header.html');
    const select = inHeader(page, '.locale select');
    await select.waitFor();
    expect(await inHeader(page, '.cat-button').textContent()).toBe('Categorías');
    await inHeader(page, 'vitrina-search >> input').waitFor();
    await select.selectOption('en_US');
    await poll(() => inHeader(page, '.cat-button').textContent()).toBe('Categories');
    // the same page, not reloaded: the header's nested search and the other instances too
    await poll(() => inHeader(page, 'vitrina-search >> input').getAttribute('placeholder')).toBe('Search products, brands and shops');
    await poll(() => inHeader(page, 'vitrina-search >> input', '#pair-b').getAttribute('placeholder')).toBe(
      'Search products, brands and shops',
    );
    expect(await page.evaluate(() => document.documentElement.dataset.lastLocale)).toBe('en_US');
    expect(await inHeader(page, '.locale select', '#only-locale').inputValue()).toBe('en_US');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('parts="search cart" leaves the rest out; two such instances side by side keep their own state', async () => {
    const { page, errors } = await open('/partner/header.html');
    const a = (s: string) => inHeader(page, s, '#pair-a');
    const b = (s: string) => inHeader(page, s, '#pair-b');
    await a('vitrina-search >> input').waitFor();
    await b('vitrina-search >> input').waitFor();
    await a('vitrina-mini-cart >> button.trigger').waitFor();
    for (const gone of ['.logo', '.topbar', '.navbar', '.locale', '.action']) expect(await a(gone).count()).toBe(0);
    // side by side, not stacked
    const [boxA, boxB] = await Promise.all([page.locator('#pair-a').boundingBox(), page.locator('#pair-b').boundingBox()]);
    expect(boxA && boxB && Math.abs(boxA.y - boxB.y) < 2 && boxB.x > boxA.x + boxA.width - 1).toBe(true);
    await a('vitrina-search >> input').pressSequentially('tor', { delay: 40 });
    await a('vitrina-search >> [role=option]').first().waitFor();
    expect(await b('vitrina-search >> input').inputValue()).toBe('');
    expect(await b('vitrina-search >> input').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a bad parts value is ignored: the default header, nothing thrown into the page', async () => {
    const { page, errors } = await open('/partner/header.html');
    await inHeader(page, 'a.logo').waitFor();
    await page.evaluate(() => {
      const bad = document.createElement('vitrina-header');
      bad.id = 'bad';
      bad.setAttribute('parts', 'basket <script>');
      document.querySelector('main')?.append(bad);
    });
    for (const s of ['a.logo', '.cat-button', '.locale select', 'vitrina-search >> input', 'vitrina-mini-cart >> button.trigger']) {
      await inHeader(page, s, '#bad').waitFor();
    }
    // the JS API mounts it too, with its props
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'by-api';
      document.querySelector('main')?.append(target);
      (window as unknown as { vitrina: (...args: unknown[]) => void }).vitrina('mount', 'header', '#by-api', { parts: 'logo search' });
    });
    await inHeader(page, 'vitrina-search >> input', '#by-api').waitFor();
    expect(await inHeader(page, 'a.logo', '#by-api').count()).toBe(1);
    expect(await inHeader(page, '.navbar', '#by-api').count()).toBe(0);
    // a known name beside an unknown one: the known one alone
    await page.evaluate(() => document.querySelector('#bad')?.setAttribute('parts', 'logo basket'));
    await poll(() => inHeader(page, '.cat-button', '#bad').count()).toBe(0);
    expect(await inHeader(page, 'a.logo', '#bad').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('at 375 px nothing overflows sideways', async () => {
    const { page, errors } = await open('/partner/header.html', 375);
    await inHeader(page, 'vitrina-search >> input').waitFor();
    await inHeader(page, '.cat-button').waitFor();
    const widths = await page.evaluate(() => {
      const host = document.querySelector('#full-header') as HTMLElement;
      const root = host.shadowRoot as ShadowRoot;
      const inner = [...root.querySelectorAll<HTMLElement>('.topbar-row, .header-row, .navbar-row')].map(
        (r) => r.scrollWidth - r.clientWidth,
      );
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        host: host.getBoundingClientRect().width,
        inner,
      };
    });
    expect(widths.page).toBe(0);
    expect(widths.host).toBeLessThanOrEqual(375);
    expect(widths.inner.every((d) => d <= 0)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

test('a header chunk that always fails shows the page’s own fallback inside the element', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/\/sdk\/(retry\/)?w-header-[^/?]+\.js(\?retry)?$/, (route) => route.abort());
  await page.goto(`${stack.partner}/partner/header.html`);
  await page.waitForFunction(() => document.querySelector('#full-header')?.getAttribute('data-vitrina-state') === 'error');
  expect(await page.locator('#full-header p').isVisible()).toBe(true);
  expect(await page.locator('#full-header p').textContent()).toContain('No se pudo cargar la cabecera');
  expect(errors).toEqual([]);
  await page.close();
});

describe('SPA host: the header mounted and unmounted by route changes', () => {
  test('20 rounds of header → about: emptied shadow roots, no widget left mounted, nothing grows', async () => {
    const { page, errors } = await open('/spa/');
    const round = async () => {
      await page.evaluate(() => (location.hash = '#/header'));
      await page.locator('#hd >> vitrina-search >> input').waitFor();
      await page.locator('#hd >> vitrina-mini-cart >> button.trigger').waitFor();
      await page.locator('#hd >> .cat-button').waitFor();
      await page.evaluate(() => {
        const hd = document.querySelector('#hd');
        const root = hd?.shadowRoot;
        (window as unknown as { __kept: Element[] }).__kept = [
          hd,
          root?.querySelector('vitrina-search'),
          root?.querySelector('vitrina-mini-cart'),
        ].filter((e): e is Element => e instanceof Element);
      });
      await page.evaluate(() => (location.hash = '#/about'));
      await page.locator('#view h1', { hasText: 'About' }).waitFor();
      await poll(() => mountedCount(page)).toBe(0);
    };
    await round(); // chunks, strings, categories and nav links are loaded once: not a leak
    await round();
    const before = await liveCounts(page);
    for (let i = 0; i < 20; i++) await round();
    const left = await page.evaluate(() =>
      (window as unknown as { __kept: Element[] }).__kept.map((h) => h.shadowRoot?.childNodes.length ?? -1),
    );
    // the header and the search and mini cart inside it: each emptied
    expect(left).toEqual([0, 0, 0]);
    // A round mounts three widgets of hundreds of nodes: a leak of one per round is far above this.
    // Collected again until it holds: on a loaded machine the last rounds' detached nodes can outlive one collection.
    await poll(async () => {
      const after = await liveCounts(page);
      return { nodes: after.nodes - before.nodes <= 10, listeners: after.listeners - before.listeners <= 2 };
    }).toEqual({ nodes: true, listeners: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
