import { validationError } from '../../http/errors';
import { oneOf, optionalString, type Source } from '../../http/params';

/** Longest question or answer a buyer may write. */
export const ASK_CONTENT_MAX = 500;

/** A question or answer text: required, trimmed, at most ASK_CONTENT_MAX characters. */
export function askText(source: Source, field: string): string {
  const text = optionalString(source, field, ASK_CONTENT_MAX);
  if (text === undefined) throw validationError('discoveryAskBlank', { field });
  return text;
}

/** `anonymous`: YES or NO (default NO); the storefront's checkbox may also send 1 / 0. */
export function anonymousOf(source: Source): 'YES' | 'NO' {
  const value = oneOf(source, 'anonymous', ['YES', 'NO', '1', '0'] as const, 'NO');
  return value === 'YES' || value === '1' ? 'YES' : 'NO';
}
