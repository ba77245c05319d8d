import type { Locale } from '../../../../src/core/contract/locales';
import type { ChatConversation, ChatGoods, ChatMessage } from '../../../../src/core/contract/types-chat';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { localeSuffix } from '../../http/locale-columns';
import { shopLogo } from '../catalogue/goods-members';

type Assets = (path: string) => string;

export const CHAT_RULES = {
  /** characters of one message */
  maxLength: 1000,
  /** messages a buyer may send to one conversation per minute */
  perMinute: 20,
  /** the development auto-reply answers again only after this much quiet */
  autoReplyQuietSeconds: 10 * 60,
  /** messages one read returns at most (the newest ones on open) */
  page: 100,
} as const;

interface MessageRow {
  id: number;
  sender: ChatMessage['sender'];
  content: string;
  goods_id: number | null;
  created_at: number;
}

interface GoodsRow {
  id: number;
  shop_id: number;
  name: string;
  image: string;
  price_cents: number;
}

/**
 * The built-in development chat provider: one persistent conversation per member and shop, the
 * buyer's messages, and an automatic answer that says a seller will reply. Every read checks that
 * the conversation belongs to the member asking.
 */
export function createChatService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  async function goodsRows(q: Queryable, ids: number[], locale: Locale): Promise<Map<number, GoodsRow>> {
    if (ids.length === 0) return new Map();
    const { rows } = await q.query<GoodsRow>(
      `select id, shop_id, name_${localeSuffix(locale)} as name, image, price_cents from goods where id = any($1::bigint[])`,
      [ids],
    );
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
    const { rows } = await db.query<{ id: number; shop_id: number }>(
      'select id, shop_id from chat_conversation where id = $1 and member_id = $2',
      [conversationId, memberId],
    );
    // another member's conversation reads exactly like a missing one
    const row = rows[0];
    if (!row) throw new ApiError('not_found', 'chatConversationUnknown', { field: 'conversation_id' });
    return { id: Number(row.id), shop_id: Number(row.shop_id) };
  }

  return {
    /** The shop (0: the platform) and goods a chat may be opened for; refuses unknown ones by field. */
    async checkTarget(shopId: number, goodsId: number | null): Promise<void> {
      if (shopId !== 0) {
        const { rows } = await db.query('select 1 from shop where id = $1', [shopId]);
        if (rows.length === 0) throw validationError('chatShopUnknown', { field: 'shop_id', value: shopId });
      }
      if (goodsId !== null) {
        const { rows } = await db.query<{ shop_id: number }>('select shop_id from goods where id = $1', [goodsId]);
        const row = rows[0];
        if (!row) throw validationError('chatGoodsUnknown', { field: 'goods_id', value: goodsId });
        if (shopId !== 0 && Number(row.shop_id) !== shopId)
          throw validationError('chatGoodsOtherShop', { field: 'goods_id', value: goodsId });
      }
    },

    /** Finds or starts the member's conversation with the shop and returns it with its newest messages. */
    async open(memberId: number, shopId: number, goodsId: number | null, locale: Locale, asset: Assets): Promise<ChatConversation> {
      const at = now();
      const { rows } = await db.query<{ id: number }>(
        `insert into chat_conversation (member_id, shop_id, created_at, updated_at) values ($1, $2, $3, $3)
         on conflict (member_id, shop_id) do update set member_id = excluded.member_id
         returning id`,
        [memberId, shopId, at],
      );
      const conversationId = Number(rows[0]?.id);
      const shop = shopId === 0 ? undefined : (await db.query<{ name: string }>('select name from shop where id = $1', [shopId])).rows[0];
      const recent = await db.query<MessageRow>(
        `select * from (select id, sender, content, goods_id, created_at from chat_message where conversation_id = $1 order by id desc limit $2) m order by id`,
        [conversationId, CHAT_RULES.page],
      );
      const goods = goodsId === null ? null : toGoods((await goodsRows(db, [goodsId], locale)).get(goodsId), asset);
      return {
        conversationId,
        shopId,
        shopName: shop?.name ?? '',
        shopLogo: shopId === 0 ? '' : asset(shopLogo(shopId)),
        goods,
        messages: await toMessages(recent.rows, locale, asset),
      };
    },

    /** Messages after `after` (an id), oldest first: what a poll has not seen yet. */
    async messages(memberId: number, conversationId: number, after: number, locale: Locale, asset: Assets): Promise<ChatMessage[]> {
      await ownConversation(memberId, conversationId);
      const { rows } = await db.query<MessageRow>(
        'select id, sender, content, goods_id, created_at from chat_message where conversation_id = $1 and id > $2 order by id limit $3',
        [conversationId, after, CHAT_RULES.page],
      );
      return toMessages(rows, locale, asset);
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
        await q.query('select id from chat_conversation where id = $1 for update', [conversationId]);
        const { rows: recent } = await q.query<{ n: number }>(
          `select count(*)::int as n from chat_message where conversation_id = $1 and sender = 'BUYER' and created_at > $2`,
          [conversationId, at - 60],
        );
        if ((recent[0]?.n ?? 0) >= CHAT_RULES.perMinute) throw ruleError('chatTooFast', { field: 'content' });
        const { rows: auto } = await q.query(
          `select 1 from chat_message where conversation_id = $1 and sender = 'AUTO' and created_at > $2 limit 1`,
          [conversationId, at - CHAT_RULES.autoReplyQuietSeconds],
        );
        const { rows } = await q.query<MessageRow>(
          `insert into chat_message (conversation_id, sender, content, goods_id, created_at) values ($1, 'BUYER', $2, $3, $4)
           returning id, sender, content, goods_id, created_at`,
          [conversationId, input.content, input.goodsId, at],
        );
        if (auto.length === 0) {
          // no text: the storefront words the answer in the buyer's language of the moment
          const reply = await q.query<MessageRow>(
            `insert into chat_message (conversation_id, sender, content, goods_id, created_at) values ($1, 'AUTO', '', null, $2)
             returning id, sender, content, goods_id, created_at`,
            [conversationId, at],
          );
          rows.push(...reply.rows);
        }
        await q.query('update chat_conversation set updated_at = $2 where id = $1', [conversationId, at]);
        return rows;
      });
      return toMessages(inserted, locale, asset);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
