// The member's security pages in Chromium against the real server: account-safe, the payment
// password, changing the mobile (masked 3 + 4), binding an email and the account-binding page.
// Each form is tried with bad input first: the error names the fault and nothing is saved.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const form = (page: Page, selector: string) => sf(page, `form.acct-form ${selector}`);
const formError = (page: Page) => sf(page, 'form.acct-form .form-error');
/** The form's own checks: every failing field's message under it (issue 16 §6), in the form's order. */
const fieldErrors = (page: Page) => sf(page, 'form.acct-form .field-error').allTextContents();
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('name') ?? '';
  });
/** The account-safe row whose title is `title`: its detail text and its action link. */
const safeRow = (page: Page, title: string) => sf(page, '.acct-rows li').filter({ has: page.locator('strong', { hasText: title }) });

async function member(username: string): Promise<{ mobile: string | null; email: string | null; payment_password_hash: string | null }> {
  const { rows } = await stack.db.query<{ mobile: string | null; email: string | null; payment_password_hash: string | null }>(
    'select mobile, email, payment_password_hash from member where username = $1',
    [username],
  );
  return rows[0]!;
}

async function logInTo(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${stack.url}/login?forward=${encodeURIComponent(path)}`);
  await sf(page, 'input[name=username]').fill('demo');
  await sf(page, 'input[name=password]').fill('demo1234');
  await sf(page, 'button[type=submit]').click();
  await page.waitForURL(stack.url + path);
  return page;
}

describe('member security pages', () => {
  test('payment password, mobile change by SMS, email and the binding page, each refusing bad input first', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const page = await logInTo(ctx, '/member/account-safe');
    page.on('pageerror', (e) => errors.push(e.message));
    const before = await member('demo');
    expect(before.mobile).toBe('5512345678');

    // account-safe: the mobile masked 3 + 4, no payment password yet.
    await expect.poll(() => safeRow(page, 'Número de celular').locator('.muted').textContent()).toBe('551***5678');
    expect(await safeRow(page, 'Contraseña de pago').locator('.muted').textContent()).toBe(
      'Sin configurar. Protege los pagos con tu saldo.',
    );
    await safeRow(page, 'Contraseña de pago').getByRole('link', { name: 'Configurar' }).click();
    await page.waitForURL(`${stack.url}/member/change-paymentpassword`);

    // Payment password: empty login password, mismatch, wrong login password, then right.
    await form(page, 'button[type=submit]').click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['El formulario tiene errores. Por favor, revísalo.', 'La contraseña debe tener de 6 a 20 caracteres']);
    expect(await form(page, 'input[name=loginPassword]').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toBe('loginPassword');
    await form(page, 'input[name=loginPassword]').fill('demo1234');
    await form(page, 'input[name=password]').fill('pago2026');
    await form(page, 'input[name=confirm]').fill('pago2027');
    await form(page, 'button[type=submit]').click();
    await expect.poll(() => fieldErrors(page)).toEqual(['Las contraseñas no coinciden']);
    await form(page, 'input[name=confirm]').fill('pago2026');
    await form(page, 'input[name=loginPassword]').fill('demo12345');
    await form(page, 'button[type=submit]').click();
    await expect.poll(() => formError(page).textContent()).toContain('La contraseña actual es incorrecta');
    expect((await member('demo')).payment_password_hash).toBe(before.payment_password_hash);
    await form(page, 'input[name=loginPassword]').fill('demo1234');
    await form(page, 'button[type=submit]').click();
    await page.waitForURL(`${stack.url}/member/account-safe`);
    await expect.poll(() => safeRow(page, 'Contraseña de pago').locator('.muted').textContent()).toBe('Configurada');
    expect(await safeRow(page, 'Contraseña de pago').getByRole('link').textContent()).toBe('Cambiar');
    expect((await member('demo')).payment_password_hash).not.toBe(before.payment_password_hash);

    // Change the mobile: the current one masked, a bad number refused, then the SMS code.
    await safeRow(page, 'Número de celular').getByRole('link', { name: 'Cambiar' }).click();
    await page.waitForURL(`${stack.url}/member/change-mobile`);
    await expect.poll(() => sf(page, 'form.acct-form p').first().textContent()).toBe('Número actual: 551***5678');
    const mobile = `81${String(Date.now()).slice(-8)}`;
    await form(page, 'input[name=password]').fill('demo1234');
    await form(page, 'input[name=mobile]').fill('12345');
    await form(page, 'button:has-text("Obtener código")').click();
    await expect.poll(() => formError(page).textContent()).toBe('Formato de número de teléfono no válido');
    await form(page, 'input[name=mobile]').fill(mobile);
    await form(page, 'button:has-text("Obtener código")').click();
    await expect.poll(() => lastDevSms(mobile)?.code ?? '', { timeout: 5000 }).not.toBe('');
    // the button counts down once the code is sent (spec §4: 60 s)
    await expect.poll(() => form(page, '.acct-inline button').isDisabled()).toBe(true);
    const code = lastDevSms(mobile)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await form(page, 'input[name=smsCode]').fill(code === '000000' ? '111111' : '000000');
    await form(page, 'button[type=submit]').click();
    await expect.poll(() => formError(page).count()).toBe(1);
    expect((await member('demo')).mobile).toBe('5512345678');
    await form(page, 'input[name=smsCode]').fill(code);
    await form(page, 'button[type=submit]').click();
    await page.waitForURL(`${stack.url}/member/account-safe`);
    const masked = `${mobile.slice(0, 3)}***${mobile.slice(-4)}`;
    await expect.poll(() => safeRow(page, 'Número de celular').locator('.muted').textContent()).toBe(masked);
    expect((await member('demo')).mobile).toBe(mobile);

    // Bind an email: a malformed one refused, then a new one saved.
    await page.goto(`${stack.url}/member/bind-email`);
    await form(page, 'input[name=email]').fill('demo@');
    await form(page, 'input[name=password]').fill('demo1234');
    await form(page, 'button[type=submit]').click();
    await expect.poll(() => fieldErrors(page)).toEqual(['Escribe un correo electrónico válido']);
    expect(await form(page, 'input[name=email]').getAttribute('aria-invalid')).toBe('true');
    expect((await member('demo')).email).toBe(before.email);
    const email = `mayoreo.${Date.now()}@vitrina.example`;
    await form(page, 'input[name=email]').fill(email);
    await form(page, 'button[type=submit]').click();
    // a new address is unconfirmed until its mailed link is opened (issue 9): the page says where it went
    await page.waitForURL(`${stack.url}/verify-email?forward=%2Fmember%2Faccount-safe`);
    await expect.poll(() => sf(page, '.auth-card').textContent()).toContain(`Enviamos un enlace de confirmación a ${email}.`);
    await page.goto(`${stack.url}/member/account-safe`);
    await expect.poll(() => safeRow(page, 'Correo electrónico').locator('.muted').textContent()).toBe(email);
    expect(await safeRow(page, 'Confirmación del correo').getByRole('link').getAttribute('href')).toBe(
      '/verify-email?forward=%2Fmember%2Faccount-safe',
    );
    expect((await member('demo')).email).toBe(email);

    // account-binding: both ways in, as they are now.
    await page.goto(`${stack.url}/member/account-binding`);
    await expect.poll(() => safeRow(page, 'Número de celular').locator('.muted').textContent()).toBe(masked);
    expect(await safeRow(page, 'Correo electrónico').locator('.muted').textContent()).toBe(email);
    expect(await safeRow(page, 'Número de celular').getByRole('link').getAttribute('href')).toBe('/member/change-mobile');

    expect(errors).toEqual([]);
    await ctx.close();
  });
});
