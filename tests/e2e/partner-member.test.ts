// The member centre on a partner's page (issue 11 §1, §4, §7): its own origin, its hostile CSS, the
// SDK by one script tag, against the real server. A member sees the side menu, opens the orders and
// an order's detail, cancels an order; the page attribute and `vitrina:route` go round; a bad page
// name shows the home page without a request; the SPA mounts and unmounts it 20 times.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { buyerCall, newBuyer, type Buyer } from './support/buyers';
import { liveCounts } from './support/live-counts';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const mc = (page: Page, selector: string) => page.locator(`vitrina-member-centre >> ${selector}`);

/** A fresh member whose session is carried over to the partner origin, as its own login there would. */
async function memberOnPartner(prefix: string): Promise<Buyer> {
  const buyer = await newBuyer(stack, browser, { prefix, locale: 'en_US', landing: '/' });
  await buyer.page.close();
  const partner = new URL(stack.partner).hostname;
  await buyer.context.addCookies(
    (await buyer.context.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
  );
  return buyer;
}

let serial = 0;
/** One trade through the buyer API, one package of an in-stock sku; its order's sn. */
async function placeOrder(buyer: Buyer, offset: number): Promise<string> {
  const { rows } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select s.id::int as sku_id, g.package_unit from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and g.package_unit <= 6 and s.quantity >= g.package_unit * 40 order by g.id, s.id offset $1 limit 1`,
    [offset],
  );
  const sku = rows[0];
  if (!sku) throw new Error('no stocked sku');
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
  serial += 1;
  const trade = await buyerCall<{ order_list: { sn: string }[] }>(stack, buyer, 'POST', '/buyer/trade/create', {
    idempotency_key: `partner-member-${buyer.username}-${serial}`,
  });
  return trade.order_list[0]?.sn ?? '';
}

async function openAccount(context: BrowserContext, hash = ''): Promise<{ page: Page; errors: string[]; api: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const api: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().includes('/api/') && api.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await page.goto(`${stack.partner}/partner/account.html${hash}`);
  return { page, errors, api };
}

/** `vitrina:route` details the page heard, kept on window. */
const routes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __routes?: unknown[] }).__routes ?? []) as Promise<{ page: string; id?: string }[]>;
const listenRoutes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __routes: unknown[] };
    w.__routes = [];
    document.addEventListener('vitrina:route', (e) => w.__routes.push((e as CustomEvent).detail));
  });

describe('member centre on the partner page', () => {
  test('a visitor is offered the login, in the page’s language, and logs in here', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openAccount(context);
    await poll(() => mc(page, '.mc-login button').textContent()).toBe('Iniciar sesión');
    // as every widget's "log in" on a partner page: vitrina-login's dialog, the buyer stays here
    await mc(page, '.mc-login button').click();
    const login = (selector: string) => page.locator(`vitrina-login >> ${selector}`);
    await login('input[name=username]').fill('demo');
    await login('input[name=password]').fill('demo1234');
    await login('button[type=submit]').click();
    await poll(() => page.locator('vitrina-login[open]').count()).toBe(0);
    await poll(() => mc(page, '.acct-side a').count()).toBe(25);
    expect(new URL(page.url()).origin).toBe(stack.partner);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('side menu, orders, an order’s detail, cancelling it; page ↔ vitrina:route', async () => {
    const buyer = await memberOnPartner('pmc');
    const first = await placeOrder(buyer, 3);
    const second = await placeOrder(buyer, 4);
    const { page, errors } = await openAccount(buyer.context);
    await listenRoutes(page);

    // the side menu, on the home page: 16 entries, the two of reviews (issue 12 §1) and the three of
    // after-sale (returns, services, refunds: §4), the three of questions and answers (§2) and my complaints (§3)
    await poll(() => mc(page, '.acct-side a').count()).toBe(25);
    expect(await mc(page, '.acct-side a[aria-current=page]').getAttribute('href')).toBe('/member');

    // the orders, from the menu: the page changes inside the widget, the host hears it
    await mc(page, '.acct-side a[href="/member/my-order"]').click();
    await mc(page, `.buy-order[data-sn="${first}"]`).waitFor();
    await mc(page, `.buy-order[data-sn="${second}"]`).waitFor();
    expect(page.url()).toBe(`${stack.partner}/partner/account.html#my-order`);
    expect(await routes(page)).toEqual([{ widget: 'member-centre', page: 'my-order', path: '/member/my-order' }]);

    // an order's detail
    await mc(page, `.buy-order[data-sn="${first}"] a[href*="detail?sn="]`).first().click();
    await poll(() => mc(page, '.buy-order').count()).toBe(1);
    await mc(page, `.buy-order[data-sn="${first}"]`).waitFor();
    expect((await routes(page)).at(-1)).toEqual({
      widget: 'member-centre',
      page: 'my-order-detail',
      id: first,
      path: `/member/my-order/detail?sn=${first}`,
    });
    expect(page.url()).toBe(`${stack.partner}/partner/account.html#my-order-detail/${first}`);

    // cancel it: a reason, then the server has it cancelled
    await mc(page, `.buy-order[data-sn="${first}"] button:has-text("Cancel order")`).click();
    await mc(page, `.buy-order[data-sn="${first}"] form textarea, .buy-order[data-sn="${first}"] form input[name=reason]`)
      .first()
      .fill('Bought too much');
    await mc(page, `.buy-order[data-sn="${first}"] form button[type=submit]`).click();
    await poll(
      async () => (await stack.db.query<{ s: string }>('select order_status as s from trade_order where sn = $1', [first])).rows[0]?.s,
    ).toBe('CANCELLED');

    // the host gives a page back (its back button here): the attribute opens it
    await page.goBack();
    await poll(() => mc(page, '.buy-order').count()).toBe(2);
    await page.evaluate(() => document.querySelector('vitrina-member-centre')?.setAttribute('page', 'my-profile'));
    await mc(page, 'input[name=nickname]').waitFor();
    expect(await mc(page, '.acct-side a[aria-current=page]').getAttribute('href')).toBe('/member/my-profile');

    expect(errors).toEqual([]);
    await buyer.context.close();
  }, 90_000);

  // The development warning itself is checked in member-centre.test.tsx: production bundles, which
  // this page loads, compile dev diagnostics out.
  test('page="../../x" shows the home page, asking the API nothing for it, and throws nothing into the page', async () => {
    const buyer = await memberOnPartner('pmx');
    const { page, errors, api } = await openAccount(buyer.context, '#..%2F..%2Fx');
    await poll(() => mc(page, '.acct-side a[aria-current=page]').getAttribute('href')).toBe('/member');
    expect(await page.locator('vitrina-member-centre').getAttribute('page')).toBe('../../x');
    expect(api.filter((p) => p.includes('..') || p.includes('/x'))).toEqual([]);
    expect(errors).toEqual([]);
    await buyer.context.close();
  });
});

describe('SPA host: the member centre mounted and unmounted by route changes', () => {
  test('20 rounds of account → about: emptied shadow roots, nothing grows', async () => {
    const buyer = await memberOnPartner('pms');
    await placeOrder(buyer, 5);
    const page = await buyer.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.partner}/spa/`);

    const round = async () => {
      await page.evaluate(() => (location.hash = '#/member'));
      await page.locator('#view vitrina-member-centre >> .buy-order').first().waitFor();
      await page.evaluate(() => {
        (window as unknown as { __centre: Element | null }).__centre = document.querySelector('#view vitrina-member-centre');
      });
      await page.evaluate(() => (location.hash = '#/about'));
      await page.locator('#view h1', { hasText: 'About' }).waitFor();
      await poll(() => mountedCount(page)).toBe(0);
    };
    await round(); // chunks and strings load once: not a leak
    await round();
    const before = await liveCounts(page);
    for (let i = 0; i < 20; i++) await round();
    expect(await page.evaluate(() => (window as unknown as { __centre: Element }).__centre.shadowRoot?.childNodes.length)).toBe(0);
    await poll(async () => {
      const after = await liveCounts(page);
      return { nodes: after.nodes - before.nodes <= 10, listeners: after.listeners - before.listeners <= 2 };
    }).toEqual({ nodes: true, listeners: true });
    expect(errors).toEqual([]);
    await buyer.context.close();
  }, 120_000);
});

/** The runtime's own count of mounted widgets, read through the SDK's `api` entry. */
async function mountedCount(page: Page): Promise<number> {
  const manifest = (await (await fetch(`${stack.url}/sdk/manifest.json`)).json()) as { api: string };
  return page.evaluate<number>(`import(${JSON.stringify(`${stack.url}/sdk/${manifest.api}`)}).then((m) => m.mountedCount())`);
}
