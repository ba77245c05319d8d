// The order form's payment type: nothing is chosen until the buyer picks one in this checkout
// (issue 16 §6), so every test that sends an order picks first.
import type { Page } from 'playwright-core';

/** Picks `type` on the order form inside `host` (the storefront, or a partner page's vitrina-checkout). */
export async function pickPayment(page: Page, type: 'ONLINE' | 'COD' = 'ONLINE', host = 'vitrina-storefront'): Promise<void> {
  await page.locator(`${host} >> [data-testid=payment-type] input[value=${type}]`).check();
}
