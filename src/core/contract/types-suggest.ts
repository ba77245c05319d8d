/**
 * `GET /mallpcapi/goods/suggest?keyword=` → `MallReply<SuggestReply>` (issue 17 §2): every section
 * of the search box's suggestions in one reply, so one request a keystroke serves them all. Names
 * are in the request's locale; each section is best first (names starting with the keyword, then
 * names with a word starting with it, then more goods).
 */
import { array, number, string, type, type Infer } from 'superstruct';
import { SearchWord } from './types-search';

/** At most this many of each section beside the (up to 10) words. */
export const SUGGEST_SECTION_LIMIT = { categories: 5, brands: 4, shops: 3 } as const;
/** Words a search box shows beside other sections: all ten would push them out of sight. */
export const WORDS_WITH_SECTIONS = 6;

export const SuggestCategory = type({
  id: number(),
  /** the top-level category the listing is filtered by (the category itself when top-level) */
  grandId: number(),
  name: string(),
  /** the names from the top level down to this category's, in the request's locale */
  path: array(string()),
  goodsCount: number(),
});
export type SuggestCategory = Infer<typeof SuggestCategory>;

export const SuggestBrand = type({ id: number(), name: string(), logo: string(), goodsCount: number() });
export type SuggestBrand = Infer<typeof SuggestBrand>;

export const SuggestShop = type({ id: number(), name: string(), logo: string() });
export type SuggestShop = Infer<typeof SuggestShop>;

export const SuggestReply = type({
  words: array(SearchWord),
  categories: array(SuggestCategory),
  brands: array(SuggestBrand),
  shops: array(SuggestShop),
});
export type SuggestReply = Infer<typeof SuggestReply>;
