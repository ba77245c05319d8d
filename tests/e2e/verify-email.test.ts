// Email verification in Chromium against the real server (issue 9): an account registered by email
// lands on /verify-email, which says to check the inbox and offers a new link (limited), checkout
// says why orders wait, and the mailed link, opened on another device, confirms the address.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lastDevMail } from '../../server/src/services/mail/mail-transport';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);

describe('email verification', () => {
  test('register by email → check your email → a new link is limited → the link confirms on another device → checkout no longer waits', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const username = `verifica_${String(Date.now()).slice(-6)}`;
    const email = `${username}@example.mx`;

    await page.goto(stack.url + '/register-by-email?forward=%2Fcart');
    await sf(page, 'input[name=username]').fill(username);
    await sf(page, 'input[name=password]').fill('Compras#2026');
    await sf(page, 'input[name=confirm]').fill('Compras#2026');
    await sf(page, 'input[name=email]').fill(email);
    await sf(page, 'input[name=agreement]').check();
    await sf(page, 'form.auth-form button[type=submit]').click();
    await page.waitForURL(stack.url + '/verify-email?forward=%2Fcart');
    await expect.poll(() => sf(page, '.auth-card').textContent()).toContain(`Enviamos un enlace de confirmación a ${email}.`);
    expect(await sf(page, '.auth-card a:has-text("Seguir comprando")').getAttribute('href')).toBe('/cart');

    // a new link within the minute is refused with the server's words
    await sf(page, 'button:has-text("Enviar un enlace nuevo")').click();
    await expect.poll(() => sf(page, '.form-error').textContent()).toMatch(/^Espera \d+ s antes de pedir otro enlace$/);

    // checkout says why an order would be refused, and where to fix it
    await page.goto(stack.url + '/checkout');
    const notice = sf(page, '.buy-verify');
    await expect.poll(() => notice.textContent()).toContain(`Confirma tu correo ${email} para hacer pedidos`);
    expect(await notice.locator('a').getAttribute('href')).toBe('/verify-email?forward=%2Fcheckout');

    // the mailed link, opened where nobody is logged in
    const link = lastDevMail(email)?.link ?? '';
    expect(link).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const phone = await other.newPage();
    await phone.goto(link);
    await expect
      .poll(() => sf(phone, '.acct-note').textContent())
      .toBe(`Tu correo ${email} está confirmado. Ya puedes hacer pedidos y tomar cupones.`);
    await phone.waitForURL(stack.url + '/verify-email');
    // the token left the address bar: a reload does not try a used link again
    await phone.reload();
    await expect.poll(() => sf(phone, '.auth-card').textContent()).toContain('Inicia sesión para ver si tu correo está confirmado');
    await other.close();

    const { rows } = await stack.db.query<{ must_verify_email: boolean; email_verified_at: number | null }>(
      'select must_verify_email, email_verified_at from member where username = $1',
      [username],
    );
    expect(rows[0]?.must_verify_email).toBe(false);
    expect(rows[0]?.email_verified_at).not.toBeNull();

    // back on the first device: checkout learns it from the server and no longer waits
    await page.goto(stack.url + '/checkout');
    await sf(page, 'h1.buy-title').waitFor();
    await expect.poll(() => sf(page, '.buy-verify').count()).toBe(0);
    await page.goto(stack.url + '/verify-email');
    await expect.poll(() => sf(page, '.acct-note').textContent()).toBe(`Tu correo ${email} está confirmado.`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
