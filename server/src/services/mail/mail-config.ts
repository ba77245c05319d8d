import { createHttpMailTransport, DEFAULT_MAIL_TIMEOUT_MS } from './mail-http-transport';
import { createConsoleMailTransport, type MailTransport } from './mail-transport';

export const MAIL_TRANSPORTS = ['console', 'http'] as const;

/** A setting the server cannot start with; the message names the variable to fix. */
export class MailConfigError extends Error {
  constructor(message: string) {
    super(`[vitrina] ${message}`);
    this.name = 'MailConfigError';
  }
}

/**
 * The mail transport named by the environment, so a real provider replaces the development one
 * without code changes:
 * - `MAIL_TRANSPORT=console` (default): mails go to the server log and the in-process dev outbox.
 * - `MAIL_TRANSPORT=http`: POST to `MAIL_GATEWAY_URL` with `Authorization: Bearer $MAIL_GATEWAY_TOKEN`,
 *   sent from `MAIL_FROM` (optional `MAIL_GATEWAY_TIMEOUT_MS`, default 10 000).
 * Anything misconfigured fails at startup rather than at the first buyer's registration.
 */
export function mailTransportFromEnv(env: Record<string, string | undefined>, print: (line: string) => void = console.log): MailTransport {
  const kind = (env.MAIL_TRANSPORT ?? '').trim().toLowerCase() || 'console';
  if (kind === 'console') return createConsoleMailTransport(print);
  if (kind !== 'http')
    throw new MailConfigError(`MAIL_TRANSPORT must be one of ${MAIL_TRANSPORTS.join(', ')} (got "${env.MAIL_TRANSPORT}")`);

  const url = env.MAIL_GATEWAY_URL?.trim() ?? '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new MailConfigError(`MAIL_TRANSPORT=http needs MAIL_GATEWAY_URL, an http(s) URL (got "${url}")`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new MailConfigError(`MAIL_GATEWAY_URL must be an http(s) URL (got "${url}")`);
  }
  const token = env.MAIL_GATEWAY_TOKEN?.trim() ?? '';
  if (!token) throw new MailConfigError('MAIL_TRANSPORT=http needs MAIL_GATEWAY_TOKEN');
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(from) && !/<[^\s@]+@[^\s@]+>$/.test(from)) {
    throw new MailConfigError(`MAIL_TRANSPORT=http needs MAIL_FROM, the sender address (got "${from}")`);
  }
  const timeoutText = env.MAIL_GATEWAY_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_MAIL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new MailConfigError(`MAIL_GATEWAY_TIMEOUT_MS must be whole milliseconds from 100 to 120000 (got "${timeoutText}")`);
  }
  return createHttpMailTransport({ url: parsed.toString(), token, from, timeoutMs });
}
