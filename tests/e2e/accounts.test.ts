// Accounts in Chromium against the real server: register, SMS login, password change, forward,
// language. SMS codes are read through the development transport, as a buyer reads their phone.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8a7b30000000049454e44ae426082',
  'hex',
);
const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const submit = (page: Page) => sf(page, 'form.auth-form button[type=submit], form.acct-form button[type=submit]');

async function codeFor(mobile: string, previous?: string): Promise<string> {
  await expect.poll(() => lastDevSms(mobile)?.code ?? '', { timeout: 5000 }).not.toBe(previous ?? '');
  return lastDevSms(mobile)?.code ?? '';
}

describe('accounts', () => {
  test('register → log in by SMS → badge and my-account footer → change password → log in by password → forward', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const suffix = String(Date.now()).slice(-6);
    const username = `buyer_${suffix}`;
    const mobile = `81${suffix}${String(Math.floor(Math.random() * 90) + 10)}`;

    // A protected page as a visitor goes to /login?forward=…
    await page.goto(stack.url + '/member/account-balance');
    await page.waitForURL(/\/login\?forward=%2Fmember%2Faccount-balance$/);

    // Registration: the rules of spec §5, each with its message.
    await page.goto(stack.url + '/register');
    await sf(page, 'input[name=username]').fill('abc');
    await submit(page).click();
    // every rule that fails shows at once, under its field, and focus goes to the first
    await expect
      .poll(() => sf(page, '.field-error').allTextContents())
      .toEqual([
        'El nombre de usuario debe tener de 4 a 20 caracteres',
        'La contraseña debe tener de 6 a 20 caracteres',
        'Formato de número de teléfono no válido',
        'Escribe el código de 6 dígitos que enviamos por SMS',
        'Acepta los términos del servicio y la política de privacidad',
      ]);
    expect(await sf(page, 'input[name=username]').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    for (const name of ['username', 'password', 'mobile', 'smsCode', 'agreement'])
      expect(await sf(page, `input[name=${name}]`).getAttribute('aria-invalid'), name).toBe('true');
    expect(await sf(page, 'input[name=confirm]').getAttribute('aria-invalid')).toBeNull();
    await sf(page, 'input[name=username]').fill(username);
    await sf(page, 'input[name=password]').fill('Compras#2026');
    await sf(page, 'input[name=confirm]').fill('Compras#2027');
    await submit(page).click();
    await expect.poll(() => sf(page, '.field-error').first().textContent()).toBe('Las contraseñas no coinciden');
    expect(await sf(page, 'input[name=confirm]').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await sf(page, 'input[name=confirm]').fill('Compras#2026');
    await sf(page, 'input[name=mobile]').fill('12345');
    await sf(page, 'button:has-text("Obtener código")').click();
    await expect.poll(() => sf(page, '.form-error').textContent()).toBe('Formato de número de teléfono no válido');
    await sf(page, 'input[name=mobile]').fill(mobile);
    const codeButton = sf(page, '.acct-inline button');
    await codeButton.click();
    const registerCode = await codeFor(mobile);
    // the button counts down and stays disabled
    await expect.poll(() => codeButton.textContent()).toMatch(/^Reenviar \((60|59|58) s\)$/);
    expect(await codeButton.isDisabled()).toBe(true);
    await sf(page, 'input[name=smsCode]').fill(registerCode);
    await submit(page).click();
    await expect
      .poll(() => sf(page, '.field-error').allTextContents())
      .toEqual(['Acepta los términos del servicio y la política de privacidad']);
    await sf(page, 'input[name=agreement]').check();
    await submit(page).click();
    await page.waitForURL(stack.url + '/');
    await expect.poll(() => sf(page, '.menu .action-text').textContent()).toBe(username);

    // Log out from the header dropdown.
    await sf(page, '.menu button.action').click();
    await sf(page, '#user-menu button').click();
    await sf(page, 'a[href^="/login"]').first().waitFor();

    // Log in by SMS.
    await page.goto(stack.url + '/login?forward=%2Fmember');
    await sf(page, '[role=tab]:has-text("Código SMS")').click();
    await sf(page, 'input[name=mobile]').fill(mobile);
    await sf(page, '.acct-inline button').click();
    const loginCode = await codeFor(mobile, registerCode);
    await sf(page, 'input[name=smsCode]').fill(loginCode);
    await submit(page).click();
    await page.waitForURL(stack.url + '/member');
    await expect.poll(() => sf(page, '.acct-main h2').first().textContent()).toBe(`Hola, ${username}`);

    // A member has the my-account footer column; with a cart line, the mini cart badge.
    await sf(page, '#f-account').waitFor();
    const listing = await (
      await fetch(`${stack.url}/api/mallpcapi/product/productQuery?pageSize=10&inStock=1&sort=sales&lang=es_MX`)
    ).json();
    const badge = page.locator('vitrina-mini-cart >> [data-testid=badge]');
    for (const item of listing.result.list as { skuId: number; packageUnit: number }[]) {
      await page.evaluate(
        ([sku, unit]) => (window as unknown as { vitrina: (...a: unknown[]) => unknown }).vitrina('addToCart', { skuId: sku, num: unit }),
        [item.skuId, item.packageUnit],
      ); // resolves once the add is answered and the count is in the store (drawn in the same turn)
      if (await badge.count()) break;
    }
    await badge.waitFor();

    // Change the password: logged out with the success message.
    await page.goto(stack.url + '/member/change-password');
    await sf(page, 'input[name=oldPassword]').fill('Compras#2026');
    await sf(page, 'input[name=password]').fill('Mayoreo#77');
    await sf(page, 'input[name=confirm]').fill('Mayoreo#7');
    await submit(page).click();
    // the form's own check, under its field (issue 16 §6)
    await expect.poll(() => sf(page, '.field-error').allTextContents()).toEqual(['Las contraseñas no coinciden']);
    await sf(page, 'input[name=confirm]').fill('Mayoreo#77');
    await submit(page).click();
    await page.waitForURL(/\/login/);
    const toast = page.locator('vitrina-toasts >> .toast');
    await expect
      .poll(() => toast.allTextContents())
      .toContainEqual(expect.stringContaining('Contraseña cambiada correctamente, inicia sesión de nuevo'));
    expect(await page.locator('vitrina-mini-cart >> [data-testid=badge]').count()).toBe(0);
    expect(await sf(page, '#f-account').count()).toBe(0);

    // The old password no longer works; the new one forwards back to the protected page.
    await page.goto(stack.url + '/member/account-balance');
    await page.waitForURL(/\/login\?forward=%2Fmember%2Faccount-balance$/);
    await sf(page, 'input[name=username]').fill(username);
    await sf(page, 'input[name=password]').fill('Compras#2026');
    await submit(page).click();
    await expect.poll(() => sf(page, '.form-error').textContent()).toBe('Usuario o contraseña incorrectos');
    await sf(page, 'input[name=password]').fill('Mayoreo#77');
    await submit(page).click();
    await page.waitForURL(stack.url + '/member/account-balance');
    await expect.poll(() => sf(page, '[data-testid=balance]').textContent()).toMatch(/0\.00/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the demo member sees balance and ledger; the language chosen while logged in survives reload', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(stack.url + '/login?forward=%2Fmember%2Faccount-balance');
    await sf(page, 'input[name=username]').fill('demo');
    await sf(page, 'input[name=password]').fill('demo1234');
    await submit(page).click();
    await page.waitForURL(stack.url + '/member/account-balance');
    // the seed's balance is the sum of its ledger over demo's orders (tests/api/seed-world.test.ts)
    const { rows: held } = await stack.db.query<{ balance_cents: number }>('select balance_cents::int from member where id = 1');
    const left = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format((held[0]?.balance_cents ?? 0) / 100);
    await expect.poll(() => sf(page, '[data-testid=balance]').textContent()).toContain(left);
    expect(await sf(page, '.acct-table tbody tr').count()).toBe(7);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Avatar: JPG/JPEG/PNG only, uploaded with progress, then saved with the profile.
    await page.goto(stack.url + '/member/my-profile');
    const file = sf(page, 'input[type=file]');
    await file.setInputFiles({ name: 'cara.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => sf(page, '.form-error').textContent()).toBe('La foto de perfil solo puede ser JPG, JPEG o PNG');
    // On a slow uplink a large picture shows its progress while it travels (XHR upload events).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await file.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(500 * 1024)]) });
    await expect
      .poll(() => sf(page, 'progress.acct-progress').evaluateAll((bars) => bars.map((bar) => (bar as HTMLProgressElement).value)), {
        timeout: 10_000,
        interval: 50,
      })
      .toContainEqual(expect.toSatisfy((value: number) => value > 0 && value < 1));
    await expect.poll(() => sf(page, '.acct-profile-head img').getAttribute('src'), { timeout: 15_000 }).toMatch(/^blob:/);
    await expect.poll(() => sf(page, 'progress.acct-progress').count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await file.setInputFiles({ name: 'cara.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => sf(page, '.acct-profile-head img').getAttribute('src')).toMatch(/^blob:/);
    await submit(page).click();
    await expect
      .poll(() => page.locator('vitrina-toasts >> .toast').allTextContents())
      .toContainEqual(expect.stringContaining('Perfil guardado'));
    await page.goto(stack.url + '/member');
    await expect.poll(() => sf(page, '.acct-profile-head img').getAttribute('src')).toMatch(/\/uploads\/avatars\/1-[\w-]+\.png$/);
    // The member home lists the newest orders (demo has seeded ones), each linking to its detail.
    const recent = sf(page, '[data-testid=recent-orders] .acct-recent a');
    await recent.first().waitFor();
    expect(await recent.count()).toBe(3);
    expect(await recent.first().getAttribute('href')).toMatch(/^\/member\/my-order\/detail\?sn=/);

    await page.goto(stack.url + '/member/account-balance');
    await sf(page, '[data-testid=balance]').waitFor();
    await sf(page, '.locale select').selectOption('en_US');
    await page.waitForLoadState('load');
    await expect.poll(() => sf(page, '.acct-main h1').textContent()).toBe('Balance');
    await page.reload();
    await expect.poll(() => sf(page, '.acct-main h1').textContent()).toBe('Balance');
    await expect.poll(() => sf(page, '.acct-table tbody tr td').nth(1).textContent()).toBe('Withdrawal');
    await context.close();
  });
  test('register by email → bind a phone at /binder → recover the password at /find-password', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const suffix = String(Date.now()).slice(-6);
    const username = `correo_${suffix}`;
    const mobile = `82${suffix}${String(Math.floor(Math.random() * 90) + 10)}`;

    await page.goto(stack.url + '/register-by-email');
    await sf(page, 'input[name=username]').fill(username);
    await sf(page, 'input[name=password]').fill('Compras#2026');
    await sf(page, 'input[name=confirm]').fill('Compras#2026');
    await sf(page, 'input[name=email]').fill('no-es-correo');
    await sf(page, 'input[name=agreement]').check();
    await submit(page).click();
    await expect.poll(() => sf(page, '.field-error').allTextContents()).toEqual(['Escribe un correo electrónico válido']);
    await sf(page, 'input[name=email]').fill(`${username}@example.mx`);
    await submit(page).click();
    // an email account first learns that checkout waits for the mailed link (issue 9)
    await page.waitForURL(stack.url + '/verify-email');

    await page.goto(stack.url + '/binder');
    await sf(page, 'input[name=mobile]').fill(mobile);
    await sf(page, '.acct-inline button').click();
    await sf(page, 'input[name=smsCode]').fill(await codeFor(mobile));
    await submit(page).click();
    await expect.poll(() => sf(page, '.acct-note').textContent()).toBe('Número de celular vinculado');

    // Recovery ends every session, this one included.
    await page.goto(stack.url + '/find-password');
    await sf(page, 'input[name=account]').fill(`${username}@example.mx`);
    await submit(page).click();
    await expect.poll(() => sf(page, '.auth-form p').first().textContent()).toContain(`${mobile.slice(0, 3)}***${mobile.slice(-4)}`);
    const bindCode = lastDevSms(mobile)?.code;
    await sf(page, '.acct-inline button').click();
    await sf(page, 'input[name=smsCode]').fill(await codeFor(mobile, bindCode));
    await submit(page).click();
    await sf(page, 'input[name=password]').fill('Nueva#2026');
    await sf(page, 'input[name=confirm]').fill('Nueva#2026');
    await submit(page).click();
    await expect.poll(() => sf(page, '.acct-note').textContent()).toBe('Tu contraseña cambió. Inicia sesión con la nueva.');

    await page.goto(stack.url + '/member');
    await page.waitForURL(/\/login\?forward=%2Fmember$/);
    await sf(page, 'input[name=username]').fill(mobile);
    await sf(page, 'input[name=password]').fill('Nueva#2026');
    await submit(page).click();
    await page.waitForURL(stack.url + '/member');
    expect(errors).toEqual([]);
    await context.close();
  });
});
