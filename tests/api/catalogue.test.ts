import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { hanGrams } from '../../server/src/services/search/normalize';
import type { GrandCategory, MallReply, ProductListItem, ProductQueryResult } from '../../src/core/contract/types';
import { describeBackends } from './support/backends';
import { GOODS_CARD_KEYS, json, LOCALES_UNDER_TEST } from './support/client';

type QueryReply = MallReply<ProductQueryResult | null>;

describeBackends(
  'catalogue',
  (api) => {
    const query = async (params: Record<string, string | number>, lang = 'es_MX'): Promise<QueryReply> => {
      const search = new URLSearchParams({ lang, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
      const response = await api.inject({ method: 'GET', url: `/api/mallpcapi/product/productQuery?${search}` });
      expect(response.statusCode).toBe(200);
      return json<QueryReply>(response);
    };
    const list = async (params: Record<string, string | number>, lang = 'es_MX'): Promise<ProductQueryResult> => {
      const reply = await query(params, lang);
      expect(reply.success, reply.message).toBe(true);
      if (!reply.result) throw new Error('no result');
      return reply.result;
    };
    const goodsRow = async (id: number) => {
      const { rows } = await api.db.query<{
        id: number;
        name_es: string;
        name_en: string;
        name_zh: string;
        grand_id: number;
        category_id: number;
      }>('select id, name_es, name_en, name_zh, grand_id, category_id from goods where id = $1', [id]);
      if (!rows[0]) throw new Error(`no goods ${id}`);
      return rows[0];
    };

    it('lists 12 grand categories with 4–8 children named in three languages', async () => {
      const reply = json<MallReply<GrandCategory[]>>(
        await api.inject({ method: 'GET', url: '/api/mallpcapi/productCate/queryAllGrandCate' }),
      );
      expect(reply.success).toBe(true);
      expect(reply.result).toHaveLength(12);
      for (const grand of reply.result) {
        expect(Object.keys(grand).sort()).toEqual(['children', 'cn', 'en', 'grandId', 'image', 'mx']);
        expect(grand.children.length).toBeGreaterThanOrEqual(4);
        expect(grand.children.length).toBeLessThanOrEqual(8);
        expect(grand.image).toMatch(/^http:\/\/.+\/uploads\/generated\/category\/\d+\.svg$/);
        for (const child of grand.children) {
          expect(Object.keys(child).sort()).toEqual(['cateId', 'cn', 'en', 'mx']);
          expect(child.cn && child.en && child.mx).toBeTruthy();
        }
      }
      expect(reply.result[0]).toMatchObject({ cn: '电子产品', en: 'Electronics', mx: 'Electrónica' });
    });

    it('pages through listed goods with exactly the documented item keys', async () => {
      const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from goods where market_enable = 1');
      const page = await list({});
      expect(page.total).toBe(rows[0]?.n);
      expect(page).toMatchObject({ pageNo: 1, pageSize: 20 });
      expect(page.list).toHaveLength(20);
      for (const item of page.list) {
        expect(Object.keys(item).sort()).toEqual(GOODS_CARD_KEYS);
        expect(item.originalPrice).toBeGreaterThanOrEqual(item.price);
        // at most 2 decimals
        expect(Math.abs(item.price * 100 - Math.round(item.price * 100))).toBeLessThan(1e-6);
        expect(item.packageUnit).toBeGreaterThan(0);
      }
      const second = await list({ pageNo: 2 });
      const firstIds = new Set(page.list.map((item) => item.goodsId));
      expect(second.list.some((item) => firstIds.has(item.goodsId))).toBe(false);
      const beyond = await list({ pageNo: 1000 });
      expect(beyond.list).toEqual([]);
    });

    it.each([
      ['es_MX', 'name_es'],
      ['en_US', 'name_en'],
      ['zh_CN', 'name_zh'],
    ] as const)('names goods in the request’s language (%s)', async (lang, column) => {
      const page = await list({ pageSize: 5 }, lang);
      for (const item of page.list) expect(item.name).toBe((await goodsRow(item.goodsId))[column]);
    });

    const filters: [
      string,
      Record<string, string | number>,
      (item: ProductListItem, row: Awaited<ReturnType<typeof goodsRow>>) => boolean,
    ][] = [
      ['grand category', { productCateGrandId: 2 }, (_, row) => row.grand_id === 2],
      ['child category', { productCateId: 101 }, (_, row) => row.category_id === 101],
      ['price range', { minPrice: '100', maxPrice: '300.50' }, (item) => item.price >= 100 && item.price <= 300.5],
      ['in stock', { inStock: 1, sort: 'price_asc' }, (item) => item.stock > 0],
    ];
    it.each(filters)('filters by %s', async (_, params, holds) => {
      const page = await list({ ...params, pageSize: 100 });
      expect(page.total).toBeGreaterThan(0);
      for (const item of page.list) expect(holds(item, await goodsRow(item.goodsId))).toBe(true);
    });

    it('filters by shop', async () => {
      const { rows } = await api.db.query<{ shop_id: number }>('select shop_id from goods where market_enable = 1 order by id limit 1');
      const shopId = rows[0]?.shop_id ?? 0;
      const page = await list({ shopId, pageSize: 100 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.every((item) => item.shopId === shopId)).toBe(true);
    });

    it('filters by brand', async () => {
      const { rows } = await api.db.query<{ brand_id: number; name: string }>(
        'select g.brand_id, b.name from goods g join brand b on b.id = g.brand_id where market_enable = 1 order by g.id limit 1',
      );
      const brand = rows[0];
      const page = await list({ brandId: brand?.brand_id ?? 0, pageSize: 100 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.every((item) => item.brandName === brand?.name)).toBe(true);
    });

    it.each([
      ['price_asc', (a: ProductListItem, b: ProductListItem) => a.price <= b.price],
      ['price_desc', (a: ProductListItem, b: ProductListItem) => a.price >= b.price],
      ['sales', (a: ProductListItem, b: ProductListItem) => a.sales >= b.sales],
    ] as const)('sorts by %s', async (sort, ordered) => {
      const page = await list({ sort, pageSize: 50 });
      page.list.slice(1).forEach((item, i) => expect(ordered(page.list[i] as ProductListItem, item)).toBe(true));
    });

    it('sorts newest first', async () => {
      const page = await list({ sort: 'newest', pageSize: 30 });
      const { rows } = await api.db.query<{ id: number }>(
        'select id from goods where market_enable = 1 order by created_at desc, id desc limit 30',
      );
      expect(page.list.map((item) => item.goodsId)).toEqual(rows.map((row) => row.id));
    });

    it.each(['name_es', 'name_en', 'name_zh'] as const)('finds goods by their full %s', async (column) => {
      const row = await goodsRow(7);
      const page = await list({ keyword: row[column], pageSize: 100 });
      expect(page.list.map((item) => item.goodsId)).toContain(7);
    });

    it('matches without accents, in any case, and ranks the exact name first', async () => {
      const { rows } = await api.db.query<{ id: number; name_es: string }>(
        `select id, name_es from goods where market_enable = 1 and name_es ~ '[áéíóú]' order by id limit 1`,
      );
      const row = rows[0];
      if (!row) throw new Error('seed has no accented name');
      const plain = row.name_es.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      const page = await list({ keyword: plain, pageSize: 100 });
      expect(page.list.map((item) => item.goodsId)).toContain(row.id);
      expect(page.list[0]?.name.toLowerCase()).toBe(row.name_es.toLowerCase());
    });

    it.each([
      ['a substituted letter', (word: string) => word.slice(0, 2) + (word[2] === 'x' ? 'y' : 'x') + word.slice(3)],
      ['a dropped letter', (word: string) => word.slice(0, 3) + word.slice(4)],
      ['an extra letter', (word: string) => word.slice(0, 3) + 'q' + word.slice(3)],
      ['two swapped letters', (word: string) => word.slice(0, 2) + (word[3] ?? '') + (word[2] ?? '') + word.slice(4)],
    ])('still finds goods with %s in the keyword', async (_, misspell) => {
      const { rows } = await api.db.query<{ id: number; name_es: string }>(
        `select id, name_es from goods where market_enable = 1 and split_part(name_es, ' ', 1) ~ '^[A-Za-z]{6,}$' order by id limit 1`,
      );
      const row = rows[0];
      if (!row) throw new Error('seed has no long plain first word');
      const word = (row.name_es.split(' ')[0] ?? '').toLowerCase();
      const typo = misspell(word);
      expect(typo).not.toBe(word);
      const page = await list({ keyword: typo, pageSize: 100 });
      expect(page.total).toBeGreaterThan(0);
      const withWord = await list({ keyword: word, pageSize: 100 });
      expect(page.total).toBeGreaterThanOrEqual(withWord.total);
      expect(page.list.map((item) => item.goodsId)).toEqual(expect.arrayContaining(withWord.list.slice(0, 10).map((item) => item.goodsId)));
    });

    it.each([1, 2, 3])('finds goods by a Chinese word of %i characters', async (length) => {
      const row = await goodsRow(7);
      const word = [...row.name_zh]
        .filter((c) => /\p{Script=Han}/u.test(c))
        .slice(1, 1 + length)
        .join('');
      const page = await list({ keyword: word, pageSize: 100 }, 'zh_CN');
      expect(page.list.map((item) => item.goodsId)).toContain(7);
      // by its own name, or by its category's (issue 17: the path's names are searched too)
      const { rows } = await api.db.query<{ id: number; path: string }>(
        `select g.id, c.name_zh || ' ' || p.name_zh as path from goods g join category c on c.id = g.category_id
       join category p on p.id = g.grand_id where g.id = any($1::bigint[])`,
        [page.list.map((item) => item.goodsId)],
      );
      const paths = new Map(rows.map((r) => [Number(r.id), r.path]));
      for (const item of page.list) expect(`${item.name} ${paths.get(item.goodsId)}`).toContain(word);
    });

    it('computes search_cjk in the migration exactly as the seed does', async () => {
      const migration = await readFile(new URL('../../server/src/db/migrations/002-cjk-search.sql', import.meta.url), 'utf8');
      const update = /update goods[\s\S]*?\), ''\);/.exec(migration)?.[0];
      expect(update).toBeTruthy();
      await api.db.query(update?.replace(/;$/, '') ?? '');
      const { rows } = await api.db.query<{ name_zh: string; search_cjk: string }>('select name_zh, search_cjk from goods');
      for (const row of rows) expect(row.search_cjk).toBe(hanGrams(row.name_zh));
    });

    it('finds nothing for a keyword far from every word', async () => {
      expect((await list({ keyword: 'qqqqzzzzxxxx' })).total).toBe(0);
    });

    it('combines a keyword with category filters', async () => {
      const row = await goodsRow(7);
      const word = row.name_es.split(' ')[0] ?? '';
      const inCategory = await list({ keyword: word, productCateGrandId: row.grand_id, pageSize: 100 });
      expect(inCategory.list.map((item) => item.goodsId)).toContain(7);
      for (const item of inCategory.list) expect((await goodsRow(item.goodsId)).grand_id).toBe(row.grand_id);
      const otherGrand = row.grand_id === 1 ? 2 : 1;
      const elsewhere = await list({ keyword: row.name_es, productCateGrandId: otherGrand, pageSize: 100 });
      expect(elsewhere.list.map((item) => item.goodsId)).not.toContain(7);
      const child = await list({ keyword: word, productCateId: row.category_id, pageSize: 100 });
      expect(child.list.map((item) => item.goodsId)).toContain(7);
    });

    it('never lists goods removed from the market', async () => {
      const row = await goodsRow(11);
      await api.db.query('update goods set market_enable = 0 where id = 11');
      try {
        const page = await list({ keyword: row.name_es, pageSize: 100 });
        expect(page.list.map((item) => item.goodsId)).not.toContain(11);
      } finally {
        await api.db.query('update goods set market_enable = 1 where id = 11');
      }
    });

    const badInputs: [string, Record<string, string>, string][] = [
      ['pageSize 0', { pageSize: '0' }, 'pageSize'],
      ['pageSize 101', { pageSize: '101' }, 'pageSize'],
      ['pageSize not a number', { pageSize: 'ten' }, 'pageSize'],
      ['pageNo 0', { pageNo: '0' }, 'pageNo'],
      ['pageNo fractional', { pageNo: '1.5' }, 'pageNo'],
      ['unknown sort', { sort: 'cheapest' }, 'sort'],
      ['negative minPrice', { minPrice: '-1' }, 'minPrice'],
      ['minPrice with 3 decimals', { minPrice: '12.345' }, 'minPrice'],
      ['maxPrice not money', { maxPrice: '1e3' }, 'maxPrice'],
      ['min above max', { minPrice: '500', maxPrice: '100' }, 'minPrice'],
      ['category not an id', { productCateGrandId: 'electronics' }, 'productCateGrandId'],
      ['inStock not a flag', { inStock: '2' }, 'inStock'],
      ['keyword over 200 characters', { keyword: 'a'.repeat(201) }, 'keyword'],
    ];
    it.each(badInputs)('refuses %s with a 400 naming the field, in every locale', async (_, params, field) => {
      const messages = new Set<string>();
      for (const lang of LOCALES_UNDER_TEST) {
        const reply = await query(params, lang);
        expect(reply).toMatchObject({ success: false, code: 400, result: null });
        expect(reply.message).toContain(field);
        messages.add(reply.message);
      }
      expect(messages.size).toBe(3);
    });

    it('refuses a repeated single-valued parameter', async () => {
      const response = await api.inject({ method: 'GET', url: '/api/mallpcapi/product/productQuery?pageNo=1&pageNo=2&lang=en_US' });
      expect(json<QueryReply>(response)).toMatchObject({ success: false, code: 400, message: 'The field pageNo must be sent only once' });
    });

    it('accepts a keyword of exactly 200 characters', async () => {
      expect((await query({ keyword: 'a'.repeat(200) })).success).toBe(true);
    });
  },
  {},
  'both',
);
