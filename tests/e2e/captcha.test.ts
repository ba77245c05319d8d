// The login captcha in Chromium (issue 9, item 7): wrong passwords trip it; the page shows the
// image and solves the proof of work on its own ("verifying you are human"), and one Enter in the
// image's field logs in — the submit waits for the work, no extra click. The image's characters
// are read from the database, as a person reads the image.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { THROTTLE } from '../../server/src/services/auth/throttle';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);

/** Every state the human-check line shows, with whether its progress bar was there, in order. */
async function recordHumanCheck(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('vitrina-storefront')?.shadowRoot;
    if (!root) throw new Error('no storefront shadow root');
    const seen: string[] = [];
    (window as unknown as { humanCheck: string[] }).humanCheck = seen;
    const note = (el: Element) => {
      const entry = `${el.getAttribute('data-status')}${el.querySelector('progress') ? '+bar' : ''}:${el.textContent}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    };
    new MutationObserver(() => root.querySelectorAll('.acct-human').forEach(note)).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

describe('login captcha', () => {
  test('wrong passwords trip the captcha; the page proves the work by itself and logs in with one Enter', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/mallpcapi/login/login')) logins.push(request.postData() ?? '');
    });

    await page.goto(`${stack.url}/login?forward=%2Fmember`);
    await sf(page, 'input[name=username]').fill('demo');
    await recordHumanCheck(page);
    for (let i = 0; i < THROTTLE.captchaAfterAccount; i++) {
      await sf(page, 'input[name=password]').fill('wrong-pass');
      await sf(page, 'button[type=submit]').click();
      await expect.poll(() => sf(page, '.form-error').textContent()).toBe('Usuario o contraseña incorrectos');
      await sf(page, 'button[type=submit]:not([disabled])').waitFor();
      await sf(page, '.form-error').evaluate((el) => el.remove());
    }

    // The next try, with the right password, is told to show the captcha: image and work start.
    await sf(page, 'input[name=password]').fill('demo1234');
    await sf(page, 'button[type=submit]').click();
    await expect.poll(() => sf(page, '.form-error').textContent()).toBe('Escribe los caracteres de la imagen');
    const image = sf(page, '.acct-captcha img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { rows } = await stack.db.query<{ code: string }>(
      `select code from captcha where scene = 'LOGIN' order by expires_at desc limit 1`,
    );
    const code = rows[0]?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}$/);

    // Type it and press Enter, whether or not the work is done yet: the form waits for it.
    await sf(page, 'input[name=captcha]').fill(code);
    await sf(page, 'input[name=captcha]').press('Enter');
    await page.waitForURL(`${stack.url}/member`, { timeout: 30_000 });

    const seen = await page.evaluate(() => (window as unknown as { humanCheck: string[] }).humanCheck);
    expect(seen[0]).toBe('solving+bar:Verificando que eres humano…');
    expect(seen).toContain('ready:Verificación completa');
    // one submission carried the captcha: the image's characters and the solved challenge
    const withCaptcha = logins.filter((body) => body.includes('captcha='));
    expect(withCaptcha).toHaveLength(1);
    const altcha = new URLSearchParams(withCaptcha[0]).get('altcha') ?? '';
    expect(JSON.parse(Buffer.from(altcha, 'base64').toString())).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number) });
    const { rows: used } = await stack.db.query('select 1 from captcha_solution');
    expect(used).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
