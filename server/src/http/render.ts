import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/core/contract/locales';
import { formatMessage, type MessageKey, type messages } from '../../../src/core/contract/messages';
import type { ApiErrorBody, MallReply } from '../../../src/core/contract/types';
import { ApiError, FieldsError, type ErrorKind } from './errors';

/** `/mallpcapi/*` wraps everything in a 200 envelope; the Javashop families use HTTP statuses. */
export type Family = 'mall' | 'javashop';

export function familyOf(url: string): Family {
  return /^\/api\/mallpcapi(\/|\?|$)/.test(url) ? 'mall' : 'javashop';
}

/** The `{name}` placeholders of a message text. */
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** A message with placeholders takes their values, so a reply never shows a literal `{minutes}` (issue 9). */
type ParamsArg<K extends MessageKey> = [Placeholders<(typeof messages)[K][Locale]>] extends [never]
  ? []
  : [params: Readonly<Record<Placeholders<(typeof messages)[K][Locale]>, string | number>>];

export function mallOk<T, K extends MessageKey = 'success'>(lang: Locale, result: T, key?: K, ...params: ParamsArg<K>): MallReply<T> {
  return { success: true, code: 200, message: formatMessage(key ?? 'success', lang, params[0]), result };
}

const JAVASHOP: Record<ErrorKind | 'internal' | 'too_large', { status: number; code: string }> = {
  validation: { status: 400, code: '004' },
  rule: { status: 400, code: '004' },
  not_found: { status: 404, code: '003' },
  not_logged_in: { status: 403, code: '403' },
  bad_credentials: { status: 401, code: '002' },
  refresh_invalid: { status: 401, code: '109' },
  conflict: { status: 409, code: '409' },
  too_large: { status: 413, code: '004' },
  internal: { status: 500, code: '500' },
};

const MALL_CODES: Record<ErrorKind | 'internal' | 'too_large', number> = {
  validation: 400,
  rule: 400,
  not_found: 404,
  not_logged_in: 502,
  bad_credentials: 401,
  refresh_invalid: 502,
  conflict: 409,
  too_large: 400,
  internal: 500,
};

interface Classified {
  kind: ErrorKind | 'internal' | 'too_large';
  message: string;
  /** the input the message names, so a form can mark it (sent in the mall family's envelope) */
  field?: string;
  /** a FieldsError's every problem, each under its input (`data.fields` / `result.fields`) */
  fields?: FieldProblem[];
}

/** One field's problem in an error reply's list. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Maps any error to its kind and translated message. Fastify's own 4xx (unparsable body,
 * unsupported content type, too large) are the client's to fix, never a 500.
 */
function classify(error: unknown, lang: Locale): Classified {
  if (error instanceof ApiError) {
    const field = error.params.field;
    return {
      kind: error.kind,
      message: formatMessage(error.messageKey, lang, error.params),
      ...(typeof field === 'string' ? { field } : {}),
      ...(error instanceof FieldsError
        ? {
            fields: error.problems.map((problem) => ({
              field: String(problem.params.field ?? ''),
              message: formatMessage(problem.messageKey, lang, problem.params),
            })),
          }
        : {}),
    };
  }
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
  if (status === 413) return { kind: 'too_large', message: formatMessage('requestTooLarge', lang) };
  if (status >= 400 && status < 500) return { kind: 'validation', message: formatMessage('requestInvalid', lang) };
  return { kind: 'internal', message: formatMessage('internalError', lang) };
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { kind, message, field, fields } = classify(error, request.lang);
  if (kind === 'internal') request.log.error({ err: error }, 'request failed');
  if (familyOf(request.url) === 'mall') {
    const body: MallReply<{ fields: FieldProblem[] } | null> & { field?: string } = {
      success: false,
      code: MALL_CODES[kind],
      message,
      result: fields ? { fields } : null,
      ...(field ? { field } : {}),
    };
    return reply.status(200).send(body);
  }
  const { status, code } = JAVASHOP[kind];
  // the spec's `data?: any` of an error carries the field problems, as it carries a failed trade's items
  const body: ApiErrorBody & { data?: { fields: FieldProblem[] } } = { code, message, ...(fields ? { data: { fields } } : {}) };
  return reply.status(status).send(body);
}
