// The member centre's lists in Chromium against the real server (spec §2 "Member area"): a goods
// saved on its product page is in my-collection and goes when removed (and comes back, with a
// message, when the server cannot be reached); a followed shop is in shop-collection; a viewed
// product is in my-footprint under today; the coupon tabs show what the demo member holds. Reviews
// (issue 12 §1): a completed order is reviewed from its "review" action with 3 photos, keyboard
// only, the review shows on the product page at once, and its follow-up is written after.
// Questions and answers (issue 12 §2): buyer A asks on the product page; buyer B, who bought the
// goods, answers in my-answer (a blank answer is refused at the field first); A sees the answer in
// my-consultation and an unread ask message (the side menu's badge), and marks it read.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { boughtBy } from '../api/support/bought';
import { buyerCall, newBuyer, shotter } from './support/buyers';
import { spanishTell } from '../api/support/spanish-tells';
import { couponTitle, type StoredCouponTitle } from '../../server/src/services/text/coupon-title';
import { answerConfirm, confirmDialog } from './support/confirm';
import { productHydrated } from './support/page-state';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const pd = (page: Page, selector: string) => page.locator(`vitrina-product-detail >> ${selector}`);
const shot = shotter('vitrina-member-centre');
/** Waits for what the page does after a request: 5 s, as two busy cores may need. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** With VITRINA_SHOTS set: every list page at desktop and 360 px, for a human to look at. */
async function shots(page: Page, name: string, paths: string[]) {
  if (!process.env.VITRINA_SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(stack.url + path);
      await sf(page, '.ml [aria-busy=true]').waitFor({ state: 'detached' });
      await shot(page, `${name}-${path.split('/').pop()!.replace(/\W+/g, '-')}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('member centre lists', () => {
  test('save a goods and follow its shop on the product page → my-collection, shop-collection, my-footprint; remove', async () => {
    const buyer = await newBuyer(stack, browser, { prefix: 'mc' });
    const { page } = buyer;
    const { rows } = await stack.db.query<{ id: number; name: string; shop_id: number; shop_name: string }>(
      `select g.id, g.name_es as name, g.shop_id, s.name as shop_name from goods g join shop s on s.id = g.shop_id
       where g.market_enable = 1 and g.stock > 0 order by g.id limit 1`,
    );
    const goods = rows[0]!;

    // a visitor is sent to log in first, and back here after
    const visitor = await browser.newContext();
    const lost = await visitor.newPage();
    await lost.goto(stack.url + '/member/my-collection');
    await lost.waitForURL(/\/login\?forward=%2Fmember%2Fmy-collection$/);
    await visitor.close();

    // nothing saved yet: the empty state leads to the products
    await page.goto(stack.url + '/member/my-collection');
    await poll(() => sf(page, '.ml .state.empty h2').textContent()).toBe('Aún no guardas productos');
    expect(await sf(page, '.ml .state.empty a').getAttribute('href')).toBe('/search');

    await page.goto(`${stack.url}/goods/${goods.id}`);
    // the server drew the product: its buttons answer once hydrated (a fresh clone's run clicked
    // before the storefront's script ran, and that tap is lost: README, first screen)
    await productHydrated(page);
    for (const button of [pd(page, 'button.favorite'), pd(page, 'button.collect')]) {
      await poll(() => button.getAttribute('aria-busy')).toBe('false');
      await button.click();
      await poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }

    // my-collection and goods-collection are one page; the side menu marks it
    for (const path of ['/member/my-collection', '/member/goods-collection']) {
      await page.goto(stack.url + path);
      const card = sf(page, `.ml-card a[href="/goods/${goods.id}"]`);
      await card.waitFor();
      expect(await card.textContent()).toContain(goods.name);
      expect(await sf(page, '.acct-side a[aria-current=page]').getAttribute('href')).toBe('/member/goods-collection');
      expect(await page.title()).toMatch(/^Productos favoritos \| /);
    }

    await shots(page, 'saved', ['/member/my-collection']);

    // removal the server cannot hear: the card comes back, with a message
    await page.route('**/api/mallpcapi/memberFavorite/updateFavorite**', (route) => route.abort());
    const unsave = sf(page, `.ml-card button[aria-label="Quitar ${goods.name} de favoritos"]`);
    // asked first, saying what happens; Esc goes back with nothing sent and focus on the button
    await unsave.click();
    await poll(() => confirmDialog(page).textContent()).toContain(`¿Quitar «${goods.name}» de tus favoritos?`);
    expect(await confirmDialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await confirmDialog(page).waitFor({ state: 'detached' });
    await poll(() => unsave.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await unsave.click();
    await answerConfirm(page, 'Quitar');
    await poll(() => page.locator('vitrina-toasts >> .toast').allTextContents()).toContainEqual(
      expect.stringContaining(`No se pudo quitar ${goods.name} de favoritos; sigue guardado.`),
    );
    await sf(page, `.ml-card a[href="/goods/${goods.id}"]`).waitFor();
    await page.unroute('**/api/mallpcapi/memberFavorite/updateFavorite**');

    // removal that works: the card goes, the row goes, and the emptied page says so
    await unsave.click();
    await answerConfirm(page, 'Quitar');
    await sf(page, `.ml-card a[href="/goods/${goods.id}"]`).waitFor({ state: 'detached' });
    await poll(async () => (await stack.db.query('select 1 from member_favorite where member_id = $1', [buyer.id])).rows.length).toBe(0);
    await poll(() => sf(page, '.ml .state.empty h2').textContent()).toBe('Aún no guardas productos');

    // the followed shop, linking to its page
    await page.goto(stack.url + '/member/shop-collection');
    const shop = sf(page, `.ml-shop a.ml-shop-link[href="/shop/${goods.shop_id}"]`);
    await shop.waitFor();
    expect(await shop.textContent()).toContain(goods.shop_name);

    // the viewed product, under today
    await page.goto(stack.url + '/member/my-footprint');
    const viewed = sf(page, `.ml-day .ml-card a[href="/goods/${goods.id}"]`);
    await viewed.waitFor();
    expect(await sf(page, '.ml-day h2').first().textContent()).toBe('Hoy');

    await shots(page, 'buyer', ['/member/my-collection', '/member/shop-collection', '/member/my-footprint']);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });

  test('the coupon tabs show the demo member’s coupons, at 360 px, with pages a keyboard can reach', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.url}/login?forward=${encodeURIComponent('/member/my-coupons')}`);
    await sf(page, 'input[name=username]').fill('demo');
    await sf(page, 'input[name=password]').fill('demo1234');
    await sf(page, 'button[type=submit]').click();
    await page.waitForURL(stack.url + '/member/my-coupons');

    const now = Math.floor(Date.now() / 1000);
    // one of demo's coupons spent, so the used tab has one to show
    await stack.db.query(`update member_coupon set used_status = 1 where id = (select max(id) from member_coupon where member_id = 1)`);
    // a title the system composed is stored as a key and its figures (issue 16 §3): as the es_MX buyer reads it
    const { rows } = await stack.db.query<StoredCouponTitle & { used: number; end_time: number }>(
      `select c.title, c.title_key, c.title_params, mc.used_status as used, c.end_time
       from member_coupon mc join coupon c on c.id = mc.coupon_id where mc.member_id = 1`,
    );
    expect(rows.filter((r) => r.title !== '' || r.title_key === '')).toEqual([]);
    const titles = (keep: (r: (typeof rows)[number]) => boolean) =>
      rows
        .filter(keep)
        .map((r) => couponTitle(r, 'es_MX'))
        .sort();
    const expected = {
      Disponibles: titles((r) => r.used === 0 && r.end_time >= now),
      Usados: titles((r) => r.used === 1),
      Vencidos: titles((r) => r.used === 0 && r.end_time < now),
    };
    expect(expected.Disponibles.length).toBeGreaterThanOrEqual(2);
    expect(expected.Usados.length).toBeGreaterThanOrEqual(1);

    for (const [tab, want] of Object.entries(expected)) {
      // the tabs are links: Tab reaches them and Enter follows
      const link = sf(page, `.ml-tabs a:has-text("${tab}")`);
      await link.focus();
      await page.keyboard.press('Enter');
      await poll(() => sf(page, '.ml-tabs a[aria-current=page]').textContent()).toBe(tab);
      await sf(page, '.ml [aria-busy=true]').waitFor({ state: 'detached' });
      if (want.length === 0) {
        await sf(page, '.ml .state.empty a[href="/coupons"]').waitFor();
        continue;
      }
      // a page holds 12: the first page shows 12 of them, each one the member holds in this state
      await poll(() => sf(page, '.ml-coupon-title').count()).toBe(Math.min(12, want.length));
      for (const title of await sf(page, '.ml-coupon-title').allTextContents()) expect(want).toContain(title);
      expect(await sf(page, '.pager').count()).toBe(want.length > 12 ? 1 : 0);
    }

    // the welcome coupon, as a buyer reads it
    await sf(page, '.ml-tabs a:has-text("Disponibles")').click();
    const welcome = sf(page, '.ml-coupon:has-text("Bienvenida")');
    if (expected.Disponibles.some((title) => title.startsWith('Bienvenida'))) {
      await welcome.waitFor();
      const text = await welcome.textContent();
      for (const part of ['MXN 50.00', 'En compras desde MXN 500.00', 'Válido en todas las tiendas', 'Vigencia:'])
        expect(text).toContain(part);
    }
    expect(await sf(page, 'a.ml-more').getAttribute('href')).toBe('/coupons');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // more coupons than a page holds: real page links, reached by Tab and followed by Enter
    const { rows: couponRows } = await stack.db.query<{ id: number }>('select id from coupon where end_time > $1 order by id limit 1', [
      now,
    ]);
    await stack.db.query(`insert into member_coupon (member_id, coupon_id, created_at) select 1, $1, $2 from generate_series(1, 12)`, [
      couponRows[0]!.id,
      now,
    ]);
    await page.goto(stack.url + '/member/my-coupons');
    const next = sf(page, '.pager a[rel=next]');
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(stack.url + '/member/my-coupons?pageNo=2');
    await poll(() => sf(page, '.pager a[aria-current=page]').textContent()).toBe('2');
    expect(await sf(page, '.ml-coupon').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await shots(page, 'demo', [
      '/member/my-coupons',
      '/member/my-coupons?status=used',
      '/member/my-collection',
      '/member/shop-collection',
      '/member/my-footprint',
    ]);
    if (process.env.VITRINA_SHOTS) {
      for (const locale of ['en_US', 'zh_CN']) {
        await context.addCookies([{ name: 'vitrina_locale', value: locale, url: stack.url }]);
        await shots(page, locale, ['/member/my-coupons', '/member/my-coupons?status=used']);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('member centre reviews', () => {
  test('review a completed order with 3 photos (keyboard only) → on the product page at once; write the follow-up', async () => {
    const buyer = await newBuyer(stack, browser, { prefix: 'rv' });
    const { page } = buyer;
    // the set-up through the API and the database: one sku bought, the order received and completed
    const { rows } = await stack.db.query<{ sku_id: number; goods_id: number; package_unit: number }>(
      `select s.id as sku_id, s.goods_id, g.package_unit from sku s join goods g on g.id = s.goods_id
       where g.market_enable = 1 and s.quantity >= g.package_unit * 2 order by s.id offset 3 limit 1`,
    );
    const sku = rows[0]!;
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
    const trade = await buyerCall<{ order_list: { sn: string }[] }>(stack, buyer, 'POST', '/buyer/trade/create', {
      idempotency_key: `review-${buyer.id}-key`,
    });
    const sn = trade.order_list[0]!.sn;
    await stack.db.query(
      `update trade_order set order_status = 'COMPLETE', pay_status = 'PAY_YES', ship_status = 'SHIP_ROG' where sn = $1`,
      [sn],
    );

    // the order's "review" action leads to what is left to review of that order
    await page.goto(`${stack.url}/member/my-order/detail?sn=${sn}`);
    const action = sf(page, `a.btn[href="/member/comments?order_sn=${sn}"]`);
    await action.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.url}/member/comments?order_sn=${sn}`);
    await poll(() => sf(page, '.rev [data-testid=pending-review]').count()).toBe(1);
    expect(await sf(page, '.rev-tabs a[aria-current=page]').textContent()).toBe('Por calificar (1)');

    // keyboard only: open the form, pick 5 stars, write, attach 3 photos, send
    await sf(page, '[data-testid=pending-review] button.btn').focus();
    await page.keyboard.press('Enter');
    const form = sf(page, '[data-testid=review-form]');
    await form.waitFor();
    // sent empty: every refusal at once in the form's words (issue 16 §6), focus on the rating, nothing sent
    await form.locator('button[type=submit]').focus();
    await page.keyboard.press('Enter');
    await poll(() => form.locator('.field-error').allTextContents()).toEqual([
      'Elige una calificación de 1 a 5 estrellas',
      'Escribe tu reseña',
    ]);
    await poll(() =>
      form.locator('input[type=radio][value="5"]').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    await form.locator('input[type=radio][value="5"]').focus();
    await page.keyboard.press('Space');
    expect(await form.locator('input[type=radio][value="5"]').isChecked()).toBe(true);
    // answered: its refusal goes, the text's stays until it is written
    await poll(() => form.locator('.field-error').allTextContents()).toEqual(['Escribe tu reseña']);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Llegó completo y bien empacado');
    const png = async (color: string) => {
      const url = await page.evaluate((fill) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 96;
        const g = canvas.getContext('2d')!;
        g.fillStyle = fill;
        g.fillRect(0, 0, 96, 96);
        return canvas.toDataURL('image/png');
      }, color);
      return Buffer.from(url.split(',')[1]!, 'base64');
    };
    const files = await Promise.all(
      ['#1f77b4', '#ff7f0e', '#2ca02c'].map(async (color, i) => ({
        name: `foto${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await png(color),
      })),
    );
    await form.locator('input[type=file]').setInputFiles(files);
    await poll(() => form.locator('[data-testid=review-photo][data-done="1"]').count()).toBe(3);
    expect(await form.locator('input[type=file]').isDisabled()).toBe(true);
    await shot(page, 'review-form-1280');
    if (process.env.VITRINA_SHOTS) {
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'review-form-360');
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await form.locator('button[type=submit]').focus();
    await page.keyboard.press('Enter');
    await poll(() => sf(page, '.rev .state.empty h2').textContent()).toBe('Ya calificaste todos los productos de este pedido.');
    // the form is gone: focus waits on the tabs, not on the page's top
    expect(
      await sf(page, '.rev-tabs a')
        .first()
        .evaluate((a) => (a.getRootNode() as ShadowRoot | Document).activeElement === a),
    ).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // the order is no longer waiting for a review
    const order = await buyerCall<{ comment_status: string; order_operate_allowable_vo: { allow_comment: boolean } }>(
      stack,
      buyer,
      'GET',
      `/buyer/trade/orders/${sn}`,
    );
    expect(order).toMatchObject({ comment_status: 'WAIT_CHASE', order_operate_allowable_vo: { allow_comment: false } });

    // at once on the product page, with its 3 photos
    await page.goto(`${stack.url}/goods/${sku.goods_id}`);
    await productHydrated(page);
    await pd(page, '.details [role=tab][id$="-comments"]').click();
    const mine = pd(page, '.entry:has-text("Llegó completo y bien empacado")');
    await mine.waitFor();
    expect(await mine.locator('.photos img').count()).toBe(3);
    await poll(() =>
      mine
        .locator('.photos img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(96);

    // the follow-up, from my reviews
    await page.goto(`${stack.url}/member/my-comments`);
    const link = sf(page, '[data-testid=my-review] a.btn[href^="/member/increase-ticket"]');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/member\/increase-ticket\?comment_id=\d+$/);
    const followUp = sf(page, '[data-testid=review-form]');
    await followUp.locator('textarea').focus();
    await page.keyboard.type('Después de un mes sigue como nuevo');
    await followUp.locator('button[type=submit]').focus();
    await page.keyboard.press('Enter');
    await poll(() => sf(page, '[data-testid=follow-up] .rev-text').textContent()).toBe('Después de un mes sigue como nuevo');
    expect(await sf(page, '[data-testid=review-form]').count()).toBe(0);

    await page.goto(`${stack.url}/goods/${sku.goods_id}`);
    await productHydrated(page);
    await pd(page, '.details [role=tab][id$="-comments"]').click();
    await pd(page, '.entry .follow-up:has-text("Después de un mes sigue como nuevo")').waitFor();
    await shot(page, 'review-on-product-1280');

    // 360 px: nothing wider than the screen
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${stack.url}/member/my-comments`);
    await sf(page, '[data-testid=my-review]').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shots(page, 'reviews', ['/member/comments?tab=done', '/member/my-comments', `/member/comments?order_sn=${sn}`]);
    if (process.env.VITRINA_SHOTS) {
      for (const locale of ['en_US', 'zh_CN']) {
        await buyer.context.addCookies([{ name: 'vitrina_locale', value: locale, url: stack.url }]);
        await shots(page, `reviews-${locale}`, ['/member/comments?tab=done']);
      }
    }
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });

  test('ask on the product page; a buyer of the goods answers in my-answer; the asker reads it in my-consultation and ask-message', async () => {
    const { rows } = await stack.db.query<{ id: number; name: string }>(
      `select g.id, g.name_es as name from goods g where g.market_enable = 1 and g.stock > 0
         and not exists (select 1 from order_item i where i.goods_id = g.id) order by g.id desc limit 1`,
    );
    const goods = rows[0]!;
    const answerer = await newBuyer(stack, browser, { prefix: 'qb', landing: '/member/my-answer' });
    await boughtBy(stack, answerer.id, goods.id);
    const asker = await newBuyer(stack, browser, { prefix: 'qa', landing: `/goods/${goods.id}` });

    // A asks on the product page
    await pd(asker.page, '.details [role=tab][id$="-asks"]').click();
    await pd(asker.page, '.ask-form textarea').fill('¿Viene en cajas de 12?');
    await pd(asker.page, '.ask-form button[type=submit]').click();
    await pd(asker.page, '.entry.ask:has-text("¿Viene en cajas de 12?")').waitFor();

    // B sees it in my-answer; a blank answer is refused at the field, then B answers by keyboard
    const b = answerer.page;
    await b.reload();
    const item = sf(b, '[data-testid=to-answer] > li:has-text("¿Viene en cajas de 12?")');
    await item.locator('button.primary').focus();
    await b.keyboard.press('Enter');
    const answerForm = sf(b, '[data-testid=answer-form]');
    await answerForm.locator('button[type=submit]').click();
    await poll(() => sf(b, '[data-testid=answer-error]').textContent()).toBe('Escribe tu respuesta.');
    expect(await answerForm.locator('textarea').getAttribute('aria-invalid')).toBe('true');
    await shot(b, 'my-answer-refused-1280');
    await poll(() => answerForm.locator('textarea').evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await b.keyboard.type('Sí, 12 piezas por caja.');
    await b.keyboard.press('Tab');
    await b.keyboard.press('Space');
    await answerForm.locator('button[type=submit]').focus();
    await b.keyboard.press('Enter');
    await poll(() => sf(b, '[data-testid=to-answer] > li:has-text("¿Viene en cajas de 12?")').count()).toBe(0);
    await b.goto(stack.url + '/member/my-answer?tab=done');
    await poll(() => sf(b, '[data-testid=answered] > li').first().textContent()).toContain('Sí, 12 piezas por caja.');
    expect(answerer.errors).toEqual([]);
    await answerer.context.close();

    // A: the answer (anonymous) in my-consultation, one unread ask message in the side menu
    const a = asker.page;
    await a.goto(stack.url + '/member/my-consultation');
    const mine = sf(a, '[data-testid=my-asks] > li').first();
    await poll(() => mine.locator('[data-testid=answers]').textContent()).toContain('Sí, 12 piezas por caja.');
    expect(await mine.locator('[data-testid=answers]').textContent()).toContain('Comprador anónimo');
    expect(await mine.locator(`a[href="/goods/${goods.id}"]`).count()).toBe(1);
    const badge = sf(a, '[data-testid=unread-asks]');
    await poll(() => badge.textContent()).toBe('1');
    expect(await overflow(a)).toBeLessThanOrEqual(0);
    await shot(a, 'my-consultation-1280');

    await sf(a, '.acct-side a[href="/member/ask-message"]').click();
    const message = sf(a, '[data-testid=ask-messages] > li').first();
    await poll(() => message.locator('h2').textContent()).toBe(`No leído: Tu pregunta sobre ${goods.name} recibió una respuesta.`);
    await message.locator('button', { hasText: 'Marcar como leído' }).click();
    await poll(() => message.getAttribute('data-unread')).toBe('0');
    await poll(() => badge.count()).toBe(0);
    await shot(a, 'ask-message-1280');

    await a.setViewportSize({ width: 360, height: 800 });
    await a.goto(stack.url + '/member/my-consultation');
    await sf(a, '[data-testid=my-asks]').waitFor();
    expect(await overflow(a)).toBeLessThanOrEqual(0);
    await shots(a, 'asks', ['/member/my-consultation', '/member/ask-message', '/member/my-answer']);
    if (process.env.VITRINA_SHOTS) {
      for (const locale of ['en_US', 'zh_CN']) {
        await asker.context.addCookies([{ name: 'vitrina_locale', value: locale, url: stack.url }]);
        await shots(a, `asks-${locale}`, ['/member/my-consultation', '/member/ask-message']);
      }
    }
    expect(asker.errors).toEqual([]);
    await asker.context.close();
  });

  test('in en_US and zh_CN the balance and my orders read with no Spanish system sentence and the catalogue’s names (issue 16 §3)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.url}/login?forward=${encodeURIComponent('/member/account-balance')}`);
    await sf(page, 'input[name=username]').fill('demo');
    await sf(page, 'input[name=password]').fill('demo1234');
    await sf(page, 'button[type=submit]').click();
    await page.waitForURL(stack.url + '/member/account-balance');
    const { rows: lines } = await stack.db.query<{ goods_id: number; en: string; zh: string }>(
      `select i.goods_id, g.name_en as en, g.name_zh as zh from order_item i join trade_order o on o.sn = i.order_sn
       join goods g on g.id = i.goods_id where o.member_id = 1`,
    );
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const locale of ['en_US', 'zh_CN'] as const) {
      await context.addCookies([{ name: 'vitrina_locale', value: locale, url: stack.url }]);
      await page.goto(`${stack.url}/member/account-balance`);
      const remarks = sf(page, '.acct-table td.remark');
      await poll(() => remarks.count()).toBeGreaterThanOrEqual(7);
      const texts = await remarks.allTextContents();
      expect(texts.filter((text) => spanishTell(text) !== undefined || text.trim() === '')).toEqual([]);
      // one sign convention: the sign before the currency code, on every line
      const amounts = await sf(page, '.acct-table tbody td.num:nth-child(4)').allTextContents();
      expect(amounts.filter((a) => !/^[+\u2212]MXN \d/.test(a))).toEqual([]);
      await shot(page, `balance-${locale}`);
      if (process.env.VITRINA_SHOTS) {
        await page.setViewportSize({ width: 375, height: 800 });
        await shot(page, `balance-${locale}-375`);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      await page.goto(`${stack.url}/member/my-order`);
      const names = sf(page, '.buy-order .buy-name > a:not(.buy-snap)');
      await poll(() => names.count()).toBeGreaterThanOrEqual(6);
      const shown = await names.evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.textContent] as const));
      for (const [href, name] of shown) {
        const line = lines.find((l) => `/goods/${l.goods_id}` === href);
        expect(name).toBe(locale === 'en_US' ? line?.en : line?.zh);
      }
      await shot(page, `orders-${locale}`);

      // coupon titles the system composed read in the buyer's language (one page is enough: the API test reads them all)
      if (locale === 'zh_CN') {
        await page.goto(`${stack.url}/member/my-coupons`);
        const titles = sf(page, '.ml-coupon-title');
        await poll(() => titles.count()).toBeGreaterThanOrEqual(2);
        const shownTitles = await titles.allTextContents();
        expect(shownTitles.filter((title) => spanishTell(title) !== undefined || !/满 MXN [\d,.]+ 减 MXN/.test(title))).toEqual([]);
        await shot(page, `coupons-${locale}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
  const NOT_FOUND: Record<string, string> = {
    '/member/my-receipt/detail?id=99999999': 'No encontramos esta factura',
    '/member/my-order/detail?sn=NOPE': 'No encontramos este pedido',
    '/member/service-detail?sn=NOPE': 'No encontramos este servicio postventa',
  };
  test('member pages reached with a missing or wrong id say so in words for people, never a server’s developer sentence', async () => {
    const buyer = await newBuyer(stack, browser, { prefix: 'ids' });
    const { page } = buyer;
    const paths = [
      '/member/my-receipt/detail',
      '/member/my-receipt/detail?id=abc',
      '/member/my-receipt/detail?id=99999999',
      '/member/my-order/detail',
      '/member/my-order/detail?sn=NOPE',
      '/member/service-detail',
      '/member/service-detail?sn=NOPE',
      '/member/apply-service',
      '/member/apply-service?order_sn=NOPE',
      '/member/comments?order_sn=NOPE',
      '/member/faq-detail?id=abc',
      '/goods/snapshot?id=abc',
    ];
    // what a developer reads: a parameter's name, or the server's "the field …" sentences
    const developer = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|El campo|The field|Unexpected reply|application\/x-www/;
    const raw: string[] = [];
    for (const path of paths) {
      await page.goto(stack.url + path);
      // settled: a state (missing, error, empty) or the page's own content, and no placeholder left
      await sf(page, 'main .state, main .buy-order, main form, main [data-testid]').first().waitFor({ timeout: 8000 });
      await expect.poll(() => sf(page, 'main [aria-busy=true]').count(), { timeout: 8000 }).toBe(0);
      // the words on screen, through the shadow roots (the member centre's page is a widget in the storefront's)
      const text = await page.evaluate(() => {
        const words = (node: Node): string =>
          node instanceof Element && node.shadowRoot
            ? words(node.shadowRoot)
            : node.nodeType === Node.TEXT_NODE
              ? ` ${node.textContent ?? ''}`
              : [...node.childNodes].map(words).join('');
        const main = document.querySelector('vitrina-storefront')?.shadowRoot?.querySelector('main');
        const toasts = document.querySelector('vitrina-toasts');
        return (main ? words(main) : '') + (toasts ? words(toasts) : '');
      });
      const found = text.match(developer);
      if (path === '/member/my-receipt/detail')
        expect(text).toContain('El enlace está incompleto o no es válido: ábrelo de nuevo desde su lista.');
      // a wrong id is "not found", never "you have none yet" (issue 16 §6)
      const notFound = NOT_FOUND[path];
      if (notFound) expect(text).toContain(notFound);
      if (found)
        raw.push(
          `${path}: ${found[0]} (${text.slice(Math.max(0, (found.index ?? 0) - 60), (found.index ?? 0) + 60).replace(/\s+/g, ' ')})`,
        );
    }
    expect(raw).toEqual([]);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 90_000);

  test('account forms show every error at once, each under its input, and focus the first (issue 16 §6)', async () => {
    const buyer = await newBuyer(stack, browser, { prefix: 'forms' });
    const { page } = buyer;
    /** The focused element's name, through the shadow roots. */
    const focused = () =>
      page.evaluate(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('name') ?? null;
      });
    const shown = async () => {
      const form = sf(page, 'form.acct-form');
      return form.locator('[aria-invalid=true]').evaluateAll((inputs) =>
        inputs.map((input) => {
          const root = input.getRootNode() as ShadowRoot;
          return [input.getAttribute('name'), root.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent];
        }),
      );
    };

    await page.goto(`${stack.url}/member/change-password`);
    await sf(page, 'form.acct-form input[name=oldPassword]').waitFor();
    await sf(page, 'form.acct-form input[name=password]').fill('abc');
    await sf(page, 'form.acct-form input[name=confirm]').fill('abd');
    await sf(page, 'form.acct-form button[type=submit]').click();
    await poll(async () => (await shown()).length).toBe(3);
    expect(await shown()).toEqual([
      ['oldPassword', 'El formulario tiene errores. Por favor, revísalo.'],
      ['password', 'La contraseña debe tener de 6 a 20 caracteres'],
      ['confirm', 'Las contraseñas no coinciden'],
    ]);
    expect(await focused()).toBe('oldPassword');
    await shot(page, 'change-password-errors-1280');
    if (process.env.VITRINA_SHOTS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, 'change-password-errors-375');
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.goto(`${stack.url}/member/my-profile`);
    await sf(page, 'form.acct-form input[name=nickname]').fill('1');
    await sf(page, 'form.acct-form input[name=email]').fill('ana@');
    await sf(page, 'form.acct-form button[type=submit]').click();
    await poll(async () => (await shown()).length).toBe(2);
    expect(await shown()).toEqual([
      ['nickname', 'El nombre debe tener de 2 a 20 caracteres: caracteres chinos, letras, dígitos, «-» y «_»'],
      ['email', 'Escribe un correo electrónico válido'],
    ]);
    expect(await focused()).toBe('nickname');
    await shot(page, 'profile-errors-1280');
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });
});
