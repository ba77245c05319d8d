// Questions and answers about goods (spec §7 "Asks"): the goods' questions, a member's own, and
// the answers other members give. The product-detail widget and the ask pages read them.
import { array, assign, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { Flag } from './shared-structs';

/** YES hides the asker's (or answerer's) name from everyone. */
export const Anonymous = enums(['YES', 'NO']);
export type Anonymous = Infer<typeof Anonymous>;

/** `GET /buyer/members/asks/list?goods_id` item; `member_name` is hidden when anonymous */
export const GoodsAsk = type({
  ask_id: number(),
  goods_id: number(),
  content: string(),
  create_time: number(),
  reply: nullable(string()),
  reply_time: nullable(number()),
  reply_status: Flag,
  member_name: string(),
  anonymous: Anonymous,
});
export type GoodsAsk = Infer<typeof GoodsAsk>;

/** `GET /buyer/members/asks` item (the member's own questions), `GET …/asks/detail/{id}`, and what `POST …/asks` created */
export const MemberAsk = assign(
  GoodsAsk,
  type({
    goods_name: string(),
    goods_img: string(),
    /** answers other members gave */
    reply_num: number(),
  }),
);
export type MemberAsk = Infer<typeof MemberAsk>;

/** `GET /buyer/members/asks/reply/list/{ask_id}` item, and `POST …/asks/reply`: another member's answer to a question */
export const AskReply = type({
  reply_id: number(),
  ask_id: number(),
  content: string(),
  create_time: number(),
  /** empty when the answer was given anonymously */
  member_name: string(),
  anonymous: Anonymous,
});
export type AskReply = Infer<typeof AskReply>;

/** `GET /buyer/members/asks/list?goods_id` item on the product page: with how many buyers answered and the latest answer. */
export const ListedAsk = assign(GoodsAsk, type({ reply_num: number(), answers: array(AskReply) }));
export type ListedAsk = Infer<typeof ListedAsk>;

/** `GET /buyer/members/asks` item: my question, the seller's answer and the latest answers other buyers gave. */
export const MyAsk = assign(MemberAsk, type({ answers: array(AskReply) }));
export type MyAsk = Infer<typeof MyAsk>;

/**
 * `GET /buyer/members/asks/reply/list/member` item: a question about goods I bought; `my_reply`
 * is my answer (null while I have not given one, and may).
 */
export const AnswerableAsk = type({
  ask_id: number(),
  goods_id: number(),
  goods_name: string(),
  goods_img: string(),
  content: string(),
  create_time: number(),
  /** hidden (empty) when asked anonymously */
  member_name: string(),
  anonymous: Anonymous,
  reply_num: number(),
  my_reply: nullable(AskReply),
});
export type AnswerableAsk = Infer<typeof AnswerableAsk>;

/**
 * `GET /buyer/members/asks/message` item: what happened (`kind`) and to what; the reader's
 * dictionary words it (never a stored sentence). ANSWERED: my question got an answer; ASKED:
 * someone asked about goods I bought.
 */
export const AskMessage = type({
  id: number(),
  kind: enums(['ANSWERED', 'ASKED']),
  ask_id: number(),
  goods_id: number(),
  goods_name: string(),
  goods_img: string(),
  /** the question, so the message says which one */
  ask_content: string(),
  send_time: number(),
  is_read: Flag,
});
export type AskMessage = Infer<typeof AskMessage>;
