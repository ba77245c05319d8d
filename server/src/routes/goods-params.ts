import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../src/core/contract/rules';
import { validationError } from '../http/errors';
import { asSource, ID_RANGE, intWithDefault, type IntRange, oneOf, optionalString, requiredInt, type Source } from '../http/params';

/** Javashop paging: `page_no`, `page_size` (default 10). */
export const paging = (source: Source) => ({
  pageNo: intWithDefault(source, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
  pageSize: intWithDefault(source, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, 10),
});

/** Mall paging: `pageNo`, `pageSize` (default 10). */
export const mallPaging = (source: Source) => ({
  pageNo: intWithDefault(source, 'pageNo', { min: 1, max: PAGE_NO_MAX }, 1),
  pageSize: intWithDefault(source, 'pageSize', { min: 1, max: PAGE_SIZE_MAX }, 10),
});

/** A path id, validated like a query field so a bad one names itself in the message. */
export const pathId = (params: unknown, field: string, name = field, range: IntRange = ID_RANGE) =>
  requiredInt({ [name]: asSource(params)[field] }, name, range);

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

/** Query and form fields together (Javashop clients send fields in either). */
export const fieldsOf = (request: { query: unknown; body: unknown }): Source => ({ ...asSource(request.query), ...asSource(request.body) });
