import { expect, it } from 'vitest';
import type { MallReply, ProductQueryResult } from '../../src/core/contract/types';
import type {
  AskReply,
  FavoriteUpdate,
  GoodsAsk,
  GoodsComment,
  GoodsCommentCount,
  GoodsDetail,
  GoodsSaleRecord,
  GoodsSku,
  JavashopPage,
  MallPage,
  MemberAsk,
  MemberGoodsCard,
  ShopCollectionItem,
  TagGoods,
} from '../../src/core/contract/types-discovery';
import { describeBackends } from './support/backends';
import { newBuyer } from './support/buyers';
import { boughtBy } from './support/bought';
import { FORM, form, json, LOCALES_UNDER_TEST } from './support/client';

describeBackends(
  'discovery: goods detail and feedback',
  (api) => {
    const get = (url: string) => api.inject({ method: 'GET', url: `/api${url}` });
    const detail = async (goodsId: number | string, lang = 'es_MX') =>
      json<MallReply<GoodsDetail | null>>(await get(`/mallpcapi/product/productDetail?goodsId=${goodsId}&lang=${lang}`));
    const mustDetail = async (goodsId: number, lang = 'es_MX'): Promise<GoodsDetail> => {
      const reply = await detail(goodsId, lang);
      if (!reply.result) throw new Error(reply.message);
      return reply.result;
    };
    /** A listed goods with several skus, one sold out and one in stock: the interesting case. */
    const mixedGoods = async () => {
      const { rows } = await api.db.query<{ goods_id: number }>(
        `select k.goods_id from sku k join goods g on g.id = k.goods_id where g.market_enable = 1
       group by k.goods_id having count(*) >= 3 and bool_or(k.quantity = 0) and bool_or(k.quantity > 0) order by k.goods_id limit 1`,
      );
      if (!rows[0]) throw new Error('seed has no goods with a sold-out sku');
      return rows[0].goods_id;
    };
    const delisted = async () => {
      const { rows } = await api.db.query<{ id: number }>('select id from goods where market_enable = 0 order by id limit 1');
      if (rows[0]) return rows[0].id;
      await api.db.query('update goods set market_enable = 0 where id = 299');
      return 299;
    };

    it.each(LOCALES_UNDER_TEST)('productDetail: names, specs over the sku matrix, tiers and shop in %s', async (lang) => {
      const id = await mixedGoods();
      const d = await mustDetail(id, lang);
      const { rows } = await api.db.query<{ name_es: string; name_en: string; name_zh: string; package_unit: number }>(
        'select name_es, name_en, name_zh, package_unit from goods where id = $1',
        [id],
      );
      const names = { es_MX: rows[0]?.name_es, en_US: rows[0]?.name_en, zh_CN: rows[0]?.name_zh };
      expect(d.name).toBe(names[lang]);
      expect(d.packageUnit).toBe(rows[0]?.package_unit);
      // every sku names one value of every axis, and every axis value is used by some sku
      for (const sku of d.skus) {
        expect(sku.specValueIds).toHaveLength(d.specs.length);
        sku.specValueIds.forEach((v, axis) => expect(d.specs[axis]?.values.map((x) => x.specValueId)).toContain(v));
        expect(sku.dropshipPrice).toBeGreaterThan(sku.price);
      }
      // the default sku is in stock and the cheapest of those in stock
      const inStock = d.skus.filter((s) => s.stock > 0);
      const chosen = d.skus.find((s) => s.skuId === d.defaultSkuId);
      expect(chosen?.stock).toBeGreaterThan(0);
      expect(chosen?.price).toBe(Math.min(...inStock.map((s) => s.price)));
      // tiers: first is the package unit at full price, then cheaper per unit as quantity grows
      expect(d.tiers[0]).toMatchObject({ minNum: d.packageUnit, rate: 1, price: d.price });
      for (let i = 1; i < d.tiers.length; i++) {
        expect(d.tiers[i]!.minNum).toBeGreaterThan(d.tiers[i - 1]!.minNum);
        expect(d.tiers[i]!.price).toBeLessThan(d.tiers[i - 1]!.price);
      }
      expect(d.shop.shopId).toBeGreaterThan(0);
      expect(d.shop.goodsCount).toBeGreaterThan(0);
      expect(d.images[0]).toMatch(/^http:\/\/.+\/uploads\/generated\/goods\/\d+\.svg$/);
      expect(d.intro).toContain('<table>');
    });

    it.each([
      ['missing goodsId', '', 'goodsId'],
      ['not a number', 'abc', 'goodsId'],
      ['zero', '0', 'goodsId'],
    ])('productDetail refuses %s with a message naming the field', async (_case, value, field) => {
      const reply = await detail(value, 'en_US');
      expect(reply).toMatchObject({ success: false, code: 400, result: null });
      expect(reply.message).toContain(field);
    });

    it.each(LOCALES_UNDER_TEST)('productDetail of unknown or delisted goods: 404 with the spec message (%s)', async (lang) => {
      const messages = {
        es_MX: 'El producto no existe o fue retirado del mercado',
        en_US: 'The product does not exist or has been removed from the market',
        zh_CN: '商品不存在或已下架',
      };
      for (const id of [999_999, await delisted()]) {
        const reply = await detail(id, lang);
        expect(reply).toMatchObject({ success: false, code: 404, result: null });
        expect(reply.message).toBe(messages[lang]);
      }
    });

    it('goods/{id}/skus has the Javashop shape and matches the detail', async () => {
      const id = await mixedGoods();
      const response = await get(`/buyer/goods/${id}/skus?lang=en_US`);
      expect(response.statusCode).toBe(200);
      const skus = json<GoodsSku[]>(response);
      const d = await mustDetail(id, 'en_US');
      expect(skus.map((s) => s.sku_id)).toEqual(d.skus.map((s) => s.skuId));
      for (const sku of skus) {
        expect(Object.keys(sku).sort()).toEqual([
          'enable_quantity',
          'goods_id',
          'goods_name',
          'goods_type',
          'price',
          'quantity',
          'sku_id',
          'sn',
          'spec_list',
          'thumbnail',
        ]);
        expect(sku.spec_list.map((s) => s.spec_name)).toEqual(d.specs.map((a) => a.specName));
      }
    });

    it('sku/{id}/goods-id finds the goods of a sku; unknown sku is 404, bad id 400', async () => {
      const id = await mixedGoods();
      const d = await mustDetail(id);
      const ok = await get(`/buyer/goods/sku/${d.skus[1]!.skuId}/goods-id`);
      expect(ok.statusCode).toBe(200);
      expect(json<number>(ok)).toBe(id);
      const missing = await get('/buyer/goods/sku/123456789/goods-id?lang=en_US');
      expect(missing.statusCode).toBe(404);
      expect(json<{ message: string }>(missing).message).toContain('123456789');
      const bad = await get('/buyer/goods/sku/x1/goods-id?lang=en_US');
      expect(bad.statusCode).toBe(400);
      expect(json<{ code: string; message: string }>(bad)).toMatchObject({ code: '004' });
      expect(json<{ message: string }>(bad).message).toContain('sku_id');
    });

    it.each([
      ['hot', (a: TagGoods, b: TagGoods) => a.buy_count >= b.buy_count],
      ['new', () => true],
      ['recommend', () => true],
    ] as const)('tags/%s/goods: in-stock goods, of one shop when asked, at most num', async (mark, ordered) => {
      const all = json<TagGoods[]>(await get(`/buyer/goods/tags/${mark}/goods`));
      expect(all).toHaveLength(5);
      const { rows } = await api.db.query<{ shop_id: number }>('select shop_id from goods where id = $1', [all[0]!.goods_id]);
      const shop = json<TagGoods[]>(await get(`/buyer/goods/tags/${mark}/goods?seller_id=${rows[0]!.shop_id}&num=3`));
      expect(shop.length).toBeGreaterThan(0);
      expect(shop.length).toBeLessThanOrEqual(3);
      for (let i = 1; i < shop.length; i++) expect(ordered(shop[i - 1]!, shop[i]!)).toBe(true);
      for (const g of [...all, ...shop]) {
        expect(g.enable_quantity).toBeGreaterThan(0);
        const sku = await api.db.query<{ goods_id: number; quantity: number }>('select goods_id, quantity from sku where id = $1', [
          g.sku_id,
        ]);
        expect(sku.rows[0]).toMatchObject({ goods_id: g.goods_id });
        expect(sku.rows[0]!.quantity).toBeGreaterThan(0);
      }
      const owners = await api.db.query<{ n: number }>('select count(distinct shop_id)::int as n from goods where id = any($1::bigint[])', [
        shop.map((g) => g.goods_id),
      ]);
      expect(owners.rows[0]?.n).toBe(1);
    });

    it.each([
      ['/buyer/goods/tags/cheap/goods', 'mark'],
      ['/buyer/goods/tags/hot/goods?num=0', 'num'],
      ['/buyer/goods/tags/hot/goods?seller_id=-1', 'seller_id'],
      ['/buyer/trade/goods/1/sales?page_size=1000', 'page_size'],
      ['/buyer/members/comments/goods/1?grade=great', 'grade'],
      ['/buyer/members/asks/list', 'goods_id'],
      ['/buyer/members/asks/list?goods_id=1&page_no=0', 'page_no'],
    ])('%s → 400 naming %s', async (url, field) => {
      const response = await get(`${url}${url.includes('?') ? '&' : '?'}lang=zh_CN`);
      expect(response.statusCode).toBe(400);
      const body = json<{ code: string; message: string }>(response);
      expect(body.code).toBe('004');
      expect(body.message).toContain(field);
    });

    it('sales records: paged, newest first, buyer names masked', async () => {
      const { rows } = await api.db.query<{ goods_id: number; n: number }>(
        'select goods_id, count(*)::int as n from goods_sale group by goods_id having count(*) >= 3 order by goods_id limit 1',
      );
      const { goods_id: id, n } = rows[0]!;
      const page = json<JavashopPage<GoodsSaleRecord>>(await get(`/buyer/trade/goods/${id}/sales?page_size=2`));
      expect(page).toMatchObject({ page_no: 1, page_size: 2, data_total: n });
      expect(page.data).toHaveLength(2);
      expect(page.data[0]!.create_time).toBeGreaterThanOrEqual(page.data[1]!.create_time);
      for (const sale of page.data) expect(sale.buyer_name).toMatch(/^.\*\*\*.?$/u);
      expect((await get('/buyer/trade/goods/999999/sales')).statusCode).toBe(404);
    });

    it('comments: counts agree with the list, the grade filter and photos filter work', async () => {
      const { rows } = await api.db.query<{ goods_id: number }>(
        `select goods_id from goods_comment group by goods_id having count(distinct grade) >= 2 order by count(*) desc, goods_id limit 1`,
      );
      const id = rows[0]!.goods_id;
      const count = json<GoodsCommentCount>(await get(`/buyer/members/comments/goods/${id}/count`));
      expect(count.all_count).toBe(count.good_count + count.neutral_count + count.bad_count);
      const all = json<JavashopPage<GoodsComment>>(await get(`/buyer/members/comments/goods/${id}?page_size=50`));
      expect(all.data_total).toBe(count.all_count);
      const good = json<JavashopPage<GoodsComment>>(await get(`/buyer/members/comments/goods/${id}?grade=good&page_size=50`));
      expect(good.data_total).toBe(count.good_count);
      expect(good.data.every((c) => c.grade === 'good')).toBe(true);
      const photos = json<JavashopPage<GoodsComment>>(await get(`/buyer/members/comments/goods/${id}?have_image=1&page_size=50`));
      expect(photos.data_total).toBe(count.image_count);
      expect(photos.data.every((c) => c.images.length > 0 && c.images.every((i) => i.startsWith('http')))).toBe(true);
      const d = await mustDetail(id);
      expect(d.commentCount).toBe(count.all_count);
      expect(d.goodRate).toBe(Math.round((count.good_count / count.all_count) * 100));
    });

    it('asks: anonymous askers are not named, answered ones carry the reply', async () => {
      const { rows } = await api.db.query<{ goods_id: number }>(
        `select goods_id from goods_ask group by goods_id having bool_or(anonymous = 'YES') and bool_or(anonymous = 'NO') order by goods_id limit 1`,
      );
      const id = rows[0]!.goods_id;
      const page = json<JavashopPage<GoodsAsk>>(await get(`/buyer/members/asks/list?goods_id=${id}`));
      expect(page.data.length).toBeGreaterThanOrEqual(2);
      for (const ask of page.data) {
        expect(ask.member_name === '').toBe(ask.anonymous === 'YES');
        expect(ask.reply_status).toBe(ask.reply ? 1 : 0);
      }
    });

    it('productGoods lists other goods of the same category family', async () => {
      const d = await mustDetail(1);
      const reply = json<MallReply<{ goodsId: number; skuId: number }[]>>(await get('/mallpcapi/product/productGoods?goodsId=1&num=6'));
      expect(reply.result).toHaveLength(6);
      expect(reply.result.map((g) => g.goodsId)).not.toContain(1);
      const { rows } = await api.db.query<{ n: number }>(
        'select count(*)::int as n from goods where id = any($1::bigint[]) and grand_id = $2',
        [reply.result.map((g) => g.goodsId), d.grandId],
      );
      expect(rows[0]?.n).toBe(6);
    });

    it('productQuery cards carry an in-stock sku whenever the goods has one', async () => {
      const id = await mixedGoods();
      // make the cheapest sku the sold-out one, so "cheapest" and "in stock" disagree
      const { rows } = await api.db.query<{ id: number }>('select id from sku where goods_id = $1 and quantity = 0 order by id limit 1', [
        id,
      ]);
      await api.db.query('update sku set price_cents = 1 where id = $1', [rows[0]!.id]);
      const { rows: goods } = await api.db.query<{ shop_id: number }>('select shop_id from goods where id = $1', [id]);
      const reply = json<MallReply<ProductQueryResult>>(
        await get(`/mallpcapi/product/productQuery?shopId=${goods[0]!.shop_id}&pageSize=100`),
      );
      const card = reply.result.list.find((p) => p.goodsId === id);
      expect(card).toBeDefined();
      const sku = await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [card!.skuId]);
      expect(sku.rows[0]!.quantity).toBeGreaterThan(0);
      expect(card!.skuId).toBe((await mustDetail(id)).defaultSkuId);
    });
    // --- asks, favourites, collected shops, footprint -------------------------------------------

    const count = async (table: string, where = 'true', params: unknown[] = []) =>
      (await api.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params)).rows[0]!.n;
    const auth = (token: string) => ({ authorization: token });
    const post = (url: string, token: string | undefined, payload: Record<string, string | number>) =>
      api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, ...(token ? auth(token) : {}) }, payload: form(payload) });
    const getAs = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: auth(token) });
    const favorite = (token: string | undefined, body: unknown, contentType = 'application/json') =>
      api.inject({
        method: 'POST',
        url: '/api/mallpcapi/memberFavorite/updateFavorite?lang=en_US',
        headers: { 'content-type': contentType, ...(token ? auth(token) : {}) },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });

    it('asks: a member asks anonymously; the goods list, my asks, detail, relation and replies agree', async () => {
      const buyer = await newBuyer(api);
      const other = await newBuyer(api);
      const goodsId = await mixedGoods();
      const before = await count('goods_ask', 'goods_id = $1', [goodsId]);
      const created = await post('/buyer/members/asks?lang=en_US', buyer.token, {
        goods_id: goodsId,
        ask_content: '  Does it come in boxes of 12?  ',
        anonymous: 'YES',
      });
      expect(created.statusCode).toBe(200);
      const ask = json<MemberAsk>(created);
      expect(ask).toMatchObject({
        goods_id: goodsId,
        content: 'Does it come in boxes of 12?',
        anonymous: 'YES',
        member_name: '',
        reply: null,
        reply_status: 0,
        reply_num: 0,
      });
      expect(await count('goods_ask', 'goods_id = $1', [goodsId])).toBe(before + 1);

      const list = json<JavashopPage<GoodsAsk>>(await get(`/buyer/members/asks/list?goods_id=${goodsId}`));
      expect(list.data[0]).toMatchObject({ ask_id: ask.ask_id, member_name: '', anonymous: 'YES' });
      const mine = json<JavashopPage<MemberAsk>>(await getAs('/buyer/members/asks?lang=en_US', buyer.token));
      expect(mine.data_total).toBe(1);
      expect(mine.data[0]).toMatchObject({ ask_id: ask.ask_id, goods_name: (await mustDetail(goodsId, 'en_US')).name });
      expect(mine.data[0]!.goods_img).toMatch(/^http/);
      expect(json<JavashopPage<MemberAsk>>(await getAs('/buyer/members/asks', other.token)).data_total).toBe(0);

      const detail = await get(`/buyer/members/asks/detail/${ask.ask_id}`);
      expect(detail.statusCode).toBe(200);
      expect(json<MemberAsk>(detail)).toMatchObject({ ask_id: ask.ask_id, content: ask.content });
      const related = json<MemberAsk[]>(await get(`/buyer/members/asks/relation/${ask.ask_id}/${goodsId}?num=20`));
      expect(related.map((a) => a.ask_id)).not.toContain(ask.ask_id);
      expect(related.length).toBe(Math.min(20, before));
      expect(related.every((a) => a.goods_id === goodsId)).toBe(true);

      // only a buyer of the goods may answer (issue 12 §2; tests/api/member-asks.test.ts)
      await boughtBy(api, other.id, goodsId);
      const answered = await post('/buyer/members/asks/reply', other.token, {
        ask_id: ask.ask_id,
        reply_content: 'Yes, 12 per box.',
        anonymous: 'NO',
      });
      expect(answered.statusCode).toBe(200);
      expect(json<AskReply>(answered)).toMatchObject({ ask_id: ask.ask_id, content: 'Yes, 12 per box.', anonymous: 'NO' });
      expect(json<AskReply>(answered).member_name).toMatch(/^.\*\*\*.?$/u);
      const replies = json<JavashopPage<AskReply>>(await get(`/buyer/members/asks/reply/list/${ask.ask_id}`));
      expect(replies.data_total).toBe(1);
      expect(json<MemberAsk>(await get(`/buyer/members/asks/detail/${ask.ask_id}`)).reply_num).toBe(1);
    });

    it('asks: a named ask shows the masked asker', async () => {
      const buyer = await newBuyer(api);
      const ask = json<MemberAsk>(await post('/buyer/members/asks', buyer.token, { goods_id: 2, ask_content: '¿Tiene factura?' }));
      expect(ask.anonymous).toBe('NO');
      expect(ask.member_name).toMatch(/^.\*\*\*.?$/u);
    });

    it.each([
      ['no goods_id', { ask_content: 'hola' }, 400, 'goods_id'],
      ['goods_id not a number', { goods_id: 'x', ask_content: 'hola' }, 400, 'goods_id'],
      ['blank question', { goods_id: 1, ask_content: '   ' }, 400, 'ask_content'],
      ['question too long', { goods_id: 1, ask_content: 'a'.repeat(501) }, 400, 'ask_content'],
      ['anonymous neither YES nor NO', { goods_id: 1, ask_content: 'hola', anonymous: 'maybe' }, 400, 'anonymous'],
      ['unknown goods', { goods_id: 999_999, ask_content: 'hola' }, 404, 'product'],
    ])('POST asks refuses %s, and writes nothing', async (_case, payload, status, words) => {
      const buyer = await newBuyer(api);
      const before = await count('goods_ask');
      const response = await post('/buyer/members/asks?lang=en_US', buyer.token, payload);
      expect(response.statusCode).toBe(status);
      expect(json<{ message: string }>(response).message).toContain(words);
      expect(await count('goods_ask')).toBe(before);
    });

    it.each([
      ['no ask_id', { reply_content: 'sí' }, 400, 'ask_id'],
      ['blank answer', { ask_id: 1, reply_content: '' }, 400, 'reply_content'],
      ['answer too long', { ask_id: 1, reply_content: 'b'.repeat(501) }, 400, 'reply_content'],
      ['unknown question', { ask_id: 99_999_999, reply_content: 'sí' }, 404, '99999999'],
    ])('POST asks/reply refuses %s, and writes nothing', async (_case, payload, status, words) => {
      const buyer = await newBuyer(api);
      const before = await count('goods_ask_reply');
      const response = await post('/buyer/members/asks/reply?lang=en_US', buyer.token, payload);
      expect(response.statusCode).toBe(status);
      expect(json<{ message: string }>(response).message).toContain(words);
      expect(await count('goods_ask_reply')).toBe(before);
    });

    it('asking, answering and my asks need a member: 403, nothing written', async () => {
      const asks = await count('goods_ask');
      const replies = await count('goods_ask_reply');
      expect((await post('/buyer/members/asks', undefined, { goods_id: 1, ask_content: 'hola' })).statusCode).toBe(403);
      expect((await post('/buyer/members/asks/reply', 'not-a-token', { ask_id: 1, reply_content: 'hola' })).statusCode).toBe(403);
      expect((await get('/buyer/members/asks')).statusCode).toBe(403);
      expect(await count('goods_ask')).toBe(asks);
      expect(await count('goods_ask_reply')).toBe(replies);
    });

    it.each([
      ['/buyer/members/asks/detail/0', 400, 'ask_id'],
      ['/buyer/members/asks/detail/99999999', 404, '99999999'],
      ['/buyer/members/asks/relation/1/x', 400, 'goods_id'],
      ['/buyer/members/asks/relation/1/1?num=100', 400, 'num'],
      ['/buyer/members/asks/reply/list/abc', 400, 'ask_id'],
      ['/buyer/members/asks/reply/list/99999999', 404, '99999999'],
    ])('GET %s → %i naming %s', async (url, status, words) => {
      const response = await get(`${url}${url.includes('?') ? '&' : '?'}lang=en_US`);
      expect(response.statusCode).toBe(status);
      expect(json<{ message: string }>(response).message).toContain(words);
    });

    it('favourite: JSON on and off, listed by query_page (all, or one goods)', async () => {
      const buyer = await newBuyer(api);
      const page = async (query = '') =>
        json<MallReply<MallPage<MemberGoodsCard>>>(await getAs(`/mallpcapi/memberFavorite/query_page?${query}`, buyer.token)).result;
      for (const goodsId of [3, 4]) {
        const reply = json<MallReply<FavoriteUpdate>>(await favorite(buyer.token, { goodsId, favorite: true }));
        expect(reply).toMatchObject({ success: true, result: { goodsId, favorite: true } });
      }
      await favorite(buyer.token, { goodsId: 4, favorite: true }); // twice is still once
      expect((await page()).total).toBe(2);
      expect((await page('goodsId=3')).list.map((g) => g.goodsId)).toEqual([3]);
      expect((await page('pageSize=1&pageNo=2')).list).toHaveLength(1);
      expect(json<MallReply<FavoriteUpdate>>(await favorite(buyer.token, { goodsId: 3, favorite: false })).success).toBe(true);
      expect((await page('goodsId=3')).total).toBe(0);
      expect((await page()).list.map((g) => g.goodsId)).toEqual([4]);
    });

    it.each([
      ['a form body', 'goodsId=3&favorite=true', 'application/x-www-form-urlencoded', 400, 'JSON'],
      ['no goodsId', { favorite: true }, 'application/json', 400, 'goodsId'],
      ['goodsId not a number', { goodsId: 'three', favorite: true }, 'application/json', 400, 'goodsId'],
      ['favorite not a boolean', { goodsId: 3, favorite: 'yes' }, 'application/json', 400, 'favorite'],
      ['an array body', [3], 'application/json', 400, 'goodsId'],
      ['unknown goods', { goodsId: 999_999, favorite: true }, 'application/json', 404, 'product'],
    ])('updateFavorite refuses %s, and writes nothing', async (_case, body, contentType, code, words) => {
      const buyer = await newBuyer(api);
      const reply = json<MallReply<null>>(await favorite(buyer.token, body, contentType));
      expect(reply).toMatchObject({ success: false, code, result: null });
      expect(reply.message).toContain(words);
      expect(await count('member_favorite', 'member_id = $1', [buyer.id])).toBe(0);
    });

    it('favourites and footprint need a member (code 502), nothing written', async () => {
      const before = await count('member_favorite');
      expect(json<MallReply<null>>(await favorite(undefined, { goodsId: 3, favorite: true })).code).toBe(502);
      expect(json<MallReply<null>>(await get('/mallpcapi/memberFavorite/query_page')).code).toBe(502);
      expect(json<MallReply<null>>(await get('/mallpcapi/product/queryBrowseRecord')).code).toBe(502);
      expect(await count('member_favorite')).toBe(before);
    });

    it('collect a shop: POST, check, list, DELETE; twice is once', async () => {
      const buyer = await newBuyer(api);
      const d = await mustDetail(5);
      const shopId = d.shop.shopId;
      const collected = async () => json<boolean>(await getAs(`/buyer/members/collection/shop/${shopId}`, buyer.token));
      expect(await collected()).toBe(false);
      expect((await post('/buyer/members/collection/shop', buyer.token, { shop_id: shopId })).statusCode).toBe(200);
      expect((await post('/buyer/members/collection/shop', buyer.token, { shop_id: shopId })).statusCode).toBe(200);
      expect(await collected()).toBe(true);
      const list = json<JavashopPage<ShopCollectionItem>>(await getAs('/buyer/members/collection/shops', buyer.token));
      expect(list.data_total).toBe(1);
      expect(list.data[0]).toMatchObject({ shop_id: shopId, shop_name: d.shop.shopName, goods_num: d.shop.goodsCount });
      const removed = await api.inject({
        method: 'DELETE',
        url: `/api/buyer/members/collection/shop/${shopId}`,
        headers: auth(buyer.token),
      });
      expect(removed.statusCode).toBe(200);
      expect(await collected()).toBe(false);
    });

    it.each([
      ['POST without shop_id', 'POST', '/buyer/members/collection/shop', {}, 400, 'shop_id'],
      ['POST shop_id not a number', 'POST', '/buyer/members/collection/shop', { shop_id: 'x' }, 400, 'shop_id'],
      ['POST unknown shop', 'POST', '/buyer/members/collection/shop', { shop_id: 999_999 }, 404, '999999'],
      ['DELETE bad id', 'DELETE', '/buyer/members/collection/shop/-1', {}, 400, 'shop_id'],
      ['GET bad id', 'GET', '/buyer/members/collection/shop/abc', {}, 400, 'shop_id'],
    ] as const)('collection/shop refuses %s, and writes nothing', async (_case, method, url, payload, status, words) => {
      const buyer = await newBuyer(api);
      const response = await api.inject({
        method,
        url: `/api${url}?lang=en_US`,
        headers: { ...auth(buyer.token), ...(method === 'POST' ? FORM : {}) },
        ...(method === 'POST' ? { payload: form(payload) } : {}),
      });
      expect(response.statusCode).toBe(status);
      expect(json<{ message: string }>(response).message).toContain(words);
      expect(await count('shop_collection', 'member_id = $1', [buyer.id])).toBe(0);
    });

    it('collection/shop needs a member: 403, nothing written', async () => {
      const before = await count('shop_collection');
      expect((await post('/buyer/members/collection/shop', undefined, { shop_id: 1 })).statusCode).toBe(403);
      expect((await get('/buyer/members/collection/shop/1')).statusCode).toBe(403);
      expect(await count('shop_collection')).toBe(before);
    });

    it('footprint: a member viewing a product is recorded once, newest first; a visitor is not', async () => {
      const buyer = await newBuyer(api);
      const visitorBefore = await count('browse_record');
      await get('/mallpcapi/product/productDetail?goodsId=6');
      await api.inject({ method: 'GET', url: '/api/mallpcapi/product/productDetail?goodsId=6', headers: auth('not-a-token') });
      expect(await count('browse_record')).toBe(visitorBefore);
      for (const id of [6, 7, 6]) {
        const reply = json<MallReply<GoodsDetail>>(await getAs(`/mallpcapi/product/productDetail?goodsId=${id}`, buyer.token));
        expect(reply.success).toBe(true);
        api.advance(1500);
      }
      const page = json<MallReply<MallPage<MemberGoodsCard>>>(
        await getAs('/mallpcapi/product/queryBrowseRecord?pageSize=10', buyer.token),
      ).result;
      expect(page.total).toBe(2);
      expect(page.list.map((g) => g.goodsId)).toEqual([6, 7]);
      expect(page.list[0]!.time).toBeGreaterThan(page.list[1]!.time);
      const bad = json<MallReply<null>>(await getAs('/mallpcapi/product/queryBrowseRecord?pageSize=0&lang=en_US', buyer.token));
      expect(bad).toMatchObject({ success: false, code: 400 });
      expect(bad.message).toContain('pageSize');
    });
  },
  {},
  'both',
);
