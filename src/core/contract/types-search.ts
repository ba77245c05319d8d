/** `GET /buyer/goods/search/words` → `SearchWord[]` (at most 10, best first): the search widget's suggestions. */
import { number, string, type, type Infer } from 'superstruct';

export const SearchWord = type({ words: string(), goods_num: number() });
export type SearchWord = Infer<typeof SearchWord>;
