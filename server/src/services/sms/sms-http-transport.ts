import type { SmsTransport } from './sms-transport';

export interface HttpSmsOptions {
  /** where to POST each message (SMS_GATEWAY_URL) */
  url: string;
  /** sent as `Authorization: Bearer …` (SMS_GATEWAY_TOKEN) */
  token: string;
  /** give up on a gateway that does not answer (SMS_GATEWAY_TIMEOUT_MS) */
  timeoutMs?: number;
}

/** The gateway refused or did not answer; `status` is its HTTP status, 0 when there was none. */
export class SmsGatewayError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'SmsGatewayError';
    this.status = status;
  }
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A provider-neutral adapter: `POST url` with `{ "to": "<10-digit mobile>", "text": "…" }` as JSON
 * and a bearer token. Any 2xx is delivered; anything else throws, so the caller can forget the code
 * and let the buyer retry. A provider with another shape sits behind a small relay at that URL.
 */
export function createHttpSmsTransport(options: HttpSmsOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  return {
    async send(mobile, text) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ to: mobile, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The URL is the operator's; the token never goes into a message.
        const why = error instanceof Error ? error.message : String(error);
        throw new SmsGatewayError(`SMS gateway ${options.url} unreachable: ${why}`, 0);
      }
      // Drain the body either way so the connection can be reused.
      const body = await response.text().catch(() => '');
      if (!response.ok)
        throw new SmsGatewayError(`SMS gateway ${options.url} answered ${response.status}: ${body.slice(0, 200)}`, response.status);
    },
  };
}
