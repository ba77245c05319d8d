import { CHAT_MESSAGE_MAX } from '../../../../src/core/contract/requests-chat';
import type { Locale } from '../../../../src/core/contract/locales';
import type { ChatConversation, ChatGoods, ChatMessage } from '../../../../src/core/contract/types-chat';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import {
  autoReplySince,
  type ChatGoodsRow as GoodsRow,
  countBuyerMessagesSince,
  findConversation,
  findGoodsShop,
  findShopName,
  insertAutoReply,
  insertBuyerMessage,
  listChatGoods,
  listMessagesAfter,
  listRecentMessages,
  lockConversation,
  type MessageRow,
  openConversation,
  shopExists,
  touchConversation,
} from '../../repos/chat/conversations';
import { shopLogo } from '../members/collections';

type Assets = (path: string) => string;

export const CHAT_RULES = {
  /** characters of one message */
  maxLength: CHAT_MESSAGE_MAX,
  /** messages a buyer may send to one conversation per minute */
  perMinute: 20,
  /** the development auto-reply answers again only after this much quiet */
  autoReplyQuietSeconds: 10 * 60,
  /** messages one read returns at most (the newest ones on open) */
  page: 100,
} as const;

/**
 * The built-in development chat provider: one persistent conversation per member and shop, the
 * buyer's messages, and an automatic answer that says a seller will reply. Every read checks that
 * the conversation belongs to the member asking.
 */
export function createChatService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  async function goodsRows(q: Queryable, ids: number[], locale: Locale): Promise<Map<number, GoodsRow>> {
    if (ids.length === 0) return new Map();
    const rows = await listChatGoods(q, ids, locale);
    return new Map(rows.map((row) => [Number(row.id), row]));
  }

  const toGoods = (row: GoodsRow | undefined, asset: Assets): ChatGoods | null =>
    row ? { goodsId: Number(row.id), name: row.name, thumbnail: asset(row.image), price: Number(row.price_cents) / 100 } : null;

  async function toMessages(rows: MessageRow[], locale: Locale, asset: Assets): Promise<ChatMessage[]> {
    const goods = await goodsRows(db, [...new Set(rows.flatMap((r) => (r.goods_id === null ? [] : [Number(r.goods_id)])))], locale);
    return rows.map((r) => ({
      id: Number(r.id),
      sender: r.sender,
      content: r.content,
      goods: r.goods_id === null ? null : toGoods(goods.get(Number(r.goods_id)), asset),
      createTime: Number(r.created_at),
    }));
  }

  async function ownConversation(memberId: number, conversationId: number): Promise<{ id: number; shop_id: number }> {
    // another member's conversation reads exactly like a missing one
    const row = await findConversation(db, memberId, conversationId);
    if (!row) throw new ApiError('not_found', 'chatConversationUnknown', { field: 'conversation_id' });
    return { id: Number(row.id), shop_id: Number(row.shop_id) };
  }

  return {
    /** The shop (0: the platform) and goods a chat may be opened for; refuses unknown ones by field. */
    async checkTarget(shopId: number, goodsId: number | null): Promise<void> {
      if (shopId !== 0) {
        if (!(await shopExists(db, shopId))) throw validationError('chatShopUnknown', { field: 'shop_id', value: shopId });
      }
      if (goodsId !== null) {
        const goodsShop = await findGoodsShop(db, goodsId);
        if (goodsShop === undefined) throw validationError('chatGoodsUnknown', { field: 'goods_id', value: goodsId });
        if (shopId !== 0 && Number(goodsShop) !== shopId)
          throw validationError('chatGoodsOtherShop', { field: 'goods_id', value: goodsId });
      }
    },

    /** Finds or starts the member's conversation with the shop and returns it with its newest messages. */
    async open(memberId: number, shopId: number, goodsId: number | null, locale: Locale, asset: Assets): Promise<ChatConversation> {
      const at = now();
      const conversationId = await openConversation(db, memberId, shopId, at);
      const shopName = shopId === 0 ? undefined : await findShopName(db, shopId);
      const recent = await listRecentMessages(db, conversationId, CHAT_RULES.page);
      const goods = goodsId === null ? null : toGoods((await goodsRows(db, [goodsId], locale)).get(goodsId), asset);
      return {
        conversationId,
        shopId,
        shopName: shopName ?? '',
        shopLogo: shopId === 0 ? '' : asset(shopLogo(shopId)),
        goods,
        messages: await toMessages(recent, locale, asset),
      };
    },

    /** Messages after `after` (an id), oldest first: what a poll has not seen yet. */
    async messages(memberId: number, conversationId: number, after: number, locale: Locale, asset: Assets): Promise<ChatMessage[]> {
      await ownConversation(memberId, conversationId);
      return toMessages(await listMessagesAfter(db, conversationId, after, CHAT_RULES.page), locale, asset);
    },

    /** Stores the buyer's message and, after a quiet spell, the development provider's automatic answer. */
    async send(
      memberId: number,
      conversationId: number,
      input: { content: string; goodsId: number | null },
      locale: Locale,
      asset: Assets,
    ): Promise<ChatMessage[]> {
      const conversation = await ownConversation(memberId, conversationId);
      if (input.goodsId !== null) {
        const goods = (await goodsRows(db, [input.goodsId], locale)).get(input.goodsId);
        if (!goods) throw validationError('chatGoodsUnknown', { field: 'goods_id', value: input.goodsId });
        if (conversation.shop_id !== 0 && Number(goods.shop_id) !== conversation.shop_id) {
          throw validationError('chatGoodsOtherShop', { field: 'goods_id', value: input.goodsId });
        }
      }
      const at = now();
      const inserted = await db.tx(async (q) => {
        // the conversation row serialises one member's concurrent sends, so the limit holds
        await lockConversation(q, conversationId);
        if ((await countBuyerMessagesSince(q, conversationId, at - 60)) >= CHAT_RULES.perMinute) {
          throw ruleError('chatTooFast', { field: 'content' });
        }
        const answered = await autoReplySince(q, conversationId, at - CHAT_RULES.autoReplyQuietSeconds);
        const rows = await insertBuyerMessage(q, { conversationId, content: input.content, goodsId: input.goodsId, at });
        // no text: the storefront words the answer in the buyer's language of the moment
        if (!answered) rows.push(...(await insertAutoReply(q, conversationId, at)));
        await touchConversation(q, conversationId, at);
        return rows;
      });
      return toMessages(inserted, locale, asset);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
