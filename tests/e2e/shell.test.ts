// The storefront's chrome (spec §2 "Layout and chrome") in Chromium, against the real API: the
// category menu, nav links, top bar phone, back-to-top, header, footer, locales and 360 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { badgeShown } from './support/cart';
import { e2eSuite } from './support/suite';
import { frames } from './support/page-state';
import { footerColumns } from '../../src/storefront/layout/footer-columns';
import { createMatcher } from '../../src/storefront/router/match';
import { NOT_FOUND, routes } from '../../src/storefront/routes';

const { stack, browser } = e2eSuite();

type Locale = 'es_MX' | 'en_US' | 'zh_CN';
interface Named {
  cn: string;
  en: string;
  mx: string;
}
interface Grand extends Named {
  grandId: number | string;
  children: (Named & { cateId: number | string })[];
}
interface NavItem {
  navigation_id: number | string;
  navigation_name: string;
  url: string;
}

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const nameIn = (c: Named, locale: Locale) => (locale === 'zh_CN' ? c.cn : locale === 'en_US' ? c.en : c.mx);

async function api<T>(path: string, locale: Locale = 'es_MX'): Promise<T> {
  const url = new URL(`${stack.url}/api${path}`);
  url.searchParams.set('lang', locale);
  const reply = await fetch(url);
  expect(reply.status, path).toBe(200);
  return (await reply.json()) as T;
}
const grands = async () => (await api<{ result: Grand[] }>('/mallpcapi/productCate/queryAllGrandCate')).result;
const navItems = (locale: Locale) => api<NavItem[]>('/buyer/pages/site-navigations/PC', locale);

async function newPage(options: { width?: number; locale?: Locale } = {}): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  // The buyer's saved choice, as the language switch leaves it (logged out: this browser only).
  if (options.locale) await ctx.addCookies([{ name: 'vitrina_locale', value: options.locale, url: stack.url }]);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

async function home(page: Page) {
  await page.goto(stack.url + '/');
  await sf(page, '.cat-button').waitFor();
  await sf(page, '.navlinks a').first().waitFor();
}

/** What has focus, looking through the storefront's (and nested widgets') shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { cls: el?.className ?? '', text: el?.textContent?.trim() ?? '', href: el?.getAttribute('href') ?? null };
  });

/** The links of the open category menu, in order, as [text, href]. */
const menuLinks = (page: Page) =>
  sf(page, '#categories a').evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute('href')!]));

/** The menu the API's tree implies: every grand category, then its children, named in `locale`. */
function expectedMenu(tree: Grand[], locale: Locale): [string, string][] {
  return tree.flatMap((g) => [
    [nameIn(g, locale), `/search?productCateGrandId=${g.grandId}`] as [string, string],
    ...g.children.map((c) => [nameIn(c, locale), `/search?productCateGrandId=${g.grandId}&productCateId=${c.cateId}`] as [string, string]),
  ]);
}

async function logIn(page: Page) {
  await page.goto(stack.url + '/login');
  await sf(page, 'input[name=username]').fill('demo');
  await sf(page, 'input[name=password]').fill('demo1234');
  await sf(page, 'button[type=submit]').click();
  await page.waitForURL(stack.url + '/');
}

describe('category menu', () => {
  test('its links are the seeded categories, to /search with productCateGrandId and productCateId; a click filters the search', async () => {
    const tree = await grands();
    expect(tree.length).toBeGreaterThanOrEqual(10);
    const { ctx, page, errors } = await newPage();
    await home(page);
    const button = sf(page, '.cat-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await sf(page, '#categories').isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await sf(page, '#categories a').first().waitFor();
    expect(await menuLinks(page)).toEqual(expectedMenu(tree, 'es_MX'));

    // A sub-category with products: the search page is filtered by it.
    let target: { grand: Grand; cate: Grand['children'][number]; total: number } | undefined;
    for (const grand of tree.slice(2)) {
      for (const cate of grand.children) {
        const q = `?productCateGrandId=${grand.grandId}&productCateId=${cate.cateId}&pageSize=1`;
        const { result } = await api<{ result: { total: number } }>(`/mallpcapi/product/productQuery${q}`);
        if (result.total > 0) target = { grand, cate, total: result.total };
        if (target) break;
      }
      if (target) break;
    }
    expect(target).toBeDefined();
    const { grand, cate, total } = target!;
    await sf(page, '#categories a').getByText(cate.mx, { exact: true }).click();
    await page.waitForURL(`${stack.url}/search?productCateGrandId=${grand.grandId}&productCateId=${cate.cateId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe(cate.mx);
    await expect.poll(() => sf(page, '.results-head [role=status]').textContent()).toBe(`${total.toLocaleString('es-MX')} productos`);
    // The menu closed on arrival, and marks where we are when opened again.
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await sf(page, '#categories a[aria-current=page]').textContent()).toBe(cate.mx);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('works by keyboard: Tab reaches it, Enter and the arrows open it, arrows move, Escape closes and gives focus back', async () => {
    const tree = await grands();
    const expected = expectedMenu(tree, 'es_MX');
    const { ctx, page } = await newPage();
    await home(page);
    const button = sf(page, '.cat-button');
    const isOpen = async () => (await button.getAttribute('aria-expanded')) === 'true' && (await sf(page, '#categories').isVisible());

    let tabs = 0;
    while (!(await focused(page)).cls.includes('cat-button')) {
      await page.keyboard.press('Tab');
      expect(++tabs, 'Tab never reached the category button').toBeLessThan(40);
    }

    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    expect((await focused(page)).cls).toContain('cat-button');
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect((await focused(page)).cls).toContain('cat-button');

    // ArrowDown opens on the first link; the arrows walk the links and wrap around.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ text: expected[0]![0], href: expected[0]![1] });
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ text: expected[1]![0], href: expected[1]![1] });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ text: expected.at(-1)![0] });
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatchObject({ text: expected[0]![0] });
    await page.keyboard.press('End');
    expect(await focused(page)).toMatchObject({ text: expected.at(-1)![0] });
    // The page did not scroll under the arrows.
    expect(await page.evaluate(() => scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect((await focused(page)).cls).toContain('cat-button');

    // ArrowUp opens on the last link.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toMatchObject({ text: expected.at(-1)![0] });
    await page.keyboard.press('Escape');

    // Enter, then Tab into the panel, Enter on a link: the search for that category.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: expected[0]![0] });
    await page.keyboard.press('Enter');
    await page.waitForURL(stack.url + expected[0]![1]);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe(expected[0]![0]);
    expect(await isOpen()).toBe(false);
    await ctx.close();
  });
});

describe('nav bar, top bar and back to top', () => {
  test('every link the header, nav bar, category menu and footer render on the demo data leads to a storefront route or a document that exists', async () => {
    const match = createMatcher(routes);
    const { ctx, page } = await newPage();
    await home(page);
    await sf(page, '.navlinks a').first().waitFor();
    await sf(page, 'footer a').first().waitFor();
    // every anchor outside the page's own content: the storefront's chrome and the widgets' shadow roots in it
    const shown = await page.evaluate(() => {
      const hrefs: string[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.closest('main')) continue;
          if (el instanceof HTMLAnchorElement && el.getAttribute('href')) hrefs.push(el.href);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      return [...new Set(hrefs)];
    });
    // the logged-in footer's account column too (its links are the same code's)
    const member = footerColumns(true).flatMap((column) =>
      column.links.flatMap((link) => (link.href ? [new URL(link.href, stack.url).href] : [])),
    );
    const nowhere: string[] = [];
    for (const href of new Set([...shown, ...member])) {
      const url = new URL(href);
      if (url.protocol === 'tel:' || url.protocol === 'mailto:') continue;
      if (url.origin !== stack.url) {
        nowhere.push(href); // the demo data links no other site (a placeholder domain was one)
        continue;
      }
      const found = match(url.pathname);
      if (!found || found.route.path === NOT_FOUND) {
        nowhere.push(href);
        continue;
      }
      // a document link names an article the API has
      const id = found.route.path === '/return' ? url.searchParams.get('id') : found.route.path === '/help/:id' ? found.params.id : null;
      if (id !== null && (await fetch(`${stack.url}/api/buyer/pages/articles/${id}`)).status !== 200) nowhere.push(href);
    }
    expect(shown.length).toBeGreaterThan(20);
    expect(nowhere).toEqual([]);
    await ctx.close();
  });

  test('nav links come from the site navigation API; external http links open a new tab without opener', async () => {
    // An operator's own external link (the demo's are all storefront pages): added for this test, removed after.
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into site_navigation (id, client_type, name_es, name_en, name_zh, url, sort)
       values (900, 'PC', 'Blog del operador', 'Operator blog', '运营博客', 'https://blog.operador.test/mayoreo', 99) returning id`,
    );
    expect(rows).toHaveLength(1);
    const items = await navItems('es_MX');
    expect(items.some((n) => /^https?:/.test(n.url))).toBe(true);
    expect(items.some((n) => n.url.startsWith('/'))).toBe(true);
    const { ctx, page } = await newPage();
    await home(page);
    const shown = await sf(page, '.navlinks a').evaluateAll((as) =>
      as.map((a) => ({
        text: a.textContent!.trim(),
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
    expect(shown.map((l) => [l.text, l.href])).toEqual(items.map((n) => [n.navigation_name, n.url]));
    for (const link of shown) {
      if (/^https?:/.test(link.href!)) {
        expect(link.target, link.href!).toBe('_blank');
        expect(link.rel?.split(' '), link.href!).toContain('noopener');
      } else {
        expect(link.target, link.href!).toBeNull();
      }
    }

    // The external one really opens a tab that cannot reach back into the storefront.
    const external = items.find((n) => /^https?:/.test(n.url))!;
    await ctx.route(external.url, (route) => route.fulfill({ contentType: 'text/html', body: '<p>partner blog</p>' }));
    const [tab] = await Promise.all([ctx.waitForEvent('page'), sf(page, '.navlinks a').getByText(external.navigation_name).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(external.url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(stack.url + '/');

    // An internal one routes in place.
    const internal = items.find((n) => n.url.startsWith('/'))!;
    await sf(page, '.navlinks a').getByText(internal.navigation_name, { exact: true }).click();
    await page.waitForURL(stack.url + internal.url);
    expect(await sf(page, `.navlinks a[href="${internal.url}"]`).getAttribute('aria-current')).toBe('page');
    await ctx.close();
    await stack.db.query('delete from site_navigation where id = 900');
  });

  test('the top bar shows the customer-service phone from getNoticePhone', async () => {
    const { result: phone } = await api<{ result: string }>('/mallpcapi/ytConfig/getNoticePhone');
    expect(phone.trim()).not.toBe('');
    const { ctx, page } = await newPage();
    await home(page);
    const link = sf(page, '.topbar a.phone');
    await link.waitFor();
    expect(await link.isVisible()).toBe(true);
    expect((await link.innerText()).replace(/\s+/g, ' ').trim()).toBe(`Atención a clientes: ${phone.trim()}`);
    expect(await link.getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`);
    await ctx.close();
  });

  test('back to top appears only past 200 px of scroll and takes the page back to the top', async () => {
    const { ctx, page } = await newPage();
    await home(page);
    await sf(page, '.card').first().waitFor(); // the page is tall enough to scroll
    const backToTop = page.getByRole('button', { name: 'Volver arriba' });
    const scrollPage = async (y: number) => {
      await page.evaluate((to) => scrollTo({ top: to, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
      await frames(page); // the scroll event is dispatched before the next frame, and renders at once
    };
    expect(await backToTop.count()).toBe(0);
    for (const [y, shown] of [
      [120, false],
      [200, false],
      [260, true],
      [150, false],
      [1200, true],
    ] as const) {
      await scrollPage(y);
      expect(await backToTop.isVisible(), `at ${y} px`).toBe(shown);
    }
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 5000 }).toBe(0);
    await expect.poll(() => backToTop.count()).toBe(0);

    // By keyboard, focus is not dropped on the body once the button goes away: it goes to the top.
    await scrollPage(1200);
    await backToTop.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 5000 }).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('vitrina-storefront');
    expect((await focused(page)).cls).toBe('skip');
    await ctx.close();
  });
});

describe('header and footer', () => {
  const footerColumns = (page: Page) => sf(page, '.footer-col h2').evaluateAll((hs) => hs.map((h) => [h.id, h.textContent]));
  const visitorFooter = [
    ['f-cooperation', 'Cooperación'],
    ['f-help', 'Ayuda'],
    ['f-sites', 'Otros sitios'],
  ];
  const memberFooter = [
    ['f-cooperation', 'Cooperación'],
    ['f-help', 'Ayuda'],
    ['f-account', 'Mi cuenta'],
    ['f-sites', 'Otros sitios'],
  ];
  const loginLink = (page: Page) => sf(page, '.header-actions a.action[href^="/login"]');
  const collectionLink = (page: Page) => sf(page, '.header-actions a.action[href="/member/goods-collection"]');
  const userButton = (page: Page) => sf(page, '.header-actions .menu > button');

  test('a visitor sees the login link, collection and cart links, and three footer columns', async () => {
    const { ctx, page, errors } = await newPage();
    await home(page);
    expect(await loginLink(page).textContent()).toBe('Iniciar sesión');
    expect(await loginLink(page).getAttribute('href')).toBe('/login?forward=%2F');
    expect(await userButton(page).count()).toBe(0);
    expect(await collectionLink(page).textContent()).toBe('Favoritos');
    await page.locator('vitrina-mini-cart >> button.trigger').waitFor();
    expect(await badgeShown(page)).toBeNull();
    expect(await footerColumns(page)).toEqual(visitorFooter);
    expect(await sf(page, '.footer-col a[href="/member"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('a member sees the user dropdown (member centre, my orders, log out) and my-account; log out brings the visitor back', async () => {
    const { ctx, page, errors } = await newPage();
    await logIn(page);
    await userButton(page).waitFor();
    expect(await loginLink(page).count()).toBe(0);
    expect(await userButton(page).textContent()).toContain('demo');
    expect(await collectionLink(page).isVisible()).toBe(true);
    await page.locator('vitrina-mini-cart >> [data-testid=badge]').waitFor();
    expect(await footerColumns(page)).toEqual(memberFooter);
    expect(await sf(page, '#f-account + ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain('/member/my-order');

    // The dropdown: closed, then open with its three entries; Escape closes it onto its button.
    const dropdown = sf(page, '#user-menu');
    expect(await dropdown.isVisible()).toBe(false);
    await userButton(page).click();
    expect(await userButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(
      await dropdown
        .locator('li')
        .evaluateAll((lis) => lis.map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? 'button'])),
    ).toEqual([
      ['Centro de miembros', '/member'],
      ['Mis pedidos', '/member/my-order'],
      ['Cerrar sesión', 'button'],
    ]);
    await page.keyboard.press('Escape');
    expect(await dropdown.isVisible()).toBe(false);
    expect((await focused(page)).text).toContain('demo');

    // Member centre from the dropdown.
    await userButton(page).click();
    await dropdown.getByText('Mis pedidos').click();
    await page.waitForURL(stack.url + '/member/my-order');
    expect(await dropdown.isVisible()).toBe(false);

    // Log out from a members-only page: back to a visitor, not bounced to the login form.
    await userButton(page).click();
    await dropdown.getByText('Cerrar sesión').click();
    await loginLink(page).waitFor();
    await page.locator('vitrina-mini-cart >> [data-testid=badge]').waitFor({ state: 'detached' });
    expect(page.url()).toBe(stack.url + '/');
    expect(await footerColumns(page)).toEqual(visitorFooter);
    expect((await ctx.cookies(stack.url)).find((c) => c.name === 'access_token')).toBeUndefined();
    await page.reload();
    await loginLink(page).waitFor();
    expect(await userButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('locales', () => {
  test.each([
    ['es_MX', 'Categorías', 'Volver arriba', 'Atención a clientes', 'Favoritos', 'Cooperación'],
    ['en_US', 'Categories', 'Back to top', 'Customer service', 'Saved items', 'Work with us'],
    ['zh_CN', '全部分类', '返回顶部', '客服电话', '我的收藏', '商务合作'],
  ] as const)(
    '%s: the menu labels, category names, nav links and chrome are in the language',
    async (locale, label, backToTop, phone, saved, cooperation) => {
      const [tree, items] = await Promise.all([grands(), navItems(locale)]);
      const { ctx, page } = await newPage({ locale });
      await home(page);
      expect((await sf(page, '.cat-button').textContent())!.trim()).toBe(label);
      await sf(page, '.cat-button').click();
      await sf(page, '#categories a').first().waitFor();
      expect(await menuLinks(page)).toEqual(expectedMenu(tree, locale));
      expect(await sf(page, '.navlinks a').allTextContents()).toEqual(items.map((n) => n.navigation_name));
      expect(await sf(page, '.topbar .phone-label').textContent()).toBe(`${phone}:`);
      expect(await sf(page, '.header-actions a[href="/member/goods-collection"]').textContent()).toBe(saved);
      expect(await sf(page, '#f-cooperation').textContent()).toBe(cooperation);
      await page.keyboard.press('Escape');
      await page.evaluate(() => scrollTo({ top: 600, behavior: 'instant' }));
      await page.getByRole('button', { name: backToTop }).waitFor();
      await ctx.close();
    },
  );
});

describe('360 px', () => {
  test('nothing is wider than the screen, with the menu closed or open, and the menu still works', async () => {
    const tree = await grands();
    const { ctx, page } = await newPage({ width: 360 });
    await home(page);
    await sf(page, '.card').first().waitFor();
    await sf(page, '.banner img').first().waitFor();
    const overflowing = () =>
      page.evaluate(() => {
        const wide: string[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const el of root.querySelectorAll('*')) {
            const box = el.getBoundingClientRect();
            // Inside a strip that clips or scrolls sideways (nav links, banner slides) is fine: the
            // strip itself is checked.
            let clipped = false;
            for (let up = el.parentElement; up && !clipped; up = up.parentElement) clipped = getComputedStyle(up).overflowX !== 'visible';
            if (
              !clipped &&
              box.width > 0 &&
              (box.right > innerWidth + 0.5 || box.left < -0.5) &&
              getComputedStyle(el).visibility !== 'hidden'
            ) {
              wide.push(`${el.tagName.toLowerCase()}.${el.className}`);
            }
            if (el.shadowRoot) walk(el.shadowRoot);
          }
        };
        walk(document);
        return { scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth, wide };
      });
    expect(await overflowing()).toEqual({ scroll: 0, wide: [] });
    // The top bar keeps the customer-service number readable, not just an icon.
    const { result: phone } = await api<{ result: string }>('/mallpcapi/ytConfig/getNoticePhone');
    expect(await sf(page, '.topbar .phone-number').isVisible()).toBe(true);
    expect(await sf(page, '.topbar .phone-number').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await sf(page, '.topbar .phone-number').textContent()).toBe(phone.trim());

    await sf(page, '.cat-button').click();
    const panel = sf(page, '#categories');
    await panel.locator('a').first().waitFor();
    expect(await overflowing()).toEqual({ scroll: 0, wide: [] });
    // The panel fits the screen and scrolls within itself.
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(900);

    // The last sub-category is reachable: scrolled into view within the panel and followed.
    const last = tree.at(-1)!;
    const cate = last.children.at(-1)!;
    await panel.getByText(cate.mx, { exact: true }).click();
    await page.waitForURL(`${stack.url}/search?productCateGrandId=${last.grandId}&productCateId=${cate.cateId}`);
    await expect.poll(() => sf(page, '.results-head h1').textContent()).toBe(cate.mx);
    expect((await overflowing()).scroll).toBe(0);
    await ctx.close();
  });
});
