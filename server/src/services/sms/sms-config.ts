import { createHttpSmsTransport, DEFAULT_GATEWAY_TIMEOUT_MS } from './sms-http-transport';
import { createConsoleSmsTransport, type SmsTransport } from './sms-transport';
import { StartupError } from '../../startup-error';

export const SMS_TRANSPORTS = ['console', 'http'] as const;

/** A setting the server cannot start with; the message names the variable to fix. */
export class SmsConfigError extends StartupError {
  constructor(message: string) {
    super(message);
    this.name = 'SmsConfigError';
  }
}

/**
 * The SMS transport named by the environment, so a real provider replaces the development one
 * without code changes:
 * - `SMS_TRANSPORT=console` (default): codes go to the log and to the in-process dev outbox.
 * - `SMS_TRANSPORT=http`: POST to `SMS_GATEWAY_URL` with `Authorization: Bearer $SMS_GATEWAY_TOKEN`
 *   (optional `SMS_GATEWAY_TIMEOUT_MS`, default 10 000).
 * Anything misconfigured fails at startup rather than at the first buyer's login.
 */
export function smsTransportFromEnv(env: Record<string, string | undefined>, print: (line: string) => void = console.log): SmsTransport {
  const kind = (env.SMS_TRANSPORT ?? '').trim().toLowerCase() || 'console';
  if (kind === 'console') return createConsoleSmsTransport(print);
  if (kind !== 'http') throw new SmsConfigError(`SMS_TRANSPORT must be one of ${SMS_TRANSPORTS.join(', ')} (got "${env.SMS_TRANSPORT}")`);

  const url = env.SMS_GATEWAY_URL?.trim() ?? '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SmsConfigError(`SMS_TRANSPORT=http needs SMS_GATEWAY_URL, an http(s) URL (got "${url}")`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new SmsConfigError(`SMS_GATEWAY_URL must be an http(s) URL (got "${url}")`);
  }
  const token = env.SMS_GATEWAY_TOKEN?.trim() ?? '';
  if (!token) throw new SmsConfigError('SMS_TRANSPORT=http needs SMS_GATEWAY_TOKEN');
  const timeoutText = env.SMS_GATEWAY_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_GATEWAY_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new SmsConfigError(`SMS_GATEWAY_TIMEOUT_MS must be whole milliseconds from 100 to 120000 (got "${timeoutText}")`);
  }
  return createHttpSmsTransport({ url: parsed.toString(), token, timeoutMs });
}
