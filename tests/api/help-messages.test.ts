import { expect, it } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import type { JavashopPage } from '../../src/core/contract/types-discovery';
import { createSessions } from '../../server/src/services/auth/sessions';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Notice {
  id: number;
  title: string;
  content: string;
  send_time: number;
  is_read: 0 | 1;
}
interface FaqEntry {
  id: number;
  category: string;
  categoryName: string;
  question: string;
  answer: string;
}
interface Counts {
  total: number;
  system_num: number;
  ask_num: number;
}

const FAQ_FIRST = { es_MX: '¿Cómo hago un pedido?', en_US: 'How do I place an order?', zh_CN: '如何下单？' } as const;

describeBackends('help and messages: FAQ, notice logs, feedback', (api: ApiHarness) => {
  const send = (method: Method, url: string, token?: string, body?: Record<string, string>) =>
    api.inject({
      method,
      url: `/api${url}`,
      headers: { ...(body ? FORM : {}), ...(token ? { authorization: token } : {}) },
      ...(body ? { payload: form(body) } : {}),
    });
  const notices = async (token: string, query = '') => {
    const response = await send('GET', `/buyer/members/member-nocice-logs${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<JavashopPage<Notice>>(response);
  };
  const counts = async (token: string) => json<Counts>(await send('GET', '/buyer/members/member-nocice-logs/number', token));
  /** A new buyer with `n` notices (SYSTEM, the last one ASK), newest last; returns its ids oldest first. */
  const buyerWithNotices = async (n: number) => {
    const buyer = await newBuyer(api);
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const { rows } = await api.db.query<{ id: number }>(
        `insert into member_notice_log (member_id, type, title, content, send_time) values ($1, $2, $3, 'x', $4) returning id`,
        [buyer.id, i === n - 1 ? 'ASK' : 'SYSTEM', `n${i}`, 1_000 + i],
      );
      ids.push(Number(rows[0]?.id));
    }
    return { ...buyer, ids };
  };

  it('FAQ: all questions, one by id, and a search, in each locale', async () => {
    for (const lang of ['es_MX', 'en_US', 'zh_CN'] as const) {
      const all = json<MallReply<{ categories: { code: string; name: string }[]; list: FaqEntry[] }>>(
        await send('GET', `/mallpcapi/systemQuestionAnswer/getAllQuestion?lang=${lang}`),
      );
      expect(all.success).toBe(true);
      expect(all.result.list).toHaveLength(12);
      expect(all.result.categories).toHaveLength(6);
      const first = all.result.list[0]!;
      expect(first.question).toBe(FAQ_FIRST[lang]);
      const one = json<MallReply<{ list: FaqEntry[] }>>(
        await send('GET', `/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer?id=${first.id}&lang=${lang}`),
      );
      expect(one.result.list).toEqual([first]);
    }
    const found = json<MallReply<{ list: FaqEntry[] }>>(
      await send('GET', '/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer?keyword=cfdi&lang=en_US'),
    );
    expect(found.result.list.length).toBeGreaterThan(0);
    expect(found.result.list.every((e) => `${e.question} ${e.answer}`.toLowerCase().includes('cfdi'))).toBe(true);
    const missing = json<MallReply<null>>(await send('GET', '/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer?id=999999'));
    expect([missing.success, missing.code]).toEqual([false, 404]);
  });

  it('notice logs: the demo member pages at 5; read filter; counts', async () => {
    const token = await createSessions(api.db, Date.now).login(1, null);
    const first = await notices(token);
    expect([first.page_size, first.data_total, first.data.length]).toEqual([5, 7, 5]);
    const second = await notices(token, '?page_no=2');
    expect(second.data).toHaveLength(2);
    expect(first.data[0]!.send_time).toBeGreaterThan(second.data[0]!.send_time);
    const unread = await notices(token, '?read=0');
    expect(unread.data_total).toBe(4);
    expect(await counts(token)).toEqual({ total: 4, system_num: 3, ask_num: 1 });
    expect((await send('GET', '/buyer/members/member-nocice-logs')).statusCode).toBe(403);
  });

  it("notice logs: read and delete only the member's own; bad ids are 400 and change nothing", async () => {
    const a = await buyerWithNotices(3);
    const b = await buyerWithNotices(1);
    expect(await counts(a.token)).toEqual({ total: 3, system_num: 2, ask_num: 1 });
    const cases: [Method, string, number][] = [
      ['PUT', `/buyer/members/member-nocice-logs/${a.ids[0]},x/read`, 400],
      ['PUT', '/buyer/members/member-nocice-logs/0/read', 400],
      ['DELETE', '/buyer/members/member-nocice-logs/1,,2', 400],
      ['PUT', `/buyer/members/member-nocice-logs/${a.ids[0]},${b.ids[0]}/read`, 404],
      ['DELETE', `/buyer/members/member-nocice-logs/${b.ids[0]}`, 404],
    ];
    for (const [method, url, status] of cases) expect((await send(method, url, a.token)).statusCode, `${method} ${url}`).toBe(status);
    expect(await counts(a.token)).toEqual({ total: 3, system_num: 2, ask_num: 1 });
    expect((await notices(b.token)).data_total).toBe(1);

    expect((await send('PUT', `/buyer/members/member-nocice-logs/${a.ids[0]},${a.ids[2]}/read`, a.token)).statusCode).toBe(200);
    expect(await counts(a.token)).toEqual({ total: 1, system_num: 1, ask_num: 0 });
    expect((await send('DELETE', `/buyer/members/member-nocice-logs/${a.ids[1]}`, a.token)).statusCode).toBe(200);
    const left = await notices(a.token);
    expect(left.data.map((n) => [n.id, n.is_read])).toEqual([
      [a.ids[2], 1],
      [a.ids[0], 1],
    ]);
    expect(await counts(a.token)).toEqual({ total: 0, system_num: 0, ask_num: 0 });
  });

  it('feedback: validation writes nothing; 5 an hour per member', async () => {
    const buyer = await newBuyer(api);
    const stored = async () =>
      Number(
        (await api.db.query<{ n: number }>('select count(*)::int as n from member_feedback where member_id = $1', [buyer.id])).rows[0]?.n,
      );
    const submit = (body: Record<string, string>, token = buyer.token) =>
      send('POST', '/mallpcapi/feedback/submit?lang=en_US', token, body);
    const bad: Record<string, string>[] = [
      { type: 'PROBLEM', content: '   ' },
      { type: 'PROBLEM' },
      { type: 'NOPE', content: 'hola' },
      { content: 'hola' },
      { type: 'PROBLEM', content: 'x'.repeat(501) },
      { type: 'PROBLEM', content: 'ok', contact: 'c'.repeat(101) },
    ];
    for (const body of bad) {
      const reply = json<MallReply<null>>(await submit(body));
      expect([reply.success, reply.code], JSON.stringify(body)).toEqual([false, 400]);
    }
    expect(json<MallReply<null>>(await submit({ type: 'PROBLEM', content: 'hola' }, '')).code).toBe(502);
    expect(await stored()).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      const reply = json<MallReply<{ id: number }>>(
        await submit({ type: 'SUGGESTION', content: `idea ${i} ${'é'.repeat(i === 0 ? 490 : 1)}`, contact: 'ana@example.com' }),
      );
      expect(reply.success, JSON.stringify(reply)).toBe(true);
    }
    const sixth = json<MallReply<null>>(await submit({ type: 'OTHER', content: 'one more' }));
    expect([sixth.success, sixth.code, sixth.message]).toEqual([
      false,
      400,
      'You have sent too much feedback: you can send 5 an hour. Try again later',
    ]);
    expect(await stored()).toBe(5);
    api.advance(3_601_000);
    expect(json<MallReply<{ id: number }>>(await submit({ type: 'OTHER', content: 'an hour later' })).success).toBe(true);
  });
});
