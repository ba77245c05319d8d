// Help and messages of the member centre in Chromium against the real server: an FAQ answer
// opens and closes from the keyboard and the filter narrows the list; feedback is checked, then
// sent; the site notices page 5 at a time, marking one read lowers the side menu's unread count,
// and a confirmed delete removes one.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newBuyer, shotter } from './support/buyers';
import { answerConfirm } from './support/confirm';
import { e2eSuite } from './support/suite';
import { settle } from './support/page-state';

const { stack, browser } = e2eSuite({ products: 200 });

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
const shot = shotter('vitrina-help-messages');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5000 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** With VITRINA_SHOTS set: each page at desktop and 360 px, for a human to look at. */
async function shots(page: Page) {
  if (!process.env.VITRINA_SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/member/faq', '/member/faq-detail?id=7', '/member/feedback', '/member/message-index']) {
      await page.goto(stack.url + path);
      await sf(page, 'h1').waitFor();
      await settle(page);
      if (path === '/member/faq') await sf(page, 'button.hm-q').first().click();
      expect(await overflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
      await shot(page, `${path.replace(/\W+/g, '-')}-${width}`);
    }
  }
}

describe('help and messages', () => {
  test('FAQ by keyboard, feedback, notices paged at 5, mark read lowers the count, delete', async () => {
    const buyer = await newBuyer(stack, browser, { prefix: 'hm', landing: '/member/faq' });
    const { page } = buyer;
    // 7 notices, newest first n0…n6; only the oldest is read
    for (let i = 0; i < 7; i += 1) {
      await stack.db.query(
        `insert into member_notice_log (member_id, type, title, content, send_time, is_read) values ($1, 'SYSTEM', $2, 'Contenido', $3, $4)`,
        [buyer.id, `Aviso ${i}`, 1_790_000_000 - i * 3600, i === 6 ? 1 : 0],
      );
    }

    // FAQ: Enter opens the answer, Space closes it; the filter narrows the list
    const first = sf(page, 'button.hm-q').first();
    await poll(() => first.textContent()).toBe('¿Cómo hago un pedido?');
    await first.focus();
    await page.keyboard.press('Enter');
    await poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await sf(page, `#${await first.getAttribute('aria-controls')}`).isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await sf(page, '#faq-search').fill('cfdi');
    await poll(() => sf(page, 'button.hm-q').count()).toBe(2);

    // feedback: empty is refused in words, then it is sent and stored
    await page.goto(stack.url + '/member/feedback');
    await sf(page, '.hm-form button[type=submit]').click();
    await poll(() => sf(page, '#feedback-error').textContent()).toBe('Escribe tu comentario');
    await sf(page, '#fb-type').selectOption('PROBLEM');
    await sf(page, '#fb-content').fill('El filtro de precio no guarda el mínimo');
    await poll(() => sf(page, '[data-testid=feedback-counter]').textContent()).toBe('39 / 500');
    await sf(page, '.hm-form button[type=submit]').click();
    await sf(page, '[data-testid=feedback-done]').waitFor();
    const stored = await stack.db.query<{ type: string; content: string }>(
      'select type, content from member_feedback where member_id = $1',
      [buyer.id],
    );
    expect(stored.rows).toEqual([{ type: 'PROBLEM', content: 'El filtro de precio no guarda el mínimo' }]);

    // notices: 5 on page 1, 6 unread in the side menu; page 2 holds the last two
    await page.goto(stack.url + '/member/message-index');
    const rows = sf(page, '[data-testid=notices] > li');
    const badge = sf(page, '[data-testid=unread-count]');
    await poll(() => rows.count()).toBe(5);
    await poll(() => badge.textContent()).toBe('6');
    await sf(page, 'nav.pager a[rel=next]').click();
    await poll(() => rows.locator('h2').allTextContents()).toEqual(['Sin leer: Aviso 5', 'Aviso 6']);
    await rows.first().locator('button', { hasText: 'Marcar como leído' }).click();
    await poll(() => badge.textContent()).toBe('5');
    await poll(() => rows.first().getAttribute('data-unread')).toBe('0');

    await rows.nth(1).locator('button', { hasText: 'Eliminar' }).click();
    await answerConfirm(page, 'Eliminar');
    await poll(() => rows.locator('h2').allTextContents()).toEqual(['Aviso 5']);
    const left = await stack.db.query<{ n: number }>('select count(*)::int as n from member_notice_log where member_id = $1', [buyer.id]);
    expect(left.rows[0]?.n).toBe(6);
    expect(buyer.errors).toEqual([]);

    await shots(page);
  });
});
