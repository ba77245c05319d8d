import type { MailTransport } from './mail-transport';

export interface HttpMailOptions {
  /** where to POST each mail (MAIL_GATEWAY_URL) */
  url: string;
  /** sent as `Authorization: Bearer …` (MAIL_GATEWAY_TOKEN) */
  token: string;
  /** the sender address (MAIL_FROM) */
  from: string;
  /** give up on a gateway that does not answer (MAIL_GATEWAY_TIMEOUT_MS) */
  timeoutMs?: number;
}

/** The gateway refused or did not answer; `status` is its HTTP status, 0 when there was none. */
export class MailGatewayError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'MailGatewayError';
    this.status = status;
  }
}

export const DEFAULT_MAIL_TIMEOUT_MS = 10_000;

/**
 * A provider-neutral adapter: `POST url` with `{ "from", "to", "subject", "text" }` as JSON and a
 * bearer token. Any 2xx is delivered; anything else throws, so the caller can forget the link and
 * let the buyer ask again. A provider with another shape (or SMTP) sits behind a small relay.
 */
export function createHttpMailTransport(options: HttpMailOptions): MailTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ from: options.from, to: message.to, subject: message.subject, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The URL is the operator's; the token never goes into a message.
        const why = error instanceof Error ? error.message : String(error);
        throw new MailGatewayError(`mail gateway ${options.url} unreachable: ${why}`, 0);
      }
      // Drain the body either way so the connection can be reused.
      const body = await response.text().catch(() => '');
      if (!response.ok)
        throw new MailGatewayError(`mail gateway ${options.url} answered ${response.status}: ${body.slice(0, 200)}`, response.status);
    },
  };
}
