// A small in-process buyer API on 127.0.0.1: the true outside edge of the client core. It answers
// the two reply families of api-reference.md (`/mallpcapi/*` wrapped 200 replies; Javashop bare
// resources and `{code, message}` errors with a status), speaks CORS like the real server (the
// happy-dom page lives on another origin), records every request, and can hold a reply forever.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body read as a form (empty when the body is not form-encoded). */
  form: URLSearchParams;
  contentType: string;
}

export type Reply =
  | { status?: number; json: unknown }
  | { status: number; empty: true }
  /** Never answers: the socket stays open until the fixture closes. */
  | { hang: true };

export type Handler = (req: Seen) => Reply | Promise<Reply>;

/** `/mallpcapi/*` success: `200 {success, code, message, result}`. */
export const wrapped = (result: unknown): Reply => ({ json: { success: true, code: 200, message: 'ok', result } });
/** `/mallpcapi/*` failure inside a 200 reply. */
export const wrappedFail = (message: string, code: number | string = 500, result: unknown = null): Reply => ({
  json: { success: false, code, message, result },
});
/** Javashop error family: `{code, message}` with an HTTP status. */
export const javashopError = (status: number, code: string, message: string): Reply => ({ status, json: { code, message } });

export interface Fixture {
  /** The API base the client is configured with, e.g. `http://127.0.0.1:5123/api`. */
  api: string;
  origin: string;
  /** Every request except CORS preflights, in arrival order. */
  seen: Seen[];
  /** Answer `METHOD /path` (path under /api, without the query). Later calls replace earlier ones. */
  on(method: string, path: string, handler: Handler): void;
  /** Resolves with the next request to `METHOD /path` once it has arrived. */
  next(method: string, path: string): Promise<Seen>;
  /** Forget recorded requests and custom handlers (the passport handler stays). */
  reset(): void;
  /** Count of requests to a path. */
  count(path: string): number;
  close(): Promise<void>;
  /** Refresh tokens passport/token accepts; each use rotates it. */
  validRefreshTokens: Set<string>;
  /** Tokens issued so far by passport/token, newest last. */
  issued: { accessToken: string; refreshToken: string }[];
}

export async function startFixture(): Promise<Fixture> {
  const handlers = new Map<string, Handler>();
  const waiters: { key: string; resolve: (s: Seen) => void }[] = [];
  const seen: Seen[] = [];
  const validRefreshTokens = new Set<string>();
  const issued: { accessToken: string; refreshToken: string }[] = [];
  let serial = 0;

  // Javashop passport: form refresh_token + header uuid → camelCase tokens; failure code "109".
  const passport: Handler = (req) => {
    const token = req.form.get('refresh_token') ?? '';
    if (!req.headers.uuid || !validRefreshTokens.delete(token)) return javashopError(400, '109', 'refresh token invalid');
    serial += 1;
    const pair = { accessToken: `access-${serial}`, refreshToken: `refresh-${serial}` };
    validRefreshTokens.add(pair.refreshToken);
    issued.push(pair);
    return { json: pair };
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void answer(req, Buffer.concat(chunks).toString('utf8'), res);
    });
  });

  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Cache-Control': 'no-store',
  };

  async function answer(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fixture');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*' });
      res.end();
      return;
    }
    const path = url.pathname.replace(/^\/api/, '');
    const contentType = req.headers['content-type'] ?? '';
    const entry: Seen = {
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: req.headers,
      body,
      form: contentType.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body) : new URLSearchParams(),
      contentType,
    };
    seen.push(entry);
    const key = `${entry.method} ${path}`;
    for (const w of waiters.filter((w) => w.key === key)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(entry);
    }
    const handler = handlers.get(key) ?? (key === 'POST /passport/token' ? passport : undefined);
    const reply: Reply = handler ? await handler(entry) : javashopError(404, '003', `no fixture for ${key}`);
    if ('hang' in reply) return;
    if ('empty' in reply) {
      res.writeHead(reply.status, cors);
      res.end();
      return;
    }
    res.writeHead(reply.status ?? 200, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    api: `${origin}/api`,
    origin,
    seen,
    validRefreshTokens,
    issued,
    on: (method, path, handler) => void handlers.set(`${method} ${path}`, handler),
    next: (method, path) => new Promise((resolve) => waiters.push({ key: `${method} ${path}`, resolve })),
    reset() {
      seen.length = 0;
      handlers.clear();
      validRefreshTokens.clear();
      issued.length = 0;
    },
    count: (path) => seen.filter((s) => s.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
