import { expect, it } from 'vitest';
import type { ApiErrorBody, SearchWord } from '../../src/core/contract/types';
import { normalizeText } from '../../server/src/services/search/normalize';
import { describeBackends } from './support/backends';
import { json, LOCALES_UNDER_TEST } from './support/client';

describeBackends('autocomplete', (api) => {
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
    const { rows } = await api.db.query<{ name: string }>('select name_zh as name from goods where market_enable = 1 order by id limit 1');
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
});
