import { array, number, string, type, type Infer } from 'superstruct';
import { call } from './check';

const Words = type({ words: string(), goods_num: number() });
export type Suggestion = Infer<typeof Words>;

/** Autocomplete (Javashop `goods/search/words`): the stale request is cancelled by the caller. */
export const suggestWords = (keyword: string, signal?: AbortSignal) =>
  call({ path: '/buyer/goods/search/words', query: { keyword }, signal }, array(Words));
