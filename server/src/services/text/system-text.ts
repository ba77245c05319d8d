import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage, type MessageKey, type MessageParams, messages } from '../../../../src/core/contract/messages';
import { formatMoney } from '../../../../src/core/contract/money';

/**
 * A sentence the system writes, stored as a message key plus its parameters (issue 16 §3): read in
 * the language of whoever reads it, never frozen in the language of the moment it was written.
 */
export interface SystemText {
  key: MessageKey;
  params: MessageParams;
}

/** Parameters that are MXN amounts: formatted with the one money formatter when rendered. */
const MONEY_PARAMS = new Set(['amount', 'threshold']);

export const systemText = (key: MessageKey, params: MessageParams = {}): SystemText => ({ key, params });

const isMessageKey = (key: string): key is MessageKey => key in messages;

const readParams = (stored: unknown): MessageParams => {
  if (!stored || typeof stored !== 'object') return {};
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stored)) if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  return out;
};

/**
 * The stored text in `locale`: the key's message with its parameters when a key is stored; else the
 * words as written (merchant- or buyer-written text stays as it was typed).
 */
export function renderStoredText(stored: { key: string; params: unknown; written: string }, locale: Locale): string {
  if (!stored.key || !isMessageKey(stored.key)) return stored.written;
  const params = readParams(stored.params);
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    shown[name] = MONEY_PARAMS.has(name) && typeof value === 'number' ? formatMoney(value, locale) : value;
  return formatMessage(stored.key, locale, shown);
}

/** What a text column holds: words a person wrote, or a system text (its key and parameters, no words). */
export type StoredText = string | SystemText;

/** The three columns of a stored text: the words as written, the key, the parameters as JSON (jsonb). */
export const textColumns = (text: StoredText): [written: string, key: string, params: string] =>
  typeof text === 'string' ? [text, '', '{}'] : ['', text.key, JSON.stringify(text.params)];
