// Request shapes of the chat (its single sign-on and the built-in development provider), as the
// server's route schemas read them (request-fields.ts).
import { optional, type } from 'superstruct';
import { id, int, INT4_MAX, text, withDefault } from './request-fields';

/** Longest chat message. */
export const CHAT_MESSAGE_MAX = 1000;

/** `GET /mallpcapi/member/generateChatSSOUrl`: a shop (absent or 0: the platform's customer service), a goods to talk about. */
export const ChatSsoQuery = type({ shop_id: withDefault(int(0, INT4_MAX), 0), goods_id: optional(id()) });
/** `POST /mallpcapi/chat/open`: the ticket of the sign-on link. */
export const ChatOpenForm = type({ ticket: text(1000) });
/** `GET /mallpcapi/chat/messages`: those after the message `after` (0: all). */
export const ChatMessagesQuery = type({ conversation_id: id(), after: withDefault(int(0, Number.MAX_SAFE_INTEGER), 0) });
/** `POST /mallpcapi/chat/send`: words, a goods card, or both (the route holds that one of them is there). */
export const ChatSendForm = type({ conversation_id: id(), goods_id: optional(id()), content: optional(text(CHAT_MESSAGE_MAX)) });
