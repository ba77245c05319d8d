// Member points in Chromium against the real server: a visitor's "Redeem" on /points-mall asks for
// a login and comes back; a member redeems a points goods, the cart and checkout show the points it
// takes next to the money and the member's points; short of points, submitting shows the
// translated refusal; with enough, the order is placed and /member/my-points shows the spend.
// Screenshots (VITRINA_SHOTS=1) at 1280 and 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../src/core/money';
import { newBuyer, shotter } from './support/buyers';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const points = (n: number) => new Intl.NumberFormat('es-MX').format(n);
const shot = shotter('vitrina-points-shots');

interface Pick {
  id: number;
  sku_id: number;
  goods_id: number;
  package_unit: number;
  exchange_point: number;
  exchange_money_cents: number;
}

/** The points goods with a money part and the smallest package, with stock and pieces for a few packages. */
async function pickExchange(): Promise<Pick> {
  const { rows } = await stack.db.query<Pick>(
    `select p.id, p.sku_id, p.goods_id, g.package_unit, p.exchange_point, p.exchange_money_cents
     from promo_exchange p join goods g on g.id = p.goods_id
     where g.market_enable = 1 and p.exchange_money_cents > 0 order by g.package_unit, p.exchange_point, p.id limit 1`,
  );
  const pick = rows[0];
  if (!pick) throw new Error('no points goods with a money part');
  await stack.db.query('update promo_exchange set enable_quantity = greatest(enable_quantity, $2) where id = $1', [
    pick.id,
    pick.package_unit * 4,
  ]);
  await stack.db.query('update sku set quantity = greatest(quantity, $2) where id = $1', [pick.sku_id, pick.package_unit * 10]);
  return pick;
}

describe('member points', () => {
  test('a visitor pressing Redeem logs in first and comes back to the points mall', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.url}/points-mall`);
    await sf(page, 'button[data-promo-buy=EXCHANGE]').first().click();
    await page.waitForURL(/\/login\?forward=/);
    expect(new URL(page.url()).searchParams.get('forward')).toBe('/points-mall');
    await context.close();
  });

  test('redeem a points goods: the cart and checkout show the points; short of points the submit is refused; then my-points shows the spend', async () => {
    const pick = await pickExchange();
    const needed = pick.exchange_point * pick.package_unit;
    const buyer = await newBuyer(stack, browser, { landing: '/points-mall', prefix: 'pts' });
    const { page } = buyer;
    await stack.db.query('update member set consum_point = $2, grade_point = $2 where id = $1', [buyer.id, needed + 1_000]);

    // the mall shows the member's points; Redeem puts a package in the cart under the exchange
    await page.reload();
    await expect.poll(() => sf(page, '[data-testid=my-points]').textContent()).toContain(points(needed + 1_000));
    await shot(page, 'mall-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'mall-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await sf(page, `.promo-card:has(a.card-link[href="/goods/${pick.goods_id}"]) button[data-promo-buy=EXCHANGE]`).click();
    await page.waitForURL(`${stack.url}/cart`);
    const money = formatMoney((pick.exchange_money_cents * pick.package_unit) / 100, 'es_MX');
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).toBe(`${points(needed)} puntos + ${money}`);
    await expect
      .poll(() => sf(page, '[data-testid=points-available]').textContent())
      .toBe(`Tienes ${points(needed + 1_000)} puntos disponibles`);
    expect(await sf(page, `.buy-line[data-sku="${pick.sku_id}"] .buy-points-each`).textContent()).toBe(
      `+ ${points(pick.exchange_point)} puntos c/u`,
    );
    await shot(page, 'cart-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'cart-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // checkout: the points in the totals, next to what the member has
    await sf(page, '.buy-go').click();
    await page.waitForURL(`${stack.url}/checkout`);
    await expect.poll(() => sf(page, '[data-testid=checkout-points]').textContent()).toBe(points(needed));
    expect(await sf(page, '[data-testid=checkout-total]').textContent()).toMatch(new RegExp(`^${points(needed)} puntos \\+ MXN `));
    await expect.poll(() => sf(page, '[data-testid=points-available]').textContent()).toContain(points(needed + 1_000));
    await shot(page, 'checkout-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'checkout-360');
    // "1,300 puntos + MXN 125.00" wraps rather than widening the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // the points went elsewhere meanwhile: submitting says so, in Spanish, and places nothing
    await stack.db.query('update member set consum_point = 10 where id = $1', [buyer.id]);
    await pickPayment(page);
    await sf(page, '.buy-go').click();
    await expect
      .poll(() => page.locator('vitrina-toasts >> .toast').allTextContents())
      .toContainEqual(expect.stringContaining(`Puntos insuficientes: este pedido necesita ${points(needed)} puntos y tienes 10`));
    expect(page.url()).toBe(`${stack.url}/checkout`);
    // the form reloads and says how many are missing
    await expect
      .poll(() => sf(page, '[data-testid=points-available]').textContent())
      .toBe(`Tienes 10 puntos: te faltan ${points(needed - 10)} para estos productos`);
    await shot(page, 'checkout-short-1280');
    expect((await stack.db.query('select 1 from trade where member_id = $1', [buyer.id])).rows).toHaveLength(0);

    // with the points back, the order is placed and my-points shows the spend
    await stack.db.query('update member set consum_point = $2 where id = $1', [buyer.id, needed + 1_000]);
    await sf(page, '.buy-go').click();
    await page.waitForURL(/\/checkout\/cashier\?trade_sn=/);
    const tradeSn = new URL(page.url()).searchParams.get('trade_sn');
    await page.goto(`${stack.url}/member/my-points`);
    await expect.poll(() => sf(page, '[data-testid=points]').textContent()).toBe(points(1_000));
    const first = sf(page, '[data-testid=points-ledger] tbody tr').first();
    await expect.poll(() => first.textContent()).toContain(`Canje en la tienda de puntos, compra ${tradeSn}`);
    expect(await first.locator('td.num').textContent()).toBe(`−${points(needed)}`);
    await shot(page, 'my-points-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'my-points-360');
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });

  test('my-points of a member without movements says so', async () => {
    const buyer = await newBuyer(stack, browser, { landing: '/member/my-points', prefix: 'pts0' });
    await expect
      .poll(() => sf(buyer.page, '[data-testid=points-empty]').textContent())
      .toBe('Aún no hay movimientos: ganas puntos con cada pedido.');
    expect(await sf(buyer.page, '[data-testid=points]').textContent()).toBe('0');
    await buyer.context.close();
  });
});
