import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import type { BalanceInformation } from '../../src/core/contract/types-accounts';
import { createSessions } from '../../server/src/services/auth/sessions';
import { describeBackends, type ApiHarness } from './support/backends';
import { FORM, form, json } from './support/client';
import { newBuyer } from './support/buyers';
import { spanishTell } from './support/spanish-tells';

interface Order {
  sn: string;
  order_status: string;
  order_cents: number;
  paid_cents: number;
  balance_cents: number;
  logi_id: number;
  logi_name: string;
  ship_no: string;
}

/**
 * Issue 16 §5: the seeded demo world adds up. Every order number a ledger line, a points line, a
 * notice or a tracking event cites is an order the seed placed, with the same amount; every
 * balance is the sum of its ledger; and nothing the system wrote is stored as a sentence.
 */
describeBackends(
  'the seeded world adds up',
  (api: ApiHarness) => {
    const orders = async (): Promise<Map<string, Order>> => {
      const { rows } = await api.db.query<Order>(
        `select sn, order_status, order_cents::int, paid_cents::int, balance_cents::int, logi_id, logi_name, ship_no
       from trade_order where member_id = 1`,
      );
      return new Map(rows.map((o) => [o.sn, o]));
    };

    it('the balance ledger: each line cites an order of the member with its amount; balance = sum of lines', async () => {
      const byOrder = await orders();
      expect(byOrder.size).toBeGreaterThanOrEqual(6);
      const { rows } = await api.db.query<{
        amount_cents: number;
        balance_cents: number;
        kind: string;
        remark: string;
        remark_key: string;
        remark_params: Record<string, string>;
      }>(
        `select amount_cents::int, balance_cents::int, kind, remark, remark_key, remark_params from balance_ledger where member_id = 1 order by created_at, id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      let running = 0;
      const paidByLedger = new Set<string>();
      for (const row of rows) {
        running += row.amount_cents;
        expect(row.balance_cents).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
        expect(row.remark).toBe(''); // a key and parameters, no stored sentence
        expect(row.remark_key).not.toBe('');
        const sn = row.remark_params.sn;
        if (row.kind === 'PAYMENT') {
          const order = byOrder.get(sn ?? '');
          expect(order, `ledger cites ${sn}`).toBeDefined();
          expect(-row.amount_cents).toBe(order?.paid_cents);
          expect(order?.balance_cents).toBe(order?.paid_cents);
          paidByLedger.add(sn ?? '');
        } else if (sn !== undefined) expect(byOrder.has(sn), `ledger cites ${sn}`).toBe(true);
      }
      // every order paid from the balance has its payment line
      const fromBalance = [...byOrder.values()].filter((o) => o.balance_cents > 0).map((o) => o.sn);
      expect([...paidByLedger].sort()).toEqual(fromBalance.sort());
      const { rows: member } = await api.db.query<{ balance_cents: number }>('select balance_cents::int from member where id = 1');
      expect(member[0]?.balance_cents).toBe(running);
    });

    it('the points ledgers: each reward cites a received order with 10 points a peso; points = sum of lines', async () => {
      const byOrder = await orders();
      for (const memberId of [1, 2]) {
        const { rows } = await api.db.query<{
          reason_code: string;
          sn: string;
          grade_point: number;
          consum_point: number;
          consum_point_type: number;
        }>('select reason_code, sn, grade_point, consum_point, consum_point_type from member_point_log where member_id = $1', [memberId]);
        for (const row of rows.filter((r) => r.reason_code === 'ORDER_REWARD')) {
          const order = byOrder.get(row.sn);
          expect(order, `points cite ${row.sn}`).toBeDefined();
          expect(['ROG', 'COMPLETE']).toContain(order?.order_status);
          expect(row.consum_point).toBe(Math.floor((order?.order_cents ?? 0) / 10));
        }
        expect(rows.filter((r) => r.sn !== '' && r.reason_code !== 'ORDER_REWARD')).toEqual([]);
        const { rows: member } = await api.db.query<{ grade_point: number; consum_point: number }>(
          'select grade_point, consum_point from member where id = $1',
          [memberId],
        );
        const consum = rows.reduce((sum, r) => sum + (r.consum_point_type === 1 ? r.consum_point : -r.consum_point), 0);
        expect(member[0]).toEqual({ grade_point: rows.reduce((sum, r) => sum + r.grade_point, 0), consum_point: consum });
      }
    });

    it('notices and tracking events cite orders the member has, with their carrier and number', async () => {
      const byOrder = await orders();
      const { rows: notices } = await api.db.query<{
        title: string;
        content: string;
        title_key: string;
        text_params: Record<string, string>;
      }>('select title, content, title_key, text_params from member_notice_log where member_id = 1');
      expect(notices).toHaveLength(7);
      for (const notice of notices) {
        expect([notice.title, notice.content, notice.title_key !== '']).toEqual(['', '', true]);
        const sn = notice.text_params.sn;
        if (sn === undefined) continue;
        const order = byOrder.get(sn);
        expect(order, `notice cites ${sn}`).toBeDefined();
        if (notice.text_params.ship_no !== undefined) {
          expect([notice.text_params.carrier, notice.text_params.ship_no]).toEqual([order?.logi_name, order?.ship_no]);
        }
      }
      const { rows: traces } = await api.db.query<{ logi_id: number; courier_num: string; context: string; context_key: string }>(
        'select logi_id, courier_num, context, context_key from express_trace',
      );
      const shipped = new Set([...byOrder.values()].filter((o) => o.ship_no).map((o) => `${o.logi_id}/${o.ship_no}`));
      expect(traces.length).toBeGreaterThan(0);
      for (const trace of traces) {
        expect(shipped.has(`${trace.logi_id}/${trace.courier_num}`), `trace of ${trace.courier_num}`).toBe(true);
        expect([trace.context, trace.context_key !== '']).toEqual(['', true]);
      }
    });

    it('in en_US and zh_CN the ledger, notices, tracking and order lines read with no Spanish and the catalogue’s names', async () => {
      const token = await createSessions(api.db, Date.now).login(1, null);
      const get = async <T>(url: string): Promise<T> => {
        const response = await api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
        expect(response.statusCode, response.body).toBe(200);
        return json<T>(response);
      };
      const shipped = [...(await orders()).values()].find((o) => o.order_status === 'SHIPPED');
      for (const lang of ['en_US', 'zh_CN'] as const) {
        const balance = await get<MallReply<BalanceInformation>>(
          `/mallpcapi/memberWallet/getBalanceInformation?pageNo=1&pageSize=20&lang=${lang}`,
        );
        const notices = await get<{ data: { title: string; content: string }[] }>(
          `/buyer/members/member-nocice-logs?page_size=10&lang=${lang}`,
        );
        const express = await get<{ data: { context: string }[] }>(
          `/buyer/express?id=${shipped?.logi_id}&num=${shipped?.ship_no}&lang=${lang}`,
        );
        const texts = [
          ...balance.result.list.map((e) => e.remark),
          ...notices.data.flatMap((n) => [n.title, n.content]),
          ...express.data.map((e) => e.context),
        ];
        expect(texts.length).toBeGreaterThan(15);
        expect(texts.filter((text) => spanishTell(text) !== undefined)).toEqual([]);
        const list = await get<{ data: { sku_list: { goods_id: number; name: string }[] }[] }>(
          `/buyer/trade/orders?page_size=10&lang=${lang}`,
        );
        const lines = list.data.flatMap((o) => o.sku_list);
        expect(lines.length).toBeGreaterThanOrEqual(6);
        const column = lang === 'en_US' ? 'name_en' : 'name_zh';
        const { rows } = await api.db.query<{ id: number; name: string }>(
          `select id, ${column} as name from goods where id = any($1::bigint[])`,
          [lines.map((l) => l.goods_id)],
        );
        const names = new Map(rows.map((r) => [Number(r.id), r.name]));
        for (const line of lines) expect(line.name).toBe(names.get(line.goods_id));
      }
    });
    it('migration 790 moves the coupon titles the seed wrote to keys and figures; a merchant’s title stays as written', async () => {
      const old = [
        ['Bienvenida: 50 MXN en compras desde 500 MXN', 5_000, 50_000, 'couponTitleWelcome'],
        ['200 MXN en compras desde 3,000 MXN', 20_000, 300_000, 'couponTitle'],
        ['Tienda: 60 MXN en compras desde 600 MXN', 6_000, 60_000, 'couponTitleShop'],
        ['Relámpago: 500 MXN en compras desde 5,000 MXN', 50_000, 500_000, 'couponTitleFlash'],
        // figures that are not the coupon's own, and a merchant's words: both kept as written
        ['Temporada: 30 MXN en compras desde 300 MXN', 9_900, 30_000, ''],
        ['Regreso a clases: 10 % en papelería', 1_000, 0, ''],
      ] as const;
      const ids: number[] = [];
      for (const [title, amount, threshold] of old) {
        const { rows } = await api.db.query<{ id: number }>(
          `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, $1, $2, $3, 0, 1) returning id`,
          [title, amount, threshold],
        );
        ids.push(Number(rows[0]?.id));
      }
      const sql = readFileSync(new URL('../../server/src/db/migrations/790-coupon-title.sql', import.meta.url), 'utf8');
      await api.db.exec(sql.replace(/^alter table .*$/gm, ''));
      const { rows } = await api.db.query<{ title: string; title_key: string; title_params: Record<string, number> }>(
        'select title, title_key, title_params from coupon where id = any($1::bigint[]) order by id',
        [ids],
      );
      expect(rows).toEqual(
        old.map(([title, amount, threshold, key]) =>
          key === ''
            ? { title, title_key: '', title_params: {} }
            : { title: '', title_key: key, title_params: { amount: amount / 100, threshold: threshold / 100 } },
        ),
      );
      await api.db.query('delete from coupon where id = any($1::bigint[])', [ids]);
    });

    it('in en_US and zh_CN an order line reads with the catalogue’s name in after-sales, reviews and complaints (issue 16 §3)', async () => {
      const token = await createSessions(api.db, Date.now).login(1, null);
      const call = async <T>(method: 'GET' | 'POST', url: string, body?: Record<string, string | number>): Promise<T> => {
        const response = await api.inject({
          method,
          url: `/api${url}`,
          headers: { authorization: token, ...(body ? FORM : {}) },
          ...(body ? { payload: form(body) } : {}),
        });
        expect(response.statusCode, response.body).toBe(200);
        return json<T>(response);
      };
      // a received order of demo whose lines have their snapshot (what the seed's checkout writes)
      const { rows: lines } = await api.db.query<{ sn: string; sku_id: number; seller_id: number; name_en: string; name_zh: string }>(
        `select o.sn, i.sku_id::int, o.seller_id, g.name_en, g.name_zh from trade_order o join order_item i on i.order_sn = o.sn
       join goods g on g.id = i.goods_id
       where o.member_id = 1 and o.order_status in ('ROG', 'COMPLETE') and i.snapshot_id is not null order by o.sn, i.sku_id`,
      );
      const line = lines[0];
      if (!line) throw new Error('the seed has no received order with snapshots');
      const name = (lang: 'en_US' | 'zh_CN') => (lang === 'en_US' ? line.name_en : line.name_zh);
      await call('POST', '/buyer/after-sales/apply?lang=en_US', {
        order_sn: line.sn,
        service_type: 'RETURN_GOODS',
        sku_id: line.sku_id,
        num: 1,
        reason: 'DAMAGED',
      });
      const now = Math.floor(Date.now() / 1000);
      await api.db.query(
        `insert into complaint (member_id, order_sn, sku_id, seller_id, subject, content, created_at, updated_at)
       values (1, $1, $2, $3, 'QUALITY', 'names test', $4, $4)`,
        [line.sn, line.sku_id, line.seller_id, now],
      );
      for (const lang of ['en_US', 'zh_CN'] as const) {
        const apply = await call<{ lines: { sku_id: number; name: string }[] }>('GET', `/buyer/after-sales/apply/${line.sn}?lang=${lang}`);
        expect(apply.lines.find((l) => l.sku_id === line.sku_id)?.name).toBe(name(lang));
        const services = await call<{ data: { order_sn: string; lines: { sku_id: number; name: string }[] }[] }>(
          'GET',
          `/buyer/after-sales?page_size=5&lang=${lang}`,
        );
        const service = services.data.find((s) => s.order_sn === line.sn);
        expect(service?.lines.map((l) => l.name)).toEqual([name(lang)]);
        const pending = await call<{ data: { order_sn: string; sku_id: number; goods_name: string }[] }>(
          'GET',
          `/buyer/members/comments/pending?page_size=100&lang=${lang}`,
        );
        const expected = pending.data.flatMap((p) => {
          const known = lines.find((l) => l.sn === p.order_sn && l.sku_id === p.sku_id);
          return known ? [[p.goods_name, lang === 'en_US' ? known.name_en : known.name_zh]] : [];
        });
        expect(expected.length).toBeGreaterThan(0);
        for (const [shown, catalogue] of expected) expect(shown).toBe(catalogue);
        const complaints = await call<MallReply<{ list: { orderSn: string; goodsName: string }[] }>>(
          'GET',
          `/mallpcapi/memberComplaint/getMyComplaint?pageNo=1&pageSize=5&lang=${lang}`,
        );
        expect(complaints.result.list.find((c) => c.orderSn === line.sn)?.goodsName).toBe(name(lang));
      }
    });
    it('migration 760 moves the sentences the server used to store to keys and parameters', async () => {
      const buyer = await newBuyer(api);
      const old = [
        ['PAYMENT', 'Pedido 2026-0001', 'ledgerPayment', { sn: '2026-0001' }],
        ['PAYMENT', 'T261126000000001', 'ledgerPayment', { sn: 'T261126000000001' }],
        ['REFUND', 'Reembolso 2026-0007', 'ledgerRefund', { sn: '2026-0007' }],
        ['REFUND', 'Reembolso del servicio S1 (pedido O17)', 'afterSaleRefundRemark', { sn: 'S1', order_sn: 'O17' }],
        ['REFUND', 'Reembolso del pago duplicado del pedido T9', 'tradeRefundDuplicate', { sn: 'T9' }],
        ['REFUND', 'Devolución del saldo usado en el pedido cancelado O2', 'tradeRefundBalancePart', { sn: 'O2' }],
        ['RECHARGE', 'SPEI 4821', 'ledgerRecharge', { ref: '4821' }],
        ['WITHDRAW', 'Retiro a BBVA ****1234', 'ledgerWithdraw', { bank: 'BBVA', last4: '1234' }],
      ] as const;
      for (const [kind, remark] of old) {
        await api.db.query(
          `insert into balance_ledger (member_id, amount_cents, balance_cents, kind, remark, created_at) values ($1, 0, 0, $2, $3, 0)`,
          [buyer.id, kind, remark],
        );
      }
      await api.db.query(
        `insert into express_trace (logi_id, courier_num, at, context) values (1, 'MIG760', 1, 'Entregado: recibió Ana en Calle 5, CDMX')`,
      );
      // the migration's moves (its statements after the new columns), run again over these rows
      const sql = readFileSync(new URL('../../server/src/db/migrations/760-system-text.sql', import.meta.url), 'utf8');
      await api.db.exec(sql.replace(/^alter table .*$/gm, ''));
      const { rows } = await api.db.query<{ remark: string; remark_key: string; remark_params: Record<string, string> }>(
        'select remark, remark_key, remark_params from balance_ledger where member_id = $1 order by id',
        [buyer.id],
      );
      expect(rows).toEqual(old.map(([, , key, params]) => ({ remark: '', remark_key: key, remark_params: params })));
      const { rows: trace } = await api.db.query(
        "select context, context_key, context_params from express_trace where courier_num = 'MIG760'",
      );
      expect(trace).toEqual([{ context: '', context_key: 'traceDelivered', context_params: { name: 'Ana', address: 'Calle 5, CDMX' } }]);
    });
  },
  {},
  'both',
);
