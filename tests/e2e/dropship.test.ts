// Issue 3, the product detail's "direct shipping" tab in Chromium against the real API: a member
// adds single pieces as dropshipping and a package of the same sku wholesale; the cart page shows
// each line as what it is, at its own price, edits them apart, and the mini cart counts both.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import type { GoodsDetail } from '../../src/core/contract/types-discovery';
import { formatMoney } from '../../src/core/money';
import { unitPrice } from '../../src/widgets/product-detail/quantity';
import { badgeShown, serverCartCount } from './support/cart';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const pd = (page: Page, selector: string) => page.locator(`vitrina-product-detail >> ${selector}`);
const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const money = (value: number) => formatMoney(value, 'es_MX');

interface Pick {
  goods: GoodsDetail;
  skuId: number;
  dropship: number;
  wholesale: number;
}

/**
 * A goods sold in packages of 4 or more (so 3 pieces are no package), every sku stocked for
 * several packages: its default sku, the dropship price and the wholesale price of one package.
 */
async function dropshippable(): Promise<Pick> {
  const { rows } = await stack.db.query<{ goods_id: number }>(
    `select g.id as goods_id from goods g join sku s on s.goods_id = g.id
     where g.market_enable = 1 and g.package_unit between 4 and 24
     group by g.id having min(s.quantity) >= max(g.package_unit) * 6
     order by g.id limit 1`,
  );
  if (!rows[0]) throw new Error('seed has no goods stocked for several packages of 4+');
  const reply = (await (
    await fetch(`${stack.url}/api/mallpcapi/product/productDetail?goodsId=${rows[0].goods_id}&lang=es_MX`)
  ).json()) as MallReply<GoodsDetail>;
  const goods = reply.result;
  const sku = goods.skus.find((item) => item.skuId === goods.defaultSkuId);
  if (!sku) throw new Error(`goods ${goods.goodsId} has no default sku`);
  // The tier one package reaches (none below the first minimum: the list price).
  const rate = goods.tiers.filter((tier) => tier.minNum <= goods.packageUnit).pop()?.rate ?? 1;
  return { goods, skuId: sku.skuId, dropship: sku.dropshipPrice, wholesale: unitPrice(sku.price, rate) };
}

describe('direct shipping', () => {
  test('the direct-shipping tab adds single pieces at the dropship price; the cart shows them apart from the wholesale line', async () => {
    const { goods, skuId, dropship, wholesale } = await dropshippable();
    const pu = goods.packageUnit;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${stack.url}/login?forward=${encodeURIComponent(`/goods/${goods.goodsId}`)}`);
    await sf(page, 'input[name=username]').fill('comprador');
    await sf(page, 'input[name=password]').fill('comprador1');
    await sf(page, 'button[type=submit]').click();
    await page.waitForURL(`${stack.url}/goods/${goods.goodsId}`);
    await pd(page, '.buy-box').waitFor();
    const before = await serverCartCount(ctx, stack.url);
    const badge = () => badgeShown(page);

    // the tab: the dropship unit price, and a stepper that goes by the piece
    const tab = pd(page, '.modes').getByRole('tab', { name: 'Envío directo' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await pd(page, '.dropship .price').textContent()).toBe(money(dropship));
    expect(await pd(page, '.qty-row .hint').textContent()).toContain('cualquier cantidad desde 1');
    await pd(page, '.qty-row input').fill('3');
    await expect.poll(() => pd(page, '.subtotal').textContent()).toContain(money(Math.round(dropship * 100 * 3) / 100));
    expect(await pd(page, '.qty-row .error').count()).toBe(0);
    await pd(page, '.actions').getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect.poll(badge).toBe(String(before + 3));
    expect(await serverCartCount(ctx, stack.url)).toBe(before + 3);

    // back to wholesale: 3 pieces are no package, so the stepper offers one package; add it
    await pd(page, '.modes').getByRole('tab', { name: 'Mayoreo' }).click();
    await expect.poll(() => pd(page, '.qty-row input').inputValue()).toBe(String(pu));
    await pd(page, '.actions').getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect.poll(badge).toBe(String(before + 3 + pu));

    // the cart: two lines of one sku, each tagged and priced as what it is
    await page.goto(`${stack.url}/cart`);
    const dropLine = sf(page, `.buy-line[data-sku="${skuId}"][data-shipment="2"]`);
    const wholeLine = sf(page, `.buy-line[data-sku="${skuId}"][data-shipment="1"]`);
    await dropLine.waitFor();
    expect(await dropLine.locator('.buy-ship').textContent()).toBe('Dropshipping');
    expect(await dropLine.locator('.buy-unit').textContent()).toContain(money(dropship));
    expect(await dropLine.locator('.buy-stepper input').inputValue()).toBe('3');
    expect(await dropLine.locator('.buy-sub').textContent()).toContain(money(Math.round(dropship * 100 * 3) / 100));
    expect(await wholeLine.locator('.buy-ship').count()).toBe(0);
    expect(await wholeLine.locator('.buy-unit').textContent()).toContain(money(wholesale));
    expect(await wholeLine.locator('.buy-stepper input').inputValue()).toBe(String(pu));

    // one piece more on the dropship line moves that line and the badge by one, not a package
    await dropLine.getByRole('button', { name: 'Una pieza más' }).click();
    await expect.poll(() => dropLine.locator('.buy-stepper input').inputValue()).toBe('4');
    await expect.poll(badge).toBe(String(before + 4 + pu));
    expect(await wholeLine.locator('.buy-stepper input').inputValue()).toBe(String(pu));
    await page.reload();
    await dropLine.waitFor();
    expect(await dropLine.locator('.buy-stepper input').inputValue()).toBe('4');

    expect(errors).toEqual([]);
    await ctx.close();
  });
});
