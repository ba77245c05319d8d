// Issue 5, the discount card on the order form in Chromium against the real server: the buyer's
// cards listed (title, last four digits, rate; never the maximum), one chosen from the keyboard,
// the totals dropping by what it takes off, and the trade spending it.
import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../src/core/money';
import { buyerCall, newBuyer, shotter } from './support/buyers';
import { pickPayment } from './support/checkout';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite();

const money = (cents: number) => formatMoney(cents / 100, 'es_MX');
const shot = shotter('vitrina-discount-card');
const amount = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe('discount card at checkout', () => {
  test.each([
    ['desktop', { width: 1280, height: 900 }],
    ['360 px', { width: 360, height: 800 }],
  ])(
    'chosen on the order form (%s): the total drops by its reduction, capped at its hidden maximum, and the trade spends it',
    async (name, viewport) => {
      const { rows: goods } = await stack.db.query<{ sku_id: number; package_unit: number; price_cents: number }>(
        `select s.id as sku_id, g.package_unit, s.price_cents from sku s join goods g on g.id = s.goods_id
       where g.market_enable = 1 and s.quantity >= g.package_unit * 4 and s.price_cents * g.package_unit between 20000 and 100000
       order by s.id offset $1 limit 1`,
        [name === 'desktop' ? 0 : 1],
      );
      const sku = goods[0];
      if (!sku) throw new Error('the seed has no goods between MXN 200 and 1,000 a package');
      const buyer = await newBuyer(stack, browser, { viewport, landing: '/cart', prefix: 'card' });
      await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
      const goodsCents = sku.price_cents * sku.package_unit;
      // 15% off, capped 1 centavo under that: the cap decides, and the buyer never sees it
      const maxCents = Math.floor((goodsCents * 15) / 100) - 1;
      const until = Math.floor(Date.now() / 1000) + 40 * 86_400;
      const { rows: cards } = await stack.db.query<{ id: number }>(
        `insert into discount_card (member_id, card_no, title, rate_percent, max_cents, end_time, created_at)
       values ($1, $2, 'Tarjeta Socio Mayorista', 15, $3, $4, 0), ($1, $5, 'Tarjeta Cliente Frecuente', 5, 100000, $4, 0) returning id`,
        [buyer.id, `60584410${String(buyer.id).padStart(6, '0')}48`, maxCents, until, `60584477${String(buyer.id).padStart(6, '0')}03`],
      );
      const cardId = cards[0]?.id;

      const { page } = buyer;
      const sf = (selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
      await page.goto(`${stack.url}/checkout`);
      const picker = sf('[data-testid=discount-card]');
      const total = sf('[data-testid=checkout-total]');
      await picker.locator('input[value=none]').waitFor();
      const before = amount(await total.textContent());
      const card = picker.locator(`[data-card="${cardId}"]`);
      expect(await card.textContent()).toContain('Tarjeta Socio Mayorista');
      expect(await card.textContent()).toContain(`•••• ${String(buyer.id).padStart(6, '0').slice(-2)}48`);
      expect(await card.textContent()).toContain('15 % de descuento');
      expect(await picker.textContent()).not.toContain(money(maxCents));
      expect(await picker.locator('input[value=none]').isChecked()).toBe(true);

      // from the keyboard: focus "no card", arrow down onto the first card (soonest to expire, then id)
      await picker.locator('input[value=none]').focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => card.locator('input').isChecked()).toBe(true);
      await expect.poll(async () => amount(await total.textContent())).toBe(before - maxCents);
      expect(await sf('[data-testid=card-discount]').textContent()).toBe(`−${money(maxCents)}`);
      // the reload after the choice gives focus back to the chosen card, so the arrows keep going
      await expect
        .poll(() => card.locator('input').evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input))
        .toBe(true);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `checkout-card-${viewport.width}`);

      await pickPayment(page);
      await sf('.buy-go').click();
      await page.waitForURL(/\/checkout\/cashier\?trade_sn=T\d+/);
      const sn = new URL(page.url()).searchParams.get('trade_sn');
      const { rows } = await stack.db.query<{ used_status: number; total_cents: number; card_cents: number }>(
        `select c.used_status, t.total_cents, (select sum(card_cents)::int from trade_order o where o.trade_sn = t.sn) as card_cents
       from discount_card c join trade t on t.sn = c.trade_sn where c.id = $1`,
        [cardId],
      );
      expect(rows).toEqual([{ used_status: 1, total_cents: before - maxCents, card_cents: maxCents }]);
      expect(sn).toBeTruthy();
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
    },
    60_000,
  );
});
