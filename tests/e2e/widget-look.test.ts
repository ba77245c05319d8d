// The look of the widgets whose CSS is shared through src/core/ui (issue 10 "one way of doing each
// thing", issue 11 clean-up): cart, checkout (order form and cashier), member centre (a list page
// and form pages), login, purchase form and distributor dialog, each at 1280 and 375 px. For what a
// buyer sees (titles, lines, totals, buttons, inputs, footers) the test takes the box and the
// computed styles that a change of cascade order moves (a fold of two sheets once grew the cart by
// 32 px), through the shadow roots, and compares them with widget-look.json, recorded from the CSS
// before the fold. `VITRINA_LOOK_RECORD=1` writes the record again: only for a change meant to be
// seen, never to make a fold pass.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { buyerCall, newBuyer, shotter, type Buyer } from './support/buyers';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const recordFile = fileURLToPath(new URL('./widget-look.json', import.meta.url));
const recording = process.env.VITRINA_LOOK_RECORD === '1';
/** widget state → width → the elements' looks, as in widget-look.json */
type Look = Record<string, string[]>;
const record: Record<string, Record<string, Look>> = recording ? {} : JSON.parse(readFileSync(recordFile, 'utf8'));

/** What the pages threw, checked after each test. */
const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
/** One element a line, so a diff of the record reads as the elements that moved. */
let passed = 0;
afterAll(() => {
  // a record is written only whole: both tests ran to their end
  if (!recording || passed < 2) return;
  const states = Object.entries(record).map(([state, widths]) => {
    const looks = Object.entries(widths).map(([width, look]) => {
      const lines = Object.entries(look).map(([key, values]) => `   ${JSON.stringify(key)}: ${JSON.stringify(values)}`);
      return `  ${JSON.stringify(width)}: {\n${lines.join(',\n')}\n  }`;
    });
    return ` ${JSON.stringify(state)}: {\n${looks.join(',\n')}\n }`;
  });
  writeFileSync(recordFile, `{\n${states.join(',\n')}\n}\n`);
});

const WIDTHS = [1280, 375] as const;
/** What a buyer sees; at most MAX_ELEMENTS of them per state, in document order. */
const SEEN =
  'h1,h2,h3,h4,p,strong,img,button,input,select,textarea,label,a,th,td,ul,li,header,footer,nav,aside,section,dialog,form,div[class],span[class],[data-testid]';
const MAX_ELEMENTS = 120;
/** A listing has more cards than that: its frame, first card, buttons and pager. */
const STOREFRONT_LISTING =
  'h1,h2,.wrap,.page,.muted,.small,.btn,.linkish,.grid,.grid > li:first-child,.grid > li:first-child *,.chips a,.pager,.pager a,.pager span,.state,footer';
/** Sub-pixel layout may round either way between runs. */
const TOLERANCE = 0.5;

/**
 * Each seen element of the widget's shadow root as one line: a key (its place among the seen ones,
 * tag and classes), its box, then the computed styles a cascade change would move.
 */
function measure(page: Page, host: string, seen: string): Promise<Look> {
  return page.evaluate(
    ({ host, seen, max }) => {
      const root = document.querySelector(host)?.shadowRoot;
      if (!root) return {};
      const out: Record<string, string[]> = {};
      let n = 0;
      for (const el of root.querySelectorAll(seen)) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (n >= max) break;
        const s = getComputedStyle(el);
        const classes = [...el.classList].join('.');
        const key = `${String(n).padStart(2, '0')} ${el.localName}${classes ? `.${classes}` : ''}`;
        const round = (v: number) => String(Math.round(v * 100) / 100);
        out[key] = [
          round(box.x + window.scrollX),
          round(box.y + window.scrollY),
          round(box.width),
          round(box.height),
          s.fontSize,
          s.fontWeight,
          s.lineHeight,
          s.padding,
          s.margin,
          s.color,
          s.backgroundColor,
          s.borderRadius,
          s.borderTopWidth,
          s.borderTopColor,
        ];
        n += 1;
      }
      return out;
    },
    { host, seen, max: MAX_ELEMENTS },
  );
}

/** `VITRINA_SHOTS=1` writes each state at each width, for a human to look at. */
const shot = shotter('vitrina-widget-look');

const BOX = 4; // the first four values are x, y, width, height

/** What differs between the recorded look and this one, one line a difference. */
function differences(want: Look, got: Look): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(want), ...Object.keys(got)])) {
    const a = want[key];
    const b = got[key];
    if (!a || !b) {
      out.push(`${key}: ${a ? 'gone' : 'new'}`);
      continue;
    }
    a.forEach((value, i) => {
      const same = i < BOX ? Math.abs(Number(value) - Number(b[i])) <= TOLERANCE : value === b[i];
      if (!same) out.push(`${key} [${i}]: ${value} → ${b[i]}`);
    });
  }
  return out;
}

/**
 * The widget's look at each width, compared with the record (waiting until it matches, as the
 * widget loads its data) or, when recording, taken once two frames apart agree and `ready` shows.
 */
async function checkLook(page: Page, state: string, host: string, ready: string, seen = SEEN) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.locator(`${host} >> ${ready}`).first().waitFor();
    if (recording) {
      let last = '';
      await expect
        .poll(
          async () => {
            const now = JSON.stringify(await measure(page, host, seen));
            const settled = now === last && now !== '{}';
            last = now;
            return settled;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      (record[state] ??= {})[String(width)] = JSON.parse(last);
    } else {
      const want = record[state]?.[String(width)];
      if (!want) throw new Error(`widget-look.json has no ${state} at ${width} px (VITRINA_LOOK_RECORD=1 records it)`);
      await expect
        .poll(async () => differences(want, await measure(page, host, seen)), { timeout: 15_000, message: `${state} at ${width} px` })
        .toEqual([]);
    }
    await shot(page, `${state.replaceAll(' ', '-')}-${width}`);
  }
}

/**
 * A partner page (clean.html: its SDK script tag, nothing else of ours) whose body is then only
 * `body`: a page the partner server serves, as the browser lets a loopback page load the SDK.
 */
async function lookPage(context: BrowserContext, body: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${stack.partner}/partner/clean.html`);
  await page.evaluate((html) => {
    document.head.querySelector('style')?.remove();
    document.body.innerHTML = `<main style="padding: 24px; max-width: 960px">${html}</main>`;
    document.body.style.margin = '0';
  }, body);
  return page;
}

/** A member with two packages of a goods in stock in the cart, its session carried to the partner origin. */
async function memberWithCart(): Promise<Buyer> {
  const buyer = await newBuyer(stack, browser, { prefix: 'look', landing: '/' });
  await buyer.page.close();
  // the member centre shows the username: one that is the same every run, so its box is too
  await stack.db.query('update member set username = $1 where id = $2', ['lookbuyer', buyer.id]);
  const partner = new URL(stack.partner).hostname;
  await buyer.context.addCookies(
    (await buyer.context.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
  );
  const { rows } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select k.id as sku_id, g.package_unit from goods g join sku k on k.id = g.default_sku_id
     where g.market_enable = 1 and k.quantity >= g.package_unit * 20 order by g.id limit 1`,
  );
  const sku = rows[0];
  if (!sku) throw new Error('seed has no goods in stock');
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit * 2) });
  return buyer;
}

describe('the widgets look as recorded (shared CSS in src/core/ui)', () => {
  test('a member: cart, checkout order form and cashier, member centre list and form pages, purchase form, distributor dialog; the storefront around them', async () => {
    const buyer = await memberWithCart();

    // the storefront's own sheets (shell, pages) share rules with the widgets': its cart page (step
    // bar) and a listing (product grid, pager)
    for (const [state, path, ready, seen] of [
      ['storefront cart', '/cart', 'ol.steps', SEEN],
      ['storefront search', '/search?keyword=a', '.pager', STOREFRONT_LISTING],
    ] as const) {
      const page = await buyer.context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await page.goto(`${stack.url}${path}`);
      await checkLook(page, state, 'vitrina-storefront', ready, seen);
      await page.close();
    }

    const cart = await lookPage(buyer.context, '<vitrina-cart></vitrina-cart>');
    await checkLook(cart, 'cart', 'vitrina-cart', '[data-testid=cart-total]');
    await cart.close();

    const checkout = await lookPage(buyer.context, '<vitrina-checkout></vitrina-checkout>');
    await checkLook(checkout, 'checkout order form', 'vitrina-checkout', '[data-testid=checkout-total]');
    await pickPayment(checkout, 'ONLINE', 'vitrina-checkout');
    await checkout.locator('vitrina-checkout >> .buy-go').click();
    await checkLook(checkout, 'checkout cashier', 'vitrina-checkout', '[data-testid=due]');
    await checkout.close();

    const centre = await lookPage(buyer.context, '<vitrina-member-centre page="my-order"></vitrina-member-centre>');
    const pages = [
      ['my-order', '.buy-order-foot'],
      ['my-profile', '.acct-card input'],
      ['shipping-address', '.buy-addresses'],
      ['feedback', 'textarea'],
    ] as const;
    for (const [name, ready] of pages) {
      await centre.evaluate((page) => document.querySelector('vitrina-member-centre')?.setAttribute('page', page), name);
      await checkLook(centre, `member centre ${name}`, 'vitrina-member-centre', ready);
    }
    await centre.close();

    const purchase = await lookPage(buyer.context, '<vitrina-purchase-form></vitrina-purchase-form>');
    await checkLook(purchase, 'purchase form', 'vitrina-purchase-form', 'form input');
    await purchase.close();

    const dialog = await lookPage(buyer.context, '<vitrina-distributor-dialog open></vitrina-distributor-dialog>');
    await checkLook(dialog, 'distributor dialog', 'vitrina-distributor-dialog', 'dialog[open] form');
    await dialog.close();
    await buyer.context.close();
    passed += 1;
  });

  test('a visitor: the login card', async () => {
    const context = await browser.newContext();
    const login = await lookPage(context, '<vitrina-login mode="inline"></vitrina-login>');
    await checkLook(login, 'login', 'vitrina-login', 'input[name=username]');
    await context.close();
    passed += 1;
  });
});
