// The distribution programme (issue 12 §5): a buyer registered through a link earns their
// distributor (and that one's upline) a commission on what they paid for goods, pending until the
// order completes, cancelled when refunded before and taken back after; withdrawals never take
// more than is available however many race, and the ledger sums to it exactly; bad input is
// refused by name with nothing written. On PGlite and PostgreSQL.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { createSessions } from '../../server/src/services/auth/sessions';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

/** Which member keeps which shop (the seller API): filled in once a test knows its shop. */
const keepers = new Map<string, number>();
const CLABE = '032180000118359719';

describeBackends(
  'distribution',
  (api: ApiHarness) => {
    let ip = 0;
    const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
    const post = (url: string, body: Record<string, string | number>, token?: string) =>
      api.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...FORM, ...(token ? { authorization: token } : {}) },
        payload: form(body),
        remoteAddress: `10.74.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      });
    const message = (reply: LightMyRequestResponse) => json<{ message: string }>(reply).message;
    const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
      const row = (await api.db.query<T>(sql, params)).rows[0];
      if (!row) throw new Error(`no row: ${sql}`);
      return row;
    };
    const count = async (sql: string, params: unknown[]) => Number((await one<{ n: number }>(sql, params)).n);

    /** A member whose latest distributor application has `status` (1 approved). */
    async function applicant(status: 0 | 1 | 2) {
      const member = await newBuyer(api);
      await api.db.query(
        `insert into merchant_apply (member_id, apply_type, main_sales_channels, purchase_amount, attachment, status, created_at)
         values ($1, 1, 'tienda', '100000', 'x', $2, 0)`,
        [member.id, status],
      );
      return member;
    }
    /** An approved distributor with its referral code, optionally brought by `upline`. */
    async function distributor(upline?: { id: number }) {
      const member = await applicant(1);
      if (upline)
        await api.db.query('insert into member_referral (member_id, distributor_id, created_at) values ($1, $2, 0)', [
          member.id,
          upline.id,
        ]);
      const summary = await get('/buyer/distribution', member.token);
      expect(summary.statusCode).toBe(200);
      return { ...member, code: json<{ referral_code: string }>(summary).referral_code };
    }
    async function keeperOf(shopId: number): Promise<string> {
      const username = `keeper-ds-${shopId}-${process.pid}`;
      keepers.set(username, shopId);
      const { id } = await one<{ id: number }>(
        `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, 'x', null, 0)
         on conflict ((lower(username))) do update set username = excluded.username returning id`,
        [username],
      );
      return createSessions(api.db, Date.now).login(id, null);
    }

    /** A buyer of `referrer` with a paid order (from the balance) of `units` units of one sku. */
    async function referredOrder(referrer: { id: number }, offset: number, units: number) {
      const buyer = await newBuyer(api);
      await api.db.query('insert into member_referral (member_id, distributor_id, created_at) values ($1, $2, 0)', [buyer.id, referrer.id]);
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
        await post('/buyer/trade/create', { idempotency_key: `ds-${buyer.id}-key` }, buyer.token),
      );
      const due = Math.round(trade.price_detail.total_price * 100);
      await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due]);
      expect((await post(`/buyer/balance/part/TRADE/${trade.trade_sn}`, {}, buyer.token)).statusCode).toBe(200);
      const order = await one<{ sn: string; paid_cents: number; freight_cents: number }>(
        'select sn, paid_cents, freight_cents from trade_order where trade_sn = $1',
        [trade.trade_sn],
      );
      const base = Number(order.paid_cents) - Number(order.freight_cents);
      return { buyer, sku, sn: order.sn, base };
    }
    const commissions = (sn: string) =>
      api.db
        .query<{
          distributor_id: number;
          level: number;
          amount_cents: number;
          settled_cents: number;
          taken_back_cents: number;
          status: string;
        }>(
          'select distributor_id, level, amount_cents, settled_cents, taken_back_cents, status from distribution_commission where order_sn = $1 order by level',
          [sn],
        )
        .then(({ rows }) =>
          rows.map((r) => ({
            distributor: Number(r.distributor_id),
            level: Number(r.level),
            amount: Number(r.amount_cents),
            settled: Number(r.settled_cents),
            takenBack: Number(r.taken_back_cents),
            status: r.status,
          })),
        );
    /** The distributor's available money, and the sum of its ledger: always equal. */
    async function money(memberId: number) {
      const available = Number(
        (await one<{ c: number }>('select available_cents as c from distributor where member_id = $1', [memberId])).c,
      );
      const ledger = Number(
        (await one<{ c: number }>('select coalesce(sum(cents), 0)::bigint as c from distribution_ledger where member_id = $1', [memberId]))
          .c,
      );
      expect(ledger).toBe(available);
      return available;
    }
    const ship = (sn: string) =>
      api.db.query(`update trade_order set order_status = 'SHIPPED', ship_status = 'SHIP_YES' where sn = $1`, [sn]);

    it('a non-distributor gets the status message of the spec, for every call, and nothing is written', async () => {
      const cases: [Awaited<ReturnType<typeof newBuyer>>, string][] = [
        [await newBuyer(api), 'You are not a distributor yet'],
        [await applicant(0), 'Your application has been submitted, please wait for platform review'],
        [await applicant(2), 'Unfortunately, your application was not approved'],
      ];
      for (const [member, text] of cases) {
        for (const url of ['/buyer/distribution', '/buyer/distribution/performance', '/buyer/distribution/withdrawals']) {
          const reply = await get(`${url}?lang=en_US`, member.token);
          expect([reply.statusCode, message(reply)]).toEqual([409, expect.stringContaining(text)]);
        }
        const withdraw = await post('/buyer/distribution/withdrawals?lang=en_US', { amount: '100' }, member.token);
        expect([withdraw.statusCode, message(withdraw)]).toEqual([409, expect.stringContaining(text)]);
        expect(await count('select count(*)::int as n from distributor where member_id = $1', [member.id])).toBe(0);
      }
      expect((await get('/buyer/distribution', '')).statusCode).toBe(403);
    });

    it('registering through a link makes the buyer level 1 of its distributor, once; an unknown code is ignored', async () => {
      const upline = await distributor();
      const owner = await distributor(upline);
      const unique = `${process.pid}${Date.now().toString(36)}`;
      const register = (name: string, ref: string) =>
        post('/mallpcapi/member/registerByEmail', {
          username: name,
          password: clientPasswordHash('Ventas#2026'),
          email: `${name}@example.mx`,
          agreement: '1',
          ref,
        });
      const joined = json<{ success: boolean; result: { userInfo: { id: number } } }>(
        await register(`ref${unique}a`, owner.code.toLowerCase()),
      );
      expect(joined.success).toBe(true);
      const stray = json<{ success: boolean; result: { userInfo: { id: number } } }>(await register(`ref${unique}b`, 'ZZZZZZZZ'));
      expect(stray.success).toBe(true);
      const referrals = await api.db.query<{ member_id: number; distributor_id: number }>(
        'select member_id, distributor_id from member_referral where member_id = any($1::bigint[])',
        [[joined.result.userInfo.id, stray.result.userInfo.id]],
      );
      expect(referrals.rows.map((r) => [Number(r.member_id), Number(r.distributor_id)])).toEqual([[joined.result.userInfo.id, owner.id]]);

      const downline = json<{ data: { member_id: number; order_count: number }[]; data_total: number }>(
        await get('/buyer/distribution/downline', owner.token),
      );
      expect(downline.data_total).toBe(1);
      expect(downline.data[0]).toMatchObject({ member_id: joined.result.userInfo.id, order_count: 0 });
      const summary = json<{ referral_link: string; level1_rate: number; level2_rate: number; min_withdrawal: number }>(
        await get('/buyer/distribution', owner.token),
      );
      expect(summary).toMatchObject({ level1_rate: 5, level2_rate: 2, min_withdrawal: 100 });
      expect(summary.referral_link).toMatch(new RegExp(`/register\\?ref=${owner.code}$`));
    });

    it('commission per level on what was paid for the goods, pending until the order completes, then settled once', async () => {
      const upline = await distributor();
      const owner = await distributor(upline);
      const { buyer, sn, base } = await referredOrder(owner, 0, 3);
      expect(await commissions(sn)).toEqual([
        { distributor: owner.id, level: 1, amount: Math.floor((base * 500) / 10_000), settled: 0, takenBack: 0, status: 'PENDING' },
        { distributor: upline.id, level: 2, amount: Math.floor((base * 200) / 10_000), settled: 0, takenBack: 0, status: 'PENDING' },
      ]);
      expect(await money(owner.id)).toBe(0);
      await ship(sn);
      const receipts = await Promise.all(Array.from({ length: 5 }, () => post(`/buyer/trade/orders/${sn}/rog`, {}, buyer.token)));
      expect(receipts.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
      const level1 = Math.floor((base * 500) / 10_000);
      const level2 = Math.floor((base * 200) / 10_000);
      expect((await commissions(sn)).map((c) => [c.status, c.settled])).toEqual([
        ['SETTLED', level1],
        ['SETTLED', level2],
      ]);
      expect(await money(owner.id)).toBe(level1);
      expect(await money(upline.id)).toBe(level2);

      const performance = json<{ data: { order_sn: string; amount: number; status: string; level: number }[] }>(
        await get('/buyer/distribution/performance', owner.token),
      );
      expect(performance.data).toEqual([expect.objectContaining({ order_sn: sn, amount: level1 / 100, status: 'SETTLED', level: 1 })]);
      const history = json<{ data: { orders: number; settled: number; net: number }[] }>(
        await get('/buyer/distribution/performance-history', owner.token),
      );
      expect(history.data).toEqual([expect.objectContaining({ orders: 1, settled: level1 / 100, net: level1 / 100 })]);
    });

    it('a refund before settlement cancels the commission (never paid); one after settlement takes it back', async () => {
      const owner = await distributor();
      // refunded while paid and not shipped: cancelled, and completing nothing pays it
      const early = await referredOrder(owner, 1, 2);
      const keeper = await keeperOf(early.sku.shop_id);
      const cancel = json<{ sn: string }>(
        await post(
          '/buyer/after-sales/apply',
          { order_sn: early.sn, service_type: 'ORDER_CANCEL', sku_id: early.sku.sku_id, num: 2, reason: 'NO_LONGER_NEEDED' },
          early.buyer.token,
        ),
      );
      expect((await post(`/seller/after-sales/${cancel.sn}/audit`, { agree: '1' }, keeper)).statusCode).toBe(200);
      expect((await post(`/seller/after-sales/${cancel.sn}/refund`, {}, keeper)).statusCode).toBe(200);
      expect((await commissions(early.sn)).map((c) => [c.status, c.amount, c.settled])).toEqual([['CANCELLED', 0, 0]]);

      // settled, then the goods come back: the whole commission is taken back by a PERFORMANCE_REFUND row
      const late = await referredOrder(owner, 2, 2);
      const lateKeeper = await keeperOf(late.sku.shop_id);
      await ship(late.sn);
      expect((await post(`/buyer/trade/orders/${late.sn}/rog`, {}, late.buyer.token)).statusCode).toBe(200);
      const earned = Math.floor((late.base * 500) / 10_000);
      expect(await money(owner.id)).toBe(earned);
      // the distributor withdraws it all before the refund arrives: the take-back leaves the balance negative by exactly that
      await api.db.query('update distribution_setting set min_withdrawal_cents = 1');
      try {
        expect(
          (await post('/buyer/distribution/account', { clabe: CLABE, bank_name: 'BBVA', account_holder: 'Ana Pérez' }, owner.token))
            .statusCode,
        ).toBe(200);
        expect((await post('/buyer/distribution/withdrawals', { amount: (earned / 100).toFixed(2) }, owner.token)).statusCode).toBe(200);
      } finally {
        await api.db.query('update distribution_setting set min_withdrawal_cents = 10000');
      }
      const back = json<{ sn: string }>(
        await post(
          '/buyer/after-sales/apply',
          { order_sn: late.sn, service_type: 'RETURN_GOODS', sku_id: late.sku.sku_id, num: 2, reason: 'DAMAGED' },
          late.buyer.token,
        ),
      );
      expect((await post(`/seller/after-sales/${back.sn}/audit`, { agree: '1' }, lateKeeper)).statusCode).toBe(200);
      expect(
        (await post(`/buyer/after-sales/detail/${back.sn}/ship`, { logi_id: 1, ship_no: 'EST-12345678' }, late.buyer.token)).statusCode,
      ).toBe(200);
      expect((await post(`/seller/after-sales/${back.sn}/stock-in`, {}, lateKeeper)).statusCode).toBe(200);
      const refunds = await Promise.all(Array.from({ length: 5 }, () => post(`/seller/after-sales/${back.sn}/refund`, {}, lateKeeper)));
      expect(refunds.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
      expect((await commissions(late.sn)).map((c) => [c.status, c.settled, c.takenBack])).toEqual([['SETTLED', earned, earned]]);
      expect(await money(owner.id)).toBe(-earned);
      const taken = json<{ data: { order_sn: string; amount: number }[] }>(
        await get('/buyer/distribution/performance-refunds', owner.token),
      );
      expect(taken.data).toEqual([expect.objectContaining({ order_sn: late.sn, amount: earned / 100 })]);
      // nothing can be withdrawn while below zero
      const refused = await post('/buyer/distribution/withdrawals?lang=en_US', { amount: '100' }, owner.token);
      expect([refused.statusCode, message(refused)]).toEqual([
        400,
        expect.stringContaining('The field amount is more than your available balance'),
      ]);
    });

    it('20 concurrent withdrawals never take more than is available; the ledger sums exactly; a failed audit gives it back', async () => {
      const owner = await distributor();
      const { buyer, sn } = await referredOrder(owner, 3, 4);
      await ship(sn);
      expect((await post(`/buyer/trade/orders/${sn}/rog`, {}, buyer.token)).statusCode).toBe(200);
      const available = await money(owner.id);
      expect(available).toBeGreaterThan(7);
      expect(
        (
          await post(
            '/buyer/distribution/account',
            { clabe: '0321 8000 0118 3597 19', bank_name: 'BBVA', account_holder: 'Ana' },
            owner.token,
          )
        ).statusCode,
      ).toBe(200);
      const each = Math.ceil(available / 7);
      await api.db.query('update distribution_setting set min_withdrawal_cents = 1');
      let replies: LightMyRequestResponse[];
      try {
        replies = await Promise.all(
          Array.from({ length: 20 }, () =>
            post('/buyer/distribution/withdrawals?lang=en_US', { amount: (each / 100).toFixed(2) }, owner.token),
          ),
        );
      } finally {
        await api.db.query('update distribution_setting set min_withdrawal_cents = 10000');
      }
      const accepted = replies.filter((r) => r.statusCode === 200);
      expect(accepted).toHaveLength(Math.floor(available / each));
      for (const reply of replies.filter((r) => r.statusCode !== 200))
        expect([reply.statusCode, message(reply)]).toEqual([400, expect.stringContaining('more than your available balance')]);
      const left = available - accepted.length * each;
      expect(await money(owner.id)).toBe(left);
      expect(await count(`select count(*)::int as n from distribution_withdrawal where member_id = $1`, [owner.id])).toBe(accepted.length);

      // the operator: fail one (its amount comes back once, however often asked), pass and transfer another
      const keeper = await keeperOf(1);
      const [first, second] = accepted.map((r) => json<{ id: number }>(r).id);
      if (first === undefined || second === undefined) throw new Error('two withdrawals expected');
      const fails = await Promise.all(
        Array.from({ length: 5 }, () => post(`/seller/distribution/withdrawals/${first}/audit`, { agree: '0', remark: 'CLABE' }, keeper)),
      );
      expect(fails.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await money(owner.id)).toBe(left + each);
      expect((await post(`/seller/distribution/withdrawals/${second}/transfer`, {}, keeper)).statusCode).toBe(409);
      expect((await post(`/seller/distribution/withdrawals/${second}/audit`, { agree: '1' }, keeper)).statusCode).toBe(200);
      expect((await post(`/seller/distribution/withdrawals/${second}/transfer`, {}, keeper)).statusCode).toBe(200);
      expect((await post(`/seller/distribution/withdrawals/${second}/audit`, { agree: '0' }, buyer.token)).statusCode).toBe(403);
      const history = json<{ data: { id: number; status: string; clabe: string }[] }>(
        await get('/buyer/distribution/withdrawals', owner.token),
      );
      expect(history.data.find((w) => w.id === first)).toMatchObject({ status: 'FAIL_AUDITING', clabe: CLABE });
      expect(history.data.find((w) => w.id === second)).toMatchObject({ status: 'TRANSFER_ACCOUNTS' });
      expect(await money(owner.id)).toBe(left + each);
    });

    it('bad bank accounts and amounts are refused naming the field, in the buyer language, and write nothing', async () => {
      const owner = await distributor();
      const account = { clabe: CLABE, bank_name: 'BBVA', account_holder: 'Ana' };
      const early = await post('/buyer/distribution/withdrawals?lang=en_US', { amount: '150' }, owner.token);
      expect([early.statusCode, message(early)]).toEqual([400, 'Set your bank account first (field clabe)']);
      const cases: [Record<string, string>, string][] = [
        [{ ...account, clabe: '032180000118359718' }, 'The field clabe must be an 18-digit CLABE with a correct check digit'],
        [{ ...account, clabe: '03218000011835971' }, 'The field clabe must be an 18-digit CLABE'],
        [{ ...account, clabe: '' }, 'The field clabe is required'],
        [{ ...account, bank_name: 'x'.repeat(61) }, 'The field bank_name allows at most 60 characters'],
        [{ ...account, account_holder: '' }, 'The field account_holder is required'],
      ];
      for (const [body, text] of cases) {
        const reply = await post('/buyer/distribution/account?lang=en_US', body, owner.token);
        expect([reply.statusCode, message(reply)]).toEqual([400, expect.stringContaining(text)]);
      }
      const spanish = await post('/buyer/distribution/account?lang=es_MX', { ...account, clabe: '032180000118359718' }, owner.token);
      expect(message(spanish)).toContain('dígito verificador');
      expect(json<{ clabe: string }>(await get('/buyer/distribution/account', owner.token)).clabe).toBe('');

      expect((await post('/buyer/distribution/account', account, owner.token)).statusCode).toBe(200);
      const amounts: [string, string][] = [
        ['99.99', 'The field amount must be at least 100.00 MXN'],
        ['abc', 'The field amount must be an MXN amount'],
        ['-5', 'The field amount must be an MXN amount'],
        ['100.001', 'The field amount must be an MXN amount'],
        ['100', 'The field amount is more than your available balance of 0.00 MXN'],
      ];
      for (const [amount, text] of amounts) {
        const reply = await post('/buyer/distribution/withdrawals?lang=en_US', { amount }, owner.token);
        expect([reply.statusCode, message(reply)]).toEqual([400, expect.stringContaining(text)]);
      }
      expect(await count('select count(*)::int as n from distribution_withdrawal where member_id = $1', [owner.id])).toBe(0);
      expect(await money(owner.id)).toBe(0);
    });
  },
  { sellerAccounts: keepers },
);
