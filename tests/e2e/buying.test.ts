// The buying path in Chromium against the real server: cart page edits (multiples, stock refused
// and rolled back, checks, delete), the mini cart following, checkout with a new address and a
// coupon, one trade per submit.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const badge = (page: Page) => page.locator('vitrina-mini-cart >> [data-testid=badge]');

async function logInTo(page: Page, path: string) {
  await page.goto(`${stack.url}/login?forward=${encodeURIComponent(path)}`);
  await sf(page, 'input[name=username]').fill('demo');
  await sf(page, 'input[name=password]').fill('demo1234');
  await sf(page, 'button[type=submit]').click();
  await page.waitForURL(`${stack.url}${path}`);
}

describe('buying', () => {
  test('the cart page: multiples enforced, stock refused and rolled back, checks and delete update totals and the mini cart', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => void d.accept());
    await logInTo(page, '/cart');
    const first = sf(page, '.buy-shop:not(.buy-invalid) .buy-line').first();
    await first.waitFor();
    const qty = first.locator('.buy-stepper input');
    const start = Number(await qty.inputValue());
    const unit = Number((await first.locator('.buy-name p').last().textContent())?.match(/\d+/)?.[0] ?? 1);
    const units = async () => Number((await badge(page).textContent())?.replace('+', ''));
    const badgeBefore = await units();

    // one package more: the stepper, the total and the mini cart follow
    const totalBefore = await sf(page, '[data-testid=cart-total]').textContent();
    await first.getByRole('button', { name: 'Un paquete más' }).click();
    await expect.poll(() => qty.inputValue()).toBe(String(start + unit));
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).not.toBe(totalBefore);
    await expect.poll(units).toBe(Math.min(badgeBefore + unit, 99)); // the badge caps at "99+"

    // a broken package is refused on the spot, nothing sent
    if (unit > 1) {
      await qty.fill(String(start + 1));
      await qty.press('Enter');
      await expect.poll(() => page.locator('vitrina-toasts >> .toasts').textContent()).toContain('múltiplos');
      await expect.poll(() => qty.inputValue()).toBe(String(start + unit));
    }

    // more than the stock: shown at once, then rolled back with the server's message
    await qty.fill(String(unit * Math.floor(999_999 / unit)));
    await qty.press('Enter');
    await expect.poll(() => page.locator('vitrina-toasts >> .toasts').textContent()).toContain('Inventario insuficiente');
    await expect.poll(() => qty.inputValue()).toBe(String(start + unit));

    // unchecking everything, then checking out, asks for a product
    await sf(page, '.buy-toolbar input[type=checkbox]').click();
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).toBe('MXN 0.00');
    await sf(page, '.buy-go').click();
    await expect.poll(() => page.locator('vitrina-toasts >> .toasts').textContent()).toContain('Selecciona al menos un producto');
    await sf(page, '.buy-toolbar input[type=checkbox]').click();
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).not.toBe('MXN 0.00');

    // delete the last line: gone from the page and the badge
    const lines = await sf(page, '.buy-line').count();
    const badgeMid = await units();
    await sf(page, '.buy-line').last().locator('.buy-del').click();
    await expect.poll(() => sf(page, '.buy-line').count()).toBe(lines - 1);
    await expect.poll(units).toBeLessThan(badgeMid + 1);
    // the page drops the line as it sends the delete: the server's row goes when its answer comes
    const stored = async () =>
      (await stack.db.query<{ n: number }>('select count(*)::int as n from cart_item where member_id = 1 and way = $1', ['CART'])).rows[0]
        ?.n;
    await expect.poll(stored).toBe(lines - 1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test('checkout: a new address through the region cascade, a coupon, one trade, paid through the sandbox gateway, then my orders and a cancel', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logInTo(page, '/checkout');
    await sf(page, '.buy-addresses').waitFor();
    await sf(page, 'text=+ Nueva dirección').click();
    const form = sf(page, 'form.buy-form');
    await form.getByRole('button', { name: 'Guardar dirección' }).click();
    // every field to fix at once, each under itself, and focus on the first
    await expect
      .poll(() => form.locator('.field-error').allTextContents())
      .toEqual([
        'Escribe el destinatario (1 a 20 caracteres)',
        'Escribe un teléfono válido',
        'Elige estado, municipio y colonia',
        'Escribe la dirección (1 a 50 caracteres)',
        'Escribe el código postal (5 dígitos en México)',
      ]);
    expect(await form.locator('input[name=name]').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await form.locator('input[name=zip]').getAttribute('aria-describedby')).toBe('address-zip-error');
    await form.locator('input[name=name]').fill('Luis Pérez');
    await form.locator('input[name=mobile]').fill('3312345678');
    const selects = form.locator('select');
    await selects.nth(0).selectOption({ label: 'Jalisco' });
    await expect.poll(() => selects.nth(1).locator('option').count()).toBeGreaterThan(5);
    await selects.nth(1).selectOption({ label: 'Guadalajara' });
    await expect.poll(() => selects.nth(2).locator('option').count()).toBeGreaterThan(2);
    await selects.nth(2).selectOption({ label: 'Americana' });
    await expect.poll(() => form.locator('input[name=zip]').inputValue()).toBe('44160');
    await form.locator('input[name=addr]').fill('Av. Chapultepec 15');
    await form.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect.poll(() => sf(page, '.buy-addresses li.on').textContent()).toContain('Americana, Guadalajara, Jalisco');

    const totalBefore = await sf(page, '[data-testid=checkout-total]').textContent();
    await sf(page, '.buy-coupons input:not([disabled])').first().click();
    await expect.poll(() => sf(page, '[data-testid=checkout-total]').textContent()).not.toBe(totalBefore);

    await pickPayment(page);
    await sf(page, '.buy-go').dblclick(); // a double click still makes one trade
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
    const sn = new URL(page.url()).searchParams.get('trade_sn');
    const trades = await stack.db.query<{ sn: string; discount_cents: number }>(
      'select sn, discount_cents from trade where member_id = 1 and idempotency_key <> sn' /* seeded trades use their sn as key */,
    );
    expect(trades.rows.map((row) => row.sn)).toEqual([sn]);
    expect(trades.rows[0]?.discount_cents).toBeGreaterThan(0);
    const orders = await stack.db.query<{ ship_city: string }>('select distinct ship_city from trade_order where trade_sn = $1', [sn]);
    expect(orders.rows).toEqual([{ ship_city: 'Guadalajara' }]);
    await expect.poll(async () => (await badge(page).count()) === 0 || (await badge(page).textContent()) === '0').toBe(true);

    // pay online: the cashier posts to the sandbox gateway, the buyer pays there, the gateway
    // notifies our server over HTTP and sends the browser back to /payment-complete
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/api\/sandbox-gateway\/checkout$/);
    await page.getByRole('button', { name: 'Pagar / Pay' }).click();
    await page.waitForURL(/\/payment-complete\?trade_sn=T\d+&status=PAID$/);
    await expect.poll(() => sf(page, '.buy-complete h1').textContent()).toContain('Pago recibido');
    const paid = await stack.db.query<{ pay_status: string }>('select distinct pay_status from trade_order where trade_sn = $1', [sn]);
    expect(paid.rows).toEqual([{ pay_status: 'PAY_YES' }]);

    // my orders: the new order waits for shipment; cancel another, unpaid one with a reason
    await sf(page, 'a:has-text("Ver mis pedidos")').click();
    await page.waitForURL(/\/member\/my-order$/);
    const mine = await stack.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1', [sn]);
    await expect.poll(() => sf(page, `[data-sn="${mine.rows[0]?.sn}"] .buy-status`).textContent()).toBe('Pendiente de envío');
    await sf(page, 'a:has-text("Por pagar")').click();
    const unpaid = sf(page, '.buy-order[data-status="1"]').first();
    await unpaid.waitFor();
    const unpaidSn = await unpaid.getAttribute('data-sn');
    expect(await unpaid.locator('[role=timer]').textContent()).toMatch(/\d+:\d\d/);
    await unpaid.getByRole('button', { name: 'Cancelar pedido' }).click();
    await unpaid.getByRole('button', { name: 'Cancelar el pedido' }).click();
    await expect.poll(() => unpaid.locator('.form-error').textContent()).toBe('Escribe el motivo de la cancelación');
    await unpaid.locator('input[name=reason]').fill('Lo pedí por error');
    await unpaid.getByRole('button', { name: 'Cancelar el pedido' }).click();
    await expect
      .poll(
        async () =>
          (await stack.db.query<{ order_status: string }>('select order_status from trade_order where sn = $1', [unpaidSn])).rows[0]
            ?.order_status,
      )
      .toBe('CANCELLED');
    await expect.poll(() => sf(page, `[data-sn="${unpaidSn}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
