import { expect, it } from 'vitest';
import type { Queryable } from '../../server/src/db/types';
import { correctTokens } from '../../server/src/services/search/keyword-correction';
import { hanGrams, isShortHan, normalizeText, tokenize } from '../../server/src/services/search/normalize';
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

type Named = { column: 'category_id' | 'brand_id' | 'shop_id' | 'id'; id: number; text: string; keys: string[] };

/**
 * The catalogue's names as the rules say (issue 17): a category's text is its names and its
 * ancestors' in three languages, a brand's or shop's its name, normalised as keywords are, then
 * their Han grams; a keyword names a row when it equals one of its names normalised, or stemmed
 * by PostgreSQL's spanish (es names) or english (en names) configuration. Category ids are the
 * goods' own (lowest) level: a category's goods are those of every category under it.
 */
async function catalogueNames(q: Queryable): Promise<Named[]> {
  const { rows: cats } = await q.query<{ id: number; parent_id: number | null; name_es: string; name_en: string; name_zh: string }>(
    'select id, parent_id, name_es, name_en, name_zh from category',
  );
  const byId = new Map(cats.map((c) => [c.id, c]));
  const path = (id: number | null): typeof cats => {
    const c = id === null ? undefined : byId.get(id);
    return c ? [c, ...path(c.parent_id)] : [];
  };
  const { rows: brandsAndShops } = await q.query<{ col: 'brand_id' | 'shop_id'; id: number; name: string }>(
    `select 'brand_id' as col, id, name from brand union all select 'shop_id', id, name from shop`,
  );
  // every name stemmed in both configurations at once: one statement, not one per name
  const texts = [...new Set([...cats.flatMap((c) => [c.name_es, c.name_en]), ...brandsAndShops.map((r) => r.name)].map(normalizeText))];
  const { rows: stemRows } = await q.query<{ t: string; es: string; en: string }>(
    `select t, strip(to_tsvector('spanish', t))::text as es, strip(to_tsvector('english', t))::text as en from unnest($1::text[]) as t`,
    [texts],
  );
  const stemsOf = new Map(stemRows.map((r) => [r.t, r]));
  const keysOf = (es: string, en: string, zh: string) => {
    const sp = stemsOf.get(normalizeText(es))?.es;
    const enStem = stemsOf.get(normalizeText(en))?.en;
    return [
      ...new Set([
        normalizeText(es),
        normalizeText(en),
        normalizeText(zh),
        ...(sp ? [`sp:${sp}`] : []),
        ...(enStem ? [`en:${enStem}`] : []),
      ]),
    ];
  };
  const textOf = (names: string[], zh: string[]) => ` ${normalizeText(names.join(' '))} ${hanGrams(zh.join(' ')).trim()} `;
  const named: Named[] = [];
  for (const c of cats) {
    const up = path(c.id);
    // the goods of c are those whose category has c on its path
    for (const leaf of cats.filter((l) => path(l.id).some((a) => a.id === c.id))) {
      named.push({
        column: 'category_id',
        id: leaf.id,
        text: textOf(
          up.flatMap((a) => [a.name_es, a.name_en, a.name_zh]),
          up.map((a) => a.name_zh),
        ),
        keys: keysOf(c.name_es, c.name_en, c.name_zh),
      });
    }
  }
  for (const r of brandsAndShops) {
    named.push({ column: r.col, id: r.id, text: textOf([r.name], [r.name]), keys: keysOf(r.name, r.name, r.name) });
  }
  return named;
}

/** `catalogueNames` read again only when the catalogue version moves (a rename): the reference pages hundreds of times. */
const namesByVersion = new WeakMap<Queryable, Map<string, Promise<Named[]>>>();
async function namesNow(q: Queryable): Promise<Named[]> {
  const { rows } = await q.query<{ v: string }>('select version::text as v from catalogue_version');
  const version = rows[0]?.v ?? '';
  const ofDb = namesByVersion.get(q) ?? new Map<string, Promise<Named[]>>();
  namesByVersion.set(q, ofDb);
  const known = ofDb.get(version) ?? catalogueNames(q);
  ofDb.set(version, known);
  return known;
}

/** The reference: plain SQL, no cache, no CTE, no index-ordered tricks. */
async function reference(q: Queryable, params: Params, lang: Locale) {
  const typed = [...new Set(tokenize(String(params.keyword ?? '')))].slice(0, 8);
  const tokens = await correctTokens(q, typed);
  const names = tokens.length > 0 ? await namesNow(q) : [];
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const idsIn = (rows: Named[]) => rows.map((n) => `g.${n.column} = ${bind(n.id)}`);
  const where = ['g.market_enable = 1'];
  for (const [i, alternatives] of tokens.entries()) {
    const inNames = names.filter((n) => alternatives.some((t) => n.text.includes(isShortHan(t) ? ` ${t} ` : t)));
    // a sku code as typed, or its start, finds its goods (the first 50 by id)
    const { rows: bySku } = await q.query<{ goods_id: number }>(
      'select distinct goods_id from sku where starts_with(lower(sn), $1) order by goods_id limit 50',
      [typed[i] ?? ''],
    );
    inNames.push(...bySku.map((r) => ({ column: 'id' as const, id: Number(r.goods_id), text: '', keys: [] })));
    where.push(
      `(${[
        ...alternatives.map((t) =>
          isShortHan(t) ? `g.search_cjk like ${bind(`% ${t} %`)}` : `g.search_text like ${bind(`%${t.replace(/[\\%_]/g, '\\$&')}%`)}`,
        ),
        ...idsIn(inNames),
      ].join(' or ')})`,
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
  // the goods of what the whole keyword names come first, however many match
  const rankKeys = rank === '' || sort !== 'relevance' ? [] : await keysOfKeyword(q, rank);
  const namedIds = idsIn(names.filter((n) => n.keys.some((k) => rankKeys.includes(k))));
  if (namedIds.length > 0) order = `(${namedIds.join(' or ')}) desc, ${order}`;
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

/** The keyword's forms a name is compared with: normalised, and stemmed in Spanish and in English. */
async function keysOfKeyword(q: Queryable, keyword: string): Promise<string[]> {
  const { rows } = await q.query<{ es: string; en: string }>(
    `select strip(to_tsvector('spanish', $1))::text as es, strip(to_tsvector('english', $1))::text as en`,
    [keyword],
  );
  const row = rows[0];
  return [keyword, ...(row?.es ? [`sp:${row.es}`] : []), ...(row?.en ? [`en:${row.en}`] : [])];
}

describeBackends(
  'search fast path',
  (api) => {
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
          [{ keyword: 'VT000007-01' }, 'es_MX'], // a sku code finds its goods
          [{ keyword: 'vt00001' }, 'es_MX'], // and the start of one, its goods'
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

    it('finds goods by their category path, brand and shop, and a rename reaches the search at once', async () => {
      const g = await goods(21);
      const { rows } = await api.db.query<{ brand: string; shop: string; child: string; grand: string }>(
        `select b.name as brand, s.name as shop, c.name_es as child, p.name_en as grand from goods g join brand b on b.id = g.brand_id
       join shop s on s.id = g.shop_id join category c on c.id = g.category_id join category p on p.id = g.grand_id where g.id = 21`,
      );
      const names = rows[0];
      if (!names) throw new Error('goods 21 has no names');
      for (const keyword of [names.brand, names.shop, names.child, names.grand]) {
        const found = await same({ keyword, pageSize: 10 });
        expect(found.total, keyword).toBeGreaterThan(0);
      }
      const ids = (await api.db.query<{ brand_id: number; shop_id: number }>('select brand_id, shop_id from goods where id = 21')).rows[0];
      const brandId = ids?.brand_id;
      const shopId = ids?.shop_id;
      const grandEs = (await api.db.query<{ name: string }>('select name_es as name from category where id = $1', [g.grand_id])).rows[0]
        ?.name;
      try {
        await api.db.query(`update category set name_es = 'Zapatrónicos' where id = $1`, [g.grand_id]);
        await api.db.query(`update brand set name = 'Marcaxyzq' where id = $1`, [brandId]);
        await api.db.query(`update shop set name = 'Tiendaqwv Norte' where id = $1`, [shopId]);
        const byCategory = await same({ keyword: 'zapatronicos', pageSize: 5 });
        const inGrand = await api.db.query<{ n: number }>(
          'select count(*)::int as n from goods where grand_id = $1 and market_enable = 1',
          [g.grand_id],
        );
        expect(byCategory.total).toBe(inGrand.rows[0]?.n);
        expect((await ask({ keyword: 'zapatronicos', pageSize: 1 })).preselect).toEqual({ productCateGrandId: g.grand_id });
        const byBrand = await ask({ keyword: 'marcaxyzq', pageSize: 100 });
        expect(byBrand.list.map((item) => item.goodsId)).toContain(21);
        expect(byBrand.preselect).toEqual({ brandId });
        const byShop = await ask({ keyword: 'tiendaqwv norte', pageSize: 100 });
        expect(byShop.list.map((item) => item.goodsId)).toContain(21);
        // the new word is in the vocabulary too: a typo of it is corrected
        expect((await ask({ keyword: 'zapatronicoz', pageSize: 1 })).total).toBe(byCategory.total);
      } finally {
        await api.db.query('update category set name_es = $1 where id = $2', [grandEs, g.grand_id]);
        await api.db.query('update brand set name = $1 where id = $2', [names.brand, brandId]);
        await api.db.query('update shop set name = $1 where id = $2', [names.shop, shopId]);
      }
      expect((await ask({ keyword: 'zapatronicos' })).total).toBe(0);
    });

    it('normalises catalogue names in SQL exactly as keywords are normalised', async () => {
      const { rows } = await api.db.query<{ name: string; norm: string }>(
        `select name, search_norm(name) as norm from (
         select name_es as name from category union all select name_en from category union all select name_zh from category
         union all select name from brand union all select name from shop union all
         select unnest(array['Pañal ÚLTIMO', 'usb-c 5.3 ...', '-x- a.b. 玩具、电子', 'Niño/Niña (2 pzs)'])
       ) as names`,
      );
      for (const row of rows) expect(row.norm, row.name).toBe(normalizeText(row.name));
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
  },
  {},
  'both',
);
