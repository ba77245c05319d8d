// Reply shapes of the chat calls (issue 4): the SSO hand-off and the development chat provider.
import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

/** `GET /mallpcapi/member/generateChatSSOUrl?shop_id&goods_id` */
export const ChatSsoUrl = type({
  /** where the buyer continues: the provider's page with a signed `ticket` in its query */
  url: string(),
  /** Unix seconds after which the ticket is refused */
  expiresAt: number(),
  /** `dev`: the built-in development chat of this server; `external`: CHAT_PROVIDER_URL */
  provider: enums(['dev', 'external']),
});
export type ChatSsoUrl = Infer<typeof ChatSsoUrl>;

export const ChatGoods = type({
  goodsId: number(),
  name: string(),
  thumbnail: string(),
  /** MXN */
  price: number(),
});
export type ChatGoods = Infer<typeof ChatGoods>;

export const ChatMessage = type({
  id: number(),
  /** BUYER: the member; SHOP: a seller's answer; AUTO: the development provider's automatic answer */
  sender: enums(['BUYER', 'SHOP', 'AUTO']),
  content: string(),
  goods: nullable(ChatGoods),
  /** Unix seconds */
  createTime: number(),
});
export type ChatMessage = Infer<typeof ChatMessage>;

/** `POST /mallpcapi/chat/open` (ticket) */
export const ChatConversation = type({
  conversationId: number(),
  /** 0: the platform's customer service */
  shopId: number(),
  /** empty for the platform */
  shopName: string(),
  shopLogo: string(),
  /** the goods the buyer came from, offered as a card to send */
  goods: nullable(ChatGoods),
  messages: array(ChatMessage),
});
export type ChatConversation = Infer<typeof ChatConversation>;

/** `GET /mallpcapi/chat/messages?conversation_id&after` and `POST /mallpcapi/chat/send` */
export const ChatMessages = type({ messages: array(ChatMessage) });
export type ChatMessages = Infer<typeof ChatMessages>;
