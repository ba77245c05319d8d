// The distributor / factory / seller application in Chromium against the real server (spec §1
// footer link, §2 500 px dialog, §4 status, §5 form, §8 messages): a visitor is sent to log in; a
// member picks a type, downloads its template (a real file), is told what is wrong (blank field,
// wrong file type, an executable renamed .pdf), attaches a PDF, accepts the agreement, submits,
// and reopening the dialog shows the application pending review.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newBuyer, shotter } from './support/buyers';
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

  // a blank required field says so once left; submit stays disabled until all is there
  const submit = dialog.getByRole('button', { name: 'Submit application' });
  await dialog.locator('input[name=mainSalesChannels]').focus();
  await dialog.locator('input[name=purchaseAmount]').focus();
  await dialog.getByText('Please enter the main sales channels').waitFor();
  expect(await submit.isDisabled()).toBe(true);

  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await dialog.getByText('Only .doc, .docx or .pdf files are accepted').waitFor();
  await file.setInputFiles({
    name: 'setup.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(64)]),
  });
  await dialog.getByText('The attachment can only be .doc, .docx or .pdf (file)').waitFor();
  await file.setInputFiles({ name: 'propuesta.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByText('propuesta.pdf uploaded').waitFor();

  await dialog.locator('input[name=mainSalesChannels]').fill('Tienda propia, Mercado Libre');
  await dialog.locator('input[name=purchaseAmount]').fill('1,200,000 MXN');
  expect(await dialog.getByRole('link', { name: 'distributor agreement' }).getAttribute('href')).toBe('/return?id=6911');
  expect(await submit.isDisabled()).toBe(true);
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
