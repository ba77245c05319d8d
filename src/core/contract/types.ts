/**
 * Reply shapes of the buyer API, shared by the server and the client: superstruct structs, with
 * the TypeScript types both sides use derived from them. The client checks replies with the
 * structs (src/core/api), the API tests check every reply the server sends against them
 * (tests/api/support/reply-shapes.ts).
 *
 * Two families (see api-reference.md):
 * - `/mallpcapi/*`: always HTTP 200 with a `MallReply`, camelCase keys; `code: 502` = session gone.
 * - `/buyer/*`, `/base/*`, `/seller/*`, `/passport/*`, `/b2b/*`: the bare resource on 2xx,
 *   snake_case keys, timestamps in Unix seconds; errors are `ApiErrorBody` with a 4xx/5xx status.
 * Money is a decimal number of MXN with at most 2 decimals.
 *
 * One module per bundle that reads them (types-cart.ts is the shared runtime's, types-goods.ts the
 * product-detail widget's…), since a struct costs bytes wherever its module lands; this file
 * gathers them for the server and the tests.
 */
import { literal, number, optional, string, type, type Infer } from 'superstruct';

export { mallReply, type MallReply } from './envelope';

/** A `/mallpcapi/*` refusal: the envelope with no result, and the request field the message names. */
export const MallRefusal = type({
  success: literal(false),
  code: number(),
  message: string(),
  result: literal(null),
  field: optional(string()),
});
export type MallRefusal = Infer<typeof MallRefusal>;

/** Error body of the Javashop family: "004" validation (400), "002" no permission (401),
 * "003" not found (404), "403" session gone (403), "109" bad refresh token (401), "500" server. */
export const ApiErrorBody = type({ code: string(), message: string() });
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

export { Flag, javashopPage, mallPage, type JavashopPage, type MallPage } from './shared-structs';
export type { CartWay } from './rules';
export * from './types-site';
export * from './types-chrome';
export * from './types-search';
export * from './types-catalogue';
export * from './types-cart';
export * from './types-member';
export { LoginResult, TokenPair } from './types-accounts';
