// Account extras in Chromium against the real server (issue 4): a binding that fails for a reason
// the buyer cannot retype away goes to /binder-error; server refusals mark the input they name;
// the profile edits the display name (the login name stays) and an emptied email is cleared.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);

async function registerByEmail(page: Page, username: string): Promise<void> {
  await page.goto(stack.url + '/register-by-email');
  await sf(page, 'input[name=username]').fill(username);
  await sf(page, 'input[name=password]').fill('Compras#2026');
  await sf(page, 'input[name=confirm]').fill('Compras#2026');
  await sf(page, 'input[name=email]').fill(`${username}@example.mx`);
  await sf(page, 'input[name=agreement]').check();
  await sf(page, 'form.auth-form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
}

describe('account extras', () => {
  test('a number taken by another account after the code was sent → /binder-error with the reason', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const suffix = String(Date.now()).slice(-6);
    const mobile = `83${suffix}${String(Math.floor(Math.random() * 90) + 10)}`;
    await registerByEmail(page, `binder_${suffix}`);
    await page.goto(stack.url + '/binder');
    await sf(page, 'input[name=mobile]').fill(mobile);
    await sf(page, 'button:has-text("Obtener código")').click();
    await expect.poll(() => lastDevSms(mobile)?.code ?? '', { timeout: 5000 }).not.toBe('');
    // a wrong code is the buyer's to retype: it stays on /binder and marks the code input
    const wrong = String((Number(lastDevSms(mobile)!.code) + 1) % 1_000_000).padStart(6, '0');
    await sf(page, 'input[name=smsCode]').fill(wrong);
    await sf(page, 'form.auth-form button[type=submit]').click();
    // the server's words, without the API's field name (errorText)
    await expect.poll(() => sf(page, '.form-error').textContent()).toBe('El código SMS es incorrecto o expiró');
    expect(await sf(page, 'input[name=smsCode]').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/binder');

    // meanwhile another account takes the number
    await stack.db.query(`update member set mobile = $1 where username = 'comprador'`, [mobile]);
    await sf(page, 'input[name=smsCode]').fill(lastDevSms(mobile)?.code ?? '');
    await sf(page, 'form.auth-form button[type=submit]').click();
    await page.waitForURL(stack.url + '/binder-error?reason=taken');
    await expect
      .poll(() => sf(page, '.auth-card p').first().textContent())
      .toBe('El número se vinculó a otra cuenta mientras lo confirmabas. Usa otro número.');
    const { rows } = await stack.db.query<{ mobile: string | null }>('select mobile from member where username = $1', [`binder_${suffix}`]);
    expect(rows[0]?.mobile).toBeNull();
    await stack.db.query(`update member set mobile = '3311223344' where username = 'comprador'`);
    await sf(page, 'a:has-text("Intentar de nuevo")').click();
    await page.waitForURL(stack.url + '/binder');
    await context.close();
  });

  test('the profile edits the display name, marks the input the server names, and clears an emptied email', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const suffix = String(Date.now()).slice(-6);
    const username = `perfil_${suffix}`;
    await registerByEmail(page, username);
    await page.goto(stack.url + '/member/my-profile');
    const name = sf(page, 'input[name=nickname]');
    await name.waitFor();
    expect(await name.inputValue()).toBe(username);
    expect(await sf(page, '.acct-form').textContent()).toContain(username);

    // a taken email: refused by the server, which names the field; the email input is marked
    await sf(page, 'input[name=email]').fill('demo@vitrina.example');
    await sf(page, 'form.acct-form button[type=submit]').click();
    await expect.poll(() => sf(page, '.form-error').textContent()).toBe('Este correo electrónico ya está registrado');
    expect(await sf(page, 'input[name=email]').getAttribute('aria-invalid')).toBe('true');

    // a 2-character display name is fine (spec §5), the login name stays; an emptied email is cleared
    await name.fill('Yo');
    await sf(page, 'input[name=email]').fill('');
    await sf(page, 'form.acct-form button[type=submit]').click();
    await expect
      .poll(() => page.locator('vitrina-toasts >> .toast').allTextContents())
      .toContainEqual(expect.stringContaining('Perfil guardado'));
    const { rows } = await stack.db.query<{ username: string; nickname: string; email: string }>(
      'select username, nickname, email from member where username = $1',
      [username],
    );
    expect(rows[0]).toEqual({ username, nickname: 'Yo', email: '' });
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Yo');
    expect(await sf(page, 'input[name=email]').inputValue()).toBe('');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
