// Issue 12 §2: questions and answers in the member centre. Only buyers of the goods (a paid order
// holding it) answer its questions, once each, never the asker; answers may be anonymous. Asking
// tells the goods' buyers, answering tells the asker (ask messages: a kind and ids, worded by the
// reader), counted in the notices' /number; messages are listed, read (one or all) and deleted
// only by their owner. Bad input is refused naming the field, writing nothing; 20 concurrent
// replies from one member to one question write one.
import { expect, it } from 'vitest';
import type { AnswerableAsk, AskMessage, AskReply, ListedAsk, MemberAsk, MyAsk } from '../../src/core/contract/types-asks';
import type { JavashopPage } from '../../src/core/contract/types';
import { describeBackends, type ApiHarness } from './support/backends';
import { boughtBy } from './support/bought';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

interface Refusal {
  code: string;
  message: string;
}
interface Counts {
  total: number;
  system_num: number;
  ask_num: number;
}

describeBackends('member asks', (api: ApiHarness) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: Record<string, string | number>) =>
    api.inject({
      method,
      url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en_US`,
      headers: { ...(body ? FORM : {}), authorization: token },
      ...(body ? { payload: form(body) } : {}),
    });
  const get = (url: string, token: string) => call('GET', url, token);
  const count = async (sql: string, params: unknown[] = []) => (await api.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? -1;
  const replies = (askId: number) => count('select count(*)::int as n from goods_ask_reply where ask_id = $1', [askId]);
  const messages = (memberId: number) => count('select count(*)::int as n from member_ask_message where member_id = $1', [memberId]);
  const unread = async (token: string) => json<Counts>(await get('/buyer/members/member-nocice-logs/number', token));

  let goodsOffset = 0;
  /** A listed goods no other test of this file uses, so its buyers are only ours. */
  async function freshGoods(): Promise<number> {
    goodsOffset += 1;
    const { rows } = await api.db.query<{ id: number }>(
      `select g.id from goods g where g.market_enable = 1 and exists (select 1 from sku s where s.goods_id = g.id)
         and not exists (select 1 from order_item i where i.goods_id = g.id)
         and not exists (select 1 from goods_ask a where a.goods_id = g.id)
       order by g.id desc offset $1 limit 1`,
      [goodsOffset],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no unbought goods');
    return id;
  }
  async function ask(token: string, goodsId: number, content = 'Does it come in boxes of 12?') {
    const response = await call('POST', '/buyer/members/asks', token, { goods_id: goodsId, ask_content: content });
    expect(response.statusCode).toBe(200);
    return json<MemberAsk>(response);
  }
  const reply = (token: string, askId: number, content: string, anonymous = 'NO') =>
    call('POST', '/buyer/members/asks/reply', token, { ask_id: askId, reply_content: content, anonymous });

  it('buyers are told of a question, answer it once (anonymously), and the asker sees the answer and an unread message', async () => {
    const goodsId = await freshGoods();
    const [asker, buyer, cancelled, stranger] = [await newBuyer(api), await newBuyer(api), await newBuyer(api), await newBuyer(api)];
    await boughtBy(api, buyer.id, goodsId, 'COMPLETE');
    await boughtBy(api, cancelled.id, goodsId, 'CANCELLED');
    await boughtBy(api, asker.id, goodsId, 'PAID_OFF');
    const question = await ask(asker.token, goodsId);

    // the buyer is told (a kind and ids, no sentence); the asker, a cancelled order and a stranger are not
    const told = json<JavashopPage<AskMessage>>(await get('/buyer/members/asks/message', buyer.token));
    expect(told.data).toEqual([
      expect.objectContaining({ kind: 'ASKED', ask_id: question.ask_id, goods_id: goodsId, ask_content: question.content, is_read: 0 }),
    ]);
    for (const other of [asker, cancelled, stranger]) expect(await messages(other.id)).toBe(0);

    // my-answer: the buyer may answer it; the asker and the stranger have nothing to answer
    const toAnswer = async (token: string, status: 0 | 1) =>
      json<JavashopPage<AnswerableAsk>>(await get(`/buyer/members/asks/reply/list/member?reply_status=${status}`, token));
    expect((await toAnswer(buyer.token, 0)).data).toEqual([expect.objectContaining({ ask_id: question.ask_id, my_reply: null })]);
    expect((await toAnswer(asker.token, 0)).data_total).toBe(0);
    expect((await toAnswer(stranger.token, 0)).data_total).toBe(0);

    // the relation rule, the asker's own question: refused, naming the question, nothing written
    for (const [who, key] of [
      [stranger, 'Only buyers of this product'],
      [cancelled, 'Only buyers of this product'],
      [asker, 'cannot answer your own question'],
    ] as const) {
      const refused = await reply(who.token, question.ask_id, 'I think so');
      expect(refused.statusCode).toBe(400);
      expect(json<Refusal>(refused).message).toContain(key);
      expect(json<Refusal>(refused).message).toContain(String(question.ask_id));
    }
    expect(await replies(question.ask_id)).toBe(0);

    const before = await unread(asker.token);
    const answered = await reply(buyer.token, question.ask_id, '  Yes, 12 per box.  ', 'YES');
    expect(answered.statusCode).toBe(200);
    expect(json<AskReply>(answered)).toMatchObject({
      ask_id: question.ask_id,
      content: 'Yes, 12 per box.',
      anonymous: 'YES',
      member_name: '',
    });
    const again = await reply(buyer.token, question.ask_id, 'And 24 per case.');
    expect(again.statusCode).toBe(409);
    expect(json<Refusal>(again).message).toContain('already answered');
    expect(await replies(question.ask_id)).toBe(1);

    // my-answer moves it to the answered tab, with my answer
    expect((await toAnswer(buyer.token, 0)).data_total).toBe(0);
    expect((await toAnswer(buyer.token, 1)).data).toEqual([
      expect.objectContaining({
        ask_id: question.ask_id,
        my_reply: expect.objectContaining({ content: 'Yes, 12 per box.', anonymous: 'YES' }),
      }),
    ]);

    // my-consultation: the asker's question carries the answer, the name hidden
    const mine = json<JavashopPage<MyAsk>>(await get('/buyer/members/asks', asker.token));
    expect(mine.data[0]).toMatchObject({ ask_id: question.ask_id, reply_num: 1 });
    expect(mine.data[0]?.answers).toEqual([expect.objectContaining({ content: 'Yes, 12 per box.', member_name: '' })]);

    // the product page's list shows it too: how many answered and the latest answer
    const listed = json<JavashopPage<ListedAsk>>(await get(`/buyer/members/asks/list?goods_id=${goodsId}`, ''));
    expect(listed.data.find((a) => a.ask_id === question.ask_id)).toMatchObject({
      reply_num: 1,
      answers: [expect.objectContaining({ content: 'Yes, 12 per box.', member_name: '', anonymous: 'YES' })],
    });

    // the asker's ask message, counted in /number until read
    const after = await unread(asker.token);
    expect(after).toEqual({ ...before, total: before.total + 1, ask_num: before.ask_num + 1 });
    const note = json<JavashopPage<AskMessage>>(await get('/buyer/members/asks/message?is_read=0', asker.token)).data;
    expect(note).toEqual([expect.objectContaining({ kind: 'ANSWERED', ask_id: question.ask_id, goods_id: goodsId })]);
    const id = note[0]?.id ?? 0;

    // nobody else reads or deletes it
    expect((await call('PUT', `/buyer/members/asks/message/${id}/read`, buyer.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/buyer/members/asks/message/${id}`, buyer.token)).statusCode).toBe(404);
    expect((await call('PUT', `/buyer/members/asks/message/${id},${told.data[0]?.id}/read`, buyer.token)).statusCode).toBe(404);
    expect(await unread(asker.token)).toEqual(after);

    expect((await call('PUT', `/buyer/members/asks/message/${id}/read`, asker.token)).statusCode).toBe(200);
    expect(await unread(asker.token)).toEqual(before);
    expect(json<JavashopPage<AskMessage>>(await get('/buyer/members/asks/message?is_read=1', asker.token)).data_total).toBe(1);
    expect((await call('DELETE', `/buyer/members/asks/message/${id}`, asker.token)).statusCode).toBe(200);
    expect(await messages(asker.id)).toBe(0);

    // all read at once
    expect((await unread(buyer.token)).ask_num).toBeGreaterThan(0);
    expect((await call('PUT', '/buyer/members/asks/message/read', buyer.token)).statusCode).toBe(200);
    expect(await count('select count(*)::int as n from member_ask_message where member_id = $1 and is_read = 0', [buyer.id])).toBe(0);
  });

  it.each([
    ['no ask_id', { reply_content: 'Yes' }, 400, 'ask_id'],
    ['ask_id not a number', { ask_id: 'x', reply_content: 'Yes' }, 400, 'ask_id'],
    ['blank answer', { ask_id: 'ASK', reply_content: '   ' }, 400, 'reply_content'],
    ['answer too long', { ask_id: 'ASK', reply_content: 'a'.repeat(501) }, 400, 'reply_content'],
    ['anonymous neither YES nor NO', { ask_id: 'ASK', reply_content: 'Yes', anonymous: 'maybe' }, 400, 'anonymous'],
    ['unknown question', { ask_id: 999_999_999, reply_content: 'Yes' }, 404, '999999999'],
  ])('POST asks/reply refuses %s naming it, and writes nothing', async (_case, sent: Record<string, string | number>, status, words) => {
    // 'ASK' stands for the question this case asks
    const withAsk = (askId: number) => Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, v === 'ASK' ? askId : v]));
    const goodsId = await freshGoods();
    const asker = await newBuyer(api);
    const buyer = await newBuyer(api);
    await boughtBy(api, buyer.id, goodsId);
    const question = await ask(asker.token, goodsId);
    const before = await count('select count(*)::int as n from goods_ask_reply');
    const response = await call('POST', '/buyer/members/asks/reply', buyer.token, withAsk(question.ask_id));
    expect(response.statusCode).toBe(status);
    expect(json<Refusal>(response).message).toContain(words);
    expect(await count('select count(*)::int as n from goods_ask_reply')).toBe(before);
    expect(await messages(asker.id)).toBe(0);
  });

  it.each([
    ['GET', '/buyer/members/asks/message?is_read=2', 'is_read'],
    ['GET', '/buyer/members/asks/message?page_size=0', 'page_size'],
    ['GET', '/buyer/members/asks/reply/list/member?reply_status=yes', 'reply_status'],
    ['PUT', '/buyer/members/asks/message/x/read', 'ids'],
    ['DELETE', '/buyer/members/asks/message/1,,2', 'ids'],
  ] as const)('%s %s is refused naming %s', async (method, url, words) => {
    const buyer = await newBuyer(api);
    const response = await call(method, url, buyer.token);
    expect(response.statusCode).toBe(400);
    expect(json<Refusal>(response).message).toContain(words);
  });

  it('needs a session for every member call', async () => {
    for (const [method, url] of [
      ['GET', '/buyer/members/asks/reply/list/member'],
      ['GET', '/buyer/members/asks/message'],
      ['PUT', '/buyer/members/asks/message/read'],
      ['PUT', '/buyer/members/asks/message/1/read'],
      ['DELETE', '/buyer/members/asks/message/1'],
    ] as const) {
      expect((await call(method, url, '')).statusCode).toBe(403);
    }
  });

  it('20 concurrent replies from one member to one question write one answer and one message', async () => {
    const goodsId = await freshGoods();
    const asker = await newBuyer(api);
    const buyer = await newBuyer(api);
    await boughtBy(api, buyer.id, goodsId);
    const question = await ask(asker.token, goodsId);
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => reply(buyer.token, question.ask_id, `Answer ${i}`)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await replies(question.ask_id)).toBe(1);
    expect(await messages(asker.id)).toBe(1);
  });
});
