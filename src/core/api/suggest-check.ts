import { SuggestReply } from '../contract/types-suggest';
import { call } from './check';

export type { SuggestReply } from '../contract/types-suggest';

/**
 * The reply of `requestSuggest` checked against the contract: apart from the request, so it loads
 * with the sections' rendering and not with the search box (suggest.ts).
 */
export const checkSuggest = (result: unknown): Promise<SuggestReply> =>
  call({ path: '/mallpcapi/goods/suggest' }, SuggestReply, async () => result);
