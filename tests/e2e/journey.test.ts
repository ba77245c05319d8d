// One buyer's whole way through the marketplace in Chromium, as issue 5 tells it: search → product
// → add to cart (a visitor logs in and comes back) → the mini cart shows it → receive a coupon →
// cart (quantities in package multiples) → checkout with a new address, the coupon and part of the
// balance → the rest paid online through the sandbox gateway → payment complete → the order in my
// orders → cancel another, unpaid order. Only two things are set up behind the buyer's back: the
// balance (a recharge happens outside the storefront) and an earlier unpaid order to cancel.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import { formatMoney } from '../../src/core/money';
import { sha256Hex } from '../../src/core/sha256';
import { badgeShown, serverCartCount, shownCount } from './support/cart';
import { answerConfirm } from './support/confirm';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const BUYER = { id: 2, username: 'comprador', password: 'comprador1', payPassword: 'pago2468' };
const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const pd = (page: Page, selector: string) => page.locator(`vitrina-product-detail >> ${selector}`);
const money = (value: number) => formatMoney(value, 'es_MX');
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

async function apiToken(): Promise<string> {
  const reply = await fetch(
    `${stack.url}/api/mallpcapi/login/login`,
    form({ username: BUYER.username, password: sha256Hex(BUYER.password) }),
  );
  return ((await reply.json()) as MallReply<{ token: string }>).result.token;
}

/** A platform coupon the buyer may still receive (below its per-buyer limit), and a goods in stock worth more than its threshold in two packages. */
async function pick() {
  const now = Math.floor(Date.now() / 1000);
  const { rows: coupons } = await stack.db.query<{ id: number; amount_cents: number; threshold_cents: number }>(
    `select c.id, c.amount_cents, c.threshold_cents from coupon c
     where c.seller_id = 0 and c.start_time <= $1 and c.end_time > $1 and (c.total_num is null or c.received_num < c.total_num)
       and (select count(*) from member_coupon m where m.coupon_id = c.id and m.member_id = $2) < c.limit_num
     order by c.threshold_cents, c.id limit 1`,
    [now, BUYER.id],
  );
  const coupon = coupons[0];
  if (!coupon) throw new Error('seed has no platform coupon to receive');
  const { rows: goods } = await stack.db.query<{ id: number; name_es: string; package_unit: number; price_cents: number }>(
    `select g.id, g.name_es, g.package_unit, k.price_cents from goods g
     join sku k on k.id = g.default_sku_id
     where g.market_enable = 1 and g.package_unit > 1 and k.quantity >= g.package_unit * 20
       and k.price_cents * g.package_unit * 2 > $1 and k.price_cents * g.package_unit * 2 < $1 + 2000000
     order by g.sales desc, g.id limit 1`,
    [coupon.threshold_cents],
  );
  if (!goods[0]) throw new Error('seed has no goods fitting the journey');
  return { coupon, goods: goods[0] };
}

describe('a buyer from search to a paid order', () => {
  test('search → product → login → cart → coupon → checkout with part balance → sandbox → my orders → cancel another', async () => {
    const { coupon, goods } = await pick();
    const unit = goods.package_unit;
    // Set up: a recharge of 50.00, a payment password (through the buyer API), an earlier unpaid order.
    const token = await apiToken();
    const auth = { Authorization: token };
    const setPay = await fetch(`${stack.url}/api/mallpcapi/member/updatePayPassword`, {
      ...form({ loginPassword: sha256Hex(BUYER.password), password: sha256Hex(BUYER.payPassword) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
    });
    expect(((await setPay.json()) as MallReply<unknown>).success).toBe(true);
    await stack.db.query('update member set balance_cents = 5000 where id = $1', [BUYER.id]);
    const { rows: other } = await stack.db.query<{ sku_id: number; package_unit: number }>(
      `select k.id as sku_id, g.package_unit from sku k join goods g on g.id = k.goods_id
       where g.market_enable = 1 and k.quantity >= g.package_unit * 5 and g.id <> $1 order by g.id limit 1`,
      [goods.id],
    );
    const earlier = other[0]!;
    await fetch(`${stack.url}/api/buyer/trade/carts`, {
      ...form({ sku_id: String(earlier.sku_id), num: String(earlier.package_unit) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
    });
    await fetch(`${stack.url}/api/buyer/members/address`, {
      ...form({ name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
    });
    await fetch(`${stack.url}/api/buyer/trade/checkout-params/payment-type`, {
      ...form({ payment_type: 'ONLINE' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
    });
    const earlierTrade = await fetch(`${stack.url}/api/buyer/trade/create`, {
      ...form({ idempotency_key: `journey-earlier-${Date.now()}` }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
    });
    const earlierSn = ((await earlierTrade.json()) as { order_list: { sn: string }[] }).order_list[0]!.sn;

    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // 1. Search from the header, as a visitor, and open the product.
    await page.goto(stack.url + '/');
    const search = page.locator('vitrina-search >> input[role=combobox]');
    await search.fill(goods.name_es);
    await search.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    await sf(page, `a[href="/goods/${goods.id}"]`).first().click();
    await page.waitForURL(`${stack.url}/goods/${goods.id}`);
    await expect.poll(() => pd(page, 'h1.name').textContent()).toBe(goods.name_es);

    // 2. A visitor adding to the cart logs in and comes back to the product.
    await pd(page, '.actions .btn.primary').click();
    await page.waitForURL(`${stack.url}/login?forward=${encodeURIComponent(`/goods/${goods.id}`)}`);
    await sf(page, 'input[name=username]').fill(BUYER.username);
    await sf(page, 'input[name=password]').fill(BUYER.password);
    await sf(page, 'button[type=submit]').click();
    await page.waitForURL(`${stack.url}/goods/${goods.id}`);

    // 3. Quantities in package multiples; two packages go in; the mini cart follows.
    const qty = pd(page, '.stepper input');
    await qty.fill(String(unit + 1));
    await expect.poll(() => pd(page, '.qty-row .error').textContent()).toBe('Compra en múltiplos de la cantidad por paquete');
    await qty.fill(String(unit * 2));
    await expect.poll(() => pd(page, '.qty-row .error').count()).toBe(0);
    const before = await serverCartCount(ctx, stack.url);
    await pd(page, '.actions .btn.primary').click();
    await expect.poll(() => serverCartCount(ctx, stack.url)).toBe(before + unit * 2);
    await expect.poll(() => badgeShown(page)).toBe(shownCount(before + unit * 2));
    await page.locator('vitrina-mini-cart >> button.trigger').click();
    await expect.poll(() => page.locator('vitrina-mini-cart >> .lines').textContent()).toContain(goods.name_es);
    await page.keyboard.press('Escape');

    // 4. Receive the platform coupon on /coupons.
    await page.goto(`${stack.url}/coupons`);
    const card = sf(page, `li.coupon[data-coupon-id="${coupon.id}"]`);
    await card.locator('button').click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('received');

    // 5. The cart: only this product checked, one package more and back.
    await page.goto(`${stack.url}/cart`);
    await sf(page, '.buy-line').first().waitFor();
    const line = sf(page, '.buy-line').filter({ hasText: goods.name_es });
    await sf(page, '.buy-toolbar input[type=checkbox]').click(); // uncheck all…
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).toBe(money(0));
    await line.locator('input[type=checkbox]').click(); // …then this line
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).not.toBe(money(0));
    await line.getByRole('button', { name: 'Un paquete más' }).click();
    await expect.poll(() => serverCartCount(ctx, stack.url)).toBe(before + unit * 3);
    await line.getByRole('button', { name: 'Un paquete menos' }).click();
    await expect.poll(() => serverCartCount(ctx, stack.url)).toBe(before + unit * 2);

    // 6. Checkout: a new address through the region cascade, and the coupon.
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout(\?way=CART)?$/);
    await sf(page, 'text=+ Nueva dirección').click();
    const address = sf(page, 'form.buy-form');
    await address.locator('input[name=name]').fill('Luis Pérez');
    await address.locator('input[name=mobile]').fill('3312345678');
    const selects = address.locator('select');
    await selects.nth(0).selectOption({ label: 'Jalisco' });
    await expect.poll(() => selects.nth(1).locator('option').count()).toBeGreaterThan(5);
    await selects.nth(1).selectOption({ label: 'Guadalajara' });
    await expect.poll(() => selects.nth(2).locator('option').count()).toBeGreaterThan(2);
    await selects.nth(2).selectOption({ label: 'Americana' });
    await address.locator('input[name=addr]').fill('Av. Chapultepec 15');
    await address.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect.poll(() => sf(page, '.buy-addresses li.on').textContent()).toContain('Americana, Guadalajara, Jalisco');
    const totalBefore = await sf(page, '[data-testid=checkout-total]').textContent();
    const usedOf = async () =>
      Number(
        (
          await stack.db.query<{ n: string }>(
            'select count(*) as n from member_coupon where member_id = $1 and coupon_id = $2 and used_status = 1',
            [BUYER.id, coupon.id],
          )
        ).rows[0]?.n,
      );
    const usedBefore = await usedOf();
    await sf(page, '.buy-coupons input[type=checkbox]')
      .nth(await couponIndex(page, coupon.amount_cents))
      .check();
    await expect.poll(() => sf(page, '[data-testid=checkout-total]').textContent()).not.toBe(totalBefore);
    await pickPayment(page);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+$/);
    const sn = new URL(page.url()).searchParams.get('trade_sn')!;
    expect(await usedOf()).toBe(usedBefore + 1);

    // 7. Part from the balance with the payment password, the rest online through the sandbox.
    const part = sf(page, '[data-testid=part-balance]');
    await expect.poll(() => part.textContent()).toContain(`Saldo disponible: ${money(50)}`);
    await part.locator('input[name=password]').fill(BUYER.payPassword);
    await part.getByRole('button', { name: 'Aplicar saldo' }).click();
    await answerConfirm(page, 'Pagar con saldo');
    await expect.poll(() => sf(page, '[data-testid=parts]').textContent()).toContain(`−${money(50)}`);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/api\/sandbox-gateway\/checkout$/);
    await page.getByRole('button', { name: 'Pagar / Pay' }).click();
    await page.waitForURL(/\/payment-complete\?trade_sn=T\d+&status=PAID$/);
    await expect.poll(() => sf(page, '.buy-complete h1').textContent()).toContain('Pago recibido');
    const { rows: paid } = await stack.db.query<{ sn: string; pay_status: string; balance_cents: number }>(
      'select sn, pay_status, balance_cents from trade_order where trade_sn = $1',
      [sn],
    );
    expect(paid).toEqual([expect.objectContaining({ pay_status: 'PAY_YES', balance_cents: 5000 })]);

    // 8. My orders: the paid order waits for shipment; the earlier unpaid one is cancelled with a reason.
    await sf(page, 'a:has-text("Ver mis pedidos")').click();
    await page.waitForURL(/\/member\/my-order$/);
    await expect.poll(() => sf(page, `[data-sn="${paid[0]!.sn}"] .buy-status`).textContent()).toBe('Pendiente de envío');
    await sf(page, 'a:has-text("Por pagar")').click();
    const unpaid = sf(page, `.buy-order[data-sn="${earlierSn}"]`);
    await unpaid.getByRole('button', { name: 'Cancelar pedido' }).click();
    await unpaid.locator('input[name=reason]').fill('Ya no lo necesito');
    await unpaid.getByRole('button', { name: 'Cancelar el pedido' }).click();
    await expect
      .poll(
        async () =>
          (await stack.db.query<{ order_status: string }>('select order_status from trade_order where sn = $1', [earlierSn])).rows[0]
            ?.order_status,
      )
      .toBe('CANCELLED');
    await expect.poll(() => sf(page, `.buy-order[data-sn="${earlierSn}"]`).count()).toBe(0);

    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);
});

/** Which of the order form's coupon boxes is the one worth `amountCents` (its text shows the amount). */
async function couponIndex(page: Page, amountCents: number): Promise<number> {
  const texts = await sf(page, '.buy-coupons li').allTextContents();
  const index = texts.findIndex((text) => text.includes(money(amountCents / 100)));
  if (index < 0) throw new Error(`no coupon of ${money(amountCents / 100)} on the form: ${texts.join(' | ')}`);
  return index;
}
