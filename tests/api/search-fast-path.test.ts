import { expect, it } from 'vitest';
import type { Queryable } from '../../server/src/db/types';
import { correctTokens } from '../../server/src/services/search/keyword-correction';
import { isShortHan, tokenize } from '../../server/src/services/search/normalize';
import type { Locale } from '../../src/core/contract/locales';
import type { MallReply, ProductQueryResult } from '../../src/core/contract/types';
import { describeBackends } from './support/backends';
import { json } from './support/client';

/**
 * The product query's fast path (one statement per keyword search, counts and pages cached under
 * the catalogue version) against the plainest possible reference: every match counted, every
 * match sorted, then OFFSET — written here from the documented rules, sharing no SQL with the
 * server. Both must give the same total and the same page, item for item, on the seeded goods.
 */

type Params = Record<string, string | number>;

const SORTS: Record<string, string> = {
  price_asc: 'g.price_cents asc, g.id asc',
  price_desc: 'g.price_cents desc, g.id asc',
  sales: 'g.sales desc, g.id asc',
  newest: 'g.created_at desc, g.id desc',
};
const COLUMN: Record<Locale, string> = { es_MX: 'name_es', en_US: 'name_en', zh_CN: 'name_zh' };

/** The reference: plain SQL, no cache, no CTE, no index-ordered tricks. */
async function reference(q: Queryable, params: Params, lang: Locale) {
  const tokens = await correctTokens(q, [...new Set(tokenize(String(params.keyword ?? '')))].slice(0, 8));
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const where = ['g.market_enable = 1'];
  for (const alternatives of tokens) {
    where.push(
      `(${alternatives
        .map((t) =>
          isShortHan(t) ? `g.search_cjk like ${bind(`% ${t} %`)}` : `g.search_text like ${bind(`%${t.replace(/[\\%_]/g, '\\$&')}%`)}`,
        )
        .join(' or ')})`,
    );
  }
  if (params.productCateGrandId !== undefined) where.push(`g.grand_id = ${bind(Number(params.productCateGrandId))}`);
  if (params.productCateId !== undefined) where.push(`g.category_id = ${bind(Number(params.productCateId))}`);
  if (params.brandId !== undefined) where.push(`g.brand_id = ${bind(Number(params.brandId))}`);
  if (params.minPrice !== undefined) where.push(`g.price_cents >= ${bind(Math.round(Number(params.minPrice) * 100))}`);
  if (params.maxPrice !== undefined) where.push(`g.price_cents <= ${bind(Math.round(Number(params.maxPrice) * 100))}`);
  if (Number(params.inStock ?? 0) === 1) where.push('g.stock > 0');
  const sql = where.join(' and ');
  const { rows: counted } = await q.query<{ n: number }>(`select count(*)::int as n from goods g where ${sql}`, values);
  const total = counted[0]?.n ?? 0;
  const rank = tokens.map((alternatives) => alternatives[0]).join(' ');
  const sort = String(params.sort ?? 'relevance');
  let order = SORTS[sort] ?? 'g.sales desc, g.id asc';
  if (sort === 'relevance' && rank !== '' && total <= 5000) {
    const r = bind(rank);
    order = `strpos(g.search_text, ${r}) = 1 desc, strpos(' ' || g.search_text, ' ' || ${r}) > 0 desc, g.sales desc, g.id asc`;
  }
  const size = Number(params.pageSize ?? 20);
  const { rows } = await q.query<{
    id: number;
    name: string;
    price_cents: number;
    stock: number;
    sales: number;
    shop_name: string;
    brand_name: string;
  }>(
    `select g.id, g.${COLUMN[lang]} as name, g.price_cents, g.stock, g.sales, s.name as shop_name, b.name as brand_name
     from goods g join shop s on s.id = g.shop_id join brand b on b.id = g.brand_id
     where ${sql} order by ${order} limit ${bind(size)} offset ${bind((Number(params.pageNo ?? 1) - 1) * size)}`,
    values,
  );
  return {
    total,
    list: rows.map((r) => ({
      goodsId: r.id,
      name: r.name,
      price: r.price_cents / 100,
      stock: r.stock,
      sales: r.sales,
      shopName: r.shop_name,
      brandName: r.brand_name,
    })),
  };
}

describeBackends('search fast path', (api) => {
  const ask = async (params: Params, lang: Locale = 'es_MX'): Promise<ProductQueryResult> => {
    const search = new URLSearchParams({ lang, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
    const reply = json<MallReply<ProductQueryResult>>(
      await api.inject({ method: 'GET', url: `/api/mallpcapi/product/productQuery?${search}` }),
    );
    expect(reply.success, reply.message).toBe(true);
    return reply.result;
  };
  const same = async (params: Params, lang: Locale = 'es_MX') => {
    const expected = await reference(api.db, params, lang);
    for (const attempt of ['computed', 'cached']) {
      const got = await ask(params, lang);
      expect(got.total, `${attempt} total of ${JSON.stringify(params)}`).toBe(expected.total);
      expect(
        got.list.map(({ goodsId, name, price, stock, sales, shopName, brandName }) => ({
          goodsId,
          name,
          price,
          stock,
          sales,
          shopName,
          brandName,
        })),
        `${attempt} page of ${JSON.stringify(params)}`,
      ).toEqual(expected.list);
    }
    return expected;
  };
  const goods = async (id: number) => {
    const { rows } = await api.db.query<{
      name_es: string;
      name_en: string;
      name_zh: string;
      grand_id: number;
      category_id: number;
      price_cents: number;
    }>('select name_es, name_en, name_zh, grand_id, category_id, price_cents from goods where id = $1', [id]);
    if (!rows[0]) throw new Error(`no goods ${id}`);
    return rows[0];
  };
  const firstWord = (name: string) =>
    name
      .split(' ')
      .find((w) => /^\p{L}{5,}$/u.test(w))
      ?.toLowerCase() ?? name;

  it.each(['relevance', 'price_asc', 'price_desc', 'sales', 'newest'])(
    'lists every page exactly as the reference (sort %s)',
    async (sort) => {
      const g = await goods(7);
      const es = firstWord(g.name_es);
      const en = firstWord(g.name_en);
      const zh = [...g.name_zh]
        .filter((c) => /\p{Script=Han}/u.test(c))
        .slice(0, 2)
        .join('');
      const cases: [Params, Locale][] = [
        [{}, 'es_MX'],
        [{ keyword: es }, 'es_MX'],
        [{ keyword: es }, 'zh_CN'], // the same query in another language: names differ, pages are cached per language
        [{ keyword: en }, 'en_US'],
        [{ keyword: zh }, 'zh_CN'],
        [{ keyword: g.name_es }, 'es_MX'],
        [{ keyword: es.slice(0, 2) + 'x' + es.slice(3) }, 'es_MX'], // one letter wrong: trigram correction
        [{ keyword: es, productCateGrandId: g.grand_id }, 'es_MX'],
        [{ keyword: es, productCateId: g.category_id, inStock: 1 }, 'es_MX'],
        [{ keyword: `${en} ${es}` }, 'en_US'],
        [{ keyword: 'de' }, 'es_MX'], // no trigram: the whole catalogue is read
        [{ keyword: 'de', productCateGrandId: g.grand_id }, 'es_MX'],
        [{ productCateGrandId: g.grand_id, minPrice: '10', maxPrice: (g.price_cents / 50).toFixed(2) }, 'es_MX'],
        [{ keyword: 'qqqqzzzz' }, 'es_MX'],
      ];
      for (const [params, lang] of cases) {
        const first = await same({ ...params, sort, pageSize: 7 }, lang);
        const pages = Math.ceil(first.total / 7);
        for (const pageNo of [2, pages, pages + 1].filter((n) => n > 1)) await same({ ...params, sort, pageSize: 7, pageNo }, lang);
      }
    },
  );

  it('finds a few hundred goods by their words in three languages and category combined', async () => {
    // every seeded goods' first long word, with and without its grand category: the reference
    // and the fast path agree on all of them
    const { rows } = await api.db.query<{ id: number }>('select id from goods where market_enable = 1 order by id limit 40');
    for (const { id } of rows) {
      const g = await goods(id);
      await same({ keyword: firstWord(g.name_es), productCateGrandId: g.grand_id, pageSize: 5 }, 'es_MX');
      await same({ keyword: firstWord(g.name_en), pageSize: 5, sort: 'price_asc' }, 'en_US');
    }
  });

  it('never serves a cached page or count after a goods is delisted, renamed or repriced', async () => {
    const g = await goods(13);
    const params = { keyword: firstWord(g.name_es), pageSize: 100 };
    const before = await same(params);
    expect(before.list.map((item) => item.goodsId)).toContain(13);
    try {
      await api.db.query('update goods set market_enable = 0 where id = 13');
      const delisted = await same(params);
      expect(delisted.total).toBe(before.total - 1);
      expect(delisted.list.map((item) => item.goodsId)).not.toContain(13);
      await api.db.query('update goods set market_enable = 1, name_es = $1, price_cents = 1 where id = 13', [`${g.name_es} renombrado`]);
      const changed = await ask({ ...params, sort: 'price_asc' });
      expect(changed.list[0]).toMatchObject({ goodsId: 13, name: `${g.name_es} renombrado`, price: 0.01 });
      // browsing without a keyword counts once per filter set: the count must move too
      const browse = { productCateGrandId: g.grand_id, pageSize: 1 };
      const all = (await ask(browse)).total;
      await api.db.query('update goods set market_enable = 0 where id = 13');
      expect((await ask(browse)).total).toBe(all - 1);
    } finally {
      await api.db.query('update goods set market_enable = 1, name_es = $1, price_cents = $2 where id = 13', [g.name_es, g.price_cents]);
    }
    await same(params);
  });

  it('corrects a misspelt keyword against the current vocabulary, not a cached one', async () => {
    const invented = 'zumbadorx';
    const typo = 'zumbadrx';
    expect((await ask({ keyword: typo })).total).toBe(0);
    const { rows } = await api.db.query<{ search_text: string }>('select search_text from goods where id = 17');
    const original = rows[0]?.search_text ?? '';
    try {
      await api.db.query('update goods set search_text = search_text || $1 where id = 17', [` ${invented}`]);
      await api.db.query('insert into search_term (term) values ($1)', [invented]);
      const found = await ask({ keyword: typo });
      expect(found.list.map((item) => item.goodsId)).toEqual([17]);
    } finally {
      await api.db.query('delete from search_term where term = $1', [invented]);
      await api.db.query('update goods set search_text = $1 where id = 17', [original]);
    }
    expect((await ask({ keyword: typo })).total).toBe(0);
  });
});
