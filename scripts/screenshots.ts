// `npm run screenshots`: one picture of every widget of src/widgets/registry.json, as a partner's
// page shows it, into docs/widgets/<name>.png for the README's widget table. It starts the server on
// a throwaway seeded database and the partner examples on their second origin, logs the demo buyer
// in on the partner page with vitrina-login (the member widgets show a member's view), and fails
// when a widget has no shot: a widget added to the registry must be added here too.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { build } from './build.mjs';
import { FULL_CHROMIUM } from './chromium-path.mjs';
import { startPartnerServer } from './partner-server.mjs';
import { needsBuild } from './start-helpers.mjs';
import { startServer } from '../server/src/main';
import { launch } from '../tests/e2e/support/browser';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'docs/widgets');
const widgets = JSON.parse(readFileSync(resolve(root, 'src/widgets/registry.json'), 'utf8')) as string[];

interface Shot {
  /** the partner example that shows the widget */
  page: string;
  /** the demo buyer is logged in first */
  member?: boolean;
  /** brings the widget to the state worth showing; returns what to photograph (several: their union, for a panel in the top layer) */
  show(page: Page): Promise<Locator | Locator[]>;
}

const inside = (page: Page, widget: string, selector: string) => page.locator(`vitrina-${widget} >> ${selector}`);

const shots: Record<string, Shot> = {
  search: {
    page: '/partner/clean.html',
    async show(page) {
      await inside(page, 'search', 'input').fill('cable');
      await inside(page, 'search', '[role=option]').first().waitFor();
      return [page.locator('.slot-search'), inside(page, 'search', '[role=listbox]')];
    },
  },
  'mini-cart': {
    page: '/partner/buy.html',
    member: true,
    async show(page) {
      await inside(page, 'mini-cart', 'button.trigger').click();
      const panel = inside(page, 'mini-cart', '.panel');
      await panel.locator('li').first().waitFor();
      return panel;
    },
  },
  'product-detail': {
    page: '/partner/buy.html',
    async show(page) {
      await inside(page, 'product-detail', '.pd .name').first().waitFor();
      return page.locator('vitrina-product-detail');
    },
  },
  cart: {
    page: '/partner/buy.html',
    member: true,
    async show(page) {
      await inside(page, 'cart', 'li[data-sku]').first().waitFor();
      return page.locator('vitrina-cart');
    },
  },
  'purchase-form': {
    page: '/partner/wholesale.html',
    member: true,
    async show(page) {
      await inside(page, 'purchase-form', 'form').waitFor();
      return page.locator('vitrina-purchase-form');
    },
  },
  'distributor-dialog': {
    page: '/partner/wholesale.html',
    member: true,
    async show(page) {
      await page.locator('#apply-trigger').click();
      const dialog = inside(page, 'distributor-dialog', 'dialog');
      await dialog.locator('form, select, input').first().waitFor();
      return dialog;
    },
  },
  header: {
    page: '/partner/header.html',
    async show(page) {
      await inside(page, 'header', 'header, .header').first().waitFor();
      return page.locator('vitrina-header').first();
    },
  },
  checkout: {
    page: '/partner/checkout.html',
    member: true,
    async show(page) {
      await page.waitForFunction(() => {
        const go = document.querySelector('vitrina-checkout')?.shadowRoot?.querySelector<HTMLButtonElement>('.buy-go');
        return go && !go.disabled;
      });
      return page.locator('vitrina-checkout');
    },
  },
  'member-centre': {
    page: '/partner/account.html',
    member: true,
    async show(page) {
      await inside(page, 'member-centre', 'nav a').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('vitrina-member-centre')?.shadowRoot?.querySelector('[aria-busy=true]'));
      return page.locator('vitrina-member-centre');
    },
  },
  login: {
    page: '/partner/',
    async show(page) {
      await page.locator('#account-button').click();
      const dialog = inside(page, 'login', 'dialog');
      await dialog.locator('input[name=username]').waitFor();
      return dialog;
    },
  },
};

/** The demo buyer logs in on the partner page, as a buyer would: vitrina-login's dialog. */
async function logIn(context: BrowserContext, partner: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${partner}/partner/`);
  await page.locator('#account-button').click();
  await inside(page, 'login', 'input[name=username]').fill('demo');
  await inside(page, 'login', 'input[name=password]').fill('demo1234');
  await inside(page, 'login', 'button[type=submit]').click();
  await page.waitForFunction(() => !document.querySelector('vitrina-login[open]'));
  await page.close();
}

/** Puts one unit of the product the buy page shows in the demo buyer's cart, through its own widget. */
async function fillCart(context: BrowserContext, partner: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${partner}/partner/buy.html`);
  const cartLines = inside(page, 'cart', 'li[data-sku]');
  await Promise.race([cartLines.first().waitFor(), inside(page, 'product-detail', '.pd .name').first().waitFor()]);
  if ((await cartLines.count()) === 0) {
    await inside(page, 'product-detail', '.btn.primary').first().click();
    await cartLines.first().waitFor();
  }
  await page.close();
}

async function take(browser: Browser, partner: string, name: string, shot: Shot, member: BrowserContext): Promise<string> {
  const context = shot.member ? member : await browser.newContext({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await page.goto(`${partner}${shot.page}`);
    const target = await shot.show(page);
    await page.evaluate(() => document.fonts.ready);
    const file = resolve(out, `${name}.png`);
    if (!Array.isArray(target)) await target.screenshot({ path: file, animations: 'disabled' });
    else {
      const boxes = (await Promise.all(target.map((t) => t.boundingBox()))).filter((b) => b !== null);
      const x = Math.min(...boxes.map((b) => b.x));
      const y = Math.min(...boxes.map((b) => b.y));
      const width = Math.max(...boxes.map((b) => b.x + b.width)) - x;
      const height = Math.max(...boxes.map((b) => b.y + b.height)) - y;
      await page.screenshot({ path: file, animations: 'disabled', clip: { x, y, width, height } });
    }
    return file;
  } finally {
    await page.close();
    if (!shot.member) await context.close();
  }
}

const missing = widgets.filter((w) => !shots[w]);
if (missing.length) {
  console.error(`No screenshot recipe for: ${missing.join(', ')} (scripts/screenshots.ts)`);
  process.exit(1);
}
if (needsBuild()) await build({ quiet: true });
const dataDir = resolve(root, '.data-screenshots');
rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, products: 200, quiet: true });
const partner = await startPartnerServer({ port: 0, storefront: server.url });
const browser = await launch(FULL_CHROMIUM);
mkdirSync(out, { recursive: true });
try {
  const member = await browser.newContext({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1 });
  await logIn(member, partner.url);
  await fillCart(member, partner.url);
  for (const name of widgets) {
    const shot = shots[name];
    if (shot) console.log(`${name.padEnd(20)} ${await take(browser, partner.url, name, shot, member)}`);
  }
} finally {
  await browser.close();
  await Promise.allSettled([partner.close(), server.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
