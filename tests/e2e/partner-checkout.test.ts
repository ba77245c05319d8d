// The checkout widget on a partner's page (issue 11 §1, §7): its own origin, its hostile CSS, the
// SDK by one script tag, against the real server. A member with a cart line completes the order
// form with a new address and a coupon, pays in the sandbox gateway and comes back to the partner
// page (an allowed PARTNER_ORIGINS origin), where the widget confirms the payment and shows the
// result; the host hears vitrina:order and vitrina:paid, and keeps the steps in its own URL
// (vitrina:route out, the step attribute back in).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../src/core/money';
import { buyerCall, newBuyer, shotter, type Buyer } from './support/buyers';
import { liveCounts } from './support/live-counts';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const co = (page: Page, selector: string) => page.locator(`vitrina-checkout >> ${selector}`);
const money = (cents: number) => formatMoney(cents / 100, 'es_MX');
const shot = shotter('vitrina-partner-checkout');
/** The page at desktop and phone widths (VITRINA_SHOTS=1 writes them). */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}
const dataset = (page: Page, key: string) => page.evaluate((name) => document.documentElement.dataset[name], key);

/** A fresh member whose session is carried over to the partner origin, as its own login there would. */
async function memberOnPartner(): Promise<Buyer & { context: BrowserContext }> {
  const buyer = await newBuyer(stack, browser, { prefix: 'pco', landing: '/' });
  await buyer.page.close();
  const partner = new URL(stack.partner).hostname;
  await buyer.context.addCookies(
    (await buyer.context.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
  );
  return buyer;
}

/** A platform coupon the buyer may receive, and a goods in stock worth more than its threshold in two packages. */
async function pick(memberId: number) {
  const now = Math.floor(Date.now() / 1000);
  const { rows: coupons } = await stack.db.query<{ id: number; amount_cents: number; threshold_cents: number }>(
    `select c.id, c.amount_cents, c.threshold_cents from coupon c
     where c.seller_id = 0 and c.start_time <= $1 and c.end_time > $1 and (c.total_num is null or c.received_num < c.total_num)
       and (select count(*) from member_coupon m where m.coupon_id = c.id and m.member_id = $2) < c.limit_num
     order by c.threshold_cents, c.id limit 1`,
    [now, memberId],
  );
  const coupon = coupons[0];
  if (!coupon) throw new Error('seed has no platform coupon to receive');
  const { rows: skus } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select k.id as sku_id, g.package_unit from goods g join sku k on k.id = g.default_sku_id
     where g.market_enable = 1 and k.quantity >= g.package_unit * 20
       and k.price_cents * g.package_unit * 2 > $1 and k.price_cents * g.package_unit * 2 < $1 + 2000000
     order by g.id limit 1`,
    [coupon.threshold_cents],
  );
  const sku = skus[0];
  if (!sku) throw new Error('seed has no goods above the coupon threshold');
  return { coupon, sku };
}

describe('checkout on the partner origin (hostile CSS)', () => {
  test('new address and a coupon → trade → sandbox gateway → back on the partner page, paid; the steps round-trip through its URL', async () => {
    const buyer = await memberOnPartner();
    const { coupon, sku } = await pick(buyer.id);
    await buyerCall(stack, buyer, 'POST', `/buyer/members/coupon/${coupon.id}/receive`);
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit * 2) });

    const page = await buyer.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.partner}/partner/checkout.html`);

    // a new address through the region cascade
    await co(page, 'text=+ Nueva dirección').click();
    const address = co(page, 'form.buy-form');
    await address.locator('input[name=name]').fill('Luis Pérez');
    await address.locator('input[name=mobile]').fill('3312345678');
    const selects = address.locator('select');
    await selects.nth(0).selectOption({ label: 'Jalisco' });
    await poll(() => selects.nth(1).locator('option').count()).toBeGreaterThan(5);
    await selects.nth(1).selectOption({ label: 'Guadalajara' });
    await poll(() => selects.nth(2).locator('option').count()).toBeGreaterThan(2);
    await selects.nth(2).selectOption({ label: 'Americana' });
    await address.locator('input[name=addr]').fill('Av. Chapultepec 15');
    await address.getByRole('button', { name: 'Guardar dirección' }).click();
    await poll(() => co(page, '.buy-addresses li.on').textContent()).toContain('Americana, Guadalajara, Jalisco');

    // the coupon
    const totalBefore = await co(page, '[data-testid=checkout-total]').textContent();
    const texts = await co(page, '.buy-coupons li').allTextContents();
    const index = texts.findIndex((text) => text.includes(money(coupon.amount_cents)));
    expect(index).toBeGreaterThanOrEqual(0);
    await co(page, '.buy-coupons input[type=checkbox]').nth(index).check();
    await poll(() => co(page, '[data-testid=checkout-total]').textContent()).not.toBe(totalBefore);
    await shots(page, 'order');

    // submit: vitrina:order with the trade, the cashier step, and the host's URL follows it
    await pickPayment(page, 'ONLINE', 'vitrina-checkout');
    await co(page, '.buy-go').click();
    await poll(() => dataset(page, 'lastOrder')).toMatch(/^T\d+$/);
    const sn = (await dataset(page, 'lastOrder')) ?? '';
    await page.waitForURL(`${stack.partner}/partner/checkout.html?step=cashier&sn=${sn}`);
    await co(page, '[data-testid=due]').waitFor();
    const { rows: used } = await stack.db.query<{ n: string }>(
      'select count(*) as n from member_coupon where member_id = $1 and coupon_id = $2 and used_status = 1',
      [buyer.id, coupon.id],
    );
    expect(Number(used[0]?.n)).toBe(1);
    await shots(page, 'cashier');

    // step round trip: the host's back button sets the step attribute, the widget follows; forward again
    await page.goBack();
    await poll(() => co(page, 'h1.buy-title').textContent()).toBe('Llenar y revisar pedido');
    await page.goForward();
    await co(page, '[data-testid=due]').waitFor();
    expect(await dataset(page, 'lastRoute')).toBe('cashier');

    // pay in the sandbox gateway, which sends the buyer back to this partner page
    await co(page, '.buy-go').click();
    await page.waitForURL(/\/api\/sandbox-gateway\/checkout$/);
    await page.getByRole('button', { name: 'Pagar / Pay' }).click();
    await page.waitForURL((url) => url.origin === stack.partner && url.pathname === '/partner/checkout.html');
    expect(new URL(page.url()).searchParams.get('vitrina_sn')).toBe(sn);
    await poll(() => co(page, '.buy-complete h1').textContent()).toContain('Pago recibido');
    await poll(() => dataset(page, 'lastPaid')).toBe(sn);
    await shots(page, 'result');
    const { rows: paid } = await stack.db.query<{ pay_status: string }>('select distinct pay_status from trade_order where trade_sn = $1', [
      sn,
    ]);
    expect(paid).toEqual([{ pay_status: 'PAY_YES' }]);
    expect(errors).toEqual([]);
    await buyer.context.close();
  });

  test('a step given by the host: step + sn open the cashier of a trade, and a bad sn opens the order form, sending nothing odd', async () => {
    const buyer = await memberOnPartner();
    const [sku] = (
      await stack.db.query<{ sku_id: number; package_unit: number }>(
        `select k.id as sku_id, g.package_unit from goods g join sku k on k.id = g.default_sku_id
         where g.market_enable = 1 and k.quantity >= g.package_unit * 20 order by g.id desc limit 1`,
      )
    ).rows;
    if (!sku) throw new Error('no goods in stock');
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
    const trade = await buyerCall<{ trade_sn: string }>(stack, buyer, 'POST', '/buyer/trade/create', {
      idempotency_key: `pco-${buyer.id}`,
    });

    const page = await buyer.context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto(`${stack.partner}/partner/checkout.html?step=cashier&sn=${trade.trade_sn}`);
    await co(page, '[data-testid=due]').waitFor();
    expect(await co(page, 'h1.buy-title').textContent()).toBe('Caja');

    await page.evaluate(() => {
      const element = document.getElementById('checkout');
      element?.setAttribute('sn', '../../x');
    });
    await poll(() => co(page, 'h1.buy-title').textContent()).toBe('Llenar y revisar pedido');
    expect(sent.filter((url) => url.includes('..%2F') || url.includes('../'))).toEqual([]);
    await buyer.context.close();
  });
});

/** Widgets mounted on the page now, from the runtime's own count (as the other SPA churn tests ask it). */
async function mountedCount(page: Page): Promise<number> {
  const manifest = (await (await fetch(`${stack.url}/sdk/manifest.json`)).json()) as { api: string };
  // A string, so the test runner's transform does not rewrite this `import()` meant for the page.
  return page.evaluate<number>(`import(${JSON.stringify(`${stack.url}/sdk/${manifest.api}`)}).then((m) => m.mountedCount())`);
}

describe('SPA host: the checkout mounted and unmounted by route changes', () => {
  test('20 rounds of checkout (the order form ready to submit) → about: emptied shadow roots, nothing grows', async () => {
    const buyer = await memberOnPartner();
    const { sku } = await pick(buyer.id);
    await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    const page = await buyer.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.partner}/spa/`);
    const round = async () => {
      await page.evaluate(() => (location.hash = '#/checkout'));
      await page.locator(`#co >> li.buy-line[data-sku="${sku.sku_id}"]`).waitFor();
      await page.locator('#co >> [data-testid=need-payment]').waitFor();
      await page.evaluate(() => {
        (window as unknown as { __co: Element | null }).__co = document.querySelector('#view vitrina-checkout');
      });
      await page.evaluate(() => (location.hash = '#/about'));
      await page.locator('#view h1', { hasText: 'About' }).waitFor();
      await poll(() => mountedCount(page)).toBe(0);
    };
    await round(); // chunks and strings load once: not a leak
    await round();
    const before = await liveCounts(page);
    for (let i = 0; i < 20; i++) await round();
    expect(await page.evaluate(() => (window as unknown as { __co: Element }).__co.shadowRoot?.childNodes.length ?? -1)).toBe(0);
    // An order form is a few hundred nodes: a leak of one per round is far above these bounds.
    await poll(async () => {
      const after = await liveCounts(page);
      return { nodes: after.nodes - before.nodes <= 10, listeners: after.listeners - before.listeners <= 2 };
    }).toEqual({ nodes: true, listeners: true });
    expect(errors).toEqual([]);
    await buyer.context.close();
  }, 120_000);
});
