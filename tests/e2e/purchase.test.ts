// Purchase requests in Chromium against the real server (spec §2 /purchase, §5, §8, §9): the list
// opens the add form as a 950×1000 popup; a bad submit marks every field and toasts 'Form filled
// incorrectly'; a wrong image type is refused before upload; the filled form with its image
// publishes, the popup closes and the list shows the request. Leaving an unsaved form asks first.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { isoOfDay, purchaseDayWindow } from '../../src/core/contract/rules-purchase';
import { newBuyer, shotter } from './support/buyers';
import { answerConfirm, confirmDialog } from './support/confirm';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const toasts = (page: Page) => page.locator('vitrina-toasts >> .toast').allTextContents();
const shot = shotter('vitrina-purchase');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8a7b30000000049454e44ae426082',
  'hex',
);

/** Picks state → municipality → area of one region field, waiting for each level to load. */
async function pickRegion(page: Page, name: string) {
  for (const part of ['state', 'city', 'area']) {
    const select = sf(page, `select[name=${name}-${part}]`);
    await poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
}

describe('purchase requests', () => {
  test('list → Publish opens the 950×1000 popup → errors → fill with an image → published → listed; unsaved close asks', async () => {
    const { page, errors } = await newBuyer(stack, browser, { prefix: 'pur', landing: '/purchase', locale: 'en_US' });
    await poll(() => sf(page, '.pur-card h2').count()).toBe(10);
    expect(await sf(page, '.pur-page > p.small').textContent()).toBe('10 requests');
    await shot(page, 'list-1280');

    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => ((document.body.dataset.features = String(args[2])), open(...args));
    });
    const [popup] = await Promise.all([page.waitForEvent('popup'), sf(page, '[data-testid=purchase-publish]').click()]);
    expect(await page.evaluate(() => document.body.dataset.features)).toBe('width=950,height=1000');
    await popup.setViewportSize({ width: 950, height: 1000 });
    const submit = sf(popup, '.pur-form button[type=submit]');
    await submit.waitFor();
    expect(await popup.title()).toMatch(/^Post a purchase request/);

    // nothing filled: a toast, every required field says why, the first one has focus
    await submit.click();
    await poll(() => toasts(popup)).toContainEqual(expect.stringContaining('Form filled incorrectly, please check'));
    expect(await sf(popup, '.pur-field .form-error').count()).toBe(11);
    expect(await sf(popup, '[data-field=title] .form-error').textContent()).toBe('This field is required');
    // the focused element, down through the storefront's and the form widget's shadow roots
    const focused = () =>
      popup.evaluate(() => {
        let at = document.activeElement;
        while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
        return at?.id;
      });
    await poll(focused).toBe('pur-title');

    // the wrong type is refused before any upload
    const file = sf(popup, 'input[type=file]');
    await file.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    expect(await sf(popup, '[data-testid=image-error]').textContent()).toBe('Only .jpg or .png images are accepted');

    const { min, max } = purchaseDayWindow(Date.now());
    expect(await sf(popup, '#pur-closing_date').getAttribute('min')).toBe(isoOfDay(min));
    expect(await sf(popup, '#pur-closing_date').getAttribute('max')).toBe(isoOfDay(max));
    const title = `Mochilas escolares ${Date.now().toString(36)}`;
    await sf(popup, '#pur-title').fill(title);
    await sf(popup, '#pur-goods_category').selectOption('9');
    await sf(popup, '#pur-goods_names').fill('Mochila escolar con ruedas');
    await sf(popup, '#pur-goods_num').fill('800');
    await sf(popup, '#pur-goods_unit').fill('piezas');
    await file.setInputFiles({ name: 'mochila.png', mimeType: 'image/png', buffer: PNG });
    await sf(popup, '.pur-preview img').waitFor();
    await sf(popup, '#pur-closing_date').fill(isoOfDay(min + 10));
    await sf(popup, '#pur-receiving_date').fill(isoOfDay(min + 20));
    await sf(popup, '#pur-goods_price').fill('249.50');
    await pickRegion(popup, 'ship_county');
    await pickRegion(popup, 'seller_county');
    await sf(popup, '#pur-contact_name').fill('Rosa Ortega');
    await sf(popup, '#pur-contact_num').fill('55 1234 5678');
    expect(await sf(popup, '.pur-field .form-error').count()).toBe(0);
    await shot(popup, 'popup-950');

    // published: the popup closes, the list reloads and says so
    await Promise.all([popup.waitForEvent('close'), submit.click()]);
    await poll(() => toasts(page)).toContainEqual(expect.stringContaining('Published successfully'));
    await poll(() => sf(page, '.pur-card h2').first().textContent()).toBe(title);
    const { rows } = await stack.db.query<{ goods_img: string; goods_price: number; goods_num: number }>(
      'select goods_img, goods_price::int as goods_price, goods_num::int as goods_num from purchase_order where title = $1',
      [title],
    );
    expect(rows).toEqual([
      { goods_img: expect.stringMatching(/^\/uploads\/avatars\/\d+-[\w-]+\.png$/), goods_price: 24950, goods_num: 800 },
    ]);

    // mine: only this buyer's request; its detail page shows the contact
    await sf(page, '.pur-tabs a:has-text("My requests")').click();
    await poll(() => sf(page, '.pur-card h2').allTextContents()).toEqual([title]);
    await sf(page, `.pur-card h2 a`).click();
    await poll(() => sf(page, '[data-testid=purchase-detail] h1').textContent()).toBe(title);
    expect(await sf(page, '[data-testid=purchase-detail]').textContent()).toContain('Rosa Ortega');
    await shot(page, 'detail-1280');

    // the form on its own page: leaving it unsaved asks (spec §8), cancelling stays
    await page.goto(`${stack.url}/purchase/add`);
    await sf(page, '#pur-title').fill('Borrador');
    // through the one confirm dialog (never the browser's), saying what is lost
    await sf(page, '.pur-actions button[type=button]').click();
    await poll(() => confirmDialog(page).locator('h2').textContent()).toBe(
      'The form has not been saved, are you sure you want to close it?',
    );
    expect(await confirmDialog(page).locator('p').textContent()).toBe('What you typed in the form will be lost; this cannot be undone.');
    await answerConfirm(page, 'Go back');
    expect(new URL(page.url()).pathname).toBe('/purchase/add');
    await sf(page, '.pur-actions button[type=button]').click();
    await answerConfirm(page, 'Close without saving');
    await page.waitForURL(`${stack.url}/purchase`);

    await page.setViewportSize({ width: 360, height: 800 });
    await poll(() => sf(page, '.pur-card h2').count()).toBe(10);
    expect(await overflow(page)).toBe(0);
    await shot(page, 'list-360');
    await page.goto(`${stack.url}/purchase/add`);
    await sf(page, '#pur-title').waitFor();
    expect(await overflow(page)).toBe(0);
    await shot(page, 'add-360');
    expect(errors).toEqual([]);
  });
});
