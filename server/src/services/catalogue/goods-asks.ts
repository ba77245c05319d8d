import type { Locale } from '../../../../src/core/contract/locales';
import type { AnswerableAsk, AskReply, JavashopPage, MemberAsk, MyAsk } from '../../../../src/core/contract/types-discovery';
import type { Db } from '../../db/types';
import { ApiError, conflictError, ruleError } from '../../http/errors';
import { insertAnsweredMessage, insertAskedMessages } from '../../repos/catalogue/ask-messages';
import {
  type AskReplyRow,
  findAsk,
  listAskReplies,
  listMemberAsks,
  listRelatedAsks,
  type MemberAskRow,
} from '../../repos/catalogue/goods-asks';
import { askParties, boughtGoods, findReply, insertMemberReply, latestReplies, listAnswerable } from '../../repos/catalogue/member-asks';
import { goodsListed, insertAsk, type Paging } from '../../repos/catalogue/goods-feedback';
import { goodsGone } from './goods-detail';
import { maskName } from './goods-feedback';

type Asset = (path: string) => string;
export type Anonymous = 'YES' | 'NO';

const page = <T>(data: T[], total: number, p: Paging): JavashopPage<T> => ({
  data,
  page_no: p.pageNo,
  page_size: p.pageSize,
  data_total: total,
});

export const askGone = (askId: number) => new ApiError('not_found', 'discoveryAskNotFound', { askId });

const shownName = (name: string, anonymous: Anonymous) => (anonymous === 'YES' ? '' : maskName(name));

/** Answers shown under each of my questions in the member centre (all of them on /ask-detail). */
const ANSWERS_SHOWN = 3;

const toReply = (r: AskReplyRow): AskReply => ({
  reply_id: r.id,
  ask_id: r.ask_id,
  content: r.content,
  create_time: r.created_at,
  member_name: shownName(r.member_name, r.anonymous),
  anonymous: r.anonymous,
});

function toMemberAsk(r: MemberAskRow, asset: Asset): MemberAsk {
  return {
    ask_id: r.id,
    goods_id: r.goods_id,
    content: r.content,
    create_time: r.created_at,
    reply: r.reply,
    reply_time: r.reply_time,
    reply_status: r.reply ? 1 : 0,
    member_name: shownName(r.member_name, r.anonymous),
    anonymous: r.anonymous,
    goods_name: r.goods_name,
    goods_img: asset(r.image),
    reply_num: r.reply_num,
  };
}

/** The question-and-answer calls of a product page and of the ask-detail / reply-answer pages. */
export function createAskService(db: Db, now: () => number) {
  const mustFind = async (askId: number, locale: Locale) => {
    const row = await findAsk(db, askId, locale);
    if (!row) throw askGone(askId);
    return row;
  };
  return {
    /** My questions, newest first, each with the seller's answer and the latest answers of other buyers. */
    async mine(memberId: number, locale: Locale, p: Paging, asset: Asset): Promise<JavashopPage<MyAsk>> {
      const { rows, total } = await listMemberAsks(db, memberId, locale, p);
      const replies = await latestReplies(
        db,
        rows.map((r) => r.id),
        ANSWERS_SHOWN,
      );
      return page(
        rows.map((r) => ({ ...toMemberAsk(r, asset), answers: replies.filter((reply) => reply.ask_id === r.id).map(toReply) })),
        total,
        p,
      );
    },

    /** Other buyers' questions about goods I bought: `answered` 0 those I may still answer, 1 those I answered. */
    async answerable(memberId: number, locale: Locale, answered: 0 | 1, p: Paging, asset: Asset): Promise<JavashopPage<AnswerableAsk>> {
      const { rows, total } = await listAnswerable(db, memberId, locale, answered === 1, p);
      return page(
        rows.map((r) => ({
          ask_id: r.id,
          goods_id: r.goods_id,
          goods_name: r.goods_name,
          goods_img: asset(r.image),
          content: r.content,
          create_time: r.created_at,
          member_name: shownName(r.member_name, r.anonymous),
          anonymous: r.anonymous,
          reply_num: r.reply_num,
          my_reply:
            r.reply_id === null || r.reply_content === null || r.reply_at === null
              ? null
              : {
                  reply_id: r.reply_id,
                  ask_id: r.id,
                  content: r.reply_content,
                  create_time: r.reply_at,
                  member_name: shownName(r.reply_member_name ?? '', r.reply_anonymous ?? 'NO'),
                  anonymous: r.reply_anonymous ?? 'NO',
                },
        })),
        total,
        p,
      );
    },

    async detail(askId: number, locale: Locale, asset: Asset): Promise<MemberAsk> {
      return toMemberAsk(await mustFind(askId, locale), asset);
    },

    async related(askId: number, goodsId: number, locale: Locale, num: number, asset: Asset): Promise<MemberAsk[]> {
      await mustFind(askId, locale);
      return (await listRelatedAsks(db, askId, goodsId, locale, num)).map((r) => toMemberAsk(r, asset));
    },

    async replies(askId: number, locale: Locale, p: Paging): Promise<JavashopPage<AskReply>> {
      await mustFind(askId, locale);
      const { rows, total } = await listAskReplies(db, askId, p);
      return page(rows.map(toReply), total, p);
    },

    /**
     * Asks about a listed goods; the seller answers later (reply stays null until then). Every
     * buyer of the goods gets an ask message, as Javashop sends, so they may answer.
     */
    async ask(
      memberId: number,
      input: { goodsId: number; content: string; anonymous: Anonymous },
      locale: Locale,
      asset: Asset,
    ): Promise<MemberAsk> {
      if (!(await goodsListed(db, input.goodsId))) throw goodsGone();
      const id = await db.tx(async (q) => {
        const asked = await insertAsk(q, { ...input, memberId, now: now() });
        await insertAskedMessages(q, { askId: asked, now: now() });
        return asked;
      });
      return toMemberAsk(await mustFind(id, locale), asset);
    },

    /**
     * Another buyer's answer: only a buyer of the goods (a paid order holding it), never the asker,
     * once per member and question (the unique index holds under concurrency). The asker gets an
     * ask message in the same transaction.
     */
    async reply(memberId: number, input: { askId: number; content: string; anonymous: Anonymous }): Promise<AskReply> {
      const id = await db.tx(async (q) => {
        const parties = await askParties(q, input.askId);
        if (!parties) throw askGone(input.askId);
        if (parties.member_id === memberId) throw ruleError('askOwnQuestion', { ask_id: input.askId });
        if (!(await boughtGoods(q, memberId, parties.goods_id))) throw ruleError('askNotABuyer', { ask_id: input.askId });
        const replyId = await insertMemberReply(q, { ...input, memberId, now: now() });
        if (replyId === undefined) throw conflictError('askAlreadyAnswered', { ask_id: input.askId });
        await insertAnsweredMessage(q, { askId: input.askId, replyId, now: now() });
        return replyId;
      });
      const row = await findReply(db, id);
      if (!row) throw new Error(`reply ${id} vanished`);
      return toReply(row);
    },
  };
}
