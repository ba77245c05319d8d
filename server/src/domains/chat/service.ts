import type { ChatSsoUrl } from '../../../../src/core/contract/types-chat';
import type { Db } from '../../db/types';
import { createChatService } from '../../services/chat/chat-service';
import { chatProviderUrl, createChatTickets } from '../../services/chat/chat-sso';

export interface ChatDeps {
  db: Db;
  clock: () => number;
  /** CHAT_PROVIDER_URL: an outside IM service; the built-in development chat when undefined */
  providerUrl: string | undefined;
  /** CHAT_SSO_SECRET, shared with the provider; in development the one kept in the database */
  secret: string;
  /** `/path` → absolute URL on the configured public URL */
  absoluteUrl: (path: string) => string;
}

/**
 * Chat (spec §1, §2 /chat, §7 generateChatSSOUrl). The marketplace's IM is an outside service
 * reached by single sign-on: this server signs a short-lived ticket for the member and the shop
 * and hands back the provider's URL. Without a provider URL the provider is the built-in
 * development chat (`conversations`).
 */
export function createChatDomainService({ db, clock, providerUrl, secret, absoluteUrl }: ChatDeps) {
  const tickets = createChatTickets(secret, clock);
  const conversations = createChatService(db, clock);
  return {
    tickets,
    conversations,

    /** A signed ticket for the member and the shop (0: the platform's customer service), in the provider's URL. */
    async ssoUrl(memberId: number, shopId: number, goodsId: number | null): Promise<ChatSsoUrl> {
      await conversations.checkTarget(shopId, goodsId);
      const ticket = tickets.issue(memberId, shopId, goodsId);
      const { url, provider } = chatProviderUrl(providerUrl, absoluteUrl('/'), { ticket: ticket.token, shopId, goodsId });
      return { url, expiresAt: ticket.expiresAt, provider };
    },
  };
}

export type ChatDomainService = ReturnType<typeof createChatDomainService>;
