/** Spec §5 and §9: a search keyword has at most 200 characters. */
export const SEARCH_MAX = 200;

/** Spec §5: at most 200 characters, and a single quote is removed from autocomplete input. */
export const cleanQuery = (value: string): string => value.replace(/'/g, '').slice(0, SEARCH_MAX);

/** `/search?keyword=…`: what Enter in the search box, or a suggested word, goes to. */
export const searchPath = (keyword: string): string => `/search?keyword=${encodeURIComponent(keyword.trim())}`;
