// Promotions (seckill, coupons, crowdfunding, group buy, points mall, CMS pages) and help and
// documents in Chromium against the real API and database, in the three languages.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { JavashopPage } from '../../src/core/contract/types-discovery';
import type { Article, ArticleCategory } from '../../src/core/contract/types-content';
import type {
  CmsBlock,
  CmsPage,
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  SeckillGoods,
  SeckillSlot,
} from '../../src/core/contract/types-promotions';
import { e2eSuite } from './support/suite';
import { imagesDone } from './support/page-state';

const { stack, browser } = e2eSuite();

type Lang = 'es_MX' | 'en_US' | 'zh_CN';

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const toasts = (page: Page) => page.locator('vitrina-toasts >> .toast');

/** A reply of the buyer (Javashop) family: the body itself, no envelope. */
async function buyer<T>(path: string, lang: Lang = 'es_MX'): Promise<T> {
  const reply = await fetch(`${stack.url}/api/buyer${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  return (await reply.json()) as T;
}

async function newPage(width = 1280): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

async function logIn(page: Page) {
  await sf(page, 'input[name=username]').fill('demo');
  await sf(page, 'input[name=password]').fill('demo1234');
  await sf(page, 'button[type=submit]').click();
}

/** "h:mm:ss" → seconds. */
function seconds(text: string | null): number {
  const match = /^(\d+):(\d\d):(\d\d)$/.exec(text?.trim() ?? '');
  if (!match) throw new Error(`not a countdown: ${text}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Whether the element has the focus inside its (shadow) root. */
const focused = (locator: Locator) => locator.evaluate((el) => (el.getRootNode() as ShadowRoot | Document).activeElement === el);

const insertCoupon = async (title: string, total: number, limit: number) =>
  (
    await stack.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time, total_num, limit_num)
       values (0, $1, 2500, 0, 0, 4102444800, $2, $3) returning id`,
      [title, total, limit],
    )
  ).rows[0]!.id;

describe('promotions', () => {
  test('/seckill: the time line as tabs; the running slot counts down to its end, a coming one says when it starts', async () => {
    const timeLine = () => buyer<SeckillSlot[]>('/promotions/seckill/time-line');
    let slots = await timeLine();
    // a slot ending within the test would restart the countdown: wait for the next one instead
    if (slots[0]!.end_distance < 15) {
      await expect
        .poll(async () => (slots = await timeLine())[0]!.end_distance, { timeout: 30_000, interval: 500 })
        .toBeGreaterThanOrEqual(15);
    }
    const goods = await buyer<JavashopPage<SeckillGoods>>(`/promotions/seckill/goods-list?range_time=${slots[0]!.range_time}&page_size=20`);
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/seckill`);
    const tabs = sf(page, '[role=tablist] [role=tab]');
    await expect.poll(() => tabs.count()).toBe(slots.length);
    expect(await sf(page, '[role=tab] strong').allTextContents()).toEqual(slots.map((s) => s.time_text));
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await tabs.first().textContent()).toContain('En curso');
    expect(await tabs.nth(1).textContent()).toContain('Próximamente');

    const panel = sf(page, '[role=tabpanel]');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.first().getAttribute('id'));
    expect(await tabs.first().getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    const countdown = panel.locator('[role=timer]');
    expect(await countdown.getAttribute('data-countdown')).toBe('end');
    const first = seconds(await countdown.textContent());
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(slots[0]!.end_distance);
    // it ticks: read again, whatever this machine's clock says, it must be lower
    await expect.poll(async () => seconds(await countdown.textContent()), { timeout: 5000 }).toBeLessThan(first);

    // the running slot's goods can be bought: each a button that adds it under the seckill (promo-buy.test.ts)
    await panel.locator('.promo-card').first().waitFor();
    expect(await panel.locator('.promo-action button[data-promo-buy=SECKILL]:not([disabled])').count()).toBe(goods.data.length);

    // a coming slot: when it starts, a countdown to its start, and its goods not on sale yet
    await tabs.nth(1).click();
    await expect.poll(() => countdown.getAttribute('data-countdown')).toBe('start');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await panel.locator('.slot-start').textContent()).toBe(`Empieza a las ${slots[1]!.time_text}`);
    const toStart = seconds(await countdown.textContent());
    expect(toStart).toBeLessThanOrEqual(slots[1]!.distance_time);
    expect(toStart).toBeGreaterThan(slots[1]!.distance_time - 120);
    await panel.locator('.promo-card').first().waitFor();
    expect(await panel.locator('.promo-action a').count()).toBe(0);
    expect(await panel.locator('.promo-action button[disabled]').first().textContent()).toBe('Aún no empieza');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/seckill: the slot tabs work from the keyboard (arrows wrap, Home/End, one tab stop)', async () => {
    const slots = await buyer<SeckillSlot[]>('/promotions/seckill/time-line');
    const last = slots.length - 1;
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/seckill`);
    const tabs = sf(page, '[role=tablist] [role=tab]');
    await expect.poll(() => tabs.count()).toBe(slots.length);
    await tabs.first().focus();
    const selectedIndex = async () => (await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected')))).indexOf('true');
    for (const [key, expected] of [
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['ArrowLeft', 1],
      ['End', last],
      ['ArrowRight', 0],
      ['ArrowLeft', last],
      ['Home', 0],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(selectedIndex, { timeout: 5000 }).toBe(expected);
      expect(await focused(tabs.nth(expected)), key).toBe(true);
      // one tab stop: only the selected tab is in the tab order
      expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('tabindex')))).toEqual(
        slots.map((_, i) => (i === expected ? '0' : '-1')),
      );
      const panel = sf(page, '[role=tabpanel]');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(expected).getAttribute('id'));
    }
    await page.keyboard.press('End');
    await expect.poll(() => sf(page, '[role=tabpanel] [role=timer]').getAttribute('data-countdown')).toBe('start');
    // Tab leaves the tablist for the panel
    await page.keyboard.press('Tab');
    expect(await focused(sf(page, '[role=tabpanel]'))).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/coupons: a visitor pressing "receive" logs in and comes back to the coupons', async () => {
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/coupons`);
    const button = sf(page, '.coupon[data-state=open] button').first();
    await button.waitFor();
    expect(await button.getAttribute('title')).toBe('Inicia sesión para recibir cupones');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('forward') === '/coupons');
    await logIn(page);
    await page.waitForURL(`${stack.url}/coupons`);
    await sf(page, '.promo a[href="/member/my-coupons"]').waitFor();
    // back as a member: the buttons now receive instead of asking to log in
    const again = sf(page, '.coupon[data-state=open] button').first();
    await again.waitFor();
    expect(await again.getAttribute('title')).toBeNull();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/coupons: a member receives a coupon, the card says so after a reload, and a limit reached shows the server’s message', async () => {
    const once = await insertCoupon('e2e: una vez', 5, 1);
    const stale = await insertCoupon('e2e: vista vieja', 5, 1);
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/login?forward=${encodeURIComponent('/coupons')}`);
    await logIn(page);
    await page.waitForURL(`${stack.url}/coupons`);
    const { rows } = await stack.db.query<{ id: number }>(`select id from member where username = 'demo'`);
    const memberId = rows[0]!.id;
    const held = async (couponId: number) =>
      (
        await stack.db.query<{ n: number }>('select count(*)::int as n from member_coupon where member_id = $1 and coupon_id = $2', [
          memberId,
          couponId,
        ])
      ).rows[0]!.n;

    const card = sf(page, `.coupon[data-coupon-id="${once}"]`);
    await card.locator('button').waitFor();
    expect(await card.getAttribute('data-state')).toBe('open');
    expect(await card.textContent()).toContain('Quedan 5');
    await card.locator('button').click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('received');
    expect(await card.locator('.chip').textContent()).toBe('Recibido');
    expect(await card.textContent()).toContain('Quedan 4');
    await expect.poll(() => toasts(page).allTextContents()).toContainEqual(expect.stringContaining('Cupón recibido'));
    expect(await held(once)).toBe(1);
    await page.reload();
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('received');
    expect(await card.locator('button').count()).toBe(0);
    expect(await card.textContent()).toContain('Quedan 4');

    // The page shows `stale` as open; meanwhile the member takes it elsewhere (another tab).
    const staleCard = sf(page, `.coupon[data-coupon-id="${stale}"]`);
    await staleCard.locator('button').waitFor();
    const token = decodeURIComponent((await ctx.cookies(stack.url)).find((c) => c.name === 'access_token')!.value);
    const elsewhere = await fetch(`${stack.url}/api/buyer/members/coupon/${stale}/receive?lang=es_MX`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(elsewhere.status).toBe(200);
    await staleCard.locator('button').click();
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContainEqual(expect.stringContaining('Ya recibiste este cupón: cada cliente puede recibir 1'));
    expect(await held(stale)).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/crowdfunding: each batch shows its progress as the API counts it', async () => {
    const funds = await buyer<JavashopPage<Crowdfunding>>('/promotions/crowdfunding?page_size=12');
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/crowdfunding`);
    const cards = sf(page, '.promo-card');
    await expect.poll(() => cards.count()).toBe(funds.data.length);
    const shown = await cards.evaluateAll((els) =>
      els.map((el) => {
        const bar = el.querySelector('[role=progressbar]')!;
        return {
          name: el.querySelector('.card-name')?.textContent,
          label: bar.getAttribute('aria-label'),
          now: Number(bar.getAttribute('aria-valuenow')),
          max: Number(bar.getAttribute('aria-valuemax')),
          text: bar.getAttribute('aria-valuetext'),
        };
      }),
    );
    expect(shown).toEqual(
      funds.data.map((f) => ({
        name: f.title,
        label: `Avance de ${f.title}`,
        now: f.progress,
        max: Math.max(100, f.progress),
        text: expect.stringMatching(new RegExp(`^${f.progress} %`)),
      })),
    );
    expect(funds.data.some((f) => f.progress >= 100)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test.each([
    ['/group-buy', '/promotions/group-buy/goods?page_size=12'],
    ['/points-mall', '/promotions/exchange/goods?page_size=12'],
  ])('%s lists the goods of the API, and a card opens its product', async (path, endpoint) => {
    const list = await buyer<JavashopPage<GroupBuyGoods | ExchangeGoods>>(endpoint);
    expect(list.data.length).toBeGreaterThan(0);
    const { ctx, page, errors } = await newPage();
    await page.goto(stack.url + path);
    await expect.poll(() => sf(page, '.promo-card .card-name').allTextContents()).toEqual(list.data.map((g) => g.goods_name));
    expect(await sf(page, '.promo-card .card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      list.data.map((g) => `/goods/${g.goods_id}`),
    );
    const target = list.data[0]!;
    await sf(page, '.promo-card .card-link').first().click();
    await page.waitForURL(`${stack.url}/goods/${target.goods_id}`);
    await expect.poll(() => page.locator('vitrina-product-detail >> h1.name').textContent(), { timeout: 10_000 }).toBe(target.goods_name);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  test('/mini-page?id= renders the CMS page; an unknown or missing id says the page does not exist', async () => {
    const cms = await buyer<CmsPage>('/pages/1');
    const blocks = JSON.parse(cms.page_data) as CmsBlock[];
    const goods = blocks.flatMap((b) => (b.type === 'goods' ? b.goods : []));
    const { ctx, page, errors } = await newPage();
    await page.goto(`${stack.url}/mini-page?id=1`);
    await expect.poll(() => sf(page, 'h1').textContent()).toBe(cms.page_name);
    await expect.poll(() => page.title()).toContain(cms.page_name);
    expect(await sf(page, '.promo-card .card-name').allTextContents()).toEqual(goods.map((g) => g.goods_name));
    expect(await sf(page, '.cms-banner').allTextContents()).toEqual(blocks.flatMap((b) => (b.type === 'banner' ? [b.text] : [])));
    expect(await sf(page, '.cms-text').allTextContents()).toEqual(blocks.flatMap((b) => (b.type === 'text' ? [b.text] : [])));
    for (const query of ['?id=424242', '?id=abc', '']) {
      await page.goto(`${stack.url}/mini-page${query}`);
      await expect
        .poll(() => sf(page, '.state.empty h2').textContent(), { timeout: 10_000 })
        .toBe('Esta página no existe o ya no está disponible.');
      expect(await sf(page, '.state.empty a[href="/"]').count()).toBe(1);
      expect(await sf(page, '.promo-card').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

const DOCUMENT_IDS = [6905, 6907, 6908, 6909, 6910, 6911, 6912, 6913];
const MISSING: Record<Lang, string> = { es_MX: 'Documento no encontrado', en_US: 'Document not found', zh_CN: '未找到文档' };

async function switchTo(page: Page, lang: Lang) {
  await page.goto(stack.url + '/');
  if (lang === 'es_MX') return;
  const select = sf(page, '.locale select');
  await select.waitFor();
  await select.selectOption(lang);
  await page.waitForLoadState('load');
  await expect.poll(() => sf(page, '.locale select').inputValue(), { timeout: 10_000 }).toBe(lang);
}

const articleTitle = (page: Page) => sf(page, 'article.article h1');

describe('help and documents', () => {
  test.each(['es_MX', 'en_US', 'zh_CN'] as const)(
    'in %s: the help index, an article, the policy, the terms and every document',
    async (lang) => {
      const { ctx, page, errors } = await newPage();
      await switchTo(page, lang);

      const categories = await buyer<ArticleCategory[]>('/pages/article-categories?category_type=HELP', lang);
      await page.goto(`${stack.url}/help`);
      await expect.poll(() => sf(page, '.help-topics h2').allTextContents(), { timeout: 10_000 }).toEqual(categories.map((c) => c.name));
      expect(await sf(page, '.help-topics a').allTextContents()).toEqual(categories.flatMap((c) => c.articles.map((a) => a.article_name)));
      const first = categories[0]!.articles[0]!;
      await sf(page, `.help-topics a[href="/help/${first.article_id}"]`).click();
      await page.waitForURL(`${stack.url}/help/${first.article_id}`);
      const article = await buyer<Article>(`/pages/articles/${first.article_id}`, lang);
      await expect.poll(() => articleTitle(page).textContent()).toBe(article.article_name);
      expect(await sf(page, `.help-topics a[aria-current=page]`).getAttribute('href')).toBe(`/help/${first.article_id}`);
      expect((await sf(page, '.article-body').textContent())!.length).toBeGreaterThan(20);

      for (const [path, position] of [
        ['/policy', 'PRIVACY_POLICY'],
        ['/terms', 'TERMS_OF_SERVICE'],
      ] as const) {
        const doc = await buyer<Article>(`/pages/articles/show-position/${position}`, lang);
        await page.goto(stack.url + path);
        await expect.poll(() => articleTitle(page).textContent(), { message: path }).toBe(doc.article_name);
        await expect.poll(() => page.title()).toContain(doc.article_name);
      }

      for (const id of DOCUMENT_IDS) {
        const doc = await buyer<Article>(`/pages/articles/${id}`, lang);
        await page.goto(`${stack.url}/return?id=${id}`);
        await expect.poll(() => articleTitle(page).textContent(), { message: String(id) }).toBe(doc.article_name);
        expect(await sf(page, '.article-body h2').count()).toBeGreaterThan(0);
        expect(await sf(page, '.doc-links a[aria-current=page]').getAttribute('href')).toBe(`/return?id=${id}`);
      }

      await page.goto(`${stack.url}/return?id=1`);
      await expect.poll(() => sf(page, '.state.empty h2').textContent()).toBe(MISSING[lang]);
      expect(await articleTitle(page).count()).toBe(0);
      expect(await sf(page, '.state.empty a[href="/help"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );

  test('a help article with a script, an onerror image and a javascript: link runs nothing', async () => {
    const evil = [
      '<p>Artículo con trampas</p>',
      '<script>window.__pwned = "script"</script>',
      '<img src="/api/no-such-image.png" onerror="window.__pwned = \'onerror\'">',
      '<img src=x onerror="window.__pwned = \'onerror-x\'">',
      '<a id="js" href="javascript:window.__pwned = \'href\'">pulsa aquí</a>',
      '<a href="JaVaScRiPt:window.__pwned = \'href-case\'">y aquí</a>',
      '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg-script"</script></svg>',
      '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
      '<p style="background:url(javascript:window.__pwned=1)" onmouseover="window.__pwned = \'hover\'">pasa el ratón</p>',
    ].join('');
    const now = Math.floor(Date.now() / 1000);
    await stack.db.query(
      `insert into article (id, category_id, sort, name_es, name_en, name_zh, content_es, content_en, content_zh, create_time, modify_time)
       values (990001, 1, 99, 'Artículo con trampas', 'Trapped article', '陷阱文章', $1, $1, $1, $2, $2)`,
      [evil, now],
    );
    const { ctx, page, errors } = await newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
    await page.goto(`${stack.url}/help/990001`);
    const body = sf(page, '.article-body');
    await expect.poll(() => body.textContent(), { timeout: 10_000 }).toContain('Artículo con trampas');
    await body.locator('p').filter({ hasText: 'pasa el ratón' }).hover();
    await body.getByText('pulsa aquí').click();
    await body.getByText('y aquí').click();
    await imagesDone(body); // an image error or a navigation would have happened by now
    expect(new URL(page.url()).pathname).toBe('/help/990001');
    expect(await page.evaluate(() => (window as Window & { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const found = await body.evaluate((box) =>
      [...box.querySelectorAll('*')].flatMap((el) => [
        ...(['script', 'svg', 'iframe'].includes(el.localName) ? [el.localName] : []),
        ...[...el.attributes]
          .filter((a) => /^on|^style$|^srcdoc$/.test(a.name) || /javascript:/i.test(a.value))
          .map((a) => `${el.localName}[${a.name}]`),
      ]),
    );
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('narrow screens', () => {
  test('at 360 px no promotion, help or document page is wider than the screen', async () => {
    const { ctx, page } = await newPage(360);
    for (const [path, ready] of [
      ['/seckill', '[role=tabpanel] .promo-card'],
      ['/coupons', '.coupon'],
      ['/group-buy', '.promo-card'],
      ['/crowdfunding', '.promo-card'],
      ['/points-mall', '.promo-card'],
      ['/mini-page?id=1', '.promo-card'],
      ['/mini-page?id=424242', '.state.empty'],
      ['/help', '.help-topics a'],
      ['/help/101', 'article.article h1'],
      ['/policy', 'article.article h1'],
      ['/terms', 'article.article h1'],
      ...DOCUMENT_IDS.map((id) => [`/return?id=${id}`, 'article.article h1'] as const),
      ['/return?id=1', '.state.empty'],
    ] as const) {
      await page.goto(stack.url + path);
      await sf(page, ready).first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    await ctx.close();
  });
});
