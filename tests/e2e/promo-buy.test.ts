// Buying under a promotion in Chromium against the real server: a visitor presses a seckill's
// "Buy" on /seckill, logs in and comes back, the goods land in the cart at the seckill price with
// a promotion chooser; switching to no promotion shows the normal price, and checkout shows the
// seckill price again once chosen. Screenshots (VITRINA_SHOTS=1) of the chooser at 1280 and 360 px.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seckillTimeLine } from '../../server/src/services/catalogue/promo-seckill';
import { formatMoney } from '../../src/core/money';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const mxn = (cents: number) => formatMoney(cents / 100, 'es_MX');

const SHOTS = process.env.VITRINA_SHOTS ? join(tmpdir(), 'vitrina-promo-buy-shots') : '';
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

interface Pick {
  id: number;
  sku_id: number;
  goods_id: number;
  package_unit: number;
  price_cents: number;
  normal_cents: number;
}

/**
 * The running slot's goods with the smallest package, with seckill quantity and stock for a
 * package, and no wholesale tier reached by one package (so its normal price is the sku price).
 */
async function arrangeSeckill(): Promise<Pick> {
  const hours = (await stack.db.query<{ slot_hour: number }>('select distinct slot_hour from promo_seckill_goods')).rows.map(
    (r) => r.slot_hour,
  );
  const slot = seckillTimeLine(hours, Math.floor(Date.now() / 1000), 1)[0];
  if (slot?.active !== 1) throw new Error('no seckill slot runs now');
  const { rows } = await stack.db.query<Pick>(
    `select p.id, p.sku_id, p.goods_id, g.package_unit, p.price_cents, s.price_cents as normal_cents
     from promo_seckill_goods p join goods g on g.id = p.goods_id join sku s on s.id = p.sku_id
     where p.slot_hour = $1 and g.market_enable = 1 and g.package_unit <= p.limit_num
       and not exists (select 1 from goods_price_tier t where t.goods_id = g.id and t.min_num <= g.package_unit and t.price_bp < 10000)
     order by g.package_unit, p.id limit 1`,
    [slot.range_time],
  );
  const pick = rows[0];
  if (!pick) throw new Error('no seckill goods to buy in the running slot');
  await stack.db.query('update promo_seckill_goods set sold_num = 0, quantity = greatest(quantity, $2) where id = $1', [
    pick.id,
    pick.package_unit * 4,
  ]);
  await stack.db.query('update sku set quantity = greatest(quantity, $2) where id = $1', [pick.sku_id, pick.package_unit * 20]);
  await stack.db.query(`delete from cart_item where member_id = (select id from member where username = 'comprador')`);
  return pick;
}

describe('buying under a promotion', () => {
  test('a member buys a seckill item from /seckill: seckill price and chooser in the cart, normal price without it, seckill price at checkout', async () => {
    const pick = await arrangeSeckill();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // a visitor presses Buy: log in first, then back on /seckill
    await page.goto(`${stack.url}/seckill`);
    const card = sf(page, `.promo-card:has(a.card-link[href="/goods/${pick.goods_id}"])`);
    const buy = card.locator('button[data-promo-buy=SECKILL]');
    await buy.click();
    await page.waitForURL(/\/login\?forward=/);
    expect(new URL(page.url()).searchParams.get('forward')).toBe('/seckill');
    await sf(page, 'input[name=username]').fill('comprador');
    await sf(page, 'input[name=password]').fill('comprador1');
    await sf(page, 'button[type=submit]').click();
    await page.waitForURL(`${stack.url}/seckill`);

    // now Buy puts one package in the cart under the seckill and opens the cart
    await buy.click();
    await page.waitForURL(`${stack.url}/cart`);
    const line = sf(page, `.buy-line[data-sku="${pick.sku_id}"]`);
    const unit = line.locator('.buy-unit');
    // the chooser is named for the line, for screen readers
    const chooser = line.getByRole('combobox', { name: /^Promoción para / });
    await expect.poll(() => unit.textContent()).toContain(mxn(pick.price_cents));
    expect(await chooser.inputValue()).toBe(`SECKILL:${pick.id}`);
    const { rows } = await stack.db.query<{ limit_num: number; left: number }>(
      'select limit_num, quantity - sold_num as left from promo_seckill_goods where id = $1',
      [pick.id],
    );
    expect(await chooser.locator('option').allTextContents()).toEqual([
      'Sin promoción (precio normal)',
      `Oferta relámpago · ${mxn(pick.price_cents)}`,
    ]);
    expect(await line.locator('.buy-promo-caps').textContent()).toBe(`hasta ${rows[0]!.limit_num} por cliente · quedan ${rows[0]!.left}`);
    // what the seckill saves: the normal price struck through under it
    expect(await unit.locator('s').textContent()).toBe(`Antes ${mxn(pick.normal_cents)}`);
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).toBe(mxn(pick.price_cents * pick.package_unit));
    await shot(page, 'cart-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'cart-360');
    // at 360 px the chooser stays inside the line
    const box = await chooser.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // no promotion: the normal price, on the line and in the total
    await chooser.selectOption('');
    await expect.poll(() => unit.textContent()).toContain(mxn(pick.normal_cents));
    expect(await unit.locator('s').count()).toBe(0);
    expect(await line.locator('.buy-promo-caps').count()).toBe(0);
    await expect.poll(() => sf(page, '[data-testid=cart-total]').textContent()).toBe(mxn(pick.normal_cents * pick.package_unit));
    // the server agrees (a reload shows the same)
    await page.reload();
    await expect.poll(() => unit.textContent()).toContain(mxn(pick.normal_cents));
    expect(await chooser.inputValue()).toBe('');

    // the seckill again, then checkout shows its price
    await chooser.selectOption(`SECKILL:${pick.id}`);
    await expect.poll(() => unit.textContent()).toContain(mxn(pick.price_cents));
    await sf(page, '.buy-go').click();
    await page.waitForURL(`${stack.url}/checkout`);
    const checkoutLine = sf(page, `.buy-line-ro[data-sku="${pick.sku_id}"]`);
    await expect.poll(() => checkoutLine.locator('.buy-unit').textContent()).toContain(mxn(pick.price_cents));
    expect(await checkoutLine.locator('.buy-sub').textContent()).toBe(mxn(pick.price_cents * pick.package_unit));
    expect(errors).toEqual([]);
    await context.close();
  });
});
