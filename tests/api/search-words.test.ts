import { expect, it } from 'vitest';
import type { ApiErrorBody, SearchWord } from '../../src/core/contract/types';
import type { SuggestReply } from '../../src/core/contract/types-suggest';
import { normalizeText } from '../../server/src/services/search/normalize';
import { describeBackends } from './support/backends';
import { json, LOCALES_UNDER_TEST } from './support/client';

describeBackends(
  'autocomplete',
  (api) => {
    const words = async (keyword: string, lang = 'es_MX'): Promise<SearchWord[]> => {
      const response = await api.inject({
        method: 'GET',
        url: `/api/buyer/goods/search/words?keyword=${encodeURIComponent(keyword)}&lang=${lang}`,
      });
      expect(response.statusCode).toBe(200);
      return json<SearchWord[]>(response);
    };
    const firstWordOf = async (column: 'name_es' | 'name_en') => {
      const { rows } = await api.db.query<{ word: string }>(
        `select split_part(${column}, ' ', 1) as word from goods where market_enable = 1 and length(split_part(${column}, ' ', 1)) >= 6 order by id limit 1`,
      );
      return rows[0]?.word ?? '';
    };

    it('suggests at most 10 phrases starting with the keyword, most goods first', async () => {
      const word = await firstWordOf('name_es');
      const prefix = normalizeText(word).slice(0, 3);
      const result = await words(prefix);
      expect(result.length).toBeGreaterThan(0);
      expect(result.length).toBeLessThanOrEqual(10);
      for (const item of result) {
        expect(Object.keys(item).sort()).toEqual(['goods_num', 'words']);
        expect(item.goods_num).toBeGreaterThan(0);
      }
      const leading = result.filter((item) => normalizeText(item.words).startsWith(prefix));
      expect(leading.length).toBeGreaterThan(0);
      // prefix matches come first, ordered by goods count
      expect(result.slice(0, leading.length)).toEqual(leading);
      leading.slice(1).forEach((item, i) => expect(item.goods_num).toBeLessThanOrEqual(leading[i]?.goods_num ?? 0));
    });

    it('counts the goods whose names contain a suggested word', async () => {
      const word = await firstWordOf('name_es');
      const top = (await words(word)).find((item) => normalizeText(item.words) === normalizeText(word));
      const { rows } = await api.db.query<{ n: number }>(
        `select count(*)::int as n from goods where market_enable = 1 and (' ' || lower(name_es) || ' ') like $1`,
        [`% ${word.toLowerCase()} %`],
      );
      expect(top?.goods_num).toBe(rows[0]?.n);
    });

    it('suggests in the request’s language', async () => {
      const english = await firstWordOf('name_en');
      const en = await words(english.slice(0, 4), 'en_US');
      expect(en.length).toBeGreaterThan(0);
      expect(normalizeText(en[0]?.words ?? '')).toMatch(new RegExp(`^${normalizeText(english.slice(0, 4))}`));
      const { rows } = await api.db.query<{ name: string }>(
        'select name_zh as name from goods where market_enable = 1 order by id limit 1',
      );
      const han = [...(rows[0]?.name ?? '')]
        .filter((c) => /\p{Script=Han}/u.test(c))
        .slice(-2)
        .join('');
      const zh = await words(han, 'zh_CN');
      expect(zh.length).toBeGreaterThan(0);
      expect(zh.every((item) => item.words.includes(han))).toBe(true);
    });

    it('finds words inside phrases and survives a typo', async () => {
      const word = normalizeText(await firstWordOf('name_es'));
      const typo = word.slice(0, 2) + (word[2] === 'x' ? 'y' : 'x') + word.slice(3);
      const fixed = await words(typo);
      expect(fixed.length).toBeGreaterThan(0);
      expect(fixed.some((item) => normalizeText(item.words).startsWith(word))).toBe(true);
      const inner = await words('bluetooth', 'en_US');
      expect(inner.length).toBeGreaterThan(0);
    });

    it('ignores single quotes and accents, and returns nothing for nothing', async () => {
      const word = await firstWordOf('name_es');
      const plain = normalizeText(word).slice(0, 4);
      expect(await words(`${plain.slice(0, 2)}'${plain.slice(2)}`)).toEqual(await words(plain));
      expect(await words(plain.toUpperCase())).toEqual(await words(plain));
      expect(await words('')).toEqual([]);
      expect(await words("'")).toEqual([]);
      expect(await words('zzqqxxjj')).toEqual([]);
    });

    it.each(LOCALES_UNDER_TEST)('refuses a keyword over 200 characters with a 400 (%s)', async (lang) => {
      const response = await api.inject({ method: 'GET', url: `/api/buyer/goods/search/words?keyword=${'a'.repeat(201)}&lang=${lang}` });
      expect(response.statusCode).toBe(400);
      const body = json<ApiErrorBody>(response);
      expect(body.code).toBe('004');
      expect(body.message).toContain('keyword');
      expect(body.message).toContain('200');
    });

    // issue 17 §2: every section in one reply, names found in any of the three languages
    const sections = async (keyword: string, lang = 'es_MX'): Promise<SuggestReply> => {
      const response = await api.inject({
        method: 'GET',
        url: `/api/mallpcapi/goods/suggest?keyword=${encodeURIComponent(keyword)}&lang=${lang}`,
      });
      expect(response.statusCode).toBe(200);
      return json<{ result: SuggestReply }>(response).result;
    };

    it('answers words, categories, brands and shops in one reply, each found by the start of its name', async () => {
      const { rows: grands } = await api.db.query<{ id: number; name_es: string; name_en: string; name_zh: string; n: number }>(
        `select c.id, c.name_es, c.name_en, c.name_zh, count(g.id)::int as n from category c join goods g on g.grand_id = c.id and g.market_enable = 1
       where c.parent_id is null group by c.id order by n desc limit 1`,
      );
      const grand = grands[0];
      if (!grand) throw new Error('no category');
      // accents and case ignored; the English and Chinese names find it too, shown in the request's language
      const es = await sections(normalizeText(grand.name_es).toUpperCase());
      expect(es.words.every((w) => typeof w.words === 'string')).toBe(true);
      expect(es.categories[0]).toEqual({
        id: grand.id,
        grandId: grand.id,
        name: grand.name_es,
        path: [grand.name_es],
        goodsCount: grand.n,
      });
      expect((await sections(grand.name_en.slice(0, 5))).categories.map((c) => c.id)).toContain(grand.id);
      expect((await sections(grand.name_zh, 'zh_CN')).categories[0]).toMatchObject({ id: grand.id, name: grand.name_zh });
      const { rows: children } = await api.db.query<{ id: number; name_en: string }>(
        'select id, name_en from category where parent_id = $1 order by id limit 1',
        [grand.id],
      );
      const child = children[0];
      if (!child) throw new Error('no child category');
      const childHit = (await sections(child.name_en, 'en_US')).categories.find((c) => c.id === child.id);
      expect(childHit).toMatchObject({ grandId: grand.id, path: [grand.name_en, child.name_en] });

      const { rows: brands } = await api.db.query<{ id: number; name: string }>(
        'select b.id, b.name from brand b where exists (select 1 from goods g where g.brand_id = b.id and g.market_enable = 1) order by b.id limit 1',
      );
      const brand = brands[0];
      if (!brand) throw new Error('no brand');
      const found = (await sections(normalizeText(brand.name).slice(0, 4), 'en_US')).brands;
      expect(found.map((b) => b.id)).toContain(brand.id);
      expect(found.find((b) => b.id === brand.id)?.logo).toMatch(new RegExp(`/uploads/generated/brand/${brand.id}\\.svg$`));

      // a typo in a long enough word, its first letter right; a short word is not taken for another
      const name = normalizeText(brand.name);
      if (name.length >= 5) {
        const typo = `${name.slice(0, 3)}${name.slice(4)}`;
        expect((await sections(typo, 'en_US')).brands.map((b) => b.id)).toContain(brand.id);
      }
      const comer = (await sections('home', 'en_US')).shops.filter((s) => !normalizeText(s.name).includes('home'));
      expect(comer).toEqual([]);
      const { rows: shops } = await api.db.query<{ id: number; name: string }>('select id, name from shop order by id limit 1');
      const shop = shops[0];
      if (!shop) throw new Error('no shop');
      const twoWords = normalizeText(shop.name).split(' ').slice(0, 2).join(' ');
      const shopHits = (await sections(twoWords.slice(0, twoWords.length - 1))).shops;
      expect(shopHits[0]).toMatchObject({ id: shop.id, name: shop.name });
      expect(shopHits[0]?.logo).toMatch(/\/uploads\/generated\/shop\/\d+\.svg$/);

      expect(await sections('')).toEqual({ words: [], categories: [], brands: [], shops: [] });
      expect(await sections('zzqqxxjj')).toEqual({ words: [], categories: [], brands: [], shops: [] });
      // the words section is the Javashop call's answer
      const prefix = normalizeText(grand.name_es).slice(0, 3);
      expect((await sections(prefix)).words).toEqual(await words(prefix));
    });
  },
  {},
  'both',
);
