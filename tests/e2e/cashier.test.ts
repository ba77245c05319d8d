// The cashier in Chromium against the real server: part of an order from the balance (with the
// payment password) and the rest through the sandbox gateway, the return confirmed on
// /checkout/cashier-load-pay, /payment-complete saying paid; a bank transfer leaving the order
// pending confirmation; and an order cancelled before the gateway's money arrived, refunded.
//
// The QR payment: the cashier shows a QR code drawn by the server; the test reads it back from a
// screenshot (jsQR), opens what it encodes in a second, phone-sized browser context (the sandbox
// gateway's phone page), confirms there, and the cashier, polling the bill's status over a slow
// network, moves on to /payment-complete by itself, once. A payment declined on the phone is
// offered a new code; leaving the QR stops the polling. A cash-on-delivery order's cashier offers
// no payment at all and says what COD means.
//
// Each test logs in a fresh buyer (a member row with demo's password hash), fills its cart and
// address through the buyer API, and checks out on the order form. The sandbox gateway's
// notification is delivered as the gateway would, signed with the shared secret.
import { createHash } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/src/services/auth/password';
import { sign } from '../../server/src/services/payment/gateway';
import { formatMoney } from '../../src/core/money';
import { formatSignedMoney } from '../../src/core/money-signed';
import { QR_POLL } from '../../src/widgets/checkout/qr-pay';
import { pollDelay } from '../../src/widgets/checkout/use-poll';
import { buyerCall, newBuyer as newSharedBuyer, shotter, type Buyer } from './support/buyers';
import { frames, requestsTo } from './support/page-state';
import { answerConfirm, confirmDialog } from './support/confirm';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const SECRET = 'e2e-sandbox-secret-of-32-characters';
process.env.SANDBOX_GATEWAY_SECRET = SECRET;

const { stack, browser } = e2eSuite();

const shot = shotter('vitrina-cashier-shots');
const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const toasts = (page: Page) => page.locator('vitrina-toasts >> .toasts');
const money = (value: number) => formatMoney(value, 'es_MX');
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const STATUS = /\/api\/buyer\/payment\/weixin\/status\//;

/** A fresh member with demo's password, an address and one product in the cart, logged in. */
async function newBuyer(viewport: { width: number; height: number }, offset: number): Promise<Buyer> {
  const buyer = await newSharedBuyer(stack, browser, { viewport, prefix: 'cash' });
  const { rows: skus } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select s.id::int as sku_id, g.package_unit from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and s.quantity >= g.package_unit * 10 and s.price_cents * g.package_unit between 30000 and 300000
     order by s.id offset $1 limit 1`,
    [offset],
  );
  const sku = skus[0];
  if (!sku) throw new Error('no stocked sku');
  await call(buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
  return buyer;
}

const call = <T = unknown>(buyer: Buyer, method: 'GET' | 'POST', path: string, body?: Record<string, string>) =>
  buyerCall<T>(stack, buyer, method, path, body);

/** The order form, submitted: lands on the cashier; the trade's number. */
async function checkOut(buyer: Buyer, payment: 'ONLINE' | 'COD' = 'ONLINE'): Promise<string> {
  await buyer.page.goto(`${stack.url}/checkout`);
  await sf(buyer.page, '.buy-addresses li.on').waitFor();
  await pickPayment(buyer.page, payment);
  await sf(buyer.page, '.buy-go').click();
  await buyer.page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+$/);
  return new URL(buyer.page.url()).searchParams.get('trade_sn') ?? '';
}

const balanceOf = async (id: number) =>
  Number((await stack.db.query<{ b: number }>('select balance_cents as b from member where id = $1', [id])).rows[0]?.b);
const tradeOrders = async (sn: string) =>
  (
    await stack.db.query<{
      sn: string;
      pay_status: string;
      order_status: string;
      payment_type: string;
      balance_cents: number;
      paid_cents: number;
      order_cents: number;
    }>(
      'select sn, pay_status, order_status, payment_type, balance_cents::int, paid_cents::int, order_cents::int from trade_order where trade_sn = $1 order by sn',
      [sn],
    )
  ).rows;

describe('cashier', () => {
  test('part from the balance with the payment password, the rest through the sandbox gateway: paid, and the ledger shows the part', async () => {
    const buyer = await newBuyer({ width: 1280, height: 900 }, 3);
    const { page } = buyer;
    await stack.db.query('update member set balance_cents = 10000, payment_password_hash = $2 where id = $1', [
      buyer.id,
      await hashPassword(sha('246810')),
    ]);
    const sn = await checkOut(buyer);
    const [order] = await tradeOrders(sn);
    const total = (order?.order_cents ?? 0) / 100;
    expect(total).toBeGreaterThan(100);

    const part = sf(page, '[data-testid=part-balance]');
    await expect.poll(() => part.textContent()).toContain(`Saldo disponible: ${money(100)}`);
    expect(await part.textContent()).toContain(`Se aplican ahora ${money(100)} de tu saldo`);
    await shot(page, 'cashier-balance-1280');

    // a wrong payment password: refused in Spanish, nothing taken
    await part.locator('input[name=password]').fill('135790');
    await part.getByRole('button', { name: 'Aplicar saldo' }).click();
    await expect.poll(() => confirmDialog(page).textContent()).toContain(`¿Pagar ${money(100)} con tu saldo?`);
    await answerConfirm(page, 'Pagar con saldo');
    await expect.poll(() => toasts(page).textContent()).toContain('La contraseña de pago es incorrecta');
    expect(await balanceOf(buyer.id)).toBe(10000);

    await part.locator('input[name=password]').fill('246810');
    await part.getByRole('button', { name: 'Aplicar saldo' }).click();
    await answerConfirm(page, 'Pagar con saldo');
    await expect.poll(() => sf(page, '[data-testid=parts]').textContent()).toContain(`−${money(100)}`);
    await expect.poll(() => sf(page, '[data-testid=due]').textContent()).toBe(money(total - 100));
    await expect.poll(() => part.count()).toBe(0); // nothing left to apply
    await shot(page, 'cashier-part-applied-1280');
    expect(await balanceOf(buyer.id)).toBe(0);
    expect(await tradeOrders(sn)).toMatchObject([{ pay_status: 'PAY_PARTIAL', balance_cents: 10000, paid_cents: 10000 }]);

    // the rest online: load-pay prepares the gateway form, the sandbox takes the rest, the way back
    // is confirmed on load-pay before /payment-complete speaks
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/api\/sandbox-gateway\/checkout$/);
    expect(await page.getByTestId('amount').textContent()).toBe(`MXN ${(total - 100).toFixed(2)}`);
    await page.getByRole('button', { name: 'Pagar / Pay' }).click();
    await page.waitForURL(/\/payment-complete\?trade_sn=T\d+&status=PAID$/);
    await expect.poll(() => sf(page, '.buy-complete h1').textContent()).toContain('Pago recibido');
    expect(await sf(page, '.buy-complete').getAttribute('data-outcome')).toBe('paid');
    await shot(page, 'complete-paid-1280');
    expect(await tradeOrders(sn)).toMatchObject([
      { pay_status: 'PAY_YES', order_status: 'PAID_OFF', balance_cents: 10000, paid_cents: order?.order_cents },
    ]);

    // the balance page lists the part as a payment of this trade
    await page.goto(`${stack.url}/member/account-balance`);
    const row = sf(page, `tr:has-text("${sn}")`);
    // a payment out of the balance, signed as every amount of the ledger is (core/money-signed.ts)
    await expect.poll(() => row.textContent()).toContain(formatSignedMoney(-100, 'es_MX'));
    expect(await sf(page, '[data-testid=balance]').textContent()).toContain(money(0));
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 120_000);

  test('a bank transfer shows the account and reference and leaves the order pending confirmation in my orders (360 px)', async () => {
    const buyer = await newBuyer({ width: 360, height: 800 }, 4);
    const { page } = buyer;
    await stack.db.query('update member set balance_cents = 2500 where id = $1', [buyer.id]);
    const sn = await checkOut(buyer);
    await sf(page, '[data-testid=part-balance]').waitFor();
    await shot(page, 'cashier-balance-360');
    await sf(page, 'label:has-text("Transferencia bancaria (SPEI)") input').check();
    await sf(page, '.buy-go').click();
    const transfer = sf(page, '[data-testid=transfer]');
    await expect.poll(() => transfer.textContent()).toContain('012180001234567899');
    const [order] = await tradeOrders(sn);
    expect(await transfer.textContent()).toContain(sn);
    expect(await transfer.textContent()).toContain(money((order?.order_cents ?? 0) / 100));
    await shot(page, 'cashier-transfer-360');
    // the methods left are the ways to pay online instead
    expect(await sf(page, '.buy-methods legend').textContent()).toBe('O paga en línea');
    expect(await sf(page, '.buy-methods label:has-text("Transferencia bancaria")').count()).toBe(0);
    expect(await tradeOrders(sn)).toMatchObject([{ payment_type: 'TRANSFER', order_status: 'CONFIRM', pay_status: 'PAY_NO' }]);

    await page.goto(`${stack.url}/member/my-order`);
    await expect.poll(() => sf(page, `[data-sn="${order?.sn}"] .buy-status`).textContent()).toBe('Pendiente de confirmación');
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 120_000);

  test('cancelled before the gateway’s money arrived: load-pay follows the payment, /payment-complete says it went back to the balance', async () => {
    const buyer = await newBuyer({ width: 1280, height: 900 }, 5);
    const { page } = buyer;
    const sn = await checkOut(buyer);
    const [order] = await tradeOrders(sn);
    const due = order?.order_cents ?? 0;
    // the buyer went to the gateway (a bill is started) and came back before paying
    const start = await call<{ form_items: { item_name: string; item_value: string }[] }>(buyer, 'GET', `/buyer/order/pay/TRADE/${sn}`);
    const reference = start.form_items.find((item) => item.item_name === 'reference')?.item_value ?? '';
    await page.goto(`${stack.url}/checkout/cashier-load-pay?trade_sn=${sn}&bill=${encodeURIComponent(reference)}`);
    await expect.poll(() => sf(page, '.buy-loading h1').textContent()).toBe('Confirmando tu pago…');
    await shot(page, 'load-pay-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'load-pay-360');

    // meanwhile the order is cancelled, then the gateway's notification arrives
    await call(buyer, 'POST', `/buyer/trade/orders/${order?.sn}/cancel`, { reason: 'Ya no lo necesito' });
    const notified = await fetch(`${stack.url}/api/buyer/payment/notify/sandboxPlugin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        reference,
        amount: String(due),
        status: 'PAID',
        sign: sign(SECRET, [reference, String(due), 'PAID']),
      }).toString(),
    });
    expect(await notified.text()).toBe('success');

    // the polling page sees the payment settled and moves on by itself
    await page.waitForURL(/\/payment-complete\?trade_sn=T\d+$/, { timeout: 15_000 });
    const complete = sf(page, '.buy-complete');
    await expect.poll(() => complete.locator('h1').textContent()).toBe('El pedido se canceló antes de que llegara tu pago');
    expect(await complete.getAttribute('data-outcome')).toBe('refunded');
    expect(await complete.textContent()).toContain(`${money(due / 100)} volvieron a tu saldo.`);
    expect(await complete.locator('a.primary').getAttribute('href')).toBe('/member/account-balance');
    await shot(page, 'complete-refunded-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'complete-refunded-1280');
    expect(await balanceOf(buyer.id)).toBe(due);

    await complete.locator('a.primary').click();
    await page.waitForURL(/\/member\/account-balance$/);
    await expect.poll(() => sf(page, `tr:has-text("${sn}")`).textContent()).toContain(money(due / 100));
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 120_000);

  test('an unpaid trade on /payment-complete says so and leads back to the cashier', async () => {
    const buyer = await newBuyer({ width: 360, height: 800 }, 6);
    const { page } = buyer;
    const sn = await checkOut(buyer);
    await page.goto(`${stack.url}/payment-complete?trade_sn=${sn}&status=PAID`); // the URL's word is not taken
    const complete = sf(page, '.buy-complete');
    await expect.poll(() => complete.locator('h1').textContent()).toBe('Aún no está pagado');
    await complete.locator('a.primary').click();
    await page.waitForURL(new RegExp(`/checkout/cashier\\?trade_sn=${sn}$`));
    await sf(page, '[data-testid=due]').waitFor();
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 120_000);
});

/** Runs the page's (installed) clock past the longest wait between two status questions; any question asked then has been sent. */
async function noQuestionFollows(page: Page): Promise<void> {
  await page.clock.runFor(pollDelay(QR_POLL, QR_POLL.tries) + 1);
  await frames(page);
}

/** At the cashier: chooses the QR method and waits for its code to be drawn. */
async function showQr(page: Page): Promise<void> {
  await sf(page, 'label:has-text("Código QR") input').check();
  expect(await sf(page, '.buy-go').textContent()).toBe('Mostrar el código QR');
  await sf(page, '.buy-go').click();
  await expect
    .poll(() => sf(page, '[data-testid=qr-code]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** What the QR code on the page encodes, read from a screenshot of it as a phone camera would. */
async function readQr(page: Page): Promise<string> {
  const png = PNG.sync.read(await sf(page, '[data-testid=qr-code]').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the screenshot');
  return code.data;
}

const bills = async (sn: string) =>
  (
    await stack.db.query<{ reference: string; status: string }>(
      'select reference, status from payment_bill where trade_sn = $1 order by created_at, reference',
      [sn],
    )
  ).rows;

/** The sandbox's phone page for `url`, in a phone-sized context of its own (another device). */
async function openOnPhone(url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(url);
  return { phone, context };
}

describe('QR payment', () => {
  test('cashier → QR code → read it → the phone confirms → the cashier goes to payment-complete by itself, once', async () => {
    const buyer = await newBuyer({ width: 1280, height: 900 }, 7);
    const { page } = buyer;
    const sn = await checkOut(buyer);
    const statuses = requestsTo(page, STATUS);
    // a slow network: every status answer takes 1.2 s, longer than the first wait between questions
    let asking = 0;
    let overlapped = false;
    await page.route(STATUS, async (route) => {
      asking += 1;
      if (asking > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      asking -= 1;
      await route.continue();
    });
    const arrivals: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/payment-complete')) arrivals.push(frame.url());
    });

    await showQr(page);
    const [order] = await tradeOrders(sn);
    const due = order?.order_cents ?? 0;
    const qr = sf(page, '[data-testid=qr-pay]');
    expect(await qr.locator('h2').textContent()).toBe(`Escanea para pagar ${money(due / 100)}`);
    expect(await qr.getByRole('status').textContent()).toContain('Esperando a tu teléfono');
    const box = await sf(page, '[data-testid=qr-code]').boundingBox();
    expect([box?.width, box?.height]).toEqual([240, 240]);
    await shot(page, 'qr-cashier-1280');

    // the code really encodes the sandbox's phone page for this very payment (its bill)
    const url = await readQr(page);
    const [bill] = await bills(sn);
    expect(url.startsWith(`${stack.url}/api/sandbox-gateway/qr?`)).toBe(true);
    expect(new URL(url).searchParams.get('reference')).toBe(bill?.reference);
    expect(new URL(url).searchParams.get('amount')).toBe(String(due));
    expect(bill?.status).toBe('STARTED');

    // at 360 px the code keeps its size and still reads
    await page.setViewportSize({ width: 360, height: 800 });
    const narrow = await sf(page, '[data-testid=qr-code]').boundingBox();
    expect(narrow?.width).toBe(240);
    expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await readQr(page)).toBe(url);
    await shot(page, 'qr-cashier-360');

    const { phone, context } = await openOnPhone(url);
    expect(await phone.getByTestId('amount').textContent()).toBe(`MXN ${(due / 100).toFixed(2)}`);
    await shot(phone, 'qr-phone');
    await phone.getByRole('button', { name: 'Pagar' }).click();
    await expect.poll(() => phone.getByRole('status').textContent()).toContain('Pago realizado');
    await context.close();

    // nobody touches the cashier: its polling sees the payment and moves on
    await page.waitForURL(/\/payment-complete\?trade_sn=T\d+$/, { timeout: 15_000 });
    await expect.poll(() => sf(page, '.buy-complete h1').textContent()).toContain('Pago recibido');
    expect(await sf(page, '.buy-complete').getAttribute('data-outcome')).toBe('paid');
    await shot(page, 'qr-complete-360');
    // every question asked has been answered (or dropped by the page) and drawn: any late answer would have navigated again
    await statuses.idle();
    await frames(page);
    expect(arrivals).toHaveLength(1);
    expect(overlapped).toBe(false);
    expect(await tradeOrders(sn)).toMatchObject([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF', paid_cents: due }]);
    expect(await bills(sn)).toMatchObject([{ status: 'PAID' }]);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 90_000);

  test('declined on the phone: the cashier says so and offers a new code; leaving the QR stops the polling (360 px)', async () => {
    const buyer = await newBuyer({ width: 360, height: 800 }, 8);
    const { page } = buyer;
    // The page's clock, so that "no question follows" is proved by running every timer the page
    // has past the longest wait between questions, not by waiting that long (it flows as usual).
    await buyer.context.clock.install();
    const sn = await checkOut(buyer);
    let asked = 0;
    page.on('request', (request) => {
      if (STATUS.test(request.url())) asked += 1;
    });
    await showQr(page);
    // the host page hears of the declined payment once, as of any failure a widget shows (issue 13 §5)
    await page.evaluate(() => {
      const heard: unknown[] = [];
      (window as { heard?: unknown[] }).heard = heard;
      addEventListener('vitrina:error', (e) => heard.push((e as CustomEvent).detail));
    });
    const { phone, context } = await openOnPhone(await readQr(page));
    await phone.getByRole('button', { name: 'Rechazar' }).click();
    await expect.poll(() => phone.getByRole('status').textContent()).toContain('Rechazaste el pago');
    await context.close();

    const failed = sf(page, '[data-testid=qr-failed]');
    await expect.poll(() => failed.locator('h3').textContent(), { timeout: 15_000 }).toBe('El pago se rechazó en tu teléfono');
    expect(await failed.getAttribute('data-outcome')).toBe('DECLINED');
    expect(await page.evaluate(() => (window as { heard?: unknown[] }).heard)).toEqual([
      { code: 'action-refused', widget: 'checkout', detail: { message: 'El pago se rechazó en tu teléfono' } },
    ]);
    await shot(page, 'qr-declined-360');
    const settled = asked;
    await noQuestionFollows(page);
    expect(asked).toBe(settled); // an answer ends the polling

    // a new code is a new payment
    await failed.getByRole('button', { name: 'Obtener un código nuevo' }).click();
    await expect.poll(async () => (await bills(sn)).length).toBe(2);
    await expect.poll(() => sf(page, '[data-testid=qr-code]').count()).toBe(1);
    const [first, second] = await bills(sn);
    expect(new URL(await readQr(page)).searchParams.get('reference')).toBe(second?.reference);
    expect(first?.status).toBe('DECLINED');

    // back to the other methods: the QR goes, and so does its polling
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(settled + 1);
    await sf(page, '[data-testid=qr-pay]').getByRole('button', { name: 'Elegir otra forma de pago' }).click();
    await expect.poll(() => sf(page, '.buy-methods').count()).toBe(1);
    expect(await sf(page, '[data-testid=qr-pay]').count()).toBe(0);
    const left = asked;
    await noQuestionFollows(page);
    expect(asked).toBe(left);
    expect(await tradeOrders(sn)).toMatchObject([{ pay_status: 'PAY_NO' }]);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 90_000);

  test('a cash-on-delivery order: the cashier offers no payment and says what COD means (360 px)', async () => {
    const buyer = await newBuyer({ width: 360, height: 800 }, 9);
    const { page } = buyer;
    const sn = await checkOut(buyer, 'COD');
    const [order] = await tradeOrders(sn);
    const cod = sf(page, '[data-testid=cod]');
    await expect.poll(() => cod.locator('h2').textContent()).toBe('Pago contra entrega');
    expect(await cod.textContent()).toContain(`Pagas ${money((order?.order_cents ?? 0) / 100)} en efectivo al repartidor`);
    expect(await sf(page, '.buy-methods').count()).toBe(0);
    expect(await sf(page, '.buy-go').count()).toBe(0);
    await shot(page, 'cashier-cod-360');
    await cod.getByRole('link', { name: 'Ver mis pedidos' }).click();
    await page.waitForURL(/\/member\/my-order$/);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 60_000);
});
