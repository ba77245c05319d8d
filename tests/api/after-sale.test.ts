// After-sale and refunds (issue 12 §4): applications never hold more units than were bought, a
// service refunds once however many refunds and gateway notifications race, the money goes back
// the way it came (balance with its ledger entry, gateway through its signed refund), and bad
// input is refused by name with nothing written. On PGlite and PostgreSQL.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { sign } from '../../server/src/services/payment/gateway';
import { signRefund } from '../../server/src/services/payment/gateway-refund';
import { createSessions } from '../../server/src/services/auth/sessions';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

const SECRET = 'test-sandbox-secret-of-the-after-sale-tests';
process.env.SANDBOX_GATEWAY_SECRET = SECRET;

/** Which member keeps which shop: filled in once a test knows the shop of its goods. */
const keepers = new Map<string, number>();

describeBackends(
  'after-sale',
  (api: ApiHarness) => {
    const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
    const post = (url: string, body: Record<string, string | number | readonly (string | number)[]>, token?: string) =>
      api.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...FORM, ...(token ? { authorization: token } : {}) },
        payload: form(body),
      });
    const message = (reply: LightMyRequestResponse) => json<{ message: string }>(reply).message;

    /** A keeper of `shopId`, signed in. */
    async function keeperOf(shopId: number): Promise<string> {
      const username = `keeper-as-${shopId}-${process.pid}`;
      keepers.set(username, shopId);
      const { rows } = await api.db.query<{ id: number }>(
        `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, 'x', null, 0)
         on conflict ((lower(username))) do update set username = excluded.username returning id`,
        [username],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('no keeper');
      return createSessions(api.db, Date.now).login(id, null);
    }

    /**
     * A buyer's paid order of `units` units of one sku (package unit 1): `balanceCents` of it from
     * the balance, the rest (if any) through the sandbox gateway.
     */
    async function paidOrder(offset: number, units: number, balanceCents: number | 'all') {
      const buyer = await newBuyer(api);
      const [sku] = await stockedSkus(api, 1, { packages: units + 2, unit: 'one', offset });
      if (!sku) throw new Error('no sku');
      await post(
        '/buyer/members/address',
        { name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' },
        buyer.token,
      );
      await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(units) }, buyer.token);
      await post('/buyer/trade/checkout-params/payment-type', { payment_type: 'ONLINE' }, buyer.token);
      const trade = json<{ trade_sn: string; price_detail: { total_price: number } }>(
        await post('/buyer/trade/create', { idempotency_key: `as-${buyer.id}-key` }, buyer.token),
      );
      const due = Math.round(trade.price_detail.total_price * 100);
      const fromBalance = balanceCents === 'all' ? due : balanceCents;
      await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, fromBalance]);
      if (fromBalance > 0) expect((await post(`/buyer/balance/part/TRADE/${trade.trade_sn}`, {}, buyer.token)).statusCode).toBe(200);
      if (fromBalance < due) {
        const start = json<{ form_items: { item_name: string; item_value: string }[] }>(
          await get(`/buyer/order/pay/TRADE/${trade.trade_sn}`, buyer.token),
        );
        const reference = start.form_items.find((item) => item.item_name === 'reference')?.item_value ?? '';
        const amount = String(due - fromBalance);
        const notified = await post('/buyer/payment/notify/sandboxPlugin', {
          reference,
          amount,
          status: 'PAID',
          sign: sign(SECRET, [reference, amount, 'PAID']),
        });
        expect(notified.body).toBe('success');
      }
      const { rows } = await api.db.query<{ sn: string; paid_cents: number; balance_cents: number; freight_cents: number }>(
        'select sn, paid_cents, balance_cents, freight_cents from trade_order where trade_sn = $1',
        [trade.trade_sn],
      );
      const order = rows[0];
      if (!order) throw new Error('no order');
      expect(Number(order.paid_cents)).toBe(due);
      return { buyer, sku, order: { ...order, paid_cents: Number(order.paid_cents), balance_cents: Number(order.balance_cents) }, due };
    }

    const markShipped = (sn: string) =>
      api.db.query(`update trade_order set order_status = 'ROG', ship_status = 'SHIP_ROG' where sn = $1`, [sn]);
    const apply = (token: string, body: Record<string, string | number | readonly (string | number)[]>) =>
      post('/buyer/after-sales/apply?lang=en_US', { reason: 'DAMAGED', ...body }, token);
    const services = async (orderSn: string) =>
      Number((await api.db.query<{ n: number }>('select count(*)::int as n from after_sale where order_sn = $1', [orderSn])).rows[0]?.n);

    it('bad input is refused naming the field, in the buyer language, and writes nothing', async () => {
      const { buyer, sku, order } = await paidOrder(0, 2, 'all');
      await markShipped(order.sn);
      const base = { order_sn: order.sn, service_type: 'RETURN_GOODS', sku_id: sku.sku_id, num: 1 };
      const cases: [Record<string, string | number | readonly (string | number)[]>, number, string][] = [
        [{ ...base, reason: 'BORED' }, 400, 'The field reason must be one of'],
        [{ ...base, num: [1, 1] }, 400, 'The fields sku_id and num must come in pairs'],
        [{ ...base, num: 0 }, 400, 'The field num must be a list of whole numbers'],
        [{ ...base, sku_id: [sku.sku_id, sku.sku_id], num: [1, 1] }, 400, `The field sku_id names ${sku.sku_id} more than once`],
        [{ ...base, num: 3 }, 400, 'allows at most 2 (you bought 2, 0 are already in service)'],
        [{ ...base, sku_id: 999_999_999 }, 400, 'The field sku_id includes 999999999'],
        [{ ...base, service_type: 'ORDER_CANCEL' }, 400, 'does not allow the service ORDER_CANCEL'],
        [{ ...base, images: '/uploads/avatars/someone-else.png' }, 400, 'The field images includes an image you did not upload'],
        [{ ...base, images: ['/a', '/b', '/c', '/d', '/e', '/f'] }, 400, 'The field images allows at most 5 images'],
        [{ ...base, description: 'x'.repeat(501) }, 400, 'The field description allows at most 500 characters'],
      ];
      for (const [body, status, text] of cases) {
        const reply = await apply(buyer.token, body);
        expect([reply.statusCode, message(reply)]).toEqual([status, expect.stringContaining(text)]);
      }
      const spanish = await post('/buyer/after-sales/apply?lang=es_MX', { ...base, reason: 'DAMAGED', num: 3 }, buyer.token);
      expect(message(spanish)).toContain('admite como máximo 2');
      expect(await services(order.sn)).toBe(0);
      // another buyer's order does not exist for this one
      const stranger = await newBuyer(api);
      expect((await apply(stranger.token, base)).statusCode).toBe(404);
    });

    it('20 concurrent applications for one order line never put more units in service than bought', async () => {
      const { buyer, sku, order } = await paidOrder(1, 3, 'all');
      await markShipped(order.sn);
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          apply(buyer.token, { order_sn: order.sn, service_type: 'RETURN_GOODS', sku_id: sku.sku_id, num: 1 }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      const { rows } = await api.db.query<{ units: number }>(
        `select coalesce(sum(si.num), 0)::int as units from after_sale_item si join after_sale s on s.sn = si.service_sn where s.order_sn = $1`,
        [order.sn],
      );
      expect(rows[0]?.units).toBe(3);
      const info = json<{ lines: { can_apply: number; in_service: number }[] }>(
        await get(`/buyer/after-sales/apply/${order.sn}`, buyer.token),
      );
      expect(info.lines[0]).toMatchObject({ in_service: 3, can_apply: 0 });
      // nothing left to apply for: the order no longer offers the action, in its detail nor in the list
      const offered = async () => {
        const detail = json<{ order_operate_allowable_vo: { allow_apply_service: boolean } }>(
          await get(`/buyer/trade/orders/${order.sn}`, buyer.token),
        );
        const list = json<{ data: { sn: string; order_operate_allowable_vo: { allow_apply_service: boolean } }[] }>(
          await get('/buyer/trade/orders', buyer.token),
        );
        const listed = list.data.find((o) => o.sn === order.sn)?.order_operate_allowable_vo.allow_apply_service;
        return [detail.order_operate_allowable_vo.allow_apply_service, listed];
      };
      expect(await offered()).toEqual([false, false]);
      // a withdrawn application gives its unit back
      const accepted = replies.find((reply) => reply.statusCode === 200);
      if (!accepted) throw new Error('no application accepted');
      const first = json<{ sn: string }>(accepted);
      expect((await post(`/buyer/after-sales/detail/${first.sn}/close`, {}, buyer.token)).statusCode).toBe(200);
      const after = json<{ lines: { can_apply: number }[] }>(await get(`/buyer/after-sales/apply/${order.sn}`, buyer.token));
      expect(after.lines[0]?.can_apply).toBe(1);
      expect(await offered()).toEqual([true, true]);
    });

    it('return and refund: 20 concurrent refunds and 20 duplicate gateway notifications refund once, balance and gateway parts as paid', async () => {
      const { buyer, sku, order, due } = await paidOrder(2, 3, 1000);
      await markShipped(order.sn);
      const keeper = await keeperOf(sku.shop_id);
      const stock = async () =>
        Number((await api.db.query<{ q: number }>('select quantity as q from sku where id = $1', [sku.sku_id])).rows[0]?.q);
      const created = await apply(buyer.token, { order_sn: order.sn, service_type: 'RETURN_GOODS', sku_id: sku.sku_id, num: 3 });
      expect(created.statusCode).toBe(200);
      const { sn } = json<{ sn: string }>(created);
      const orderView = async () =>
        json<{ service_status: string }>(await get(`/buyer/trade/orders/${order.sn}`, buyer.token)).service_status;
      expect(await orderView()).toBe('APPLY');
      const refundTab = json<{ data: { sn: string }[] }>(await get('/buyer/trade/orders?order_status=REFUND', buyer.token));
      expect(refundTab.data.map((o) => o.sn)).toContain(order.sn);

      // the seller API: a stranger's shop cannot touch it; refunding before stock-in is refused
      const otherKeeper = await keeperOf(sku.shop_id + 1_000_000);
      expect((await post(`/seller/after-sales/${sn}/audit`, { agree: '1' }, otherKeeper)).statusCode).toBe(404);
      expect((await post(`/seller/after-sales/${sn}/audit?lang=en_US`, { agree: '1', remark: 'OK' }, keeper)).statusCode).toBe(200);
      const early = await post(`/seller/after-sales/${sn}/refund?lang=en_US`, {}, keeper);
      expect([early.statusCode, message(early)]).toEqual([409, `Service ${sn} is PASS: it can no longer be refunded`]);
      const badShip = await post(`/buyer/after-sales/detail/${sn}/ship?lang=en_US`, { logi_id: 1, ship_no: 'no!' }, buyer.token);
      expect([badShip.statusCode, message(badShip)]).toEqual([400, expect.stringContaining('ship_no')]);
      expect((await post(`/buyer/after-sales/detail/${sn}/ship`, { logi_id: 1, ship_no: 'EST-12345678' }, buyer.token)).statusCode).toBe(
        200,
      );
      const before = await stock();
      expect((await post(`/seller/after-sales/${sn}/stock-in`, {}, keeper)).statusCode).toBe(200);
      expect(await stock()).toBe(before + 3);

      const refunds = await Promise.all(Array.from({ length: 20 }, () => post(`/seller/after-sales/${sn}/refund`, {}, keeper)));
      expect(refunds.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
      const { rows } = await api.db.query<{ refund_cents: number; balance_cents: number; gateway_cents: number; status: string }>(
        'select refund_cents, balance_cents, gateway_cents, status from after_sale_refund where order_sn = $1',
        [order.sn],
      );
      expect(rows).toHaveLength(1);
      const refund = rows[0];
      if (!refund) throw new Error('no refund');
      // every unit of a shipped order: what was paid for the goods (freight stays), all of the balance part back to the balance
      const goodsPaid = due - Number(order.freight_cents);
      expect(Number(refund.refund_cents)).toBe(goodsPaid);
      expect(Number(refund.balance_cents)).toBe(1000);
      expect(Number(refund.gateway_cents)).toBe(goodsPaid - 1000);
      expect(refund.status).toBe('COMPLETED');

      // duplicate (and forged) gateway notifications change nothing
      const reference = `R:${sn}`;
      const fields = { reference, bill: 'x', amount: String(goodsPaid - 1000), status: 'REFUNDED' };
      const notices = await Promise.all(
        Array.from({ length: 20 }, () =>
          post('/buyer/after-sales/refund-notify/sandboxPlugin', { ...fields, sign: signRefund(SECRET, fields) }),
        ),
      );
      expect(notices.map((reply) => reply.body)).toEqual(Array(20).fill('success'));
      const forged = await post('/buyer/after-sales/refund-notify/sandboxPlugin', { ...fields, sign: signRefund('wrong', fields) });
      expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);

      const ledger = await api.db.query<{ amount_cents: number }>(
        `select amount_cents from balance_ledger where member_id = $1 and kind = 'REFUND'`,
        [buyer.id],
      );
      expect(ledger.rows.map((row) => Number(row.amount_cents))).toEqual([1000]);
      const money = await api.db.query<{
        refunded_cents: number;
        refunded_balance_cents: number;
        paid_cents: number;
        service_status: string;
      }>('select refunded_cents, refunded_balance_cents, paid_cents, service_status from trade_order where sn = $1', [order.sn]);
      expect(money.rows[0]).toMatchObject({ service_status: 'COMPLETED' });
      expect(Number(money.rows[0]?.refunded_cents)).toBe(goodsPaid);
      expect(Number(money.rows[0]?.refunded_balance_cents)).toBe(1000);
      const balance = await api.db.query<{ b: number }>('select balance_cents as b from member where id = $1', [buyer.id]);
      expect(Number(balance.rows[0]?.b)).toBe(1000);

      const detail = json<{ status: string; logs: { status: string }[]; refund: { refund_price: number } }>(
        await get(`/buyer/after-sales/detail/${sn}`, buyer.token),
      );
      expect(detail.status).toBe('COMPLETED');
      expect(detail.logs.map((log) => log.status)).toEqual(['APPLY', 'PASS', 'SHIPPED', 'STOCK_IN', 'REFUNDING', 'COMPLETED']);
      expect(detail.refund.refund_price).toBe(goodsPaid / 100);
      const record = json<{ data: { service_sn: string; balance_price: number }[] }>(await get('/buyer/after-sales/refunds', buyer.token));
      expect(record.data).toEqual([expect.objectContaining({ service_sn: sn, balance_price: 10 })]);
      const seller = json<{ data: { sn: string }[] }>(await get('/seller/after-sales', keeper));
      expect(seller.data.map((s) => s.sn)).toContain(sn);
    });

    it('refund only of a paid, unshipped order cancels it with all its money, its stock, its coupon and its discount card back', async () => {
      const { buyer, sku, order, due } = await paidOrder(3, 2, 'all');
      const keeper = await keeperOf(sku.shop_id);
      // the order spent a member coupon and its trade a discount card (marked as the checkout marks them)
      const { rows: coupon } = await api.db.query<{ id: number }>(
        `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values ($1, 'AS', 100, 0, 0, 4102444800) returning id`,
        [sku.shop_id],
      );
      const { rows: mc } = await api.db.query<{ id: number }>(
        'insert into member_coupon (member_id, coupon_id, used_status, order_sn, created_at) values ($1, $2, 1, $3, 0) returning id',
        [buyer.id, coupon[0]?.id, order.sn],
      );
      await api.db.query('update trade_order set mc_ids = array[$2::bigint] where sn = $1', [order.sn, mc[0]?.id]);
      const { rows: card } = await api.db.query<{ id: number }>(
        `insert into discount_card (member_id, card_no, title, rate_percent, max_cents, end_time, used_status, trade_sn, created_at)
         select $1, 'AS-' || $2, 'AS', 10, 1000, 4102444800, 1, trade_sn, 0 from trade_order where sn = $2 returning id`,
        [buyer.id, order.sn],
      );
      const stockBefore = Number(
        (await api.db.query<{ q: number }>('select quantity as q from sku where id = $1', [sku.sku_id])).rows[0]?.q,
      );
      const info = json<{ allowed_types: string[] }>(await get(`/buyer/after-sales/apply/${order.sn}`, buyer.token));
      expect(info.allowed_types).toEqual(['ORDER_CANCEL']);
      const { sn } = json<{ sn: string }>(
        await apply(buyer.token, {
          order_sn: order.sn,
          service_type: 'ORDER_CANCEL',
          sku_id: sku.sku_id,
          num: 2,
          reason: 'NO_LONGER_NEEDED',
        }),
      );
      expect((await post(`/seller/after-sales/${sn}/audit`, { agree: '1' }, keeper)).statusCode).toBe(200);
      const replies = await Promise.all(Array.from({ length: 20 }, () => post(`/seller/after-sales/${sn}/refund`, {}, keeper)));
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
      const { rows } = await api.db.query<{ order_status: string; refunded_cents: number }>(
        'select order_status, refunded_cents from trade_order where sn = $1',
        [order.sn],
      );
      expect(rows[0]?.order_status).toBe('CANCELLED');
      expect(Number(rows[0]?.refunded_cents)).toBe(due);
      const ledger = await api.db.query<{ amount_cents: number }>(
        `select amount_cents from balance_ledger where member_id = $1 and kind = 'REFUND'`,
        [buyer.id],
      );
      expect(ledger.rows.map((row) => Number(row.amount_cents))).toEqual([due]);
      const stockAfter = Number(
        (await api.db.query<{ q: number }>('select quantity as q from sku where id = $1', [sku.sku_id])).rows[0]?.q,
      );
      expect(stockAfter).toBe(stockBefore + 2);
      // given back once, as the buyer's cancel of an unpaid order gives them back
      const usedCoupon = await api.db.query<{ used_status: number; order_sn: string | null }>(
        'select used_status, order_sn from member_coupon where id = $1',
        [mc[0]?.id],
      );
      expect(usedCoupon.rows.map((row) => [Number(row.used_status), row.order_sn])).toEqual([[0, null]]);
      const usedCard = await api.db.query<{ used_status: number; trade_sn: string | null }>(
        'select used_status, trade_sn from discount_card where id = $1',
        [card[0]?.id],
      );
      expect(usedCard.rows.map((row) => [Number(row.used_status), row.trade_sn])).toEqual([[0, null]]);
      const coupons = json<{ data: unknown[] }>(await get('/buyer/members/coupon?status=1', buyer.token));
      expect(coupons.data).toHaveLength(1);
    });

    it('exchange: stocked in, the seller ships the replacement once (stock out, never short), the buyer sees the tracking and confirms receipt', async () => {
      const { buyer, sku, order } = await paidOrder(5, 2, 'all');
      await markShipped(order.sn);
      const keeper = await keeperOf(sku.shop_id);
      const stock = async () =>
        Number((await api.db.query<{ q: number }>('select quantity as q from sku where id = $1', [sku.sku_id])).rows[0]?.q);
      const { sn } = json<{ sn: string }>(
        await apply(buyer.token, { order_sn: order.sn, service_type: 'CHANGE_GOODS', sku_id: sku.sku_id, num: 2 }),
      );
      expect((await post(`/seller/after-sales/${sn}/audit`, { agree: '1' }, keeper)).statusCode).toBe(200);
      const early = await post(`/seller/after-sales/${sn}/reship?lang=en_US`, { logi_id: 2, ship_no: 'DHL-55667788' }, keeper);
      expect([early.statusCode, message(early)]).toEqual([409, `Service ${sn} is PASS: it can no longer ship a replacement`]);
      expect((await post(`/buyer/after-sales/detail/${sn}/ship`, { logi_id: 1, ship_no: 'EST-12345678' }, buyer.token)).statusCode).toBe(
        200,
      );
      const before = await stock();
      expect((await post(`/seller/after-sales/${sn}/stock-in`, {}, keeper)).statusCode).toBe(200);
      expect(await stock()).toBe(before + 2);
      // an exchange is never refunded
      expect((await post(`/seller/after-sales/${sn}/refund`, {}, keeper)).statusCode).toBe(409);

      // short of stock: refused by name, nothing moves
      await api.db.query('update sku set quantity = 1 where id = $1', [sku.sku_id]);
      const short = await post(`/seller/after-sales/${sn}/reship?lang=en_US`, { logi_id: 2, ship_no: 'DHL-55667788' }, keeper);
      expect([short.statusCode, message(short)]).toEqual([409, expect.stringContaining('There is no stock to ship the replacement of')]);
      expect(await stock()).toBe(1);
      const bad = await post(`/seller/after-sales/${sn}/reship?lang=en_US`, { logi_id: 2, ship_no: 'no!' }, keeper);
      expect([bad.statusCode, message(bad)]).toEqual([400, expect.stringContaining('ship_no')]);
      await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, before + 2]);

      // 20 racing shipments of the replacement: one goes out, its units leave stock once
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => post(`/seller/after-sales/${sn}/reship`, { logi_id: 2, ship_no: 'DHL-55667788' }, keeper)),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect(await stock()).toBe(before);
      const detail = json<{
        status: string;
        out_logi_name: string;
        out_ship_no: string;
        allow_receive: boolean;
        logs: { status: string }[];
      }>(await get(`/buyer/after-sales/detail/${sn}`, buyer.token));
      expect(detail).toMatchObject({ status: 'RESHIPPED', out_logi_name: 'DHL Express', out_ship_no: 'DHL-55667788', allow_receive: true });
      const orderStatus = async () =>
        json<{ service_status: string }>(await get(`/buyer/trade/orders/${order.sn}`, buyer.token)).service_status;
      expect(await orderStatus()).toBe('APPLY');
      // another buyer cannot confirm it; the buyer does, once
      const stranger = await newBuyer(api);
      expect((await post(`/buyer/after-sales/detail/${sn}/receive`, {}, stranger.token)).statusCode).toBe(404);
      expect((await post(`/buyer/after-sales/detail/${sn}/receive`, {}, buyer.token)).statusCode).toBe(200);
      expect((await post(`/buyer/after-sales/detail/${sn}/receive`, {}, buyer.token)).statusCode).toBe(409);
      const done = json<{ status: string; allow_receive: boolean; logs: { status: string }[] }>(
        await get(`/buyer/after-sales/detail/${sn}`, buyer.token),
      );
      expect(done.status).toBe('COMPLETED');
      expect(done.allow_receive).toBe(false);
      expect(done.logs.map((log) => log.status)).toEqual(['APPLY', 'PASS', 'SHIPPED', 'STOCK_IN', 'RESHIPPED', 'COMPLETED']);
      expect(await orderStatus()).toBe('COMPLETED');
      expect(
        Number(
          (await api.db.query<{ n: number }>('select count(*)::int as n from after_sale_refund where service_sn = $1', [sn])).rows[0]?.n,
        ),
      ).toBe(0);
    });

    it('points back to points: two refunds of one unit each give back the points each unit took, the last all that is left', async () => {
      const { buyer, sku, order, due } = await paidOrder(4, 2, 'all');
      const keeper = await keeperOf(sku.shop_id);
      // the order paid 300 points besides its money (a points-mall line): 150 a unit
      const { rows: exchange } = await api.db.query<{ id: number }>(
        'insert into promo_exchange (goods_id, sku_id, exchange_point, exchange_money_cents, enable_quantity) values ($1, $2, 150, 0, 10) returning id',
        [sku.goods_id, sku.sku_id],
      );
      await api.db.query('insert into order_exchange (order_sn, exchange_id, num, points) values ($1, $2, 2, 300)', [
        order.sn,
        exchange[0]?.id,
      ]);
      await api.db.query('update trade_order set exchange_point = 300 where sn = $1', [order.sn]);
      const points = async () =>
        Number((await api.db.query<{ p: number }>('select consum_point as p from member where id = $1', [buyer.id])).rows[0]?.p);
      const refundOne = async () => {
        const { sn } = json<{ sn: string }>(
          await apply(buyer.token, { order_sn: order.sn, service_type: 'ORDER_CANCEL', sku_id: sku.sku_id, num: 1, reason: 'OTHER' }),
        );
        expect((await post(`/seller/after-sales/${sn}/audit`, { agree: '1' }, keeper)).statusCode).toBe(200);
        expect((await post(`/seller/after-sales/${sn}/refund`, {}, keeper)).statusCode).toBe(200);
        return sn;
      };
      const before = await points();
      const first = await refundOne();
      expect(await points()).toBe(before + 150);
      const goodsPaid = due - Number(order.freight_cents);
      const { rows: firstRefund } = await api.db.query<{ refund_cents: number; points: number }>(
        'select refund_cents, points from after_sale_refund where service_sn = $1',
        [first],
      );
      expect([Number(firstRefund[0]?.refund_cents), Number(firstRefund[0]?.points)]).toEqual([Math.floor(goodsPaid / 2), 150]);
      await refundOne();
      expect(await points()).toBe(before + 300);
      const { rows } = await api.db.query<{ refunded_point: number; refunded_cents: number; order_status: string }>(
        'select refunded_point, refunded_cents, order_status from trade_order where sn = $1',
        [order.sn],
      );
      // the last unit takes what is left, freight too (nothing was shipped): everything paid is back
      expect(rows[0]).toMatchObject({ order_status: 'CANCELLED' });
      expect([Number(rows[0]?.refunded_point), Number(rows[0]?.refunded_cents)]).toEqual([300, due]);
      const log = await api.db.query<{ consum_point: number; reason_code: string }>(
        `select consum_point, reason_code from member_point_log where member_id = $1 and consum_point_type = 1 order by id`,
        [buyer.id],
      );
      expect(log.rows.map((row) => [Number(row.consum_point), row.reason_code])).toEqual([
        [150, 'RETURNED'],
        [150, 'RETURNED'],
      ]);
    });
  },
  { sellerAccounts: keepers },
);
