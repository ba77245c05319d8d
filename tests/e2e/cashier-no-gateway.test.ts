// The cashier in Chromium with no online gateway (PAYMENT_GATEWAY=none, as production runs until
// a real gateway is configured; issue 9, item 10): it shows only what works, the balance and a
// bank transfer, with one of them selected, and after choosing the transfer it does not offer
// to "pay online instead".
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { buyerCall, newBuyer } from './support/buyers';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200, paymentGateway: 'none' });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const methods = async (page: Page) =>
  sf(page, '.buy-methods label').evaluateAll((labels) =>
    labels.map((label) => `${label.querySelector('input')?.checked ? '◉' : '○'} ${label.textContent?.split(' · ')[0]?.trim()}`),
  );

test('no online gateway: the cashier offers the balance and a bank transfer, one selected; after the transfer, the balance', async () => {
  const buyer = await newBuyer(stack, browser, { prefix: 'nogw' });
  const { page } = buyer;
  const { rows } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select s.id::int as sku_id, g.package_unit from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and s.quantity >= g.package_unit * 10 order by s.id limit 1`,
  );
  const sku = rows[0];
  if (!sku) throw new Error('no stocked sku');
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
  await page.goto(`${stack.url}/checkout`);
  await sf(page, '.buy-addresses li.on').waitFor();
  await pickPayment(page);
  await sf(page, '.buy-go').click();
  await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+$/);

  await sf(page, '.buy-methods label').first().waitFor();
  expect(await methods(page)).toEqual(['◉ Saldo de la cuenta', '○ Transferencia bancaria (SPEI)']);
  await sf(page, 'label:has-text("Transferencia bancaria (SPEI)") input').check();
  await sf(page, '.buy-go').click();
  await expect.poll(() => sf(page, '[data-testid=transfer]').textContent()).toContain('012180001234567899');
  expect(await methods(page)).toEqual(['◉ Saldo de la cuenta']);
  expect(await sf(page, '.buy-methods legend').textContent()).toBe('Forma de pago');
  expect(buyer.errors).toEqual([]);
  await buyer.context.close();
}, 120_000);
