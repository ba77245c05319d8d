// Questions and answers about goods (spec §7 "Asks"). Imported by the product-detail widget and
// the ask pages only, so it never lands in the shared runtime.
import { array } from 'superstruct';
import { ASK_CONTENT_MAX, ASK_MESSAGE_PAGE_SIZE } from '../contract/rules-asks';
import { javashopPage } from '../contract/shared-structs';
import { AnswerableAsk, AskMessage, AskReply, MemberAsk, MyAsk } from '../contract/types-asks';
import { request } from '../http';
import { call } from './check';

export type { AnswerableAsk, AskMessage, AskReply, MemberAsk, MyAsk } from '../contract/types-asks';
export { ASK_MESSAGE_PAGE_SIZE };

/** Longest question or answer (the server refuses more, naming the field): the contract's rule. */
export const ASK_MAX = ASK_CONTENT_MAX;
/** Questions and answers a member-centre list shows a page. */
export const ASKS_PAGE_SIZE = 10;

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

/** My questions, each with the seller's answer and the latest answers of other buyers. */
export const fetchMyAsks = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/members/asks', query: { page_no: pageNo, page_size: ASKS_PAGE_SIZE }, auth: true, signal }, javashopPage(MyAsk));

/** Questions about goods I bought: `answered` false, those I may still answer; true, those I answered. */
export const fetchAnswerable = (answered: boolean, pageNo: number, signal?: AbortSignal) =>
  call(
    {
      path: '/buyer/members/asks/reply/list/member',
      query: { reply_status: answered ? 1 : 0, page_no: pageNo, page_size: ASKS_PAGE_SIZE },
      auth: true,
      signal,
    },
    javashopPage(AnswerableAsk),
  );

const MESSAGES = '/buyer/members/asks/message';

/** My ask messages, newest first; only unread (0) or read (1) ones with `read`. */
export const fetchAskMessages = (pageNo: number, read: 0 | 1 | undefined, signal?: AbortSignal) =>
  call(
    {
      path: MESSAGES,
      query: { page_no: pageNo, page_size: ASK_MESSAGE_PAGE_SIZE, ...(read === undefined ? {} : { is_read: read }) },
      auth: true,
      signal,
    },
    javashopPage(AskMessage),
  );

/** Marks some of my ask messages read, or all of them without `ids`. */
export const markAskMessagesRead = (ids?: readonly number[]) =>
  request({ method: 'PUT', path: ids ? `${MESSAGES}/${ids.join(',')}/read` : `${MESSAGES}/read`, auth: true });

export const deleteAskMessages = (ids: readonly number[]) =>
  request({ method: 'DELETE', path: `${MESSAGES}/${ids.join(',')}`, auth: true });

/** `''` when fine, else which rule a draft breaks (checked again by the server). */
export function askDraftProblem(text: string): 'blank' | 'long' | '' {
  const trimmed = text.trim();
  if (!trimmed) return 'blank';
  return [...trimmed].length > ASK_MAX ? 'long' : '';
}
