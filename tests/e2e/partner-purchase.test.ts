// One whole purchase on a partner's origin (issue 11 §7, first bullet), as a buyer on the partner's
// site makes it: a fresh member (registered through the API, no cookies copied in) logs in with
// vitrina-login opened by the mini cart's "log in"; adds from vitrina-product-detail and the mini
// cart counts it; vitrina-cart's checkout button reaches the partner's checkout page, where
// vitrina-checkout takes a new address (region cascade) and a coupon; the sandbox gateway sends the
// buyer back to the partner page, which hears vitrina:order and vitrina:paid; the member centre
// lists the order and cancels another, unpaid one. The same body runs on the hostile-CSS pages and
// on the strict-CSP pages (no inline script or style, every violation recorded by violations.js).
import type { BrowserContext, Page } from 'playwright-core';
import type { CommerceDetail } from '../../src/core/analytics';
import { describe, expect, test } from 'vitest';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import type { LoginResult, MallReply } from '../../src/core/contract/types';
import { formatMoney } from '../../src/core/money';
import { buyerCall, shotter } from './support/buyers';
import { badgeShown, shownCount } from './support/cart';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const money = (cents: number) => formatMoney(cents / 100, 'es_MX');
/** Centavos from what a widget shows ("MXN 1,234.50"). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const dataset = (page: Page, key: string) => page.evaluate((name) => document.documentElement.dataset[name], key);
const PASSWORD = 'Compra2026';
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A fresh member registered by mobile and SMS code through the buyer API, as its sign-up form would. */
async function register(prefix: string): Promise<{ id: number; username: string; token: string }> {
  const mobile = `55${String(Date.now()).slice(-8)}`;
  const username = `${prefix}${Date.now().toString(36)}`;
  const post = async <T>(path: string, form: Record<string, string>) => {
    const reply = await fetch(`${stack.url}/api${path}?lang=es_MX`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', uuid: `purchase-${username}` },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await reply.json()) as MallReply<T>;
    if (!body.success) throw new Error(`${path}: ${body.message}`);
    return body.result;
  };
  await post('/mallpcapi/login/sendCode', { mobile, scene: 'REGISTER' });
  const code = lastDevSms(mobile)?.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  const result = await post<LoginResult>('/mallpcapi/member/register', {
    username,
    password: clientPasswordHash(PASSWORD),
    mobile,
    smsCode: code,
    agreement: '1',
  });
  return { id: result.userInfo.id, username, token: result.token };
}

/** The product the buy pages show (goods-id="1"): its default sku, price and package; a live platform coupon it can reach. */
async function arrange(memberId: number) {
  const { rows: skus } = await stack.db.query<{
    sku_id: number;
    price_cents: number;
    package_unit: number;
    quantity: number;
    name: string;
  }>(
    `select k.id::int as sku_id, k.price_cents::int as price_cents, g.package_unit::int as package_unit, k.quantity::int as quantity,
       g.name_es as name
     from goods g join sku k on k.id = g.default_sku_id where g.id = 1`,
  );
  const sku = skus[0];
  if (!sku) throw new Error('the seed has no goods 1');
  const now = Math.floor(Date.now() / 1000);
  const { rows: coupons } = await stack.db.query<{ id: number; amount_cents: number; threshold_cents: number }>(
    `select c.id::int as id, c.amount_cents::int as amount_cents, c.threshold_cents::int as threshold_cents from coupon c
     where c.seller_id = 0 and c.start_time <= $1 and c.end_time > $1 and (c.total_num is null or c.received_num < c.total_num)
       and (select count(*) from member_coupon m where m.coupon_id = c.id and m.member_id = $2) < c.limit_num
     order by c.threshold_cents, c.id limit 1`,
    [now, memberId],
  );
  const coupon = coupons[0];
  if (!coupon) throw new Error('the seed has no platform coupon to receive');
  // packages of goods 1 whose goods total passes the coupon's threshold
  const packages = Math.max(1, Math.ceil((coupon.threshold_cents + 1) / (sku.price_cents * sku.package_unit)));
  if (sku.quantity < packages * sku.package_unit) throw new Error('goods 1 lacks the stock for the coupon');
  return { sku, coupon, packages };
}

/** Another sku, in stock, for the order the buyer cancels. */
async function otherSku() {
  const { rows } = await stack.db.query<{ sku_id: number; package_unit: number; quantity: number }>(
    `select k.id::int as sku_id, g.package_unit::int as package_unit, k.quantity::int as quantity from goods g join sku k on k.id = g.default_sku_id
     where g.id <> 1 and g.market_enable = 1 and g.package_unit <= 6 and k.quantity >= g.package_unit * 40 order by g.id limit 1`,
  );
  const sku = rows[0];
  if (!sku) throw new Error('no other stocked sku');
  return sku;
}

const quantityOf = async (skuId: number) =>
  (await stack.db.query<{ quantity: number }>('select quantity::int as quantity from sku where id = $1', [skuId])).rows[0]?.quantity;

const pageSets = [
  { name: 'hostile CSS', dir: 'partner', csp: false },
  { name: 'strict CSP', dir: 'csp', csp: true },
] as const;

describe.each(pageSets)('a whole purchase on the partner origin ($name pages)', ({ dir, csp }) => {
  test('log in → add → cart → checkout with a new address and a coupon → gateway → back, paid → member centre; another order cancelled', async () => {
    const member = await register(csp ? 'ppc' : 'pph');
    const { sku, coupon, packages } = await arrange(member.id);
    const other = await otherSku();
    const stockBefore = await quantityOf(sku.sku_id);
    const otherBefore = await quantityOf(other.sku_id);
    // the coupon received, and a second, unpaid order (to an address in Mexico City) to cancel at the end, through the API
    await buyerCall(stack, member, 'POST', `/buyer/members/coupon/${coupon.id}/receive`);
    await buyerCall(stack, member, 'POST', '/buyer/members/address', {
      name: 'Rosa Ortega',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 210, int. 3',
      zip: '06700',
    });
    await buyerCall(stack, member, 'POST', '/buyer/trade/carts', { sku_id: String(other.sku_id), num: String(other.package_unit) });
    await buyerCall(stack, member, 'POST', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
    const unpaid = await buyerCall<{ trade_sn: string; order_list: { sn: string }[] }>(stack, member, 'POST', '/buyer/trade/create', {
      idempotency_key: `purchase-${member.username}`,
    });
    const unpaidSn = unpaid.order_list[0]?.sn ?? '';
    expect(await quantityOf(other.sku_id)).toBe((otherBefore ?? 0) - other.package_unit);

    const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // GA4's e-commerce events as the host hears them (issue 13 §5), across the journey's pages
    const commerce: { name: string; detail: CommerceDetail }[] = [];
    await page.exposeFunction('__commerce', (name: string, detail: CommerceDetail) => void commerce.push({ name, detail }));
    await page.addInitScript(() => {
      for (const name of ['view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase'])
        window.addEventListener(`vitrina:${name}`, (e) =>
          (window as unknown as { __commerce(n: string, d: unknown): void }).__commerce(name, (e as CustomEvent).detail),
        );
    });
    const shot = shotter(`vitrina-partner-purchase-${dir}`);
    const shots = async (name: string) => {
      await shot(page, `${name}-1280`);
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, `${name}-375`);
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    const violations: { page: string; list: unknown[] }[] = [];
    /** No CSP violation on the page being left (the strict pages record them; the hostile ones run inline script). */
    const noViolations = async () => {
      if (!csp) return;
      const list = await page.evaluate(() => (window as unknown as { __violations?: unknown[] }).__violations ?? ['no recorder']);
      violations.push({ page: new URL(page.url()).pathname, list });
    };
    const w = (widget: string, selector: string) => page.locator(`${widget} >> ${selector}`);

    // 1. the buy page, as a visitor: the mini cart's "log in" opens vitrina-login here, in the top layer
    await page.goto(`${stack.partner}/${dir}/buy.html`);
    await w('vitrina-cart', '.state button').waitFor();
    expect(await w('vitrina-cart', '.state p').textContent()).toBe('Inicia sesión para ver tu carrito');
    expect(await badgeShown(page)).toBe(null);
    await w('vitrina-mini-cart', 'button.trigger').click();
    await w('vitrina-mini-cart', '.empty button.primary').click();
    const dialog = w('vitrina-login', 'dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await w('vitrina-login', 'input[name=username]').fill(member.username);
    await w('vitrina-login', 'input[name=password]').fill(PASSWORD);
    await shots('1-login');
    await w('vitrina-login', 'button[type=submit]').click();
    await poll(() => page.locator('vitrina-login[open]').count()).toBe(0);
    expect(page.url()).toBe(`${stack.partner}/${dir}/buy.html`);
    // the member's cart: empty (the other order took its line)
    await w('vitrina-cart', '.state.empty').waitFor();

    // 2. add from the product detail, laid out for the room the page gives it (the shop card clear
    // of the name, also in the strict page's 560 px column): the toast, the mini cart counts it, the cart lists it
    const [name, shop] = await Promise.all(['h1.name', '.shop'].map((s) => w('vitrina-product-detail', s).boundingBox()));
    expect(name && shop && !overlap(name, shop)).toBe(true);
    await w('vitrina-product-detail', '.actions .btn.primary').click();
    await poll(() => w('vitrina-toasts', '.toast').first().textContent()).toContain('Agregado al carrito');
    // the toasts' host is in the page's DOM: its [popover] rule (hostile.css) does not reach it
    expect(await page.locator('vitrina-toasts').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    await poll(() => badgeShown(page)).toBe(String(sku.package_unit));
    const line = w('vitrina-cart', `.buy-line`);
    await poll(() => line.count()).toBe(1);
    // enough packages for the coupon's threshold
    for (let n = 1; n < packages; n++) {
      await line.getByRole('button', { name: 'Un paquete más' }).click();
      await poll(() => line.locator('.buy-stepper input').inputValue()).toBe(String((n + 1) * sku.package_unit));
    }
    const num = packages * sku.package_unit;
    await poll(() => badgeShown(page)).toBe(shownCount(num));
    const cartTotal = cents(await w('vitrina-cart', '[data-testid=cart-total]').textContent());
    expect(cartTotal).toBeGreaterThan(coupon.threshold_cents);
    await shots('2-cart');

    // 3. the cart's checkout button reaches this site's checkout page
    await noViolations();
    await Promise.all([page.waitForURL(`${stack.partner}/${dir}/checkout.html`), w('vitrina-cart', '.buy-go').click()]);
    const co = (selector: string) => w('vitrina-checkout', selector);
    await co(`li.buy-line[data-sku="${sku.sku_id}"]`).waitFor();
    expect(await co('li.buy-line').count()).toBe(1);
    // a new address through the region cascade
    await co('text=+ Nueva dirección').click();
    const address = co('form.buy-form');
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
    await poll(() => co('.buy-addresses li.on').textContent()).toContain('Americana, Guadalajara, Jalisco');
    // the coupon: its amount comes off the total
    const total = co('[data-testid=checkout-total]');
    const before = cents(await total.textContent());
    const texts = await co('.buy-coupons li').allTextContents();
    const index = texts.findIndex((text) => text.includes(money(coupon.amount_cents)));
    expect(index).toBeGreaterThanOrEqual(0);
    await co('.buy-coupons input[type=checkbox]').nth(index).check();
    await poll(async () => cents(await total.textContent())).toBe(before - coupon.amount_cents);
    await shots('3-checkout');

    // submit: the host hears vitrina:order; the cashier step, kept in the page's URL
    await pickPayment(page, 'ONLINE', 'vitrina-checkout');
    await co('.buy-go').click();
    await poll(() => dataset(page, 'lastOrder')).toMatch(/^T\d+$/);
    const tradeSn = (await dataset(page, 'lastOrder')) ?? '';
    expect(await page.locator('#order-status').textContent()).toBe(`Pedido ${tradeSn} creado.`);
    await page.waitForURL(`${stack.partner}/${dir}/checkout.html?step=cashier&sn=${tradeSn}`);
    expect(cents(await co('[data-testid=due]').textContent())).toBe(before - coupon.amount_cents);
    await shots('4-cashier');

    // 4. the sandbox gateway sends the buyer back to this page, which shows the payment and hears vitrina:paid
    await noViolations();
    await co('.buy-go').click();
    await page.waitForURL(/\/api\/sandbox-gateway\/checkout$/);
    await page.getByRole('button', { name: 'Pagar / Pay' }).click();
    await page.waitForURL((url) => url.origin === stack.partner && url.pathname === `/${dir}/checkout.html`);
    expect(new URL(page.url()).searchParams.get('vitrina_sn')).toBe(tradeSn);
    await poll(() => co('.buy-complete h1').textContent()).toContain('Pago recibido');
    await poll(() => dataset(page, 'lastPaid')).toBe(tradeSn);
    expect(await page.locator('#order-status').textContent()).toBe(`Pedido ${tradeSn} pagado. ¡Gracias!`);
    await poll(() => badgeShown(page)).toBe(null);
    await shots('5-paid');
    // the host heard the purchase in GA4's words, in order, each once
    const heard = (name: string) => commerce.filter((event) => event.name === name).map((event) => event.detail);
    expect(heard('add_to_cart')).toEqual([
      expect.objectContaining({
        currency: 'MXN',
        items: [expect.objectContaining({ item_id: String(sku.sku_id), item_name: sku.name, quantity: num })],
      }),
    ]);
    expect(heard('view_item')[0]?.items[0]).toMatchObject({ item_id: '1', item_name: sku.name, quantity: 1 });
    expect(heard('begin_checkout')).toHaveLength(1);
    expect(heard('begin_checkout')[0]?.items.map((item) => item.item_name)).toContain(sku.name);
    expect(heard('add_payment_info').map((detail) => detail.payment_type)).toEqual(['ONLINE']);
    expect(heard('purchase')).toEqual([
      { currency: 'MXN', transaction_id: tradeSn, value: (before - coupon.amount_cents) / 100, items: [] },
    ]);
    expect(commerce.map((event) => event.name).filter((name, i, all) => all.indexOf(name) === i)).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);

    // 5. the member centre lists the paid order; the other, unpaid one is cancelled there
    await noViolations();
    const { rows: orders } = await stack.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1', [tradeSn]);
    const paidSn = orders[0]?.sn ?? '';
    await page.goto(`${stack.partner}/${dir}/account.html#my-order`);
    const mc = (selector: string) => w('vitrina-member-centre', selector);
    const paidCard = mc(`.buy-order[data-sn="${paidSn}"]`);
    const unpaidCard = mc(`.buy-order[data-sn="${unpaidSn}"]`);
    await paidCard.waitFor();
    expect(await paidCard.locator('.buy-status').textContent()).toBe('Pendiente de envío');
    expect(await paidCard.locator(`.buy-line .buy-unit`).textContent()).toContain(`× ${num}`);
    expect(await paidCard.locator('.buy-order-total').textContent()).toContain(money(before - coupon.amount_cents));
    expect(await unpaidCard.locator('.buy-status').textContent()).toBe('Pendiente de pago');
    await shots('6-orders');
    await unpaidCard.getByRole('button', { name: 'Cancelar pedido' }).click();
    await unpaidCard.locator('form input[name=reason]').fill('Pedí de más');
    await unpaidCard.locator('form button[type=submit]').click();
    await poll(() => unpaidCard.locator('.buy-status').textContent()).toBe('Cancelado');
    await shots('7-cancelled');
    await noViolations();

    // the database at the end: the trade paid, the coupon used on it, the other order cancelled, stock taken and given back
    const { rows: paid } = await stack.db.query<{ pay_status: string; order_status: string; coupon_cents: number; region: string }>(
      `select pay_status, order_status, coupon_cents::int as coupon_cents, ship_province || '/' || ship_city || '/' || ship_county as region
       from trade_order where trade_sn = $1`,
      [tradeSn],
    );
    expect(paid).toEqual([
      { pay_status: 'PAY_YES', order_status: 'PAID_OFF', coupon_cents: coupon.amount_cents, region: 'Jalisco/Guadalajara/Americana' },
    ]);
    const { rows: used } = await stack.db.query<{ used_status: number; order_sn: string | null }>(
      'select used_status::int as used_status, order_sn from member_coupon where member_id = $1 and coupon_id = $2',
      [member.id, coupon.id],
    );
    expect(used).toEqual([{ used_status: 1, order_sn: tradeSn }]);
    const { rows: cancelled } = await stack.db.query<{ order_status: string; cancel_reason: string }>(
      'select order_status, cancel_reason from trade_order where sn = $1',
      [unpaidSn],
    );
    expect(cancelled).toEqual([{ order_status: 'CANCELLED', cancel_reason: 'Pedí de más' }]);
    expect(await quantityOf(sku.sku_id)).toBe((stockBefore ?? 0) - num);
    expect(await quantityOf(other.sku_id)).toBe(otherBefore);

    expect(violations.filter((v) => v.list.length > 0)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
