// The sections of the search box's suggestions as headless sources (like autocomplete-core's):
// each takes its part of the one reply and makes options that say what they show and where they
// go. The widget only renders options; which sections it shows is the partner's choice.
import { checkSuggest } from './api/suggest-check';
import { type SuggestReply, WORDS_WITH_SECTIONS } from './contract/types-suggest';
import type { AutocompleteState } from './autocomplete';
import { highlightRange } from './highlight-range';

export const SECTIONS = ['words', 'categories', 'brands', 'shops'] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface SuggestOption {
  section: SectionName;
  /** unique among the options of one answer */
  key: string;
  /** what the option says (in the request's locale); the part the buyer typed is marked in it */
  label: string;
  /** a category's parents, top first */
  context: string[];
  /** goods on sale under it (a shop's is not given) */
  count: number | undefined;
  logo: string | undefined;
  /** the storefront path choosing it goes to, through `vitrina:navigate` */
  path: string;
}

type Source = (reply: SuggestReply) => SuggestOption[];

const option = (section: SectionName, key: string | number, label: string, path: string, more: Partial<SuggestOption> = {}) => ({
  section,
  key: `${section}:${key}`,
  label,
  path,
  context: [],
  count: undefined,
  logo: undefined,
  ...more,
});

/**
 * A word goes where Enter with it typed goes (search-rules.ts `searchPath`), written out here: the
 * sources load in the sections' chunk, which importing it would tie to the search box's chunk by
 * URL, and so to a second copy of that chunk when the loader has had to fetch it again (`?retry`).
 */
const wordPath = (words: string) => `/search?keyword=${encodeURIComponent(words.trim())}`;

export const SOURCES: Record<SectionName, Source> = {
  words: (r) => r.words.map((w) => option('words', w.words, w.words, wordPath(w.words), { count: w.goods_num })),
  // the listing filtered by the category, as the category menu's links go
  categories: (r) =>
    r.categories.map((c) =>
      option('categories', c.id, c.name, `/search?productCateGrandId=${c.grandId}${c.id === c.grandId ? '' : `&productCateId=${c.id}`}`, {
        context: c.path.slice(0, -1),
        count: c.goodsCount,
      }),
    ),
  brands: (r) => r.brands.map((b) => option('brands', b.id, b.name, `/goods?brandId=${b.id}`, { count: b.goodsCount, logo: b.logo })),
  shops: (r) => r.shops.map((s) => option('shops', s.id, s.name, `/shop/${s.id}`, { logo: s.logo })),
};

/** The `sections` attribute: known names in the order given; none known (or absent) means all. */
export function parseSections(value: string | undefined): SectionName[] {
  const named = (value ?? '').split(/\s+/).filter((name): name is SectionName => (SECTIONS as readonly string[]).includes(name));
  return named.length ? [...new Set(named)] : [...SECTIONS];
}

/** One answer's options, section after section: the order arrow keys move through them. */
export const optionsOf = (reply: SuggestReply, sections: readonly SectionName[]): SuggestOption[] =>
  sections.flatMap((section) => {
    const options = SOURCES[section](reply);
    return section === 'words' && sections.length > 1 ? options.slice(0, WORDS_WITH_SECTIONS) : options;
  });

/** The options of a reply as `requestSuggest` gives it, checked against the contract, for a `sections` attribute. */
export const suggestOptions = async (raw: unknown, sections: string | undefined): Promise<SuggestOption[]> =>
  optionsOf(await checkSuggest(raw), parseSections(sections));

/**
 * The options shown that still fit a longer query, kept while its own answer is on the way: a word
 * of theirs starts with it (as the server's first ranks match), or, for Chinese (no spaces to
 * start words at), they contain it. Each is a right suggestion for it; the answer replaces them.
 */
export const narrowOptions = (options: SuggestOption[], query: string): SuggestOption[] =>
  options.filter((option) => {
    const at = highlightRange(option.label, query)?.[0];
    return at !== undefined && (at === 0 || /[\s\p{P}]/u.test(option.label.charAt(at - 1)) || /\p{Script=Han}/u.test(query));
  });

/**
 * Typing on narrows what is shown (issue 17 §3): when the buyer adds to the query and its answer is
 * on the way (not cached), the items shown that still fit it (`fit`) stay and the others go, so what
 * was typed shows marked at once rather than a round trip later. A shorter query, or one nothing
 * fits, keeps what is shown until its answer. (Here, not in the machine: it loads with the sections.)
 */
export const narrowWith =
  <T>(fit: (items: T[], query: string) => T[]) =>
  (state: AutocompleteState<T>, before: string): T[] | undefined => {
    const key = state.query.trim().toLowerCase();
    return state.status === 'loading' && key.startsWith(before.trim().toLowerCase()) ? fit(state.items, key) : undefined;
  };

/** The search box's narrowing: its options that still fit. */
export const narrowShown = narrowWith(narrowOptions);
