import { array } from 'superstruct';
import { SearchWord } from '../contract/types-search';
import { call } from './check';

export type { SearchWord as Suggestion } from '../contract/types-search';

/** Autocomplete (Javashop `goods/search/words`): the stale request is cancelled by the caller. */
export const suggestWords = (keyword: string, signal?: AbortSignal) =>
  call({ path: '/buyer/goods/search/words', query: { keyword }, signal }, array(SearchWord));
