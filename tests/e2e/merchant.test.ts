// The distributor / factory / seller application in Chromium against the real server (spec §1
// footer link, §2 500 px dialog, §4 status, §5 form, §8 messages): a visitor is sent to log in; a
// member picks a type, downloads its template (a real file), is told what is wrong (blank field,
// wrong file type, an executable renamed .pdf), attaches a PDF, accepts the agreement, submits,
// and reopening the dialog shows the application pending review. Then the distribution programme
// (issue 12 §5): an approved distributor's link brings a second buyer who registers through it and
// buys; the order completes, the commission settles, and the distributor sets a CLABE and withdraws it.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import { buyerCall, newBuyer, shotter } from './support/buyers';
import { answerConfirm } from './support/confirm';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const shot = shotter('vitrina-merchant');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const openDialog = (page: Page) => sf(page, '.footer button[aria-haspopup=dialog]').click();

test('footer link → status → form: template download, refusals, PDF attachment, submit → pending', async () => {
  // a visitor logs in first, and comes back to the page
  const visitor = await browser.newPage();
  await visitor.goto(stack.url + '/help');
  await openDialog(visitor);
  await visitor.waitForURL(/\/login\?forward=%2Fhelp$/);
  await visitor.close();

  const { page, id, errors } = await newBuyer(stack, browser, { prefix: 'mch', locale: 'en_US', landing: '/help' });
  await openDialog(page);
  const dialog = sf(page, 'dialog[open]');
  await dialog.locator('.mch-form').waitFor();
  // the attachment and agreement come with a type
  expect(await dialog.locator('input[type=file]').count()).toBe(0);
  await dialog.getByLabel('Distributor').check();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: /Download the template/ }).click(),
  ]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByText('Template downloaded successfully').waitFor();

  // a blank required field says so once left; a submit shows every missing one at once, focus on the first (issue 16 §6)
  const submit = dialog.getByRole('button', { name: 'Submit application' });
  await dialog.locator('input[name=mainSalesChannels]').focus();
  await dialog.locator('input[name=purchaseAmount]').focus();
  await dialog.getByText('Please enter the main sales channels').waitFor();
  await submit.click();
  await dialog.getByText('Please accept the agreement to continue').waitFor();
  expect(await dialog.locator('.mch-error[id]').allTextContents()).toEqual([
    'Please enter the main sales channels',
    'Please enter the annual purchase amount',
    'Upload attachment',
    'Please accept the agreement to continue',
  ]);
  expect(
    await dialog.locator('input[name=mainSalesChannels]').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
  ).toBe(true);

  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await dialog.getByText('Only .doc, .docx or .pdf files are accepted').waitFor();
  await file.setInputFiles({
    name: 'setup.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(64)]),
  });
  await dialog.getByText('The attachment can only be .doc, .docx or .pdf').waitFor();
  await file.setInputFiles({ name: 'propuesta.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByText('propuesta.pdf uploaded').waitFor();

  await dialog.locator('input[name=mainSalesChannels]').fill('Tienda propia, Mercado Libre');
  await dialog.locator('input[name=purchaseAmount]').fill('1,200,000 MXN');
  expect(await dialog.getByRole('link', { name: 'distributor agreement' }).getAttribute('href')).toBe('/return?id=6911');
  await dialog.locator('input[name=agreed]').check();
  await shot(page, 'form-1280');
  await submit.click();
  await page.getByText('Application submitted, please wait for merchant review').waitFor();
  await poll(() => dialog.count()).toBe(0);

  const { rows } = await stack.db.query<{ apply_type: number; status: number; attachment: string }>(
    'select apply_type, status, attachment from merchant_apply where member_id = $1',
    [id],
  );
  expect(rows.map((r) => [r.apply_type, r.status])).toEqual([[1, 0]]);
  expect(rows[0]!.attachment).toMatch(/\.pdf$/);

  await openDialog(page);
  await dialog.getByText('Your application has been submitted, please wait for platform review').waitFor();
  expect(await dialog.locator('.mch-form').count()).toBe(0);
  await shot(page, 'pending-1280');
  if (process.env.VITRINA_SHOTS) {
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'pending-360');
    await stack.db.query('delete from merchant_apply where member_id = $1', [id]);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await openDialog(page);
    await dialog.getByLabel('Factory').check();
    await dialog.locator('input[name=purchaseAmount]').focus();
    await dialog
      .locator('input[name=remark]')
      .focus()
      .catch(() => undefined);
    await shot(page, 'form-360');
  }
  expect(errors).toEqual([]);
});

test("vitrina('open', 'login') on the full storefront goes to its login page, coming back to where the buyer was", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${stack.url}/help`);
  await sf(page, 'main').waitFor();
  await page.evaluate(() => (window as unknown as { vitrina: (...a: unknown[]) => unknown }).vitrina('open', 'login'));
  await page.waitForURL(`${stack.url}/login?forward=%2Fhelp`);
  await sf(page, 'input[name=username]').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("vitrina('open', 'distributor-dialog') on the full storefront opens the footer's dialog widget", async () => {
  const { page, errors } = await newBuyer(stack, browser, { prefix: 'mco', locale: 'en_US', landing: '/help' });
  await page.evaluate(() => (window as unknown as { vitrina: (...a: unknown[]) => unknown }).vitrina('open', 'distributor-dialog'));
  const dialog = sf(page, 'dialog[open]');
  await dialog.locator('.mch-form').waitFor();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await poll(() => dialog.count()).toBe(0);
  expect(errors).toEqual([]);
});

test('distribution: link → a buyer registers through it and buys → completed → commission settles → CLABE → withdrawn', async () => {
  const distributor = await newBuyer(stack, browser, { prefix: 'dst', locale: 'en_US', landing: '/member/distribution/my-recommend' });
  const { page } = distributor;
  // not a distributor yet: the status message and the application, no menu entry
  await sf(page, '[data-testid=distribution-gate] button').waitFor();
  expect(await sf(page, '.acct-side a[href="/member/distribution/my-recommend"]').count()).toBe(0);
  // the platform approves the application (its review has no API); a site setting lets a small commission be withdrawn
  await stack.db.query(
    `insert into merchant_apply (member_id, apply_type, main_sales_channels, purchase_amount, attachment, status, created_at)
     values ($1, 1, 'tienda en línea', '500000', 'x', 1, 0)`,
    [distributor.id],
  );
  await stack.db.query('update distribution_setting set min_withdrawal_cents = 100');
  await page.reload();
  const link = await sf(page, '[data-testid=referral-link]').inputValue();
  expect(link).toMatch(/\/register\?ref=[A-Z2-9]{8}$/);
  expect(await sf(page, '[data-testid=referral-qr]').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await sf(page, '.acct-side a[href="/member/distribution/my-recommend"][aria-current=page]').waitFor();
  await shot(page, 'recommend-1280');

  // a second buyer follows the link and registers by mobile (their first visit keeps the code for the form)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyerPage = await context.newPage();
  const errors: string[] = [];
  buyerPage.on('pageerror', (e) => errors.push(e.message));
  await buyerPage.goto(link.replace(/^https?:\/\/[^/]+/, stack.url));
  const suffix = String(Date.now()).slice(-6);
  const mobile = `83${suffix}${String(Math.floor(Math.random() * 90) + 10)}`;
  await sf(buyerPage, 'input[name=username]').fill(`ref_${suffix}`);
  await sf(buyerPage, 'input[name=password]').fill('Compras#2026');
  await sf(buyerPage, 'input[name=confirm]').fill('Compras#2026');
  await sf(buyerPage, 'input[name=mobile]').fill(mobile);
  await sf(buyerPage, '.acct-inline button').click();
  await poll(() => lastDevSms(mobile)?.code ?? '').not.toBe('');
  await sf(buyerPage, 'input[name=smsCode]').fill(lastDevSms(mobile)?.code ?? '');
  await sf(buyerPage, 'input[name=agreement]').check();
  await sf(buyerPage, 'form.auth-form button[type=submit]').click();
  await buyerPage.waitForURL(`${stack.url}/`);
  const token = decodeURIComponent((await context.cookies(stack.url)).find((c) => c.name === 'access_token')?.value ?? '');
  const buyer = { token };

  // they buy (paid from the balance) and the order completes: shipped (the carrier has no API), then received
  const { rows } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select s.id::int as sku_id, g.package_unit from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and s.price_cents * g.package_unit >= 4000 and s.quantity >= g.package_unit * 5 order by s.id limit 1`,
  );
  const sku = rows[0];
  if (!sku) throw new Error('no sku');
  await buyerCall(stack, buyer, 'POST', '/buyer/members/address', {
    name: 'Luisa Pérez',
    mobile: '5512345678',
    country: '1',
    county_id: '900602',
    addr: 'Colima 210',
    zip: '06700',
  });
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' });
  const trade = await buyerCall<{ trade_sn: string }>(stack, buyer, 'POST', '/buyer/trade/create', { idempotency_key: `dst-${suffix}` });
  await stack.db.query(
    `update member set balance_cents = (select sum(order_cents) from trade_order where trade_sn = $2) where mobile = $1`,
    [mobile, trade.trade_sn],
  );
  await buyerCall(stack, buyer, 'POST', `/buyer/balance/pay/TRADE/${trade.trade_sn}`, {});
  const order = await stack.db.query<{ sn: string; paid: number; freight: number }>(
    'select sn, paid_cents::int as paid, freight_cents::int as freight from trade_order where trade_sn = $1',
    [trade.trade_sn],
  );
  const sn = order.rows[0]?.sn ?? '';
  const commission = Math.floor(((Number(order.rows[0]?.paid) - Number(order.rows[0]?.freight)) * 500) / 10_000) / 100;
  await stack.db.query(`update trade_order set order_status = 'SHIPPED', ship_status = 'SHIP_YES' where sn = $1`, [sn]);
  await buyerCall(stack, buyer, 'POST', `/buyer/trade/orders/${sn}/rog`, {});
  await context.close();
  expect(errors).toEqual([]);

  // the distributor sees the buyer and the settled commission
  await page.reload();
  await poll(() => sf(page, '[data-testid=downline-row]').count()).toBe(1);
  await sf(page, '.ds-tabs a[href="/member/distribution/my-performance"]').click();
  const row = sf(page, '[data-testid=commission-row]');
  await poll(() => row.getAttribute('data-status')).toBe('SETTLED');
  expect(await row.textContent()).toContain(sn);

  // the bank account by keyboard: a wrong check digit refused, then the right CLABE
  await sf(page, '.ds-tabs a[href="/member/distribution/withdrawals-setting"]').click();
  await sf(page, '#ds-clabe').focus();
  await page.keyboard.type('032180000118359718');
  await page.keyboard.press('Tab');
  await page.keyboard.type('BBVA México');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ana Distribuidora');
  await page.keyboard.press('Enter');
  await poll(() => sf(page, '#ds-clabe-error').textContent()).toContain('check digit');
  // the problem is shown and the focus is on it (through the shadow roots)
  const focused = () =>
    page.evaluate(() => {
      let el: Element | null | undefined = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.id;
    });
  expect(await focused()).toBe('ds-clabe');
  await sf(page, '#ds-clabe').fill('');
  await sf(page, '#ds-clabe').focus();
  await page.keyboard.type('032180000118359719');
  await page.keyboard.press('Enter');
  await poll(async () => (await buyerCall<{ clabe: string }>(stack, distributor, 'GET', '/buyer/distribution/account')).clabe).toBe(
    '032180000118359719',
  );

  // withdraw all of it, and see it in the history
  await sf(page, '.ds-tabs a[href="/member/distribution/withdrawals-apply"]').click();
  await sf(page, '#ds-amount').fill(commission.toFixed(2));
  await sf(page, '#ds-amount').press('Enter');
  // the money leaves for the bank: asked once through the confirm dialog
  await answerConfirm(page, 'Withdraw');
  await sf(page, '[data-testid=withdraw-sent]').waitFor();
  await poll(() => sf(page, '[data-testid=available] dd').textContent()).toContain('0.00');
  await sf(page, '[data-testid=withdraw-sent] a').click();
  const withdrawal = sf(page, '[data-testid=withdrawal-row]');
  await poll(() => withdrawal.getAttribute('data-status')).toBe('APPLY');
  expect(await withdrawal.textContent()).toContain(commission.toFixed(2));
  await shot(page, 'withdrawals-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'withdrawals-360');
  expect(distributor.errors).toEqual([]);
});
