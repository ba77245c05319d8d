import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { hashPassword } from '../../server/src/services/auth/password';
import { createPayPasswordThrottle } from '../../server/src/services/payment/pay-password-throttle';
import { sign } from '../../server/src/services/payment/gateway';
import { renderStoredText } from '../../server/src/services/text/system-text';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

// The sandbox gateway's secret, known to the test as a real gateway's is to its merchant.
const SECRET = 'test-sandbox-secret-of-32-characters';
process.env.SANDBOX_GATEWAY_SECRET = SECRET;

interface PayForm {
  gateway_url: string;
  form_items: { item_name: string; item_value: string }[];
}

describeBackends('payment', (api: ApiHarness) => {
  const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
  const post = (url: string, body: Record<string, string>, token?: string) =>
    api.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...FORM, ...(token ? { authorization: token } : {}) },
      payload: form(body),
    });

  /** A buyer with one unpaid trade of one order. */
  async function unpaidTrade(offset: number) {
    const buyer = await newBuyer(api);
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset });
    if (!sku) throw new Error('no sku');
    await post(
      '/buyer/members/address',
      { name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' },
      buyer.token,
    );
    await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) }, buyer.token);
    await post('/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' }, buyer.token);
    const trade = json<{ trade_sn: string; price_detail: { total_price: number } }>(
      await post('/buyer/trade/create', { idempotency_key: `pay-${buyer.id}-key` }, buyer.token),
    );
    return { buyer, trade, due: Math.round(trade.price_detail.total_price * 100) };
  }
  const notice = (reference: string, amount: number, status = 'PAID', secret = SECRET) => ({
    reference,
    amount: String(amount),
    status,
    sign: sign(secret, [reference, String(amount), status]),
  });
  /** Starts a gateway payment of a trade; the reference its notification will carry. */
  const started = async (token: string, tradeSn: string) => {
    const start = json<PayForm>(await get(`/buyer/order/pay/TRADE/${tradeSn}`, token));
    return start.form_items.find((item) => item.item_name === 'reference')?.item_value ?? '';
  };
  const balance = async (memberId: number) =>
    (await api.db.query<{ balance_cents: number }>('select balance_cents from member where id = $1', [memberId])).rows[0]?.balance_cents ??
    0;
  /** The member's ledger, each remark (stored as a key and parameters) read in es_MX. */
  const ledger = async (memberId: number) =>
    (
      await api.db.query<{
        kind: string;
        amount_cents: number;
        balance_cents: number;
        remark: string;
        remark_key: string;
        remark_params: unknown;
      }>(
        'select kind, amount_cents, balance_cents, remark, remark_key, remark_params from balance_ledger where member_id = $1 order by id',
        [memberId],
      )
    ).rows.map(({ remark, remark_key, remark_params, ...row }) => ({
      ...row,
      remark: renderStoredText({ key: remark_key, params: remark_params, written: remark }, 'es_MX'),
    }));
  const payStatus = async (tradeSn: string) =>
    (
      await api.db.query<{ pay_status: string; order_status: string }>(
        'select distinct pay_status, order_status from trade_order where trade_sn = $1',
        [tradeSn],
      )
    ).rows;

  it('lists payment methods in the buyer’s language', async () => {
    const buyer = await newBuyer(api);
    const methods = json<{ plugin_id: string; method_name: string }[]>(await get('/buyer/payment/PC?lang=en_US', buyer.token));
    expect(methods.map((m) => m.plugin_id)).toEqual(['sandboxPlugin', 'weixinPayPlugin', 'balancePlugin', 'transferPlugin']);
    expect(methods.slice(1).map((m) => m.method_name)).toEqual(['QR code: pay from your phone', 'Account balance', 'Bank transfer (SPEI)']);
    expect(json<{ method_name: string }[]>(await get('/buyer/payment/WAP', buyer.token))[1]?.method_name).toBe(
      'Código QR: paga desde tu teléfono',
    );
    expect((await get('/buyer/payment/TV', buyer.token)).statusCode).toBe(400);
  });

  it('shows the cashier: what is due, where it ships, the balance', async () => {
    const { buyer, trade, due } = await unpaidTrade(40);
    const cashier = json<{ need_pay_price: number; ship_city: string; deposite: { balance: number; is_pwd: number } }>(
      await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token),
    );
    expect(cashier).toMatchObject({ need_pay_price: due / 100, ship_city: 'Cuauhtémoc', deposite: { balance: 0, is_pwd: 0 } });
    const other = await newBuyer(api);
    expect((await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, other.token)).statusCode).toBe(404);
    expect((await get('/buyer/trade/orders/cashier', buyer.token)).statusCode).toBe(400);
  });

  it('round trip: gateway form → sandbox page → confirm → signed notification → paid once', async () => {
    const { buyer, trade, due } = await unpaidTrade(41);
    const start = json<PayForm>(
      await get(`/buyer/order/pay/TRADE/${trade.trade_sn}?client_type=PC&payment_plugin_id=sandboxPlugin`, buyer.token),
    );
    expect(start.gateway_url).toMatch(/^http:\/\/.+\/api\/sandbox-gateway\/checkout$/);
    const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]));
    expect(items).toMatchObject({ amount: String(due) });
    const reference = items.reference ?? '';
    expect(reference).toMatch(new RegExp(`^TRADE:${trade.trade_sn}:[0-9a-f]{12}$`));
    // back to the page that confirms this very payment before saying it is paid
    expect(items.return_url).toMatch(
      new RegExp(`/checkout/cashier-load-pay\\?trade_sn=${trade.trade_sn}&bill=${encodeURIComponent(reference)}$`),
    );

    const page = await post('/sandbox-gateway/checkout', items);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`MXN ${(due / 100).toFixed(2)}`);
    const forged = await post('/sandbox-gateway/checkout', { ...items, amount: '1' });
    expect(forged.statusCode).toBe(400);

    // the gateway's notification (what /sandbox-gateway/confirm sends over HTTP)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'PAID', 'wrong'))).statusCode).toBe(400);
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due - 1))).statusCode).toBe(400);
    // a payment this server never started (the bare trade number) is not ours to settle
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due))).statusCode).toBe(400);
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }]);
    const ok = await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due));
    expect([ok.statusCode, ok.body]).toEqual([200, 'success']);
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }]);
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).body).toBe('success');
    expect(
      json<{ pay_state: string; need_pay_price: number; refund_price: number }>(
        await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token),
      ),
    ).toMatchObject({ pay_state: 'PAID', need_pay_price: 0, refund_price: 0 });
    expect(await ledger(buyer.id)).toEqual([]);
    const again = await get(`/buyer/order/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token);
    expect(again.statusCode).toBe(400);
    expect(json<{ message: string }>(again).message).toBe('This order is already paid or closed');
  });

  it('a declined payment leaves the order unpaid, and the buyer may still pay on the same gateway page', async () => {
    const { buyer, trade, due } = await unpaidTrade(42);
    const reference = await started(buyer.token, trade.trade_sn);
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'DECLINED'))).statusCode).toBe(200);
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }]);
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).statusCode).toBe(200);
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }]);
  });

  // How the order stopped needing the money while the buyer was at the gateway.
  const meanwhile: [
    string,
    string,
    (ctx: { buyer: { id: number; token: string }; tradeSn: string; orderSn: string; due: number }) => Promise<void>,
  ][] = [
    [
      'the buyer cancelled it',
      'Reembolso del pago del pedido cancelado',
      async ({ buyer, orderSn }) => {
        expect((await post(`/buyer/trade/orders/${orderSn}/cancel`, { reason: 'Me equivoqué de talla' }, buyer.token)).statusCode).toBe(
          200,
        );
      },
    ],
    [
      'the sweep cancelled it after its pay window',
      'Reembolso del pago del pedido cancelado',
      async ({ buyer }) => {
        api.advance(31 * 60 * 1000);
        await get('/buyer/trade/orders', buyer.token); // any read of the orders runs the sweep
      },
    ],
    [
      'it was paid from the balance',
      'Reembolso del pago duplicado del pedido',
      async ({ buyer, tradeSn, due }) => {
        await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due]);
        expect((await post(`/buyer/balance/pay/TRADE/${tradeSn}`, {}, buyer.token)).statusCode).toBe(200);
        await api.db.query('delete from balance_ledger where member_id = $1', [buyer.id]);
      },
    ],
  ];
  it.each(meanwhile)(
    'a gateway payment that lands after %s goes back to the balance, once, and the cashier says so',
    async (_, remark, meanwhileStep) => {
      const { buyer, trade, due } = await unpaidTrade(43);
      const orderSn =
        (await api.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1', [trade.trade_sn])).rows[0]?.sn ?? '';
      const reference = await started(buyer.token, trade.trade_sn);
      await meanwhileStep({ buyer, tradeSn: trade.trade_sn, orderSn, due });
      const balanceBefore = await balance(buyer.id);
      for (let i = 0; i < 3; i += 1) {
        const reply = await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due));
        expect([reply.statusCode, reply.body]).toEqual([200, 'success']);
      }
      expect(await balance(buyer.id)).toBe(balanceBefore + due);
      expect(await ledger(buyer.id)).toEqual([
        { kind: 'REFUND', amount_cents: due, balance_cents: balanceBefore + due, remark: `${remark} ${trade.trade_sn}` },
      ]);
      const cashier = json<{ pay_state: string; need_pay_price: number; refund_price: number; deposite: { balance: number } }>(
        await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token),
      );
      const state = remark.includes('duplicado') ? 'PAID' : 'CANCELLED';
      expect(cashier).toMatchObject({
        pay_state: state,
        need_pay_price: 0,
        refund_price: due / 100,
        deposite: { balance: (balanceBefore + due) / 100 },
      });
      expect((await payStatus(trade.trade_sn))[0]?.order_status).toBe(state === 'PAID' ? 'PAID_OFF' : 'CANCELLED');
    },
  );

  it('refuses to start a payment, or pay from the balance, once the pay window has run out, even before the sweep', async () => {
    const { buyer, trade, due } = await unpaidTrade(44);
    await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due]);
    await api.db.query('update trade_order set cancel_deadline = $2 where trade_sn = $1', [
      trade.trade_sn,
      Math.floor(Date.now() / 1000) - 1,
    ]);
    const attempts = [
      get(`/buyer/order/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token),
      post(`/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect([reply.statusCode, json<{ message: string }>(reply).message]).toEqual([
        400,
        'The time to pay this order has run out: it is cancelled and can no longer be paid',
      ]);
    }
    // refused by the deadline itself: the sweep has not touched the order yet
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }]);
    expect(await balance(buyer.id)).toBe(due);
    expect((await api.db.query('select 1 from payment_bill where trade_sn = $1', [trade.trade_sn])).rows).toEqual([]);
  });

  // --- part balance, bank transfer, bill status (issue 5: the cashier) -------------------------

  const setBalance = (memberId: number, cents: number) =>
    api.db.query('update member set balance_cents = $2 where id = $1', [memberId, cents]);
  const orderMoney = async (tradeSn: string) =>
    (
      await api.db.query<{
        sn: string;
        pay_status: string;
        order_status: string;
        balance_cents: number;
        paid_cents: number;
        order_cents: number;
        payment_type: string;
      }>(
        'select sn, pay_status, order_status, balance_cents, paid_cents, order_cents, payment_type from trade_order where trade_sn = $1 order by sn',
        [tradeSn],
      )
    ).rows.map((row) => ({
      ...row,
      balance_cents: Number(row.balance_cents),
      paid_cents: Number(row.paid_cents),
      order_cents: Number(row.order_cents),
    }));
  interface CashierView {
    pay_state: string;
    need_pay_price: number;
    order_price: number;
    balance_price: number;
    refund_price: number;
    pay_type_text: string;
    transfer: null | Record<string, unknown>;
    deposite: { balance: number; is_used: number };
  }
  const cashierOf = async (token: string, tradeSn: string) =>
    json<CashierView>(await get(`/buyer/trade/orders/cashier?trade_sn=${tradeSn}`, token));
  const part = (token: string, tradeSn: string, body: Record<string, string> = {}) =>
    post(`/buyer/balance/part/TRADE/${tradeSn}?lang=en_US`, body, token);
  const message = (reply: LightMyRequestResponse) => json<{ message: string }>(reply).message;
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  describe('part balance', () => {
    it('pays min(balance, due) from the balance, leaves the rest for the gateway, and the order records both parts', async () => {
      const { buyer, trade, due } = await unpaidTrade(45);
      await setBalance(buyer.id, 1000);
      const reply = await part(buyer.token, trade.trade_sn);
      expect(reply.statusCode).toBe(200);
      expect(json(reply)).toEqual({ paid: 10, balance: 0, need_pay_price: (due - 1000) / 100 });
      expect(await orderMoney(trade.trade_sn)).toMatchObject([
        { pay_status: 'PAY_PARTIAL', order_status: 'CONFIRM', balance_cents: 1000, paid_cents: 1000 },
      ]);
      expect(await ledger(buyer.id)).toEqual([
        { kind: 'PAYMENT', amount_cents: -1000, balance_cents: 0, remark: `Pago del pedido ${trade.trade_sn}` },
      ]);
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({
        pay_state: 'UNPAID',
        need_pay_price: (due - 1000) / 100,
        order_price: due / 100,
        balance_price: 10,
        deposite: { balance: 0, is_used: 1 },
      });
      // nothing left to apply: a translated refusal, not "Insufficient balance", nothing written
      const empty = await part(buyer.token, trade.trade_sn);
      expect([empty.statusCode, message(empty)]).toEqual([400, 'You have no balance to apply to this order']);
      expect(await ledger(buyer.id)).toHaveLength(1);

      // the gateway is asked for the rest only, and its payment settles the order
      const start = json<PayForm>(await get(`/buyer/order/pay/TRADE/${trade.trade_sn}`, buyer.token));
      const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]));
      expect(items.amount).toBe(String(due - 1000));
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(items.reference ?? '', due - 1000))).body).toBe('success');
      expect(await orderMoney(trade.trade_sn)).toMatchObject([
        { pay_status: 'PAY_YES', order_status: 'PAID_OFF', balance_cents: 1000, paid_cents: due },
      ]);
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({
        pay_state: 'PAID',
        need_pay_price: 0,
        balance_price: 10,
        refund_price: 0,
      });
      const line = json<{ data: { sn: string; pay_money: number; balance: number }[] }>(await get('/buyer/trade/orders', buyer.token))
        .data[0];
      expect(line).toMatchObject({ pay_money: due / 100, balance: 10 });
    });

    it('a balance that covers everything pays the order; a full balance payment still says Insufficient balance when short', async () => {
      const { buyer, trade, due } = await unpaidTrade(46);
      await setBalance(buyer.id, due - 1);
      const full = await post(`/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token);
      expect([full.statusCode, message(full)]).toEqual([400, 'Insufficient balance']);
      expect(await ledger(buyer.id)).toEqual([]);
      await setBalance(buyer.id, due + 250);
      expect(json(await part(buyer.token, trade.trade_sn))).toEqual({ paid: due / 100, balance: 2.5, need_pay_price: 0 });
      expect(await orderMoney(trade.trade_sn)).toMatchObject([
        { pay_status: 'PAY_YES', order_status: 'PAID_OFF', balance_cents: due, paid_cents: due },
      ]);
      expect((await cashierOf(buyer.token, trade.trade_sn)).pay_state).toBe('PAID');
      const again = await part(buyer.token, trade.trade_sn);
      expect([again.statusCode, message(again)]).toEqual([400, 'This order is already paid or closed']);
    });

    it('a wrong or missing payment password is refused, translated, with nothing written', async () => {
      const { buyer, trade, due } = await unpaidTrade(47);
      await api.db.query('update member set balance_cents = 1000, payment_password_hash = $2 where id = $1', [
        buyer.id,
        await hashPassword(sha('246810')),
      ]);
      expect((await cashierOf(buyer.token, trade.trade_sn)).deposite).toMatchObject({ balance: 10 });
      const refusals: [string, Record<string, string>, string][] = [
        ['wrong', { password: sha('135790') }, 'The payment password is incorrect'],
        ['missing', {}, 'The payment password is incorrect'],
        ['Spanish', { password: sha('135790') }, 'La contraseña de pago es incorrecta'],
      ];
      for (const [, body, text] of refusals) {
        const reply = await post(
          `/buyer/balance/part/TRADE/${trade.trade_sn}${text.startsWith('La') ? '' : '?lang=en_US'}`,
          body,
          buyer.token,
        );
        expect([reply.statusCode, message(reply)]).toEqual([400, text]);
      }
      expect(await balance(buyer.id)).toBe(1000);
      expect(await ledger(buyer.id)).toEqual([]);
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ pay_status: 'PAY_NO', balance_cents: 0, paid_cents: 0 }]);
      const ok = await part(buyer.token, trade.trade_sn, { password: sha('246810') });
      expect([ok.statusCode, json(ok)]).toEqual([200, { paid: 10, balance: 0, need_pay_price: (due - 1000) / 100 }]);
    });

    it('two cashier tabs applying the balance at once spend it once', async () => {
      const { buyer, trade, due } = await unpaidTrade(48);
      await setBalance(buyer.id, 1500);
      const replies = await Promise.all(Array.from({ length: 4 }, () => part(buyer.token, trade.trade_sn)));
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400, 400, 400]);
      expect(replies.filter((reply) => reply.statusCode === 400).map(message)).toEqual(
        Array(3).fill('You have no balance to apply to this order'),
      );
      expect(await balance(buyer.id)).toBe(0);
      expect(await ledger(buyer.id)).toEqual([
        { kind: 'PAYMENT', amount_cents: -1500, balance_cents: 0, remark: `Pago del pedido ${trade.trade_sn}` },
      ]);
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ balance_cents: 1500, paid_cents: 1500 }]);
      expect((await cashierOf(buyer.token, trade.trade_sn)).need_pay_price).toBe((due - 1500) / 100);
    });

    it('two trades racing for one balance take it once between them', async () => {
      const first = await unpaidTrade(49);
      const buyer = first.buyer;
      const [sku] = await stockedSkus(api, 1, { packages: 3, offset: 50 });
      if (!sku) throw new Error('no sku');
      await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) }, buyer.token);
      await post('/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' }, buyer.token);
      const second = json<{ trade_sn: string }>(
        await post('/buyer/trade/create', { idempotency_key: `pay-${buyer.id}-second` }, buyer.token),
      );
      await setBalance(buyer.id, 1200);
      const replies = await Promise.all([
        part(buyer.token, first.trade.trade_sn),
        part(buyer.token, second.trade_sn),
        part(buyer.token, first.trade.trade_sn),
        part(buyer.token, second.trade_sn),
      ]);
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      expect(await balance(buyer.id)).toBe(0);
      const { rows } = await api.db.query<{ taken: number; entries: number }>(
        `select (select coalesce(sum(balance_cents), 0)::int from trade_order where member_id = $1) as taken, (select count(*)::int from balance_ledger where member_id = $1) as entries`,
        [buyer.id],
      );
      expect(rows[0]).toEqual({ taken: 1200, entries: 1 });
    });

    // How an order with a balance part stops: the buyer cancels it, or its pay window runs out.
    const cancels: [string, (buyer: { token: string }, orderSn: string) => Promise<void>][] = [
      [
        'the buyer cancels it',
        async (buyer, orderSn) => {
          expect((await post(`/buyer/trade/orders/${orderSn}/cancel`, { reason: 'Ya no lo necesito' }, buyer.token)).statusCode).toBe(200);
        },
      ],
      [
        'the sweep cancels it after its pay window',
        async (buyer) => {
          api.advance(31 * 60 * 1000);
          await get('/buyer/trade/orders', buyer.token);
        },
      ],
    ];
    it.each(cancels)('when %s, the balance part goes back to the balance with a ledger entry, once', async (_, cancel) => {
      const { buyer, trade, due } = await unpaidTrade(51);
      const orderSn = (await orderMoney(trade.trade_sn))[0]?.sn ?? '';
      await setBalance(buyer.id, 700);
      expect((await part(buyer.token, trade.trade_sn)).statusCode).toBe(200);
      const reference = await started(buyer.token, trade.trade_sn);
      await cancel(buyer, orderSn);
      await get('/buyer/trade/orders', buyer.token); // reading again changes nothing
      expect(await balance(buyer.id)).toBe(700);
      expect((await ledger(buyer.id)).slice(1)).toEqual([
        { kind: 'REFUND', amount_cents: 700, balance_cents: 700, remark: `Devolución del saldo usado en el pedido cancelado ${orderSn}` },
      ]);
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({
        pay_state: 'CANCELLED',
        need_pay_price: 0,
        refund_price: 7,
        deposite: { balance: 7 },
      });
      // the gateway's money for the rest, arriving after the cancel, also goes back
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due - 700))).body).toBe('success');
      expect(await balance(buyer.id)).toBe(due);
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'CANCELLED', refund_price: due / 100 });
    });
  });

  describe('bank transfer', () => {
    it('shows the marketplace account and a reference, and leaves the orders pending confirmation, never auto-cancelled', async () => {
      const { buyer, trade, due } = await unpaidTrade(52);
      await setBalance(buyer.id, 300);
      expect((await part(buyer.token, trade.trade_sn)).statusCode).toBe(200);
      const reply = await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}`, {}, buyer.token);
      expect(reply.statusCode).toBe(200);
      const instructions = {
        bank_name: 'BBVA México',
        account_name: 'Vitrina Comercio B2B, S.A. de C.V.',
        clabe: '012180001234567899',
        reference: trade.trade_sn,
        amount: (due - 300) / 100,
      };
      expect(json(reply)).toEqual(instructions);
      // choosing it again (a second tab, a reload) changes nothing and says the same
      expect(json(await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}`, {}, buyer.token))).toEqual(instructions);
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({
        pay_state: 'UNPAID',
        pay_type_text: 'TRANSFER',
        transfer: instructions,
        balance_price: 3,
      });
      const orderSn = (await orderMoney(trade.trade_sn))[0]?.sn ?? '';
      const listed = async () =>
        json<{ data: { sn: string; status_code: number; order_status_text: string; cancel_left_time: number; payment_type: string }[] }>(
          await get('/buyer/trade/orders?order_status=WAIT_SHIP&lang=en_US', buyer.token),
        ).data.find((line) => line.sn === orderSn);
      expect(await listed()).toMatchObject({
        status_code: 8,
        order_status_text: 'Pending confirmation',
        cancel_left_time: 0,
        payment_type: 'TRANSFER',
      });
      expect(json(await get(`/buyer/trade/orders/${orderSn}/cancel-left-time`, buyer.token))).toBe(0);
      api.advance(3 * 3600 * 1000);
      expect((await listed())?.status_code).toBe(8);
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ order_status: 'CONFIRM', payment_type: 'TRANSFER', balance_cents: 300 }]);
    });

    it('refuses a paid order, an unknown kind, and another buyer’s trade', async () => {
      const { buyer, trade, due } = await unpaidTrade(53);
      await setBalance(buyer.id, due);
      expect((await post(`/buyer/balance/pay/TRADE/${trade.trade_sn}`, {}, buyer.token)).statusCode).toBe(200);
      const paid = await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token);
      expect([paid.statusCode, message(paid)]).toEqual([400, 'This order is already paid or closed']);
      expect((await post(`/buyer/payment/transfer/SHOP/${trade.trade_sn}`, {}, buyer.token)).statusCode).toBe(400);
      const other = await newBuyer(api);
      expect((await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}`, {}, other.token)).statusCode).toBe(400);
      expect((await orderMoney(trade.trade_sn))[0]?.payment_type).toBe('ONLINE');
    });
  });

  describe('bill status (GET payment/weixin/status/{id})', () => {
    it('follows one gateway payment from started to paid, for its own buyer only', async () => {
      const { buyer, trade, due } = await unpaidTrade(54);
      const reference = await started(buyer.token, trade.trade_sn);
      const status = (token: string) => get(`/buyer/payment/weixin/status/${encodeURIComponent(reference)}?lang=en_US`, token);
      expect(json(await status(buyer.token))).toEqual({ reference, status: 'STARTED', kind: 'TRADE', sn: trade.trade_sn, paid: 0 });
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'DECLINED'))).body).toBe('success');
      expect(json<{ status: string }>(await status(buyer.token)).status).toBe('DECLINED');
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).body).toBe('success');
      expect(json(await status(buyer.token))).toMatchObject({ status: 'PAID', paid: 1 });
      const other = await newBuyer(api);
      const foreign = await status(other.token);
      expect([foreign.statusCode, message(foreign)]).toEqual([404, 'This payment is not among yours']);
      expect((await get(`/buyer/payment/weixin/status/${'x'.repeat(65)}`, buyer.token)).statusCode).toBe(400);
    });
  });
  // --- QR payment, cash on delivery, pay_type_text, payment-password throttle (issue 5) ---------

  /** The app on a real port: the sandbox's phone page notifies the merchant over HTTP. */
  let base = '';
  const listening = async () => {
    if (!base) base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    return base;
  };
  const http = async (url: string, init: { token?: string; body?: Record<string, string> } = {}) => {
    const response = await fetch(url, {
      method: init.body ? 'POST' : 'GET',
      headers: { ...(init.token ? { authorization: init.token } : {}), ...(init.body ? FORM : {}) },
      body: init.body ? new URLSearchParams(init.body).toString() : undefined,
    });
    return { status: response.status, text: await response.text() };
  };
  interface QrStart {
    gateway_url: string;
    form_items: unknown[];
    qr: { reference: string; url: string; image: string; amount: number; expires_in: number };
  }
  const startQr = async (token: string, tradeSn: string, lang = 'en_US') => {
    const reply = await http(
      `${await listening()}/api/buyer/order/pay/TRADE/${tradeSn}?client_type=PC&payment_plugin_id=weixinPayPlugin&lang=${lang}`,
      { token },
    );
    expect(reply.status).toBe(200);
    return JSON.parse(reply.text) as QrStart;
  };
  /** What the phone page posts back: the QR link's signed fields and the payer's choice. */
  const phoneChoice = (qrUrl: string, status: 'PAID' | 'DECLINED') => {
    const link = new URL(qrUrl);
    const body = Object.fromEntries(
      ['reference', 'amount', 'expires', 'notify_url', 'sign'].map((name) => [name, link.searchParams.get(name) ?? '']),
    );
    return http(`${link.origin}${link.pathname}?lang=${link.searchParams.get('lang') ?? ''}`, { body: { ...body, status } });
  };
  const billOf = async (token: string, reference: string) =>
    json<{ status: string; paid: number }>(await get(`/buyer/payment/weixin/status/${encodeURIComponent(reference)}`, token));

  describe('QR payment (weixinPayPlugin)', () => {
    it('QR code → status not paid → the phone confirms at the sandbox → signed notification → paid, exactly once', async () => {
      const { buyer, trade, due } = await unpaidTrade(20);
      const start = await startQr(buyer.token, trade.trade_sn);
      const { reference, url, image } = start.qr;
      expect(reference).toMatch(new RegExp(`^TRADE:${trade.trade_sn}:[0-9a-f]{12}$`));
      expect(url.startsWith(`${base}/api/sandbox-gateway/qr?`)).toBe(true);
      expect(start).toMatchObject({ gateway_url: url, form_items: [], qr: { amount: due / 100, expires_in: 600 } });
      const link = new URL(url);
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        reference,
        amount: String(due),
        lang: 'en_US',
        notify_url: `${base}/api/buyer/payment/notify/sandboxPlugin`,
      });
      // drawn on the server: an SVG of the code, no encoder in the storefront
      expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(Buffer.from(image.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(await billOf(buyer.token, reference)).toMatchObject({ status: 'STARTED', paid: 0 });

      // the phone page: the amount and the two choices, in the buyer's language
      const phone = await http(url);
      expect(phone.status).toBe(200);
      expect(phone.text).toContain(`MXN ${(due / 100).toFixed(2)}`);
      expect(phone.text).toMatch(/>Pay<\/button>[\s\S]*>Decline<\/button>/);
      const tampered = new URL(url);
      tampered.searchParams.set('amount', '1');
      expect(await http(tampered.toString())).toMatchObject({ status: 400, text: expect.stringContaining('This QR code is not valid.') });

      // forged or unsigned notifications of this bill are refused and change nothing
      const unsigned = { reference, amount: String(due), status: 'PAID' };
      expect((await post('/buyer/payment/notify/sandboxPlugin', unsigned)).statusCode).toBe(400);
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'PAID', 'forged'))).statusCode).toBe(400);
      expect(await billOf(buyer.token, reference)).toMatchObject({ status: 'STARTED', paid: 0 });
      expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }]);

      const confirmed = await phoneChoice(url, 'PAID');
      expect(confirmed).toMatchObject({ status: 200, text: expect.stringContaining('Payment done.') });
      expect(await billOf(buyer.token, reference)).toMatchObject({ status: 'PAID', paid: 1 });
      expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }]);

      // the notification again, directly and from the phone page: nothing more happens
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).body).toBe('success');
      expect((await phoneChoice(url, 'PAID')).status).toBe(200);
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ pay_status: 'PAY_YES', paid_cents: due, balance_cents: 0 }]);
      expect(await ledger(buyer.id)).toEqual([]);
      expect(await balance(buyer.id)).toBe(0);
      const { rows } = await api.db.query<{ plugin_id: string; status: string; applied_cents: number; refunded_cents: number }>(
        'select plugin_id, status, applied_cents::int, refunded_cents::int from payment_bill where trade_sn = $1',
        [trade.trade_sn],
      );
      expect(rows).toEqual([{ plugin_id: 'weixinPayPlugin', status: 'PAID', applied_cents: due, refunded_cents: 0 }]);
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'PAID', need_pay_price: 0, refund_price: 0 });
    });

    it('declined on the phone reads DECLINED; a code nobody pays expires, and the gateway refuses it', async () => {
      const { buyer, trade } = await unpaidTrade(21);
      const declined = await startQr(buyer.token, trade.trade_sn, 'es_MX');
      expect(await phoneChoice(declined.qr.url, 'DECLINED')).toMatchObject({
        status: 200,
        text: expect.stringContaining('Rechazaste el pago'),
      });
      expect(await billOf(buyer.token, declined.qr.reference)).toMatchObject({ status: 'DECLINED', paid: 0 });

      const late = await startQr(buyer.token, trade.trade_sn);
      api.advance(590 * 1000);
      expect((await billOf(buyer.token, late.qr.reference)).status).toBe('STARTED');
      api.advance(11 * 1000);
      expect(await billOf(buyer.token, late.qr.reference)).toMatchObject({ status: 'EXPIRED', paid: 0 });
      expect(await http(late.qr.url)).toMatchObject({ status: 410, text: expect.stringContaining('This QR code has expired.') });
      expect((await phoneChoice(late.qr.url, 'PAID')).status).toBe(410);
      expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }]);
    });
  });

  /** A buyer with one unpaid cash-on-delivery trade. */
  async function codTrade(offset: number) {
    const buyer = await newBuyer(api);
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset });
    if (!sku) throw new Error('no sku');
    await post(
      '/buyer/members/address',
      { name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' },
      buyer.token,
    );
    await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) }, buyer.token);
    expect((await post('/buyer/trade/checkout-params/payment-type', { payment_type: 'COD' }, buyer.token)).statusCode).toBe(200);
    const trade = json<{ trade_sn: string; payment_type: string; price_detail: { total_price: number } }>(
      await post('/buyer/trade/create', { idempotency_key: `cod-${buyer.id}-key` }, buyer.token),
    );
    expect(trade.payment_type).toBe('COD');
    return { buyer, trade, due: Math.round(trade.price_detail.total_price * 100) };
  }

  describe('cash on delivery', () => {
    it('takes no payment: the gateway, the QR code, the balance and a transfer are refused, translated, and nothing is written', async () => {
      const { buyer, trade, due } = await codTrade(22);
      await setBalance(buyer.id, due);
      const COD_EN = 'This order is cash on delivery: you pay the carrier in cash when it arrives, not online or from your balance';
      const attempts: [string, () => Promise<LightMyRequestResponse>, string][] = [
        ['gateway', () => get(`/buyer/order/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token), COD_EN],
        [
          'QR code',
          () => get(`/buyer/order/pay/TRADE/${trade.trade_sn}?payment_plugin_id=weixinPayPlugin&lang=en_US`, buyer.token),
          COD_EN,
        ],
        ['balance', () => post(`/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token), COD_EN],
        ['part balance', () => part(buyer.token, trade.trade_sn), COD_EN],
        ['transfer', () => post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token), COD_EN],
        [
          'gateway, Spanish',
          () => get(`/buyer/order/pay/TRADE/${trade.trade_sn}`, buyer.token),
          'Este pedido es contra entrega: lo pagas en efectivo al repartidor cuando llega, no en línea ni con saldo',
        ],
      ];
      for (const [what, attempt, text] of attempts) {
        const reply = await attempt();
        expect([what, reply.statusCode, message(reply)]).toEqual([what, 400, text]);
      }
      const orderSn = (await orderMoney(trade.trade_sn))[0]?.sn ?? '';
      expect((await get(`/buyer/order/pay/ORDER/${orderSn}?lang=en_US`, buyer.token)).statusCode).toBe(400);
      expect(await orderMoney(trade.trade_sn)).toMatchObject([
        { payment_type: 'COD', pay_status: 'PAY_NO', paid_cents: 0, balance_cents: 0 },
      ]);
      expect(await balance(buyer.id)).toBe(due);
      expect((await api.db.query('select 1 from payment_bill where trade_sn = $1', [trade.trade_sn])).rows).toEqual([]);
    });
  });

  it('the cashier’s pay_type_text is the orders’ payment type', async () => {
    const online = await unpaidTrade(23);
    const cod = await codTrade(24);
    const transfer = await unpaidTrade(25);
    expect((await post(`/buyer/payment/transfer/TRADE/${transfer.trade.trade_sn}`, {}, transfer.buyer.token)).statusCode).toBe(200);
    const cases: [string, { token: string }, string][] = [
      ['ONLINE', online.buyer, online.trade.trade_sn],
      ['COD', cod.buyer, cod.trade.trade_sn],
      ['TRANSFER', transfer.buyer, transfer.trade.trade_sn],
    ];
    for (const [type, buyer, sn] of cases) expect([type, (await cashierOf(buyer.token, sn)).pay_type_text]).toEqual([type, type]);
    // also for one order of the trade
    const codOrder = (await orderMoney(cod.trade.trade_sn))[0]?.sn ?? '';
    expect(
      json<{ pay_type_text: string }>(await get(`/buyer/trade/orders/cashier?order_sn=${codOrder}`, cod.buyer.token)).pay_type_text,
    ).toBe('COD');
  });

  describe('payment password throttle', () => {
    // A low-cost scrypt row (its parameters are stored per row) keeps these many checks fast.
    const cheapHash = (clientHash: string) => {
      const salt = randomBytes(16);
      return [
        'scrypt',
        1024,
        8,
        1,
        salt.toString('base64url'),
        scryptSync(clientHash, salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url'),
      ].join('$');
    };
    const LOCKED = (minutes: number) => `Too many wrong payment passwords: paying from your balance is locked. Try again in ${minutes} min`;

    it('five wrong passwords in 15 minutes lock balance payment for 15 minutes; a right one forgets earlier failures and works after the lock', async () => {
      const { buyer, trade, due } = await unpaidTrade(26);
      await api.db.query('update member set balance_cents = 0, payment_password_hash = $2 where id = $1', [
        buyer.id,
        cheapHash(sha('246810')),
      ]);
      const pay = async (password: string, lang = 'en_US') => {
        const reply = await post(`/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=${lang}`, { password: sha(password) }, buyer.token);
        return [reply.statusCode, message(reply)];
      };
      const wrong = [400, 'The payment password is incorrect'];
      for (let i = 0; i < 4; i += 1) expect(await pay('135790')).toEqual(wrong);
      // the right password is accepted (then the balance is short): the four failures are forgotten
      expect(await pay('246810')).toEqual([400, 'Insufficient balance']);
      for (let i = 0; i < 4; i += 1) expect(await pay('135790')).toEqual(wrong);
      api.advance(60 * 1000);
      expect(await pay('135790')).toEqual(wrong); // the fifth in the window
      // locked, even for the right password, and for the part-balance payment too, in every language
      expect(await pay('246810')).toEqual([400, LOCKED(15)]);
      const partReply = await part(buyer.token, trade.trade_sn, { password: sha('246810') });
      expect([partReply.statusCode, message(partReply)]).toEqual([400, LOCKED(15)]);
      expect(await pay('246810', 'es_MX')).toEqual([
        400,
        'Demasiados intentos con una contraseña de pago incorrecta: el pago con saldo está bloqueado. Inténtalo de nuevo en 15 min',
      ]);
      api.advance(14 * 60 * 1000);
      expect(await pay('246810')).toEqual([400, LOCKED(1)]);
      // 15 minutes after the fifth failure: the right password pays
      api.advance(60 * 1000 + 1000);
      await setBalance(buyer.id, due);
      expect(await pay('135790')).toEqual(wrong);
      const ok = await post(`/buyer/balance/pay/TRADE/${trade.trade_sn}`, { password: sha('246810') }, buyer.token);
      expect([ok.statusCode, json(ok)]).toEqual([200, { paid: due / 100, balance: 0 }]);
      expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }]);
    });

    // A guess stamped before the failures written while it waited for the lock (its request read
    // the clock first, or another node's clock is behind) still reads the lock's own 15 minutes.
    it.each([0, 1, 30])('a guess %i s older than the fifth failure reads 15 min', async (behind) => {
      const throttle = createPayPasswordThrottle(api.db);
      const memberId = 9_000_000 + behind;
      const at = Math.floor(api.now() / 1000);
      for (let i = 0; i < 5; i += 1) await throttle.begin(memberId, at);
      await expect(throttle.begin(memberId, at - behind)).rejects.toMatchObject({
        messageKey: 'tradePayPasswordLocked',
        params: { minutes: 15 },
      });
    });

    it('a burst of parallel wrong guesses gets at most five checked', async () => {
      const { buyer, trade } = await unpaidTrade(27);
      await api.db.query('update member set balance_cents = 1000, payment_password_hash = $2 where id = $1', [
        buyer.id,
        cheapHash(sha('246810')),
      ]);
      const replies = await Promise.all(Array.from({ length: 9 }, () => part(buyer.token, trade.trade_sn, { password: sha('000000') })));
      const texts = replies.map(message).sort();
      expect(texts).toEqual([...Array(5).fill('The payment password is incorrect'), ...Array(4).fill(LOCKED(15))].sort());
      expect(await balance(buyer.id)).toBe(1000);
      // a member without a payment password is never throttled
      const free = await unpaidTrade(28);
      for (let i = 0; i < 6; i += 1) {
        await setBalance(free.buyer.id, 100);
        expect((await part(free.buyer.token, free.trade.trade_sn, { password: sha('x') })).statusCode).toBe(200);
      }
    });
  });
});
