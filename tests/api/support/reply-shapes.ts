/**
 * Every route's reply, by `METHOD url` (url as registered, with the `/api` prefix), as the struct
 * of src/core/contract that the client checks it with. `checkReply` runs on every reply that passes
 * through `ApiHarness.inject` (support/backends.ts), so the whole API suite proves the server
 * sends what the contract says, and the coverage test (tests/api/reply-shapes.test.ts) fails when
 * a route has no entry.
 *
 * The check is stricter than the client's: a reply's objects may carry no key the struct does not
 * name. The client's structs ignore added keys (superstruct `type`), so a partner page running an
 * older SDK keeps working against a newer server; the tests make sure the contract names them all.
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { union, type Struct } from 'superstruct';
import { familyOf } from '../../../server/src/http/render';
import { NOT_API as NOT_API_REPLY } from '../../../server/src/http/reply-kinds';
import { mallReply } from '../../../src/core/contract/envelope';
import { MallRefusal } from '../../../src/core/contract/types';
import { CaptchaChallenge } from '../../../src/core/contract/types-accounts';

/** The structs of the contract differ in their value types; this file only validates with them. */
type AnyStruct = Struct<unknown, unknown>;
const plain = (struct: object) => struct as AnyStruct;

/** A reply with no body: `reply.status(200).send()`. */
export const EMPTY = 'empty';
/** Not an API reply: images, files, the sandbox gateway's pages and its notification protocol. */
export const NOT_API = 'not-api';
export type ReplyShape = AnyStruct | typeof EMPTY | typeof NOT_API;

/** superstruct keeps no list of a union's members: the strictness walk below needs them. */
const UNION_MEMBERS = new Map<object, readonly AnyStruct[]>();
function oneOf(members: readonly object[]): AnyStruct {
  const structs = members.map(plain);
  const [first, ...rest] = structs;
  if (!first) throw new Error('[vitrina] an empty union');
  const struct = plain(union([first, ...rest]));
  UNION_MEMBERS.set(struct, structs);
  return struct;
}

/**
 * `METHOD url` → the reply of a 2xx (for `/mallpcapi/*`: of a `success: true` envelope), for the
 * routes that do not declare it yet: a route's own response schema (`schema.response[200]`) is
 * the one source where it has one (see `declaredReplies`).
 */
export const REPLY_SHAPES: Readonly<Record<string, ReplyShape>> = {
  'OPTIONS /api*': EMPTY,
  // the uploads and merchant scope's CORS plugin: a 404 for any OPTIONS the /api scope does not answer
  'OPTIONS *': NOT_API,
  // outside /api: files and templates
  'GET /uploads/generated/:kind/:file': NOT_API,
  'GET /uploads/*': NOT_API,
  'GET /templates/merchant/:file': NOT_API,
  // for load balancers (server/src/http/health.ts): `{ status }`, not an API reply
  'GET /healthz': NOT_API,
  'GET /readyz': NOT_API,
};

/** Refusals of the mall family (200 with `success: false`) that carry a result: the login's captcha challenge. */
const MALL_REFUSALS: Readonly<Record<string, AnyStruct>> = {
  'POST /api/mallpcapi/login/login': oneOf([MallRefusal, mallReply(CaptchaChallenge)]),
};

// --- matching a request to its route ---------------------------------------------------------

/** How a route segment matches, in Fastify's (find-my-way) order of preference: static, parameter, wildcard. */
const rank = (segment: string) => (segment.includes('*') ? 2 : segment.startsWith(':') ? 1 : 0);

/** The `METHOD url` of the route that answers this request, as Fastify would pick it; undefined if none. */
export function routeOf(method: string, path: string, keys: readonly string[] = Object.keys(REPLY_SHAPES)): string | undefined {
  const segments = path.split('/');
  let best: { key: string; score: number[] } | undefined;
  for (const key of keys) {
    const [routeMethod, url = ''] = key.split(' ');
    if (routeMethod !== method) continue;
    const pattern = url.split('/');
    const score: number[] = [];
    let matches = true;
    for (let i = 0; i < pattern.length && matches; i++) {
      const part = pattern[i] ?? '';
      const segment = segments[i];
      if (part.endsWith('*')) {
        matches = segment?.startsWith(part.slice(0, -1)) === true;
        score.push(rank(part));
        break;
      }
      if (segment === undefined) matches = false;
      // find-my-way gives a parameter an empty segment too (`/site-navigations/` is `:clientType` = '')
      else if (part.startsWith(':')) matches = true;
      else matches = part === segment;
      score.push(rank(part));
    }
    if (!matches || (!url.includes('*') && pattern.length !== segments.length)) continue;
    if (!best || compare(score, best.score) < 0) best = { key, score };
  }
  return best?.key;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

// --- strictness --------------------------------------------------------------------------------

/** What the walk reads of a struct: every superstruct struct has these. */
interface Shape {
  type: string;
  schema: unknown;
  is(value: unknown): boolean;
}
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of keys in `value` that `struct` does not name: `type()` lets them through, the
 * contract must not. Unions are walked through the member that accepts the value.
 */
export function unnamedKeys(struct: Shape, value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return [];
  const { schema } = struct;
  if ((struct.type === 'type' || struct.type === 'object') && isRecord(schema) && isRecord(value)) {
    return Object.entries(value).flatMap(([key, inner]) => {
      const field = schema[key];
      return field === undefined ? [`${path}.${key}`] : unnamedKeys(field as Shape, inner, `${path}.${key}`);
    });
  }
  if (struct.type === 'array' && isRecord(schema) && Array.isArray(value)) {
    return value.flatMap((item, i) => unnamedKeys(schema as unknown as Shape, item, `${path}[${i}]`));
  }
  if (struct.type === 'union') {
    // a route's declared union keeps its members as its schema (contract one-of-replies.ts)
    const members = UNION_MEMBERS.get(struct) ?? (Array.isArray(schema) ? (schema as readonly Shape[]) : []);
    const member = members.find((candidate) => candidate.is(value));
    return member ? unnamedKeys(member, value, path) : [];
  }
  return [];
}

// --- the check -------------------------------------------------------------------------------

const pathOf = (options: InjectOptions | string): { method: string; path: string } => {
  if (typeof options === 'string') return { method: 'GET', path: options.split('?')[0] ?? options };
  const url = options.url ?? options.path ?? '/';
  const text = typeof url === 'string' ? url : (url.pathname ?? '/');
  return { method: String(options.method ?? 'GET').toUpperCase(), path: text.split('?')[0] ?? text };
};

/** The body as the client reads it (core/http.ts `readBody`): JSON by its content type, else the text. */
function bodyOf(response: LightMyRequestResponse): unknown {
  if (response.body === '') return undefined;
  return String(response.headers['content-type'] ?? '').includes('json') ? (JSON.parse(response.body) as unknown) : response.body;
}

function problemOf(struct: AnyStruct, body: unknown): string | undefined {
  const [error] = struct.validate(body);
  if (error) return error.failures().map((failure) => `${failure.path.join('.') || '(reply)'}: ${failure.message}`)[0];
  const unnamed = unnamedKeys(struct, body);
  return unnamed.length > 0 ? `keys the contract does not name: ${unnamed.slice(0, 8).join(', ')}` : undefined;
}

/**
 * Throws when a 2xx reply is not what the contract says for its route (a mall refusal is checked
 * against `MallRefusal`). Replies that are not 2xx are the fuzz test's and the error tests' to judge.
 */
export function checkReply(options: InjectOptions | string, response: LightMyRequestResponse, declared: DeclaredReplies = new Map()): void {
  if (response.statusCode < 200 || response.statusCode >= 300) return;
  const { method, path } = pathOf(options);
  const key = routeOf(method, path, [...Object.keys(REPLY_SHAPES), ...declared.keys()]);
  const body = bodyOf(response);
  const mallRefusal = familyOf(path) === 'mall' && isRecord(body) && body.success === false;
  let problem: string | undefined;
  if (mallRefusal) {
    problem = problemOf(key ? (MALL_REFUSALS[key] ?? plain(MallRefusal)) : plain(MallRefusal), body);
  } else {
    const shape = key === undefined ? undefined : (declared.get(key) ?? REPLY_SHAPES[key]);
    if (shape === undefined) problem = 'no reply shape for this route (its schema.response, or tests/api/support/reply-shapes.ts)';
    else if (shape === NOT_API_REPLY) problem = undefined;
    else if (shape === EMPTY) problem = body === undefined ? undefined : `expected no body, got ${response.body.slice(0, 100)}`;
    else if (shape !== NOT_API) problem = problemOf(shape, body);
  }
  if (problem)
    throw new Error(`[vitrina] ${method} ${path} (${key ?? 'no route'}) replied ${response.statusCode} off the contract: ${problem}`);
}

/** The reply, once `checkReply` found it on the contract: the harness's `inject` hook. */
export function replyOnContract(
  options: InjectOptions | string,
  response: LightMyRequestResponse,
  declared: DeclaredReplies = new Map(),
): LightMyRequestResponse {
  checkReply(options, response, declared);
  return response;
}

/** `METHOD url` → the response schema for 200 its route declares. */
export type DeclaredReplies = ReadonlyMap<string, AnyStruct>;

/** The `onRoute` hook that records each route's declared reply in `into` (HEAD is Fastify's copy of GET). */
export function declaredReplies(into: Map<string, AnyStruct>): (route: RouteOptions) => void {
  return (route) => {
    const reply = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
    if (reply === undefined) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') into.set(`${method} ${route.url}`, plain(reply as object));
  };
}
