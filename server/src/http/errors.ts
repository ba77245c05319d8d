import type { MessageKey, MessageParams } from '../../../src/core/contract/messages';

/**
 * What went wrong, independent of how each API family renders it:
 * - validation: the input must be fixed (400 "004" / code 400)
 * - rule: a business rule refused valid input, e.g. stock (400 "004" / code 400)
 * - not_found: 404 "003" / code 404
 * - not_logged_in: token missing, unknown or expired (403 "403" / code 502)
 * - bad_credentials: wrong username or password (401 "002" / code 401)
 * - refresh_invalid: the refresh token cannot be used (401 "109" / code 502)
 * - conflict: the state changed under the buyer, so retyping cannot help (409 "409" / code 409)
 */
export type ErrorKind = 'validation' | 'rule' | 'not_found' | 'not_logged_in' | 'bad_credentials' | 'refresh_invalid' | 'conflict';

export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;

  constructor(kind: ErrorKind, messageKey: MessageKey, params: MessageParams = {}) {
    super(`${kind}: ${messageKey}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.messageKey = messageKey;
    this.params = params;
  }
}

/**
 * Every field problem of one request at once (issue 16 §6), so a form marks them all instead of
 * one per submit. Each problem names its field (`params.field`); the reply's message is the
 * first's, and the list travels as `data.fields` (Javashop) or `result.fields` (mall): `[{field, message}]`.
 */
export class FieldsError extends ApiError {
  readonly problems: readonly ApiError[];
  constructor(first: ApiError, ...rest: ApiError[]) {
    super(first.kind, first.messageKey, first.params);
    this.name = 'FieldsError';
    this.problems = [first, ...rest];
  }
}

/** Throws every problem at once when there is any (a FieldsError). */
export function throwProblems(problems: readonly ApiError[]): void {
  const [first, ...rest] = problems;
  if (first) throw new FieldsError(first, ...rest);
}

export const validationError = (key: MessageKey, params: MessageParams = {}) => new ApiError('validation', key, params);
export const ruleError = (key: MessageKey, params: MessageParams = {}) => new ApiError('rule', key, params);
export const conflictError = (key: MessageKey, params: MessageParams = {}) => new ApiError('conflict', key, params);
export const notFoundError = () => new ApiError('not_found', 'notFound');
export const notLoggedInError = () => new ApiError('not_logged_in', 'pleaseLogin');
