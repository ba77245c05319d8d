// Issue 12 §1: a received order's goods are reviewed once per sku (rating 1–5, content 1–500, up
// to 3 of the member's own JPG/PNG uploads, anonymous or not), then followed up once within
// REVIEW_FOLLOW_UP_DAYS; the order's comment_status, allow_comment, the WAIT_COMMENT tab and
// pending_comment_count follow; the product page shows the review and counts it at once.
import { expect, it } from 'vitest';
import { REVIEW_FOLLOW_UP_DAYS } from '../../src/core/contract/rules-reviews';
import type { MallReply } from '../../src/core/contract/types';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

interface Saved {
  comment_id: number;
  order_sn: string;
  comment_status: string;
}
interface Refusal {
  code: string;
  message: string;
}
interface Order {
  comment_status: string;
  order_operate_allowable_vo: { allow_comment: boolean };
}
interface GoodsComment {
  comment_id: number;
  member_name: string;
  grade: string;
  images: string[];
  additional: { content: string; images: string[] } | null;
}
interface Counts {
  all_count: number;
  good_count: number;
  bad_count: number;
  image_count: number;
}

describeBackends('reviews', (api: ApiHarness) => {
  const call = (method: 'GET' | 'POST', url: string, token: string, body?: Record<string, string | string[]>) =>
    api.inject({
      method,
      url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en_US`,
      headers: { ...(body ? FORM : {}), authorization: token },
      ...(body ? { payload: form(body) } : {}),
    });
  const get = (url: string, token = '') => call('GET', url, token);
  const post = (url: string, token: string, body: Record<string, string | string[]> = {}) => call('POST', url, token, body);

  async function photo(token: string, data = PNG, name = 'p.png'): Promise<string> {
    const boundary = 'vitrinareview';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\nmember/comment\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/upload/file?lang=en_US',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const reply = json<MallReply<string | null>>(response);
    if (!reply.success || !reply.result) throw new Error(`upload refused: ${reply.message}`);
    return reply.result;
  }

  let offset = 0;
  /** A buyer with one order of `n` skus of one shop, received and completed. */
  async function completedOrder(n: number, status = 'COMPLETE') {
    const buyer = await newBuyer(api);
    offset += 1;
    const { rows: skus } = await api.db.query<{ sku_id: number; goods_id: number; package_unit: number }>(
      `with shop as (
         select g.shop_id from goods g join sku s on s.goods_id = g.id
         where g.market_enable = 1 and s.quantity >= g.package_unit * 4
         group by g.shop_id having count(*) >= $1 order by g.shop_id offset $2 limit 1)
       select s.id as sku_id, s.goods_id, g.package_unit from sku s join goods g on g.id = s.goods_id
       where g.shop_id = (select shop_id from shop) and g.market_enable = 1 and s.quantity >= g.package_unit * 4
       order by s.id limit $1`,
      [n, offset],
    );
    if (skus.length < n) throw new Error('not enough stocked skus in one shop');
    await post('/buyer/members/address', buyer.token, {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 1',
      zip: '06700',
    });
    for (const sku of skus) await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await post('/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    const trade = json<{ order_list: { sn: string }[] }>(
      await post('/buyer/trade/create', buyer.token, { idempotency_key: `reviews-${buyer.id}` }),
    );
    const sn = trade.order_list[0]?.sn ?? '';
    if (status !== 'NEW') {
      await api.db.query(`update trade_order set order_status = $2, pay_status = 'PAY_YES', ship_status = 'SHIP_ROG' where sn = $1`, [
        sn,
        status,
      ]);
    }
    return { buyer, sn, skus };
  }
  const reviewCount = async (sn: string) =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from goods_comment where order_sn = $1', [sn])).rows[0]?.n;
  const counts = async (goodsId: number) => json<Counts>(await get(`/buyer/members/comments/goods/${goodsId}/count`));

  it('moves an order UNFINISHED → WAIT_CHASE → FINISHED; the tab, allow_comment, counts and product page follow', async () => {
    const { buyer, sn, skus } = await completedOrder(2);
    const [first, second] = skus;
    if (!first || !second) throw new Error('two skus expected');
    const order = async () => json<Order>(await get(`/buyer/trade/orders/${sn}`, buyer.token));
    const waiting = async () =>
      json<{ data: { sn: string }[] }>(await get('/buyer/trade/orders?order_status=WAIT_COMMENT', buyer.token)).data.map((o) => o.sn);
    const pendingCount = async () =>
      json<{ pending_comment_count: number }>(await get('/buyer/members/statistics', buyer.token)).pending_comment_count;
    const pending = async () =>
      json<{ data: { sku_id: number }[]; data_total: number }>(await get(`/buyer/members/comments/pending?order_sn=${sn}`, buyer.token));

    expect(await order()).toMatchObject({ comment_status: 'UNFINISHED', order_operate_allowable_vo: { allow_comment: true } });
    expect(await waiting()).toEqual([sn]);
    expect(await pendingCount()).toBe(1);
    expect((await pending()).data.map((p) => p.sku_id).sort()).toEqual([first.sku_id, second.sku_id].sort());

    const before = await counts(first.goods_id);
    const detail = async () =>
      json<MallReply<{ commentCount: number }>>(await get(`/mallpcapi/product/productDetail?goodsId=${first.goods_id}`)).result
        .commentCount;
    const detailBefore = await detail();
    const photos = [await photo(buyer.token), await photo(buyer.token), await photo(buyer.token)];
    const one = await post('/buyer/members/comments', buyer.token, {
      order_sn: sn,
      sku_id: String(first.sku_id),
      rating: '5',
      content: 'Llegó bien empacado',
      images: photos,
      anonymous: '1',
    });
    expect(one.statusCode, one.body).toBe(200);
    const saved = json<Saved>(one);
    expect(saved.comment_status).toBe('UNFINISHED');
    expect(await order()).toMatchObject({ order_operate_allowable_vo: { allow_comment: true } });

    // at once on the product page: listed first, anonymous, with its photos, and counted
    const listed = json<{ data: GoodsComment[] }>(await get(`/buyer/members/comments/goods/${first.goods_id}`)).data[0];
    expect(listed).toMatchObject({ comment_id: saved.comment_id, member_name: '', grade: 'good', additional: null });
    expect(listed?.images).toHaveLength(3);
    expect(listed?.images[0]).toMatch(/^https?:\/\/.+\/uploads\/comments\//);
    const after = await counts(first.goods_id);
    expect(after.all_count - before.all_count).toBe(1);
    expect(after.good_count - before.good_count).toBe(1);
    expect(after.image_count - before.image_count).toBe(1);
    expect((await detail()) - detailBefore).toBe(1);

    const two = json<Saved>(
      await post('/buyer/members/comments', buyer.token, { order_sn: sn, sku_id: String(second.sku_id), rating: '2', content: 'Regular' }),
    );
    expect(two.comment_status).toBe('WAIT_CHASE');
    expect(await order()).toMatchObject({ comment_status: 'WAIT_CHASE', order_operate_allowable_vo: { allow_comment: false } });
    expect(await waiting()).toEqual([]);
    expect(await pendingCount()).toBe(0);
    expect((await pending()).data_total).toBe(0);

    // my comments: both, newest first, each open for its follow-up
    const mine = json<MallReply<{ list: { comment_id: number; can_follow_up: boolean; rating: number }[]; total: number }>>(
      await post('/mallpcapi/productComments/memberAllComments', buyer.token, {}),
    ).result;
    expect(mine.total).toBe(2);
    expect(mine.list.map((c) => [c.comment_id, c.rating, c.can_follow_up])).toEqual([
      [two.comment_id, 2, true],
      [saved.comment_id, 5, true],
    ]);

    const extra = await photo(buyer.token);
    const followed = await post('/buyer/members/comments/additional', buyer.token, {
      comment_id: String(saved.comment_id),
      content: 'Un mes después sigue perfecto',
      images: [extra],
    });
    expect(json<Saved>(followed).comment_status).toBe('WAIT_CHASE');
    const shown = json<{ data: GoodsComment[] }>(await get(`/buyer/members/comments/goods/${first.goods_id}`)).data.find(
      (c) => c.comment_id === saved.comment_id,
    );
    expect(shown?.additional?.content).toBe('Un mes después sigue perfecto');
    expect(shown?.additional?.images).toHaveLength(1);
    const last = await post('/buyer/members/comments/additional', buyer.token, { comment_id: String(two.comment_id), content: 'Mejoró' });
    expect(json<Saved>(last).comment_status).toBe('FINISHED');
    expect((await order()).comment_status).toBe('FINISHED');

    // one follow-up only
    const again = await post('/buyer/members/comments/additional', buyer.token, { comment_id: String(two.comment_id), content: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(json<Refusal>(again).message).toBe('You have already added a follow-up to this review: only one is allowed');
  });

  it('refuses bad input with a field-named translated message and writes nothing', async () => {
    const { buyer, sn, skus } = await completedOrder(1);
    const sku = String(skus[0]?.sku_id);
    const other = await newBuyer(api);
    const foreign = await photo(other.token);
    const own = await photo(buyer.token);
    const fine = { order_sn: sn, sku_id: sku, rating: '4', content: 'Bien' };
    const cases: [Record<string, string | string[]>, number, string][] = [
      [{ ...fine, rating: '' }, 400, 'The field rating is required'],
      [{ ...fine, rating: '6' }, 400, 'The field rating must be a whole number between 1 and 5'],
      [{ ...fine, content: '   ' }, 400, 'The field content is required'],
      [{ ...fine, content: 'x'.repeat(501) }, 400, 'The field content allows at most 500 characters'],
      [{ ...fine, images: [own, own, own, own] }, 400, 'The field images allows at most 3 photos'],
      [{ ...fine, images: ['https://evil.example/x.png'] }, 400, 'The field images only takes JPG or PNG photos you uploaded'],
      [{ ...fine, images: [foreign] }, 400, 'The field images only takes JPG or PNG photos you uploaded'],
      [{ ...fine, sku_id: '999999999' }, 400, `The field sku_id is not a product of order ${sn}`],
      [{ ...fine, order_sn: 'NOPE' }, 404, 'The requested resource does not exist'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/buyer/members/comments', buyer.token, body);
      expect([response.statusCode, json<Refusal>(response).message], JSON.stringify(body).slice(0, 80)).toEqual([status, message]);
    }
    // another member's order is not found; an order not yet received cannot be reviewed
    expect((await post('/buyer/members/comments', other.token, fine)).statusCode).toBe(404);
    const unpaid = await completedOrder(1, 'NEW');
    const early = await post('/buyer/members/comments', unpaid.buyer.token, {
      ...fine,
      order_sn: unpaid.sn,
      sku_id: String(unpaid.skus[0]?.sku_id),
    });
    expect([early.statusCode, json<Refusal>(early).message]).toEqual([
      400,
      `Order ${unpaid.sn} cannot be reviewed yet: only received or completed orders can be`,
    ]);
    // translated
    const es = await api.inject({
      method: 'POST',
      url: '/api/buyer/members/comments?lang=es_MX',
      headers: { ...FORM, authorization: buyer.token },
      payload: form({ ...fine, rating: '0' }),
    });
    expect(json<Refusal>(es).message).toBe('El campo rating debe ser un número entero entre 1 y 5');
    expect(await reviewCount(sn)).toBe(0);
    expect(await reviewCount(unpaid.sn)).toBe(0);

    // the follow-up: once, within the window
    const saved = json<Saved>(await post('/buyer/members/comments', buyer.token, fine));
    expect(
      (await post('/buyer/members/comments/additional', other.token, { comment_id: String(saved.comment_id), content: 'x' })).statusCode,
    ).toBe(404);
    expect((await post('/buyer/members/comments/additional', buyer.token, { comment_id: String(saved.comment_id) })).statusCode).toBe(400);
    // the review written a day past the window (moving the app's clock would end the sessions too)
    await api.db.query('update goods_comment set created_at = created_at - $2 where id = $1', [
      saved.comment_id,
      (REVIEW_FOLLOW_UP_DAYS + 1) * 24 * 60 * 60,
    ]);
    const late = await post('/buyer/members/comments/additional', buyer.token, { comment_id: String(saved.comment_id), content: 'Tarde' });
    expect([late.statusCode, json<Refusal>(late).message]).toEqual([
      400,
      `A follow-up can be written within ${REVIEW_FOLLOW_UP_DAYS} days of the review`,
    ]);
    const mine = json<MallReply<{ list: { can_follow_up: boolean; additional: unknown }[] }>>(
      await post('/mallpcapi/productComments/memberAllComments', buyer.token, { commentId: String(saved.comment_id) }),
    ).result.list;
    expect(mine).toMatchObject([{ can_follow_up: false, additional: null }]);
    expect(json<Order>(await get(`/buyer/trade/orders/${sn}`, buyer.token)).comment_status).toBe('WAIT_CHASE');
  });

  it('a photo is checked by its content, not its name', async () => {
    const buyer = await newBuyer(api);
    await expect(photo(buyer.token, Buffer.from('<svg onload="alert(1)"/>'), 'x.png')).rejects.toThrow(/upload refused/);
  });

  it('20 concurrent submissions of one sku write one review', async () => {
    const { buyer, sn, skus } = await completedOrder(1);
    const body = { order_sn: sn, sku_id: String(skus[0]?.sku_id), rating: '5', content: 'Excelente' };
    const replies = await Promise.all(Array.from({ length: 20 }, () => post('/buyer/members/comments', buyer.token, body)));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await reviewCount(sn)).toBe(1);
    const order = json<Order>(await get(`/buyer/trade/orders/${sn}`, buyer.token));
    expect(order.comment_status).toBe('WAIT_CHASE');
  });
});
