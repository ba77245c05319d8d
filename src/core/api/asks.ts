// Questions and answers about goods (spec §7 "Asks"). Imported by the product-detail widget and
// the ask pages only, so it never lands in the shared runtime.
import { array } from 'superstruct';
import { javashopPage } from '../contract/shared-structs';
import { AskReply, MemberAsk } from '../contract/types-asks';
import { call } from './check';

export type { AskReply, MemberAsk } from '../contract/types-asks';

/** Longest question or answer (the server refuses more, naming the field). */
export const ASK_MAX = 500;

/** Asks a question about a goods; `anonymous` hides the asker's name from everyone. */
export const postAsk = (goodsId: number, content: string, anonymous: boolean) =>
  call(
    {
      method: 'POST',
      path: '/buyer/members/asks',
      form: { goods_id: goodsId, ask_content: content, anonymous: anonymous ? 'YES' : 'NO' },
      auth: true,
    },
    MemberAsk,
  );

export const fetchAsk = (askId: number | string, signal?: AbortSignal) =>
  call({ path: `/buyer/members/asks/detail/${askId}`, signal }, MemberAsk);

/** Other questions about the same goods. */
export const fetchRelatedAsks = (askId: number, goodsId: number, num = 5) =>
  call({ path: `/buyer/members/asks/relation/${askId}/${goodsId}`, query: { num } }, array(MemberAsk));

export const fetchReplies = (askId: number, pageNo: number, pageSize = 10) =>
  call({ path: `/buyer/members/asks/reply/list/${askId}`, query: { page_no: pageNo, page_size: pageSize } }, javashopPage(AskReply));

export const postReply = (askId: number, content: string, anonymous: boolean) =>
  call(
    {
      method: 'POST',
      path: '/buyer/members/asks/reply',
      form: { ask_id: askId, reply_content: content, anonymous: anonymous ? 'YES' : 'NO' },
      auth: true,
    },
    AskReply,
  );

/** `''` when fine, else which rule a draft breaks (checked again by the server). */
export function askDraftProblem(text: string): 'blank' | 'long' | '' {
  const trimmed = text.trim();
  if (!trimmed) return 'blank';
  return [...trimmed].length > ASK_MAX ? 'long' : '';
}
