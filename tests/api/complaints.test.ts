// Complaints (issue 12 §3): a buyer complains about one of their paid orders' goods with a subject
// from the list, a text and up to 3 of their own photos; the operator API (the shop's keeper under
// the seller API) answers and moves it; the buyer writes in the dialogue and cancels while it is
// open. Bad input is refused by name with nothing written; someone else's order is refused; racing
// cancels and moves leave one state and one timeline entry each. On PGlite and PostgreSQL.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import { createSessions } from '../../server/src/services/auth/sessions';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1024, 3)]);
const COMPLAINT = '/mallpcapi/memberComplaint';

/** Which member keeps which shop: filled in once a test knows the shop of its goods. */
const keepers = new Map<string, number>();

type Body = Record<string, string | number | readonly (string | number)[]>;
interface Detail {
  complaintId: number;
  status: string;
  open: boolean;
  images: string[];
  logs: { status: string }[];
  messages: { role: string; content: string }[];
}

describeBackends(
  'complaints',
  (api: ApiHarness) => {
    const send = (method: 'GET' | 'POST', url: string, token: string, body?: Body) =>
      api.inject({
        method,
        url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en_US`,
        headers: { ...(body ? FORM : {}), ...(token ? { authorization: token } : {}) },
        ...(body ? { payload: form(body) } : {}),
      });
    const mall = <T>(reply: LightMyRequestResponse) => json<MallReply<T> & { field?: string }>(reply);
    const add = (token: string, body: Body) => send('POST', `${COMPLAINT}/addComplaint`, token, body);
    const detail = async (token: string, id: number) => {
      const reply = mall<Detail>(await send('GET', `${COMPLAINT}/getComplaintDetail?complaintId=${id}`, token));
      if (!reply.result) throw new Error(`no detail: ${reply.message}`);
      return reply.result;
    };
    const count = async (table: string, where: string, value: string | number) =>
      Number((await api.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where} = $1`, [value])).rows[0]?.n);

    async function photo(token: string): Promise<string> {
      const boundary = 'vitrinacomplaint';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\nmember/comment\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const reply = mall<string | null>(
        await api.inject({
          method: 'POST',
          url: '/api/mallpcapi/upload/file?lang=en_US',
          headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        }),
      );
      if (!reply.success || !reply.result) throw new Error(`upload refused: ${reply.message}`);
      return reply.result;
    }

    let offset = 0;
    /** A buyer's order of one sku, paid (or not), and a signed-in keeper of its shop. */
    async function paidOrder(paid = true) {
      const buyer = await newBuyer(api);
      offset += 1;
      const [sku] = await stockedSkus(api, 1, { packages: 3, offset });
      if (!sku) throw new Error('no sku');
      await send('POST', '/buyer/members/address', buyer.token, {
        name: 'Ana',
        mobile: '5512345678',
        country: '1',
        county_id: '900602',
        addr: 'Colima 1',
        zip: '06700',
      });
      await send('POST', '/buyer/trade/carts', buyer.token, { sku_id: sku.sku_id, num: sku.package_unit });
      await send('POST', '/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
      const trade = json<{ order_list: { sn: string }[] }>(
        await send('POST', '/buyer/trade/create', buyer.token, { idempotency_key: `complaint-${buyer.id}` }),
      );
      const sn = trade.order_list[0]?.sn ?? '';
      if (paid) await api.db.query(`update trade_order set pay_status = 'PAY_YES', order_status = 'PAID_OFF' where sn = $1`, [sn]);
      const username = `keeper-cp-${sku.shop_id}-${process.pid}`;
      keepers.set(username, sku.shop_id);
      const { rows } = await api.db.query<{ id: number }>(
        `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, 'x', null, 0)
         on conflict ((lower(username))) do update set username = excluded.username returning id`,
        [username],
      );
      const keeperId = rows[0]?.id;
      if (keeperId === undefined) throw new Error('no keeper');
      const keeper = await createSessions(api.db, Date.now).login(keeperId, null);
      return { buyer, sku, sn, keeper };
    }
    const fine = (sn: string, skuId: number): Body => ({
      orderSn: sn,
      skuId,
      subject: 'QUALITY',
      content: 'The goods arrived broken and the seller does not answer.',
    });

    it('bad input is refused naming the field, nothing is written; another buyer’s order is refused', async () => {
      const { buyer, sku, sn } = await paidOrder();
      const other = await newBuyer(api);
      const foreign = await photo(other.token);
      const base = fine(sn, sku.sku_id);
      const cases: [Body, string, string][] = [
        [{ ...base, subject: 'BORED' }, 'subject', 'The field subject must be one of'],
        [{ ...base, content: 'short' }, 'content', 'The field content needs at least 10 characters'],
        [{ ...base, content: 'x'.repeat(501) }, 'content', 'The field content allows at most 500 characters'],
        [{ ...base, content: '' }, 'content', 'The field content is required'],
        [{ ...base, skuId: 'abc' }, 'skuId', 'The field skuId must be a whole number'],
        [{ ...base, skuId: 999_999_999 }, 'skuId', 'The field skuId names 999999999, which is not in order'],
        [{ ...base, images: [foreign] }, 'images', 'The field images includes a photo you did not upload'],
        [{ ...base, images: ['https://evil.example/x.png'] }, 'images', 'The field images only takes JPG or PNG photos you uploaded'],
        [{ ...base, images: ['/a', '/b', '/c', '/d'] }, 'images', 'The field images allows at most 3 photos'],
      ];
      for (const [body, field, text] of cases) {
        const reply = mall<unknown>(await add(buyer.token, body));
        expect([reply.success, reply.field, reply.message]).toEqual([false, field, expect.stringContaining(text)]);
      }
      // someone else's order does not exist for this buyer; an unpaid order cannot be complained about
      const stranger = mall<unknown>(await add(other.token, base));
      expect([stranger.success, stranger.code]).toEqual([false, expect.anything()]);
      expect(stranger.message).toContain('does not exist');
      const unpaid = await paidOrder(false);
      const refused = mall<unknown>(await add(unpaid.buyer.token, fine(unpaid.sn, unpaid.sku.sku_id)));
      expect(refused.message).toContain('is not paid');
      // without a session: the mall family's "session gone"
      expect(mall<unknown>(await add('', base)).code).toBe(502);
      expect(await count('complaint', 'order_sn', sn)).toBe(0);
      expect(await count('complaint', 'order_sn', unpaid.sn)).toBe(0);
      const spanish = await api.inject({
        method: 'POST',
        url: `/api${COMPLAINT}/addComplaint?lang=es_MX`,
        headers: { ...FORM, authorization: buyer.token },
        payload: form({ ...base, content: 'corto' }),
      });
      expect(mall<unknown>(spanish).message).toContain('al menos 10 caracteres');
    });

    it('runs the loop: complain with a photo, the operator answers and moves it, the buyer writes and cancels', async () => {
      const { buyer, sku, sn, keeper } = await paidOrder();
      const image = await photo(buyer.token);
      const created = mall<{ complaintId: number }>(await add(buyer.token, { ...fine(sn, sku.sku_id), images: [image] }));
      expect(created.success).toBe(true);
      const id = created.result?.complaintId ?? 0;
      // a second complaint about the same goods while the first is open is refused
      const twice = mall<unknown>(await add(buyer.token, fine(sn, sku.sku_id)));
      expect([twice.success, twice.field, twice.message]).toEqual([
        false,
        'skuId',
        expect.stringContaining('already have an open complaint'),
      ]);

      const mine = mall<{ list: { complaintId: number; status: string; goodsName: string }[]; total: number }>(
        await send('GET', `${COMPLAINT}/getMyComplaint?pageNo=1&pageSize=10`, buyer.token),
      );
      expect(mine.result?.total).toBe(1);
      expect(mine.result?.list[0]).toMatchObject({ complaintId: id, status: 'NEW' });
      expect((await detail(buyer.token, id)).images[0]).toMatch(/\/uploads\/comments\/.+\.png$/);
      // another buyer cannot read it
      const stranger = await newBuyer(api);
      expect(mall<unknown>(await send('GET', `${COMPLAINT}/getComplaintDetail?complaintId=${id}`, stranger.token)).success).toBe(false);

      // the operator: the shop's complaints, a reply, a move; another shop's keeper is refused
      const listed = json<{ data: { complaintId: number }[] }>(await send('GET', '/seller/complaints', keeper));
      expect(listed.data.map((c) => c.complaintId)).toContain(id);
      expect((await send('POST', `/seller/complaints/${id}/reply`, keeper, { content: 'We are looking into it.' })).statusCode).toBe(200);
      expect((await send('POST', `/seller/complaints/${id}/status`, keeper, { status: 'COMMUNICATION' })).statusCode).toBe(200);
      expect((await send('POST', `/seller/complaints/${id}/status`, keeper, { status: 'DONE' })).statusCode).toBe(400);
      expect((await send('POST', `/seller/complaints/${id}/reply`, buyer.token, { content: 'I am the shop' })).statusCode).toBe(403);

      expect(
        mall<Detail>(await send('POST', `${COMPLAINT}/addCommunication`, buyer.token, { complaintId: id, content: 'Thanks, waiting.' }))
          .result,
      ).toMatchObject({
        status: 'COMMUNICATION',
        messages: [
          { role: 'SELLER', content: 'We are looking into it.' },
          { role: 'BUYER', content: 'Thanks, waiting.' },
        ],
      });
      const cancelled = mall<Detail>(await send('POST', `${COMPLAINT}/cancelComplaint`, buyer.token, { complaintId: id }));
      expect(cancelled.result).toMatchObject({ status: 'CANCELED', open: false });
      expect(cancelled.result?.logs.map((log) => log.status)).toEqual(['NEW', 'COMMUNICATION', 'CANCELED']);
      // closed: no more dialogue, no more moves, and a new complaint about the goods may be opened
      const late = mall<unknown>(await send('POST', `${COMPLAINT}/addCommunication`, buyer.token, { complaintId: id, content: 'Hello?' }));
      expect([late.success, late.message]).toEqual([false, expect.stringContaining('its dialogue is closed')]);
      expect((await send('POST', `/seller/complaints/${id}/status`, keeper, { status: 'COMPLETE' })).statusCode).toBe(409);
      expect(mall<unknown>(await add(buyer.token, fine(sn, sku.sku_id))).success).toBe(true);
    });

    it('20 concurrent cancels and moves leave one state and one timeline entry each', async () => {
      const { buyer, sku, sn, keeper } = await paidOrder();
      const id = mall<{ complaintId: number }>(await add(buyer.token, fine(sn, sku.sku_id))).result?.complaintId ?? 0;
      const cancels = await Promise.all(
        Array.from({ length: 20 }, () => send('POST', `${COMPLAINT}/cancelComplaint`, buyer.token, { complaintId: id })),
      );
      expect(cancels.map((reply) => mall<unknown>(reply).success).filter(Boolean)).toHaveLength(1);
      expect(cancels.every((reply) => reply.statusCode === 200)).toBe(true);
      expect((await detail(buyer.token, id)).logs.map((log) => log.status)).toEqual(['NEW', 'CANCELED']);

      // racing operator moves, buyer cancels and messages on a second complaint: one end state, one entry per state entered
      const second = mall<{ complaintId: number }>(await add(buyer.token, fine(sn, sku.sku_id))).result?.complaintId ?? 0;
      const racers = Array.from({ length: 20 }, (_, i) => {
        if (i % 4 === 0) return send('POST', `${COMPLAINT}/cancelComplaint`, buyer.token, { complaintId: second });
        if (i % 4 === 1) return send('POST', `/seller/complaints/${second}/status`, keeper, { status: 'ARBITRATION' });
        if (i % 4 === 2) return send('POST', `/seller/complaints/${second}/status`, keeper, { status: 'COMPLETE' });
        return send('POST', `${COMPLAINT}/addCommunication`, buyer.token, { complaintId: second, content: `message ${i}` });
      });
      const replies = await Promise.all(racers);
      expect(replies.filter((reply) => reply.statusCode >= 500)).toEqual([]);
      const end = await detail(buyer.token, second);
      expect(['CANCELED', 'COMPLETE']).toContain(end.status);
      const states = end.logs.map((log) => log.status);
      expect(new Set(states).size).toBe(states.length);
      expect(states[0]).toBe('NEW');
      expect(states.at(-1)).toBe(end.status);
      const { rows } = await api.db.query<{ status: string }>('select status from complaint where id = $1', [second]);
      expect(rows[0]?.status).toBe(end.status);
      // every message accepted was written while the complaint was open: no more lines than successes
      const said = replies.filter((_, i) => i % 4 === 3).filter((reply) => mall<unknown>(reply).success).length;
      expect(end.messages).toHaveLength(said);
    });
  },
  { sellerAccounts: keepers },
);
