/**
 * The judged query set of issue 17 §4, derived from whatever catalogue is seeded (any size, any
 * seed): categories at both levels in three languages, brands, shops, misspellings, plurals,
 * accents left out, multi-word goods names and sku codes, each with the goods it should find
 * (graded) and, for a category or brand, the facet the listing should pre-select. Nothing here
 * is a hand-picked id: every query and judgement is read from the database by rule.
 */
import type { Queryable } from '../../../server/src/db/types';
import { normalizeText } from '../../../server/src/services/search/normalize';
import type { Locale } from '../../../src/core/contract/locales';
import type { ListingPreselect } from '../../../src/core/contract/types-catalogue';
import { type Grades, mean, ndcgAt, recallAt } from './relevance-scores';

export type JudgedKind = 'category' | 'subcategory' | 'brand' | 'shop' | 'misspelling' | 'plural' | 'accentless' | 'multi-word' | 'sku';

export interface Judged {
  kind: JudgedKind;
  lang: Locale;
  keyword: string;
  grades: Grades;
  /** the facet the listing pre-selects; undefined: none expected (and none checked) */
  facet?: ListingPreselect;
  /** the filter whose goods are the judged ones, to count how many of them the keyword finds */
  within?: Record<string, number>;
}

const COLUMNS: Record<Locale, 'name_es' | 'name_en' | 'name_zh'> = { es_MX: 'name_es', en_US: 'name_en', zh_CN: 'name_zh' };
const LOCALES: Locale[] = ['es_MX', 'en_US', 'zh_CN'];

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name_es: string;
  name_en: string;
  name_zh: string;
  goods: number[];
}

const allOf = (ids: readonly number[]): Grades => new Map(ids.map((id) => [Number(id), 1]));

/** One letter in the middle of the longest word replaced by the next letter of the alphabet ("electronica" → "electrpnica"). */
function misspell(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const i = Math.floor(longest.length / 2);
  const c = longest[i] ?? 'a';
  const wrong = c === 'z' ? 'a' : /[a-y]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 1) : 'x';
  return words.map((w) => (w === longest ? w.slice(0, i) + wrong + w.slice(i + 1) : w)).join(' ');
}

export async function judgedSet(q: Queryable): Promise<Judged[]> {
  const { rows: cats } = await q.query<CategoryRow>(
    `select c.id, c.parent_id, c.name_es, c.name_en, c.name_zh,
            coalesce(array_agg(g.id order by g.id) filter (where g.id is not null), '{}') as goods
     from category c left join goods g on g.market_enable = 1 and (g.category_id = c.id or g.grand_id = c.id)
     group by c.id order by c.id`,
  );
  const grands = cats.filter((c) => c.parent_id === null && c.goods.length > 0);
  const children = cats.filter((c) => c.parent_id !== null && c.goods.length > 0);
  const set: Judged[] = [];
  const categoryQuery = (kind: JudgedKind, c: CategoryRow, lang: Locale, keyword: string): Judged => ({
    kind,
    lang,
    keyword,
    grades: allOf(c.goods),
    facet: c.parent_id === null ? { productCateGrandId: c.id } : { productCateGrandId: c.parent_id, productCateId: c.id },
    within: c.parent_id === null ? { productCateGrandId: c.id } : { productCateId: c.id },
  });
  // every grand category in every language
  for (const c of grands) for (const lang of LOCALES) set.push(categoryQuery('category', c, lang, c[COLUMNS[lang]]));
  // one child per grand category, the language turning with it
  grands.forEach((grand, i) => {
    const child = children.filter((c) => c.parent_id === grand.id)[i % 3];
    const lang = LOCALES[i % 3] ?? 'es_MX';
    if (child) set.push(categoryQuery('subcategory', child, lang, child[COLUMNS[lang]]));
  });
  // singular of one-word Spanish and English child names ending in s ("Chamarras" → "chamarra", "Jackets" → "jacket")
  for (const [lang, column] of [
    ['es_MX', 'name_es'],
    ['en_US', 'name_en'],
  ] as const) {
    for (const c of children.filter((c) => /^\p{L}+s$/u.test(c[column])).slice(0, 4)) {
      set.push(categoryQuery('plural', c, lang, c[column].slice(0, -1).toLowerCase()));
    }
  }
  // Spanish names with their accents left out, as typed on a phone
  for (const c of cats.filter((c) => c.goods.length > 0 && /[áéíóúñ]/i.test(c.name_es)).slice(0, 5)) {
    set.push(categoryQuery('accentless', c, 'es_MX', normalizeText(c.name_es)));
  }
  // one letter wrong in the longest word of a grand category's name
  for (const [i, c] of grands.slice(0, 6).entries()) {
    const lang = i % 2 === 0 ? 'es_MX' : 'en_US';
    set.push(categoryQuery('misspelling', c, lang, misspell(normalizeText(c[COLUMNS[lang]]))));
  }

  const { rows: brands } = await q.query<{ id: number; name: string; goods: number[] }>(
    `select b.id, b.name, array_agg(g.id order by g.id) as goods from brand b join goods g on g.brand_id = b.id and g.market_enable = 1
     group by b.id order by count(*) desc, b.id limit 8`,
  );
  brands.forEach((b, i) => {
    const lang = LOCALES[i % 3] ?? 'es_MX';
    set.push({ kind: 'brand', lang, keyword: b.name, grades: allOf(b.goods), facet: { brandId: b.id }, within: { brandId: b.id } });
  });
  for (const b of brands.filter((b) => b.name.length >= 6).slice(0, 3)) {
    set.push({
      kind: 'misspelling',
      lang: 'es_MX',
      keyword: misspell(b.name.toLowerCase()),
      grades: allOf(b.goods),
      facet: { brandId: b.id },
    });
  }

  const { rows: shops } = await q.query<{ id: number; name: string; goods: number[] }>(
    `select s.id, s.name, array_agg(g.id order by g.id) as goods from shop s join goods g on g.shop_id = s.id and g.market_enable = 1
     group by s.id order by count(*) desc, s.id limit 5`,
  );
  for (const s of shops) set.push({ kind: 'shop', lang: 'es_MX', keyword: s.name, grades: allOf(s.goods), within: { shopId: s.id } });

  // multi-word: the first three words of a best seller's name in each language; every goods whose
  // name holds those words is relevant, the goods itself most
  const { rows: sellers } = await q.query<{ id: number; name_es: string; name_en: string; name_zh: string; sn: string }>(
    `select g.id, g.name_es, g.name_en, g.name_zh, (select min(k.sn) from sku k where k.goods_id = g.id) as sn
     from goods g where g.market_enable = 1 order by g.sales desc, g.id limit 9`,
  );
  for (const [i, g] of sellers.entries()) {
    const lang = LOCALES[i % 3] ?? 'es_MX';
    const column = COLUMNS[lang];
    const name = g[column];
    const keyword = lang === 'zh_CN' ? [...name].slice(0, 4).join('') : name.split(' ').slice(0, 3).join(' ');
    const words = normalizeText(keyword).split(' ');
    const { rows: same } = await q.query<{ id: number; name: string }>(`select id, ${column} as name from goods where market_enable = 1`);
    const grades = new Map<number, number>(
      same.filter((r) => words.every((w) => normalizeText(r.name).includes(w))).map((r) => [Number(r.id), r.id === g.id ? 2 : 1]),
    );
    grades.set(Number(g.id), 2);
    set.push({ kind: 'multi-word', lang, keyword, grades });
  }
  // sku codes, as printed and in lower case
  for (const [i, g] of sellers.slice(0, 4).entries()) {
    set.push({ kind: 'sku', lang: 'es_MX', keyword: i % 2 === 0 ? g.sn : g.sn.toLowerCase(), grades: new Map([[Number(g.id), 2]]) });
  }
  return set;
}

/** What a search answers: goods ids in order (at least 20), how many match, the facet pre-selected. */
export interface Answer {
  ids: number[];
  total: number;
  preselect?: ListingPreselect | undefined;
}

export interface Scored {
  judged: Judged;
  ndcg10: number;
  recall20: number;
  /** whether the reply pre-selected the expected facet (undefined: no facet expected) */
  facetRight?: boolean;
  /** share of the judged goods the keyword finds at all (undefined: not measured) */
  coverage?: number;
}

/**
 * Scores every judged query through `ask` (the real endpoint): page 1 of 20 by relevance, and
 * for a category, brand or shop, the same keyword within that filter, to count how many of its
 * goods the keyword finds anywhere in the results.
 */
export async function scoreJudged(
  set: readonly Judged[],
  ask: (params: Record<string, string | number>, lang: Locale) => Promise<Answer>,
): Promise<Scored[]> {
  const scored: Scored[] = [];
  for (const judged of set) {
    const answer = await ask({ keyword: judged.keyword, pageSize: 20 }, judged.lang);
    const row: Scored = {
      judged,
      ndcg10: ndcgAt(10, answer.ids, judged.grades),
      recall20: recallAt(20, answer.ids, judged.grades),
    };
    if (judged.facet) row.facetRight = JSON.stringify(answer.preselect ?? {}) === JSON.stringify(judged.facet);
    if (judged.within) {
      const inside = await ask({ keyword: judged.keyword, pageSize: 1, ...judged.within }, judged.lang);
      row.coverage = inside.total / judged.grades.size;
    }
    scored.push(row);
  }
  return scored;
}

export interface Summary {
  queries: number;
  ndcg10: number;
  recall20: number;
  facetAccuracy: number;
  /** the lowest share of a category's (brand's, shop's) goods its name finds */
  minCoverage: number;
  byKind: Record<string, { n: number; ndcg10: number; recall20: number }>;
}

export function summarize(scored: readonly Scored[]): Summary {
  const byKind: Summary['byKind'] = {};
  for (const kind of [...new Set(scored.map((s) => s.judged.kind))]) {
    const of = scored.filter((s) => s.judged.kind === kind);
    byKind[kind] = { n: of.length, ndcg10: mean(of.map((s) => s.ndcg10)), recall20: mean(of.map((s) => s.recall20)) };
  }
  const facets = scored.filter((s) => s.facetRight !== undefined);
  const coverages = scored.flatMap((s) => (s.coverage === undefined ? [] : [s.coverage]));
  return {
    queries: scored.length,
    ndcg10: mean(scored.map((s) => s.ndcg10)),
    recall20: mean(scored.map((s) => s.recall20)),
    facetAccuracy: facets.filter((s) => s.facetRight).length / Math.max(1, facets.length),
    minCoverage: coverages.length === 0 ? 1 : Math.min(...coverages),
    byKind,
  };
}
