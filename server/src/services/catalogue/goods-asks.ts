import type { Locale } from '../../../../src/core/contract/locales';
import type { AskReply, JavashopPage, MemberAsk } from '../../../../src/core/contract/types-discovery';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import {
  findAsk,
  insertAskReply,
  listAskReplies,
  listMemberAsks,
  listRelatedAsks,
  type MemberAskRow,
} from '../../repos/catalogue/goods-asks';
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
    async mine(memberId: number, locale: Locale, p: Paging, asset: Asset): Promise<JavashopPage<MemberAsk>> {
      const { rows, total } = await listMemberAsks(db, memberId, locale, p);
      return page(
        rows.map((r) => toMemberAsk(r, asset)),
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
      return page(
        rows.map((r) => ({
          reply_id: r.id,
          ask_id: r.ask_id,
          content: r.content,
          create_time: r.created_at,
          member_name: shownName(r.member_name, r.anonymous),
          anonymous: r.anonymous,
        })),
        total,
        p,
      );
    },

    /** Asks about a listed goods; the seller answers later (reply stays null until then). */
    async ask(
      memberId: number,
      input: { goodsId: number; content: string; anonymous: Anonymous },
      locale: Locale,
      asset: Asset,
    ): Promise<MemberAsk> {
      if (!(await goodsListed(db, input.goodsId))) throw goodsGone();
      const id = await insertAsk(db, { ...input, memberId, now: now() });
      return toMemberAsk(await mustFind(id, locale), asset);
    },

    async reply(memberId: number, input: { askId: number; content: string; anonymous: Anonymous }, locale: Locale): Promise<AskReply> {
      await mustFind(input.askId, locale);
      const id = await insertAskReply(db, { ...input, memberId, now: now() });
      const { rows } = await listAskReplies(db, input.askId, { pageNo: 1, pageSize: 50 });
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(`reply ${id} vanished`);
      return {
        reply_id: id,
        ask_id: input.askId,
        content: row.content,
        create_time: row.created_at,
        member_name: shownName(row.member_name, row.anonymous),
        anonymous: row.anonymous,
      };
    },
  };
}
