// Issue 5 and issue 16 §4, the receipt book and the CFDI in Chromium against the real server: a
// saved title chosen on /checkout/electro fills the form in (regime and use too); the ordinary
// invoice starts from the default title with the saved mailing address, and the order form says the
// demo cart's electronic-only shop does not issue it; a company's CFDI typed with a bad RFC and a
// company suffix is refused at once with both fields named, then a valid one reaches the trade;
// the history lists it, the dev PAC stamps it when the order is confirmed and its detail shows the
// folio; a title added in /member/my-receipt (every missing CFDI field named at once). 1280 and 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pickPayment } from './support/checkout';
import { answerConfirm, confirmDialog } from './support/confirm';
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
  test('a saved title fills the CFDI in; a company CFDI refused then valid reaches the trade, is stamped on completion; a title added in the book', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/checkout/electro', 'demo', 'demo1234');

    // the saved electronic titles above the form; the default one fills it in at first, regime and use included
    const form = sf(page, 'form.co-invoice');
    const field = (name: string) => form.locator(`[name=${name}]`);
    const picks = sf(page, '[data-testid=saved-titles] button.ib-pick');
    await expect.poll(() => picks.count()).toBe(2);
    expect(await field('receipt_title').inputValue()).toBe('ABARROTES DEMO');
    expect([await field('tax_regime').inputValue(), await field('cfdi_use').inputValue()]).toEqual(['601', 'G01']);
    expect(await picks.filter({ hasText: 'ABARROTES DEMO' }).getAttribute('aria-pressed')).toBe('true');
    // choosing the other one (a person) fills the form with it
    await picks.filter({ hasText: 'DANIEL MAYORGA' }).click();
    await expect.poll(() => field('receipt_title').inputValue()).toBe('DANIEL MAYORGA');
    expect(await field('member_email').inputValue()).toBe('demo@vitrina.example');
    expect([await field('tax_no').inputValue(), await field('tax_regime').inputValue()]).toEqual(['MAYD850614K99', '612']);
    await shot(page, 'electro-1280');

    // the ordinary invoice: the default title and the saved mailing address; that shop does not issue it
    await form.getByRole('link', { name: 'Volver al pedido' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    await sf(page, '[data-testid=invoice]').getByRole('link', { name: 'Factura ordinaria' }).click();
    await page.waitForURL(`${stack.url}/checkout/vatordinary`);
    await expect.poll(() => field('tax_no').inputValue()).toBe('ADE150312AB7');
    expect(await field('detail_addr').inputValue()).toBe('Colima 123, int. 4');
    await expect.poll(() => form.locator('input[name=region]').inputValue()).toBe('Ciudad de México, Cuauhtémoc, Roma Norte');
    await sf(page, '[data-testid=from-mail]').waitFor();
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    const check = sf(page, '[data-testid=invoice-shop-check]');
    await expect.poll(() => check.textContent()).toMatch(/no emite factura ordinaria: solo emite factura electrónica/);
    expect(await check.getAttribute('role')).toBe('alert');

    // a company's CFDI typed by hand: the company suffix and a wrong check digit refused at once, both named, nothing saved
    await sf(page, '[data-testid=invoice]').getByRole('link', { name: 'Factura electrónica' }).click();
    await page.waitForURL(`${stack.url}/checkout/electro`);
    await picks.first().waitFor();
    await field('receipt_title').fill('Abarrotes Demo S.A. de C.V.');
    await field('tax_no').fill('ade150312ab4');
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await expect.poll(() => form.locator('.form-error').textContent()).toBe('Revisa 2 campos');
    expect(await form.locator('[aria-invalid=true]').evaluateAll((els) => els.map((el) => el.getAttribute('name')))).toEqual([
      'receipt_title',
      'tax_no',
    ]);
    expect(await form.locator('#co-invoice-receipt_title-error').textContent()).toContain('sin «S.A. de C.V.»');
    expect(await form.locator('#co-invoice-tax_no-error').textContent()).toContain('dígito verificador');
    // focus on the first refused field (in the widget's shadow root)
    expect(await field('receipt_title').evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    const chosenReceipt = async () =>
      (await stack.db.query<{ receipt: { receipt_type: string } }>('select receipt from checkout_param where member_id = 1')).rows[0]
        ?.receipt;
    expect((await chosenReceipt())?.receipt_type).toBe('VATORDINARY');
    await shot(page, 'electro-refused-1280');
    // corrected: a company's RFC offers the companies' regimes only
    await field('receipt_title').fill('Abarrotes Demo');
    await field('tax_no').fill('ade150312ab7');
    expect(
      await field('tax_regime')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean)),
    ).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
    await field('tax_regime').selectOption('601');
    await field('cfdi_use').selectOption('G01');
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    const chosen = sf(page, '[data-testid=invoice-chosen]');
    await expect.poll(() => chosen.textContent()).toContain('Factura electrónica · ABARROTES DEMO');
    await expect.poll(() => check.textContent()).toMatch(/^«.+» solo emite factura electrónica\.$/);
    expect(await chosenReceipt()).toMatchObject({ receipt_type: 'ELECTRO', tax_no: 'ADE150312AB7', tax_regime: '601', cfdi_use: 'G01' });
    await shot(page, 'checkout-1280');

    // the trade: each of its orders' invoices in the history
    await pickPayment(page);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
    const sn = new URL(page.url()).searchParams.get('trade_sn');
    const { rows: orders } = await stack.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1 order by sn', [sn]);
    expect(orders.length).toBe(2);
    const first = orders[0]?.sn ?? '-';
    // the first order arrives and the buyer confirms it (the API, as the order page calls it): the dev PAC stamps its CFDI
    await stack.db.query(`update trade_order set order_status = 'SHIPPED', ship_status = 'SHIP_YES' where sn = $1`, [first]);
    const token = (await context.cookies(stack.url)).find((c) => c.name === 'access_token')?.value ?? '';
    const confirmed = await fetch(`${stack.url}/api/buyer/trade/orders/${first}/rog?lang=es_MX`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(confirmed.status).toBe(200);
    await page.goto(`${stack.url}/member/my-receipt`);
    const history = sf(page, '[data-testid=receipt-history] tbody tr');
    await expect.poll(() => history.count()).toBe(2);
    for (const order of orders) await expect.poll(() => history.filter({ hasText: order.sn }).textContent()).toContain('ABARROTES DEMO');
    expect(await history.filter({ hasText: first }).textContent()).toContain('Emitida');
    expect(await sf(page, 'nav.acct-side a[aria-current=page]').textContent()).toBe('Mis facturas');
    // what each invoice gives the buyer, said on the page
    expect(await sf(page, '[data-testid=receives]').textContent()).toContain('CFDI 4.0');

    // a title added in the book: a bad RFC and every missing CFDI field named at once, focus on the first
    const electro = sf(page, '[data-testid=titles-ELECTRO]');
    await electro.getByRole('button', { name: 'Agregar datos' }).click();
    const add = electro.locator('form');
    await add.locator('[name=receipt_title]').fill('Papelería Norte');
    // the member's email is there already: a CFDI is delivered to it
    await expect.poll(() => add.locator('[name=member_email]').inputValue()).toBe('demo@vitrina.example');
    await add.locator('[name=tax_no]').fill('PNO010203AB1');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => add.locator('.form-error').textContent()).toBe('Revisa 4 campos');
    expect(await add.locator('[aria-invalid=true]').evaluateAll((els) => els.map((el) => el.getAttribute('name')))).toEqual([
      'tax_no',
      'fiscal_zip',
      'tax_regime',
      'cfdi_use',
    ]);
    await shot(page, 'book-refused-1280');
    await add.locator('[name=tax_no]').fill('pno010203ab6');
    await add.locator('[name=fiscal_zip]').fill('64000');
    await add.locator('[name=tax_regime]').selectOption('601');
    await add.locator('[name=cfdi_use]').selectOption('G03');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => electro.locator('li').count()).toBe(3);
    const { rows: saved } = await stack.db.query(
      "select tax_no, tax_regime, cfdi_use, fiscal_zip, is_default from member_receipt where member_id = 1 and receipt_title = 'PAPELERÍA NORTE'",
    );
    expect(saved).toEqual([{ tax_no: 'PNO010203AB6', tax_regime: '601', cfdi_use: 'G03', fiscal_zip: '64000', is_default: 0 }]);
    await shot(page, 'book-1280');

    // the stamped invoice's detail: its folio fiscal
    await history.filter({ hasText: first }).getByRole('link', { name: 'Ver factura' }).click();
    await page.waitForURL(/\/member\/my-receipt\/detail\?id=\d+/);
    const detail = sf(page, '[data-testid=receipt-detail]');
    await expect.poll(() => detail.textContent()).toContain(first);
    expect(await detail.textContent()).toContain('601 · General de Ley Personas Morales');
    const { rows: stamped } = await stack.db.query<{ cfdi_uuid: string }>('select cfdi_uuid from receipt_history where order_sn = $1', [
      first,
    ]);
    expect(stamped[0]?.cfdi_uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(await sf(page, '[data-testid=cfdi-folio]').textContent()).toBe(stamped[0]?.cfdi_uuid);
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
      company_name: 'Distribuidora Tapatía',
      taxpayer_code: 'dta010203ab4',
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
    await expect.poll(() => form.locator('input[name=tax_no]').inputValue()).toBe('DTA010203AB4');
    expect(await form.locator('input[name=bank_account]').inputValue()).toBe(values.bank_account);
    expect(await sf(page, '[data-testid=from-zpzz]').textContent()).toBe('Llenado con tus datos de factura fiscal especial (en revisión).');

    // a typed electronic title for the general public (the generic RFC: regime 616, use S01 only), saved to the book with the invoice
    await page.goto(`${stack.url}/checkout/electro`);
    await sf(page, '[data-testid=saved-titles]').waitFor();
    expect(await sf(page, '[data-testid=saved-titles] li').count()).toBe(0);
    await form.locator('input[name=receipt_title]').fill('Público en general');
    await form.locator('input[name=tax_no]').fill('XAXX010101000');
    await form.locator('input[name=fiscal_zip]').fill('44100');
    await form.locator('select[name=tax_regime]').selectOption('616');
    expect(await form.locator('select[name=cfdi_use] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '',
      'S01',
    ]);
    await form.locator('select[name=cfdi_use]').selectOption('S01');
    expect(await form.locator('input[name=member_email]').inputValue()).toBe('comprador@vitrina.example');
    await form.locator('input[name=save_title]').check();
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    const titles = async () =>
      (
        await stack.db.query<{ receipt_title: string; is_default: number }>(
          "select receipt_title, is_default from member_receipt where member_id = 2 and receipt_type = 'ELECTRO' order by id",
        )
      ).rows;
    await expect.poll(titles).toEqual([{ receipt_title: 'PÚBLICO EN GENERAL', is_default: 1 }]);
    await stack.db.query(
      "insert into member_receipt (member_id, receipt_type, receipt_title, is_default, created_at) values (2, 'ELECTRO', 'Segunda Razón', 0, 0)",
    );

    // made default from the invoice page, then deleted after a confirmation; chosen by keyboard
    await page.goto(`${stack.url}/checkout/electro`);
    const item = sf(page, '[data-testid=saved-titles] li').filter({ hasText: 'Segunda Razón' });
    await item.getByRole('button', { name: 'Usar como predeterminada' }).click();
    await expect.poll(titles).toEqual([
      { receipt_title: 'PÚBLICO EN GENERAL', is_default: 0 },
      { receipt_title: 'Segunda Razón', is_default: 1 },
    ]);
    await item.locator('button.ib-pick').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.locator('input[name=receipt_title]').inputValue()).toBe('Segunda Razón');
    await item.getByRole('button', { name: 'Eliminar: Segunda Razón' }).click();
    // the one confirm dialog, never the browser's: it names what goes
    await expect.poll(() => confirmDialog(page).textContent()).toContain('¿Eliminar «Segunda Razón» de tus datos de facturación?');
    await answerConfirm(page, 'Eliminar');
    await expect.poll(titles).toEqual([{ receipt_title: 'PÚBLICO EN GENERAL', is_default: 1 }]);
    await expect.poll(() => sf(page, '[data-testid=saved-titles] li').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
