import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a chat ticket may wait between the SSO call and the provider opening it. */
export const CHAT_TICKET_TTL_SECONDS = 5 * 60;

export interface ChatTicket {
  memberId: number;
  shopId: number;
  goodsId: number | null;
  /** Unix seconds */
  expiresAt: number;
}

export type TicketCheck = { ok: true; ticket: ChatTicket } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Signed, short-lived chat tickets: `payload.signature`, the payload base64url JSON and the
 * signature HMAC-SHA256 under a secret shared with the chat provider. The secret comes from
 * CHAT_SSO_SECRET, or in development the key every node keeps in the database (app.ts): a ticket
 * made on one node must be valid on the others, so there is no key made up here to fall back on.
 */
export function createChatTickets(secret: string, clock: () => number) {
  if (secret.length < 16) throw new Error('[vitrina] the chat ticket secret must have at least 16 characters');
  const key = Buffer.from(secret);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(memberId: number, shopId: number, goodsId: number | null): { token: string; expiresAt: number } {
      const expiresAt = Math.floor(clock() / 1000) + CHAT_TICKET_TTL_SECONDS;
      // a nonce so two tickets of the same second differ (nothing else depends on it)
      const payload = b64(JSON.stringify({ m: memberId, s: shopId, g: goodsId, e: expiresAt, n: b64(randomBytes(9)) }));
      return { token: `${payload}.${b64(sign(payload))}`, expiresAt };
    },

    verify(token: string): TicketCheck {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
      let data: unknown;
      try {
        data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const { m, s, g, e } = (data ?? {}) as Record<string, unknown>;
      if (typeof m !== 'number' || typeof s !== 'number' || typeof e !== 'number' || !(g === null || typeof g === 'number')) {
        return { ok: false, reason: 'malformed' };
      }
      if (e * 1000 <= clock()) return { ok: false, reason: 'expired' };
      return { ok: true, ticket: { memberId: m, shopId: s, goodsId: g, expiresAt: e } };
    },
  };
}

export type ChatTickets = ReturnType<typeof createChatTickets>;

/**
 * The provider page a ticket is handed to. CHAT_PROVIDER_URL names an outside IM service; without
 * it the built-in development chat at `/chat` of the storefront serving this API is used.
 */
export function chatProviderUrl(
  configured: string | undefined,
  origin: string,
  query: { ticket: string; shopId: number; goodsId: number | null },
): { url: string; provider: 'dev' | 'external' } {
  const external = configured?.trim();
  const url = new URL(external || '/chat', external ? undefined : origin);
  url.searchParams.set('shop_id', String(query.shopId));
  if (query.goodsId !== null) url.searchParams.set('goods_id', String(query.goodsId));
  url.searchParams.set('ticket', query.ticket);
  return { url: url.toString(), provider: external ? 'external' : 'dev' };
}
