// Reply shapes of the chat calls (issue 4): the SSO hand-off and the development chat provider.

/** `GET /mallpcapi/member/generateChatSSOUrl?shop_id&goods_id` */
export interface ChatSsoUrl {
  /** where the buyer continues: the provider's page with a signed `ticket` in its query */
  url: string;
  /** Unix seconds after which the ticket is refused */
  expiresAt: number;
  /** `dev`: the built-in development chat of this server; `external`: CHAT_PROVIDER_URL */
  provider: 'dev' | 'external';
}

export interface ChatGoods {
  goodsId: number;
  name: string;
  thumbnail: string;
  /** MXN */
  price: number;
}

export interface ChatMessage {
  id: number;
  /** BUYER: the member; SHOP: a seller's answer; AUTO: the development provider's automatic answer */
  sender: 'BUYER' | 'SHOP' | 'AUTO';
  content: string;
  goods: ChatGoods | null;
  /** Unix seconds */
  createTime: number;
}

/** `POST /mallpcapi/chat/open` (ticket) */
export interface ChatConversation {
  conversationId: number;
  /** 0: the platform's customer service */
  shopId: number;
  /** empty for the platform */
  shopName: string;
  shopLogo: string;
  /** the goods the buyer came from, offered as a card to send */
  goods: ChatGoods | null;
  messages: ChatMessage[];
}

/** `GET /mallpcapi/chat/messages?conversation_id&after` and `POST /mallpcapi/chat/send` */
export interface ChatMessages {
  messages: ChatMessage[];
}
