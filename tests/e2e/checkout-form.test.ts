// Issue 5, the rest of the order form in Chromium against the real server: payment type and
// receive time saved as they are chosen (and shown again after a reload), a special VAT invoice
// on its own page (a missing field named in the buyer's language, nothing saved, then complete),
// and the trade carrying all three; then a sku bought wholesale and dropshipped in one order.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dropshipCents } from '../../server/src/services/catalogue/goods-detail';
import { formatMoney } from '../../src/core/money';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const money = (value: number) => formatMoney(value, 'es_MX');

async function logInTo(page: Page, path: string, username: string, password: string) {
  await page.goto(`${stack.url}/login?forward=${encodeURIComponent(path)}`);
  await sf(page, 'input[name=username]').fill(username);
  await sf(page, 'input[name=password]').fill(password);
  await sf(page, 'button[type=submit]').click();
  await page.waitForURL(`${stack.url}${path}`);
}

const SPECIAL = {
  receipt_title: 'Comercializadora del Bajío',
  tax_no: 'cdb010203ab6',
  reg_addr: 'Av. Juárez 100, Centro, León, Gto.',
  reg_tel: '477 123 4567',
  bank_name: 'BBVA México',
  bank_account: '012180001234567891',
};

describe('checkout form', () => {
  test('COD, a receive time and a special VAT invoice (a missing field named, then complete) reach the trade', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/checkout', 'demo', 'demo1234');
    const payment = sf(page, '[data-testid=payment-type]');
    await payment.waitFor();
    const saved = async () =>
      (
        await stack.db.query<{ payment_type: string; receive_time: string; receipt: Record<string, string> | null }>(
          'select payment_type, receive_time, receipt from checkout_param where member_id = 1',
        )
      ).rows[0];

    // payment type and receive time: saved when chosen; the order waits for a payment type picked here
    const submit = sf(page, '.buy-go');
    const need = sf(page, '[data-testid=need-payment]');
    expect(await submit.isDisabled()).toBe(true);
    expect(await need.textContent()).toBe('Elige cómo pagar (en línea o contra entrega) para enviar el pedido');
    await payment.getByRole('radio', { name: /Pago contra entrega/ }).check();
    await expect.poll(async () => (await saved())?.payment_type).toBe('COD');
    expect(await submit.isEnabled()).toBe(true);
    expect(await need.count()).toBe(0);
    await sf(page, '[data-testid=receive-time]').getByRole('radio', { name: 'Solo fines de semana' }).check();
    await expect.poll(async () => (await saved())?.receive_time).toBe('weekends only');
    // a new checkout with COD the server's saved type (as after a COD order): nothing chosen, the
    // button waits again, and the hint takes focus to the choice (a buyer once sent a COD order
    // without meaning to, preselected from the last one)
    await page.reload();
    await payment.waitFor();
    expect((await saved())?.payment_type).toBe('COD');
    expect(await payment.locator('input:checked').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await need.getByRole('button').click();
    await expect
      .poll(() =>
        payment
          .locator('input')
          .first()
          .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true);
    await payment.getByRole('radio', { name: /Pago contra entrega/ }).check();
    expect(await sf(page, '[data-testid=receive-time]').getByRole('radio', { name: 'Solo fines de semana' }).isChecked()).toBe(true);
    expect(await sf(page, '[data-testid=invoice]').getByRole('button', { name: 'Sin factura' }).getAttribute('aria-pressed')).toBe('true');

    // the special VAT invoice: its own page; a missing bank account is named and nothing is saved
    await sf(page, '[data-testid=invoice]').getByRole('link', { name: 'Factura fiscal especial' }).click();
    await page.waitForURL(`${stack.url}/checkout/vatospecial`);
    const form = sf(page, 'form.co-invoice');
    await form.waitFor();
    expect(await page.title()).toContain('Factura fiscal especial');
    for (const [field, value] of Object.entries(SPECIAL))
      if (field !== 'bank_account') await form.locator(`input[name=${field}]`).fill(value);
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await expect.poll(() => form.locator('.form-error').textContent()).toBe('Revisa 1 campo');
    expect(await form.locator('#co-invoice-bank_account-error').textContent()).toBe('Completa el campo «Cuenta o CLABE»');
    expect(await form.locator('input[name=bank_account]').getAttribute('aria-invalid')).toBe('true');
    // a bad RFC is caught the same way, with an example of the right form
    await form.locator('input[name=bank_account]').fill(SPECIAL.bank_account);
    await form.locator('input[name=tax_no]').fill('123');
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await expect.poll(() => form.locator('#co-invoice-tax_no-error').textContent()).toContain('«RFC» no es válido');
    expect((await saved())?.receipt).toBeNull();
    await form.locator('input[name=tax_no]').fill(SPECIAL.tax_no);
    await form.getByRole('button', { name: 'Guardar factura' }).click();
    await page.waitForURL(`${stack.url}/checkout`);
    const chosen = sf(page, '[data-testid=invoice-chosen]');
    await expect.poll(() => chosen.textContent()).toContain('Factura fiscal especial · COMERCIALIZADORA DEL BAJÍO · RFC CDB010203AB6');
    expect(
      await sf(page, '[data-testid=invoice]').getByRole('link', { name: 'Factura fiscal especial' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(await sf(page, '[data-testid=invoice]').getByRole('button', { name: 'Sin factura' }).getAttribute('aria-pressed')).toBe('false');

    // "change" opens the page again with the saved values
    await chosen.getByRole('link', { name: 'Cambiar' }).click();
    await page.waitForURL(`${stack.url}/checkout/vatospecial`);
    await expect.poll(() => form.locator('input[name=bank_name]').inputValue()).toBe(SPECIAL.bank_name);
    await form.getByRole('link', { name: 'Volver al pedido' }).click();
    await page.waitForURL(`${stack.url}/checkout`);

    // the pick made in this checkout is kept through the invoice pages
    await expect.poll(() => payment.getByRole('radio', { name: /Pago contra entrega/ }).isChecked()).toBe(true);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
    const sn = new URL(page.url()).searchParams.get('trade_sn');
    const trade = await stack.db.query<{ payment_type: string; receive_time: string; receipt: Record<string, string> }>(
      'select payment_type, receive_time, receipt from trade where sn = $1',
      [sn],
    );
    expect(trade.rows[0]).toMatchObject({
      payment_type: 'COD',
      receive_time: 'weekends only',
      receipt: {
        receipt_type: 'VATOSPECIAL',
        receipt_title: 'COMERCIALIZADORA DEL BAJÍO',
        tax_no: 'CDB010203AB6',
        reg_tel: SPECIAL.reg_tel,
        bank_account: SPECIAL.bank_account,
      },
    });
    const orders = await stack.db.query<{ payment_type: string; need_receipt: number }>(
      'select distinct payment_type, need_receipt from trade_order where trade_sn = $1',
      [sn],
    );
    expect(orders.rows).toEqual([{ payment_type: 'COD', need_receipt: 1 }]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  test('a sku wholesale and dropshipped: two lines on the form, one order with both, stock down by the sum', async () => {
    // a goods sold in packages, cheap enough that a package and a few pieces stay below free shipping
    const { rows } = await stack.db.query<{ sku_id: number; package_unit: number; price_cents: number; quantity: number }>(
      `select s.id as sku_id, g.package_unit, s.price_cents, s.quantity from sku s join goods g on g.id = s.goods_id
       where g.market_enable = 1 and g.package_unit between 2 and 12 and s.quantity >= g.package_unit * 6 and s.price_cents * (g.package_unit + 3) < 100000
       order by s.id limit 1`,
    );
    const sku = rows[0];
    if (!sku) throw new Error('the seed has no cheap goods sold in packages');
    const dropNum = 3;
    await stack.db.query('delete from cart_item where member_id = 2');
    await stack.db.query(
      `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
       values (2, 'Comprador Uno', '3312345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Colima 12', '06700', 1, 0)`,
    );
    await stack.db.query(
      `insert into cart_item (member_id, sku_id, way, num, checked, created_at, shipment_type) values (2, $1, 'CART', $2, 1, 1, 1), (2, $1, 'CART', $3, 1, 2, 2)`,
      [sku.sku_id, sku.package_unit, dropNum],
    );

    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/checkout', 'comprador', 'comprador1');
    const dropLine = sf(page, `.buy-line[data-sku="${sku.sku_id}"][data-shipment="2"]`);
    const wholeLine = sf(page, `.buy-line[data-sku="${sku.sku_id}"][data-shipment="1"]`);
    await dropLine.waitFor();
    expect(await dropLine.locator('.buy-ship').textContent()).toBe('Dropshipping');
    expect(await wholeLine.locator('.buy-ship').count()).toBe(0);
    const dropPrice = dropshipCents(sku.price_cents) / 100;
    expect(await dropLine.locator('.buy-unit').textContent()).toBe(`${money(dropPrice)} × ${dropNum}`);
    expect(await wholeLine.locator('.buy-unit').textContent()).toContain(`× ${sku.package_unit}`);

    // below the free-shipping amount: how much more, not the amount itself
    const lineTotal = async (line: typeof dropLine) => Number((await line.locator('.buy-sub').textContent())?.replace(/[^\d.]/g, ''));
    const goods = Math.round(((await lineTotal(dropLine)) + (await lineTotal(wholeLine))) * 100);
    const { rows: site } = await stack.db.query<{ free_freight_cents: number }>('select free_freight_cents from site where id = 1');
    const hint = sf(page, '[data-testid=free-shipping]');
    expect(await hint.textContent()).toBe(
      `Agrega ${money(((site[0]?.free_freight_cents ?? 0) - goods) / 100)} más de esta tienda y el envío es gratis`,
    );

    await pickPayment(page);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
    const sn = new URL(page.url()).searchParams.get('trade_sn');
    const items = await stack.db.query<{ shipment_type: number; num: number; price_cents: number }>(
      'select i.shipment_type, i.num, i.price_cents from order_item i join trade_order o on o.sn = i.order_sn where o.trade_sn = $1 order by i.shipment_type',
      [sn],
    );
    expect(items.rows.map((row) => [row.shipment_type, row.num])).toEqual([
      [1, sku.package_unit],
      [2, dropNum],
    ]);
    expect(items.rows[1]?.price_cents).toBe(Math.round(dropPrice * 100));
    const { rows: after } = await stack.db.query<{ quantity: number }>('select quantity from sku where id = $1', [sku.sku_id]);
    expect(after[0]?.quantity).toBe(sku.quantity - sku.package_unit - dropNum);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  test('an ordinary VAT invoice mailed to an address (state → city → area, nothing lost on a bad input) reaches the order detail', async () => {
    const { rows } = await stack.db.query<{ sku_id: number; package_unit: number }>(
      `select s.id as sku_id, g.package_unit from sku s join goods g on g.id = s.goods_id
       where g.market_enable = 1 and s.quantity >= g.package_unit * 2 order by s.id offset 7 limit 1`,
    );
    const sku = rows[0];
    if (!sku) throw new Error('no sku in stock');
    await stack.db.query('delete from cart_item where member_id = 2');
    await stack.db.query(
      `insert into cart_item (member_id, sku_id, way, num, checked, created_at, shipment_type) values (2, $1, 'CART', $2, 1, 1, 1)`,
      [sku.sku_id, sku.package_unit],
    );
    const receipt = async () =>
      (await stack.db.query<{ receipt: Record<string, string> | null }>('select receipt from checkout_param where member_id = 2')).rows[0]
        ?.receipt ?? null;

    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/checkout/vatordinary', 'comprador', 'comprador1');
    const form = sf(page, 'form.co-invoice');
    const mail = form.locator('[data-testid=invoice-mail]');
    await mail.waitFor();
    expect(await mail.locator('legend').textContent()).toContain('Dirección para enviar la factura impresa');
    await form.locator('input[name=receipt_title]').fill('Comprador Uno');
    await form.locator('input[name=tax_no]').fill('COUN800101AB5');
    await mail.locator('input[name=member_name]').fill('Comprador Uno');
    const save = form.getByRole('button', { name: 'Guardar factura' });
    // a receiver without the rest: the region is asked for, the typed values stay, nothing is saved
    await save.click();
    await expect
      .poll(() => mail.locator('.inv-error').textContent())
      .toBe('Elige el estado, la ciudad y la colonia de la dirección de envío de la factura');
    const [state, city, area] = [0, 1, 2].map((i) => mail.locator('select').nth(i));
    expect(await state!.getAttribute('aria-invalid')).toBe('true');
    expect(await mail.locator('input[name=member_name]').inputValue()).toBe('Comprador Uno');
    await state!.selectOption({ label: 'Ciudad de México' });
    await city!.selectOption({ label: 'Cuauhtémoc' });
    await area!.selectOption({ label: 'Roma Norte' });
    await save.click();
    await expect.poll(() => mail.locator('.inv-error').textContent()).toBe('Completa el campo «Calle, número e interior»');
    expect(await area!.inputValue()).toBe('900602');
    expect(await receipt()).toBeNull();
    await mail.locator('input[name=detail_addr]').fill('Colima 12, int. 3');
    await save.click();
    await page.waitForURL(`${stack.url}/checkout`);
    const mailedTo = 'Se envía a Comprador Uno: Colima 12, int. 3, Ciudad de México, Cuauhtémoc, Roma Norte';
    const chosen = sf(page, '[data-testid=invoice-chosen]');
    await expect.poll(() => chosen.textContent()).toContain(mailedTo);
    expect(await receipt()).toMatchObject({
      receipt_type: 'VATORDINARY',
      member_name: 'Comprador Uno',
      region: 'Ciudad de México, Cuauhtémoc, Roma Norte',
      detail_addr: 'Colima 12, int. 3',
    });
    // changing it shows the address again, the region chosen level by level
    await chosen.getByRole('link', { name: 'Cambiar' }).click();
    await page.waitForURL(`${stack.url}/checkout/vatordinary`);
    await expect.poll(() => area!.inputValue()).toBe('900602');
    await form.getByRole('link', { name: 'Volver al pedido' }).click();
    await page.waitForURL(`${stack.url}/checkout`);

    await pickPayment(page);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
    const { rows: orders } = await stack.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1', [
      new URL(page.url()).searchParams.get('trade_sn'),
    ]);
    await page.goto(`${stack.url}/member/my-order/detail?sn=${orders[0]?.sn}`);
    const invoice = sf(page, '[data-testid=order-invoice]');
    await invoice.waitFor();
    expect(await invoice.textContent()).toBe(`Factura ordinaria · COMPRADOR UNO · RFC COUN800101AB5${mailedTo}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
