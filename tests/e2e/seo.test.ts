// Issue 18 in Chromium: the head the server writes is what the browser and a JavaScript-less
// reader get, the strict CSP lets the JSON-LD data blocks be (they are never executed), a shared
// link's `?lang=` opens the storefront in that language, and a missing goods is a real 404 that
// still shows the storefront's own page.
import { describe, expect, test } from 'vitest';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

describe('server-rendered head', () => {
  test('a product’s head reaches the browser with JavaScript off and on; JSON-LD parses under the strict CSP', async () => {
    const { rows } = await stack.db.query<{ id: number; name_es: string; name_en: string; price_cents: number }>(
      'select id, name_es, name_en, price_cents from goods where market_enable = 1 and stock > 0 order by id limit 1',
    );
    const goods = rows[0];
    if (!goods) throw new Error('no goods');

    const off = await browser.newContext({ javaScriptEnabled: false });
    const still = await off.newPage();
    const response = await still.goto(`${stack.url}/goods/${goods.id}`);
    expect(response?.status()).toBe(200);
    expect(await still.title()).toContain(goods.name_es);
    const product = await still.evaluate(() => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
      return blocks.find((b) => b['@type'] === 'Product');
    });
    const offer = product.offers.offers?.[0] ?? product.offers;
    expect(offer).toMatchObject({ price: goods.price_cents / 100, priceCurrency: 'MXN' });
    await off.close();

    const on = await browser.newContext();
    const page = await on.newPage();
    const violations: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    // a link shared in English: the page opens in English, the address loses `lang`
    await page.goto(`${stack.url}/goods/${goods.id}?lang=en_US`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await page.locator('vitrina-storefront >> vitrina-product-detail >> h1').filter({ hasText: goods.name_en }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThanOrEqual(2);
    // a goods that is not there: 404 from the server, the storefront's own "not available" page in the body
    const missing = await page.goto(`${stack.url}/goods/99999999?lang=en_US`);
    expect(missing?.status()).toBe(404);
    await page.locator('vitrina-storefront >> vitrina-product-detail').getByText('This product is not available').waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await on.close();
  });
});
