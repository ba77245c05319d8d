// The purchase request form and the distributor dialog on a partner's page (issue 11 §1, §7): its
// own origin, its hostile CSS, the SDK by one script tag, against the real server. A visitor is
// offered the login; a member gets the spec's refusals inside the widgets (missing fields, a wrong
// attachment type, dates out of the window) and then sends both, which the host page hears of.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { isoOfDay, purchaseDayWindow } from '../../src/core/contract/rules-purchase';
import { newBuyer } from './support/buyers';
import { pixelDifference, stableScreenshot } from './support/pixels';
import { e2eSuite } from './support/suite';
import { liveCounts } from './support/live-counts';

const { stack, browser } = e2eSuite({ products: 200 });

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const form = (page: Page, selector: string) => page.locator(`vitrina-purchase-form >> ${selector}`);
const dialog = (page: Page) => page.locator('vitrina-distributor-dialog >> dialog');
const toasts = (page: Page) => page.locator('vitrina-toasts >> .toast').allTextContents();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8a7b30000000049454e44ae426082',
  'hex',
);

/** A fresh member whose session is carried over to the partner origin, as its own login there would. */
async function memberOnPartner(prefix: string): Promise<{ id: number; context: BrowserContext; errors: string[] }> {
  const buyer = await newBuyer(stack, browser, { prefix, locale: 'en_US', landing: '/' });
  await buyer.page.close();
  const partner = new URL(stack.partner).hostname;
  await buyer.context.addCookies(
    (await buyer.context.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
  );
  return { id: buyer.id, context: buyer.context, errors: buyer.errors };
}

async function openWholesale(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${stack.partner}/partner/wholesale.html`);
  return { page, errors };
}

/** Picks state → municipality → area of one region field, waiting for each level to load. */
async function pickRegion(page: Page, name: string) {
  for (const part of ['state', 'city', 'area']) {
    const select = form(page, `select[name=${name}-${part}]`);
    await poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
}

describe('wholesale page on the partner origin (hostile CSS)', () => {
  test('a visitor is offered the login in both widgets, which opens vitrina-login on this page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openWholesale(context);
    await form(page, '.pur-login button').waitFor();
    expect(await form(page, '.pur-login p').textContent()).toBe('Inicia sesión para publicar una solicitud de compra.');
    await page.locator('#apply-trigger').click();
    await dialog(page).locator('.mch-login').waitFor();
    expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await poll(() => page.locator('vitrina-distributor-dialog[open]').count()).toBe(0);

    // issue 11 §2: the buyer logs in here (data-login="redirect" keeps the marketplace's login page:
    // partner-login.test.ts)
    await form(page, '.pur-login button').click();
    const login = page.locator('vitrina-login >> dialog');
    await login.waitFor();
    expect(await login.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(page.url()).toBe(`${stack.partner}/partner/wholesale.html`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('purchase form: refusals inside the widget, then published; the host hears vitrina:purchase_request', async () => {
    const { id, context } = await memberOnPartner('ppf');
    const { page, errors } = await openWholesale(context);
    const submit = form(page, '.pur-form button[type=submit]');
    await submit.waitFor();

    // missing fields: each says why, and the buyer is told to check the form
    await submit.click();
    await poll(() => toasts(page)).toContainEqual(expect.stringContaining('Form filled incorrectly, please check'));
    expect(await form(page, '.pur-field .form-error').count()).toBe(11);
    expect(await form(page, '[data-field=title] .form-error').textContent()).toBe('This field is required');
    // the message leaves the form's sticky action bar free: Publish can be pressed again at once
    const toastBox = await page.locator('vitrina-toasts >> .toast').boundingBox();
    const submitBox = await submit.boundingBox();
    if (!toastBox || !submitBox) throw new Error('no toast or no submit button on screen');
    expect(toastBox.y + toastBox.height <= submitBox.y || submitBox.y + submitBox.height <= toastBox.y, 'toast over Publish').toBe(true);

    // a wrong image type is refused before any upload
    const file = form(page, 'input[type=file]');
    await file.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    expect(await form(page, '[data-testid=image-error]').textContent()).toBe('Only .jpg or .png images are accepted');

    // dates out of the window are refused with the window in words
    const { min, max } = purchaseDayWindow(Date.now());
    await form(page, '#pur-closing_date').fill(isoOfDay(max + 5));
    await form(page, '#pur-receiving_date').fill(isoOfDay(min - 3));
    await submit.click();
    await poll(() => form(page, '[data-field=closing_date] .form-error').textContent()).toMatch(/^Choose a date from .+ to .+$/);
    expect(await form(page, '[data-field=receiving_date] .form-error').textContent()).toMatch(/^Choose a date from .+ to .+$/);

    const title = `Taladros ${Date.now().toString(36)}`;
    await form(page, '#pur-title').fill(title);
    await form(page, '#pur-goods_category').selectOption('9');
    await form(page, '#pur-goods_names').fill('Taladro percutor 1/2');
    await form(page, '#pur-goods_num').fill('120');
    await form(page, '#pur-goods_unit').fill('piezas');
    await file.setInputFiles({ name: 'taladro.png', mimeType: 'image/png', buffer: PNG });
    await form(page, '.pur-preview img').waitFor();
    await form(page, '#pur-closing_date').fill(isoOfDay(min + 10));
    await form(page, '#pur-receiving_date').fill(isoOfDay(min + 20));
    await form(page, '#pur-goods_price').fill('899.00');
    await pickRegion(page, 'ship_county');
    await pickRegion(page, 'seller_county');
    await form(page, '#pur-contact_name').fill('Jesús Díaz');
    await form(page, '#pur-contact_num').fill('33 1234 5678');
    expect(await form(page, '.pur-field .form-error').count()).toBe(0);

    await submit.click();
    await form(page, '.pur-done').waitFor();
    const { rows } = await stack.db.query<{ id: number; member_id: number }>(
      'select id::int as id, member_id::int as member_id from purchase_order where title = $1',
      [title],
    );
    expect(rows).toEqual([{ id: expect.any(Number), member_id: id }]);
    expect(await page.evaluate(() => document.documentElement.dataset.lastPurchase)).toBe(String(rows[0]?.id));
    expect(await page.locator('#purchase-status').textContent()).toContain(`#${rows[0]?.id}`);
    // another one starts from an empty form
    await form(page, '.pur-done button').click();
    expect(await form(page, '#pur-title').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('distributor dialog: opened by its trigger, refusals, a PDF, sent; vitrina:application; vitrina("open") shows it pending', async () => {
    const { id, context } = await memberOnPartner('pdd');
    const { page, errors } = await openWholesale(context);
    const box = dialog(page);
    // the widget listens for its trigger once mounted (its closed <dialog> is there): a click before
    // its chunk arrived would open nothing (a known gap, issue 11), and a loaded CI machine clicks that early
    await box.waitFor({ state: 'attached' });
    await page.locator('#apply-trigger').click();
    await box.locator('.mch-form').waitFor();
    // the top layer: above the host page's z-index and transforms, whatever its dialog CSS says
    expect(await box.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await box.getByLabel('Distributor').check();
    expect(await box.getByRole('link', { name: 'distributor agreement' }).getAttribute('href')).toBe(`${stack.url}/return?id=6911`);

    // a missing field says so once left; a submit names every missing field at once, each under
    // its field, and focuses the first (issue 16 §6)
    const submit = box.getByRole('button', { name: 'Submit application' });
    await box.locator('input[name=mainSalesChannels]').focus();
    await box.locator('input[name=purchaseAmount]').focus();
    await box.getByText('Please enter the main sales channels').waitFor();
    await submit.click();
    await poll(() => box.locator('.mch-error').allTextContents()).toEqual([
      'Please enter the main sales channels',
      'Please enter the annual purchase amount',
      'Upload attachment',
      'Please accept the agreement to continue',
    ]);
    expect(await box.locator('input[name=mainSalesChannels]').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(
      true,
    );
    expect(await stack.db.query('select 1 from merchant_apply where member_id = $1', [id]).then((r) => r.rows)).toEqual([]);

    // a wrong attachment type is refused before the upload
    const file = box.locator('input[type=file]');
    await file.setInputFiles({ name: 'lista.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('PK') });
    await box.getByText('Only .doc, .docx or .pdf files are accepted').waitFor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    await file.setInputFiles({ name: 'propuesta.pdf', mimeType: 'application/pdf', buffer: pdf });
    await box.getByText('propuesta.pdf uploaded').waitFor();
    await box.locator('input[name=mainSalesChannels]').fill('Ferretería propia, Amazon');
    await box.locator('input[name=purchaseAmount]').fill('800,000 MXN');
    await box.locator('input[name=agreed]').check();
    await submit.click();

    await poll(() => page.locator('vitrina-distributor-dialog[open]').count()).toBe(0);
    await poll(() => page.evaluate(() => document.documentElement.dataset.lastApplication)).toBe('1');
    const { rows } = await stack.db.query<{ apply_type: number; status: number }>(
      'select apply_type, status from merchant_apply where member_id = $1',
      [id],
    );
    expect(rows).toEqual([{ apply_type: 1, status: 0 }]);

    // the JS API opens the same dialog: the status check comes first, and says it waits for review
    await page.locator('#apply-api').click();
    await box.getByText('Your application has been submitted, please wait for platform review').waitFor();
    expect(await box.locator('.mch-form').count()).toBe(0);
    await page.keyboard.press('Escape');
    await poll(() => page.locator('vitrina-distributor-dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The runtime's own count of mounted widgets, read through the SDK's `api` entry (the module the widgets use). */
async function mountedCount(page: Page): Promise<number> {
  const manifest = (await (await fetch(`${stack.url}/sdk/manifest.json`)).json()) as { api: string };
  // A string, so the test runner's transform does not rewrite this `import()` meant for the page.
  return page.evaluate<number>(`import(${JSON.stringify(`${stack.url}/sdk/${manifest.api}`)}).then((m) => m.mountedCount())`);
}

test('the form and the open dialog look the same on the hostile page as on a clean page', async () => {
  const { context } = await memberOnPartner('pxf');
  const shots: Record<string, Buffer>[] = [];
  for (const path of ['/partner/wholesale.html', '/partner/wholesale-clean.html']) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 2400 }); // the whole form in view: its sticky actions at rest
    await page.goto(stack.partner + path);
    // what the form loads by itself, in: the categories and both regions' states
    await poll(() => form(page, '#pur-goods_category option').count()).toBeGreaterThan(1);
    for (const name of ['ship_county', 'seller_county'])
      await poll(() => form(page, `select[name=${name}-state] option`).count()).toBeGreaterThan(1);
    await page.evaluate(() => document.fonts.ready);
    const shot: Record<string, Buffer> = { form: await stableScreenshot(page.locator('vitrina-purchase-form')) };
    await page.locator('#apply-trigger').click();
    await dialog(page).locator('.mch-form').waitFor();
    await dialog(page).getByLabel('Factory').check();
    shot.dialog = await stableScreenshot(dialog(page));
    shots.push(shot);
    await page.close();
  }
  await context.close();
  const [hostile, clean] = shots as [Record<string, Buffer>, Record<string, Buffer>];
  for (const part of ['form', 'dialog']) {
    expect(pixelDifference(hostile[part] as Buffer, clean[part] as Buffer), part).toBeLessThan(0.02);
  }
});

test('two purchase forms side by side, one mounted by vitrina("mount", …) with props, keep their own input', async () => {
  const { context } = await memberOnPartner('p2f');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(stack.partner + '/partner/wholesale-clean.html');
  await page.evaluate(() => {
    const target = document.createElement('div');
    target.id = 'second';
    document.querySelector('main')?.append(target);
    (window as unknown as { vitrina: (...args: unknown[]) => void }).vitrina('mount', 'purchase-form', '#second', {
      cancelLabel: 'Not now',
    });
  });
  const second = (selector: string) => page.locator(`#second >> ${selector}`);
  await second('#pur-title').waitFor();
  expect(await second('.pur-actions button[type=button]').textContent()).toBe('Not now');
  await form(page, '#pur-title').fill('Primera');
  await second('#pur-title').fill('Segunda');
  expect(await form(page, '#pur-title').inputValue()).toBe('Primera');
  expect(await page.locator('vitrina-purchase-form >> .pur-actions button').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a purchase form chunk that always fails shows the page’s own fallback inside the element', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/\/sdk\/w-purchase-form-[^/?]+\.js(\?retry)?$/, (route) => route.abort());
  await page.goto(`${stack.partner}/partner/wholesale.html`);
  await page.waitForFunction(() => document.querySelector('vitrina-purchase-form')?.getAttribute('data-vitrina-state') === 'error');
  expect(await page.locator('vitrina-purchase-form p').isVisible()).toBe(true);
  // the rest of the page works: the dialog's own chunk is another one
  await page.locator('#apply-trigger').click();
  await dialog(page).locator('.mch-login').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

describe('SPA host: the forms mounted and unmounted by route changes', () => {
  test('20 rounds of wholesale (form filled in, dialog opened) → about: emptied shadow roots, nothing grows', async () => {
    const { context } = await memberOnPartner('spf');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.partner}/spa/`);

    const round = async () => {
      await page.evaluate(() => (location.hash = '#/forms'));
      // the form by its CMS-proof target, <div data-vitrina="purchase-form">
      await page.locator('#pf >> #pur-title').fill('Borrador');
      await poll(() => page.locator('#pf >> #pur-goods_category option').count()).toBeGreaterThan(1);
      await page.locator('#apply').click();
      await dialog(page).locator('.mch-form').waitFor();
      await page.keyboard.press('Escape');
      await poll(() => page.locator('vitrina-distributor-dialog[open]').count()).toBe(0);
      // kept to check that leaving emptied them
      await page.evaluate(() => {
        (window as unknown as { __forms: Element[] }).__forms = [
          ...document.querySelectorAll('#view [data-vitrina=purchase-form], #view vitrina-distributor-dialog'),
        ];
      });
      await page.evaluate(() => (location.hash = '#/about'));
      await page.locator('#view h1', { hasText: 'About' }).waitFor();
      await poll(() => mountedCount(page)).toBe(0);
    };
    await round(); // chunks, strings, categories and regions are loaded once: not a leak
    await round();
    const before = await liveCounts(page);
    for (let i = 0; i < 20; i++) await round();
    const left = await page.evaluate(() =>
      (window as unknown as { __forms: Element[] }).__forms.map((h) => h.shadowRoot?.childNodes.length ?? -1),
    );
    expect(left).toEqual([0, 0]);
    // A round mounts two widgets of hundreds of nodes: a leak of one per round is far above this.
    // Collected again until it holds: on a loaded machine the last rounds' detached nodes have
    // outlived one collection (858 once); what a leak keeps reachable no collection frees.
    await poll(async () => {
      const after = await liveCounts(page);
      return { nodes: after.nodes - before.nodes <= 10, listeners: after.listeners - before.listeners <= 2 };
    }).toEqual({ nodes: true, listeners: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
