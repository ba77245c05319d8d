// Issue 5, the receipt book in Chromium against the real server: a saved title chosen on
// /checkout/electro fills the form in and reaches the order form; the ordinary invoice starts
// from the default title with the saved mailing address, and the order form says the demo cart's
// electronic-only shop does not issue it; after the trade the history lists the invoice and shows
// its detail; a title added (a bad RFC named first) in /member/my-receipt. 1280 and 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const SHOTS = process.env.VITRINA_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function logInTo(page: Page, path: string, username: string, password: string) {
  await page.goto(`${stack.url}/login?forward=${encodeURIComponent(path)}`);
  await sf(page, 'input[name=username]').fill(username);
  await sf(page, 'input[name=password]').fill(password);
  await sf(page, 'button[type=submit]').click();
  await page.waitForURL(`${stack.url}${path}`);
}

describe('receipt book', () => {
  test('a saved title fills the invoice in; the shop check and the history follow the trade; a title added in the book', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/checkout/electro', 'demo', 'demo1234');

    // the saved electronic titles above the form; the default one fills it in at first
    const form = sf(page, 'form.co-invoice');
    const picks = sf(page, '[data-testid=saved-titles] button.ib-pick');
    await expect.poll(() => picks.count()).toBe(2);
    expect(await form.locator('input[name=receipt_title]').inputValue()).toBe('Abarrotes Demo SA de CV');
    expect(await picks.filter({ hasText: 'Abarrotes Demo' }).getAttribute('aria-pressed')).toBe('true');
    // choosing the other one fills the form with it
    await picks.filter({ hasText: 'Demo Mayorista' }).click();
    await expect.poll(() => form.locator('input[name=receipt_title]').inputValue()).toBe('Demo Mayorista');
    expect(await form.locator('input[name=member_email]').inputValue()).toBe('demo@vitrina.example');
    expect(await form.locator('input[name=tax_no]').inputValue()).toBe('');
    expect(await picks.filter({ hasText: 'Demo Mayorista' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'electro-1280');
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    const chosen = sf(page, '[data-testid=invoice-chosen]');
    await expect.poll(() => chosen.textContent()).toContain('Factura electrónica · Demo Mayorista');
    // one shop of the demo cart issues only electronic invoices: said, not a warning
    const check = sf(page, '[data-testid=invoice-shop-check]');
    await expect.poll(() => check.textContent()).toMatch(/^«.+» solo emite factura electrónica\.$/);
    expect(await check.getAttribute('role')).toBeNull();

    // the ordinary invoice: the default title and the saved mailing address; that shop does not issue it
    await sf(page, '[data-testid=invoice]').getByRole('link', { name: 'Factura ordinaria' }).click();
    await page.waitForURL(`${stack.url}/checkout/vatordinary`);
    await expect.poll(() => form.locator('input[name=tax_no]').inputValue()).toBe('ADE150312AB4');
    expect(await form.locator('input[name=detail_addr]').inputValue()).toBe('Colima 123, int. 4');
    await expect.poll(() => form.locator('input[name=region]').inputValue()).toBe('Ciudad de México, Cuauhtémoc, Roma Norte');
    await sf(page, '[data-testid=from-mail]').waitFor();
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    await expect.poll(() => check.textContent()).toMatch(/no emite factura ordinaria: solo emite factura electrónica/);
    expect(await check.getAttribute('role')).toBe('alert');
    await shot(page, 'checkout-1280');

    // the trade: each of its orders' invoices in the history, and one's detail
    await pickPayment(page);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
    const sn = new URL(page.url()).searchParams.get('trade_sn');
    const { rows: orders } = await stack.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1 order by sn', [sn]);
    expect(orders.length).toBe(2);
    await page.goto(`${stack.url}/member/my-receipt`);
    const history = sf(page, '[data-testid=receipt-history] tbody tr');
    await expect.poll(() => history.count()).toBe(2);
    for (const order of orders)
      await expect.poll(() => history.filter({ hasText: order.sn }).textContent()).toContain('Abarrotes Demo SA de CV');
    expect(await sf(page, 'nav.acct-side a[aria-current=page]').textContent()).toBe('Mis facturas');

    // a title added in the book: a bad RFC is named first, nothing saved
    const electro = sf(page, '[data-testid=titles-ELECTRO]');
    await electro.getByRole('button', { name: 'Agregar datos' }).click();
    const add = electro.locator('form');
    await add.locator('input[name=receipt_title]').fill('Papelería Norte');
    await add.locator('input[name=tax_no]').fill('123');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => add.locator('.form-error').textContent()).toContain('«RFC» no es válido');
    expect(await add.locator('input[name=tax_no]').getAttribute('aria-invalid')).toBe('true');
    await add.locator('input[name=tax_no]').fill('pno010203ab1');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => electro.locator('li').count()).toBe(3);
    const { rows: saved } = await stack.db.query(
      "select tax_no, is_default from member_receipt where member_id = 1 and receipt_title = 'Papelería Norte'",
    );
    expect(saved).toEqual([{ tax_no: 'PNO010203AB1', is_default: 0 }]);
    await shot(page, 'book-1280');

    // a past invoice's detail
    await history
      .filter({ hasText: orders[0]?.sn ?? '' })
      .getByRole('link', { name: 'Ver factura' })
      .click();
    await page.waitForURL(/\/member\/my-receipt\/detail\?id=\d+/);
    const detail = sf(page, '[data-testid=receipt-detail]');
    await expect.poll(() => detail.textContent()).toContain(orders[0]?.sn ?? '-');
    expect(await detail.textContent()).toContain('ADE150312AB4');
    await shot(page, 'detail-1280');

    // 360 px: the book and an invoice page fit the width
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/member/my-receipt', '/checkout/electro']) {
      await page.goto(`${stack.url}${path}`);
      await sf(page, path === '/checkout/electro' ? '[data-testid=saved-titles]' : '[data-testid=receipt-history] tbody tr')
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await shot(page, `${path.split('/').pop()}-360`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test('the special VAT details registered in the book fill its invoice; a typed title saved, made default and deleted from the invoice page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/member/my-receipt', 'comprador', 'comprador1');

    // the qualification, registered by keyboard-filled form; its audit state shown
    const zpzz = sf(page, '[data-testid=zpzz]');
    await zpzz.getByRole('button', { name: 'Registrar datos' }).click();
    const values = {
      company_name: 'Distribuidora Tapatía SA de CV',
      taxpayer_code: 'dta010203ab1',
      register_address: 'Av. Vallarta 500, Guadalajara, Jal.',
      register_tel: '3312345678',
      bank_name: 'Banorte',
      bank_account: '072320001234567891',
    };
    for (const [name, value] of Object.entries(values)) await zpzz.locator(`input[name=${name}]`).fill(value);
    await zpzz.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => zpzz.locator('.ib-note').textContent()).toBe('Estado: en revisión');

    await page.goto(`${stack.url}/checkout/vatospecial`);
    const form = sf(page, 'form.co-invoice');
    await expect.poll(() => form.locator('input[name=tax_no]').inputValue()).toBe('DTA010203AB1');
    expect(await form.locator('input[name=bank_account]').inputValue()).toBe(values.bank_account);
    expect(await sf(page, '[data-testid=from-zpzz]').textContent()).toBe('Llenado con tus datos de factura fiscal especial (en revisión).');

    // a typed electronic title, saved to the book with the invoice
    await page.goto(`${stack.url}/checkout/electro`);
    await sf(page, '[data-testid=saved-titles]').waitFor();
    expect(await sf(page, '[data-testid=saved-titles] li').count()).toBe(0);
    await form.locator('input[name=receipt_title]').fill('Comprador GDL');
    await form.locator('input[name=save_title]').check();
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    const titles = async () =>
      (
        await stack.db.query<{ receipt_title: string; is_default: number }>(
          "select receipt_title, is_default from member_receipt where member_id = 2 and receipt_type = 'ELECTRO' order by id",
        )
      ).rows;
    await expect.poll(titles).toEqual([{ receipt_title: 'Comprador GDL', is_default: 1 }]);
    await stack.db.query(
      "insert into member_receipt (member_id, receipt_type, receipt_title, is_default, created_at) values (2, 'ELECTRO', 'Segunda Razón', 0, 0)",
    );

    // made default from the invoice page, then deleted after a confirmation; chosen by keyboard
    await page.goto(`${stack.url}/checkout/electro`);
    const item = sf(page, '[data-testid=saved-titles] li').filter({ hasText: 'Segunda Razón' });
    await item.getByRole('button', { name: 'Usar como predeterminada' }).click();
    await expect.poll(titles).toEqual([
      { receipt_title: 'Comprador GDL', is_default: 0 },
      { receipt_title: 'Segunda Razón', is_default: 1 },
    ]);
    await item.locator('button.ib-pick').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.locator('input[name=receipt_title]').inputValue()).toBe('Segunda Razón');
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: 'Eliminar: Segunda Razón' }).click();
    await expect.poll(titles).toEqual([{ receipt_title: 'Comprador GDL', is_default: 1 }]);
    await expect.poll(() => sf(page, '[data-testid=saved-titles] li').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
