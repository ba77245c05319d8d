// Bad input from the host page (issue 11 §7): unknown widget names, bad attribute values, a widget
// mounted into a node outside the document, a selector that finds nothing, an unknown command. On
// the partner origin with the production SDK: nothing is thrown into the host page and nothing is
// sent that the API would refuse. (The development build's console warnings are unit-tested beside
// the loader, the runtime's mount and each widget.)
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 20 });

/** The partner's clean page, with what its scripts throw and every API reply the server refused. */
async function openClean(): Promise<{ page: Page; errors: string[]; refused: string[]; asked: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const refused: string[] = [];
  const asked: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().includes('/api/') && asked.push(new URL(r.url()).pathname));
  page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && refused.push(`${r.status()} ${r.url()}`));
  await page.goto(`${stack.partner}/partner/clean.html`);
  await page.locator('vitrina-search >> input').waitFor();
  return { page, errors, refused, asked };
}

test('unknown names, a detached node, a missing selector and unknown commands throw nothing into the page', async () => {
  const { page, errors, refused } = await openClean();
  const outcome = await page.evaluate(async () => {
    const v = (window as unknown as { vitrina: (...args: unknown[]) => unknown }).vitrina;
    const target = document.createElement('div');
    target.id = 'nope-target';
    target.innerHTML = '<p>fallback</p>';
    document.body.append(target);
    const results = [
      v('mount', 'nope', target),
      v('mount', 'search', '#not-on-this-page'),
      v('mount', 'search', document.createElement('div')),
      v('open', 'nope'),
      v('unmount', '#not-on-this-page'),
    ];
    await Promise.resolve(v('fly', 1, 2)).catch(() => 'rejected');
    document.body.append(document.createElement('vitrina-nope'));
    return results.map((r) => typeof r);
  });
  expect(outcome.every((kind) => kind === 'undefined' || kind === 'object')).toBe(true);
  // the unknown widget shows the host's own fallback in its slot
  await expect.poll(() => page.locator('#nope-target').getAttribute('data-vitrina-state')).toBe('error');
  expect(await page.locator('#nope-target p').isVisible()).toBe(true);
  expect(await page.locator('vitrina-nope').count()).toBe(1);
  // the page goes on working
  await page.locator('vitrina-search >> input').fill('ca');
  await page.locator('vitrina-search >> [role=option]').first().waitFor();
  expect(errors).toEqual([]);
  expect(refused).toEqual([]);
  await page.context().close();
});

test.each(['abc', '../../x', '-1', '1e3'])(
  'goods-id="%s" on a product detail asks the API nothing and shows "not available"',
  async (goodsId) => {
    const { page, errors, refused, asked } = await openClean();
    await page.evaluate((id) => {
      const el = document.createElement('vitrina-product-detail');
      el.setAttribute('goods-id', id);
      document.body.append(el);
    }, goodsId);
    await page.locator('vitrina-product-detail >> .pd-missing h1').waitFor();
    expect(asked.filter((path) => path.includes('productDetail'))).toEqual([]);
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await page.context().close();
  },
);
