// Questions and answers about goods (spec §7 "Asks"). Imported by the product-detail widget and
// the ask pages only, so it never lands in the shared runtime.
import { array, literal, nullable, number, string, type, union, type Infer } from 'superstruct';
import { call } from './check';

const Anonymous = union([literal('YES'), literal('NO')]);

const Ask = type({
  ask_id: number(),
  goods_id: number(),
  content: string(),
  create_time: number(),
  reply: nullable(string()),
  reply_time: nullable(number()),
  member_name: string(),
  anonymous: Anonymous,
  goods_name: string(),
  goods_img: string(),
  reply_num: number(),
});
export type MemberAsk = Infer<typeof Ask>;

const Reply = type({
  reply_id: number(),
  ask_id: number(),
  content: string(),
  create_time: number(),
  member_name: string(),
  anonymous: Anonymous,
});
export type AskReply = Infer<typeof Reply>;

const Replies = type({ data: array(Reply), page_no: number(), page_size: number(), data_total: number() });

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
    Ask,
  );

export const fetchAsk = (askId: number | string, signal?: AbortSignal) =>
  call({ path: `/buyer/members/asks/detail/${askId}`, signal }, Ask);

/** Other questions about the same goods. */
export const fetchRelatedAsks = (askId: number, goodsId: number, num = 5) =>
  call({ path: `/buyer/members/asks/relation/${askId}/${goodsId}`, query: { num } }, array(Ask));

export const fetchReplies = (askId: number, pageNo: number, pageSize = 10) =>
  call({ path: `/buyer/members/asks/reply/list/${askId}`, query: { page_no: pageNo, page_size: pageSize } }, Replies);

export const postReply = (askId: number, content: string, anonymous: boolean) =>
  call(
    {
      method: 'POST',
      path: '/buyer/members/asks/reply',
      form: { ask_id: askId, reply_content: content, anonymous: anonymous ? 'YES' : 'NO' },
      auth: true,
    },
    Reply,
  );

/** `''` when fine, else which rule a draft breaks (checked again by the server). */
export function askDraftProblem(text: string): 'blank' | 'long' | '' {
  const trimmed = text.trim();
  if (!trimmed) return 'blank';
  return [...trimmed].length > ASK_MAX ? 'long' : '';
}
