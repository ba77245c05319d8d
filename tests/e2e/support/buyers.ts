// Fresh buyers for browser tests that must not share a cart or orders with the demo accounts:
// a member with demo's password, logged in through the real form in a context of its own, with
// a delivery address; plus the token-carrying API call those tests set things up with, and
// screenshots for a human to look at when asked for (`VITRINA_SHOTS=1`).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from './stack';

export interface Buyer {
  id: number;
  username: string;
  page: Page;
  context: BrowserContext;
  token: string;
  errors: string[];
}

export interface BuyerOptions {
  viewport?: { width: number; height: number };
  /** a locale cookie set before the first page */
  locale?: 'en_US' | 'zh_CN';
  /** where the login form forwards to (default /member) */
  landing?: string;
  /** a prefix for the username, so a failing test names its own buyers */
  prefix?: string;
}

let serial = 0;

/** A fresh member who logs in with demo's password, in a browser context of its own, with an address. */
export async function newBuyer(stack: Stack, browser: Browser, options: BuyerOptions = {}): Promise<Buyer> {
  serial += 1;
  const username = `${options.prefix ?? 'buyer'}${serial}${Date.now().toString(36)}`;
  const { rows } = await stack.db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, created_at)
     select nextval('member_id_seq'), $1, password_hash, null, 0 from member where username = 'demo' returning id`,
    [username],
  );
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  if (options.locale) await context.addCookies([{ name: 'vitrina_locale', value: options.locale, url: stack.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const landing = options.landing ?? '/member';
  await page.goto(`${stack.url}/login?forward=${encodeURIComponent(landing)}`);
  const sf = (selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
  await sf('input[name=username]').fill(username);
  await sf('input[name=password]').fill('demo1234');
  await sf('button[type=submit]').click();
  await page.waitForURL(stack.url + landing);
  const token = decodeURIComponent((await context.cookies(stack.url)).find((c) => c.name === 'access_token')?.value ?? '');
  if (!token) throw new Error(`${username} has no access_token after logging in`);
  const buyer = { id: Number(rows[0]?.id), username, page, context, token, errors };
  await buyerCall(stack, buyer, 'POST', '/buyer/members/address', {
    name: 'Rosa Ortega',
    mobile: '5512345678',
    country: '1',
    county_id: '900602',
    addr: 'Colima 210, int. 3',
    zip: '06700',
  });
  return buyer;
}

/** The buyer API with this buyer's token; form-encoded body; throws on a non-2xx reply. */
export async function buyerCall<T = unknown>(
  stack: Stack,
  buyer: Pick<Buyer, 'token'>,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, string>,
): Promise<T> {
  const reply = await fetch(`${stack.url}/api${path}`, {
    method,
    headers: { authorization: buyer.token, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `shot(page, name)` writes a full-page PNG under the temp folder `folder`, only with VITRINA_SHOTS set. */
export function shotter(folder: string): (page: Page, name: string) => Promise<void> {
  const dir = process.env.VITRINA_SHOTS ? join(tmpdir(), folder) : '';
  return async (page, name) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  };
}
