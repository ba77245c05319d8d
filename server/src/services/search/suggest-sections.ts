import type { Locale } from '../../../../src/core/contract/locales';
import { SUGGEST_SECTION_LIMIT } from '../../../../src/core/contract/types-suggest';
import type { SuggestSectionRows } from '../../repos/catalogue/suggest-sections';
import { withinOneEditOfPrefix } from './edit-distance';
import { hasCjk, normalizeText } from './normalize';

/** One category, brand or shop as a section lists it, before its logo is made a URL. */
export interface SectionHit {
  id: number;
  grandId: number;
  name: string;
  path: string[];
  goodsCount: number;
}

export interface SectionHits {
  categories: SectionHit[];
  brands: SectionHit[];
  shops: SectionHit[];
}

/**
 * The category, brand and shop sections of autocomplete: a few hundred names, so a keystroke
 * scans them all (tens of microseconds) rather than keeping a sorted index. A category is found
 * by its name in any of the three languages and shown in the request's; brand and shop names are
 * proper names, one for all languages. Accents and case never matter (normalizeText).
 *
 * Rank, best first: the whole name starts with the keyword; every word of the keyword starts a
 * word of the name ("cables carg" → "Cargadores y cables"); the name contains the keyword (three
 * characters or more, or any Chinese: it has no spaces to start words at); a word of the name is
 * one edit from the keyword's last word, of five letters or more and the first right ("voltx" →
 * Voltix; "home" is not "come…"). Within a rank, more goods first.
 * Categories, brands or shops with no goods on sale are not offered: they lead to empty pages.
 */
export interface SectionIndex {
  find(keyword: string, locale: Locale): SectionHits;
}

interface Entry {
  /** the normalized names it is found by */
  keys: string[];
  /** each key's words */
  words: string[][];
  hit: Record<Locale, SectionHit>;
}

const NO_MATCH = 99;
/** a typo is looked for in a word this long at least, whose first letter is right ("voltx" → Voltix) */
const FUZZY_MIN = 5;
const CACHE_MAX = 5_000;

export function buildSectionIndex(rows: SuggestSectionRows): SectionIndex {
  const byId = new Map(rows.categories.map((row) => [row.id, row]));
  const names = (row: { name_es: string; name_en: string; name_zh: string }): Record<Locale, string> => ({
    es_MX: row.name_es,
    en_US: row.name_en,
    zh_CN: row.name_zh,
  });
  const entry = (texts: string[], hit: Record<Locale, SectionHit>): Entry => {
    const keys = [...new Set(texts.map(normalizeText).filter((key) => key !== ''))];
    return { keys, words: keys.map((key) => key.split(' ')), hit };
  };
  const perLocale = (make: (locale: Locale) => SectionHit): Record<Locale, SectionHit> => ({
    es_MX: make('es_MX'),
    en_US: make('en_US'),
    zh_CN: make('zh_CN'),
  });

  const categories = rows.categories
    .filter((row) => row.goods_count > 0)
    .map((row) => {
      const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
      const own = names(row);
      const up = parent ? names(parent) : undefined;
      return entry(
        Object.values(own),
        perLocale((locale) => ({
          id: row.id,
          grandId: parent?.id ?? row.id,
          name: own[locale],
          path: up ? [up[locale], own[locale]] : [own[locale]],
          goodsCount: row.goods_count,
        })),
      );
    });
  const proper = (list: SuggestSectionRows['brands']) =>
    list
      .filter((row) => row.goods_count > 0)
      .map((row) => {
        const hit = { id: row.id, grandId: 0, name: row.name, path: [row.name], goodsCount: row.goods_count };
        return entry(
          [row.name],
          perLocale(() => hit),
        );
      });
  const brands = proper(rows.brands);
  const shops = proper(rows.shops);

  function rank(item: Entry, keyword: string, tokens: string[]): number {
    let best = NO_MATCH;
    item.keys.forEach((key, k) => {
      const words = item.words[k] ?? [];
      if (key.startsWith(keyword)) best = Math.min(best, 0);
      else if (tokens.every((token) => words.some((word) => word.startsWith(token)))) best = Math.min(best, 1);
      else if ((keyword.length >= 3 || hasCjk(keyword)) && key.includes(keyword)) best = Math.min(best, 2);
      else {
        const last = tokens[tokens.length - 1] ?? '';
        const near = (word: string) => word.charAt(0) === last.charAt(0) && withinOneEditOfPrefix(last, word);
        if (last.length >= FUZZY_MIN && !hasCjk(last) && words.some(near)) best = Math.min(best, 3);
      }
    });
    return best;
  }

  function pick(list: Entry[], keyword: string, tokens: string[], locale: Locale, limit: number): SectionHit[] {
    const found: { hit: SectionHit; rank: number }[] = [];
    for (const item of list) {
      const r = rank(item, keyword, tokens);
      if (r !== NO_MATCH) found.push({ hit: item.hit[locale], rank: r });
    }
    found.sort((a, b) => a.rank - b.rank || b.hit.goodsCount - a.hit.goodsCount || a.hit.name.length - b.hit.name.length);
    return found.slice(0, limit).map((f) => f.hit);
  }

  const cache = new Map<string, SectionHits>();
  return {
    find(raw, locale) {
      const keyword = normalizeText(raw);
      if (keyword === '') return { categories: [], brands: [], shops: [] };
      const cacheKey = `${locale} ${keyword}`;
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const tokens = keyword.split(' ');
      const hits = {
        categories: pick(categories, keyword, tokens, locale, SUGGEST_SECTION_LIMIT.categories),
        brands: pick(brands, keyword, tokens, locale, SUGGEST_SECTION_LIMIT.brands),
        shops: pick(shops, keyword, tokens, locale, SUGGEST_SECTION_LIMIT.shops),
      };
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(cacheKey, hits);
      return hits;
    },
  };
}
