// What the client's steps pass to one another. A middleware is a step of the fetch chain one level up:
// `(next) => (call) => reply`, over a typed call and a decoded reply instead of url and Response,
// so each step sees what it needs (the path's family, `auth`, `upload`) and is tested with a fake
// `next`, without fetch.

export type Scalar = string | number | boolean;
export type Params = Record<string, Scalar | readonly Scalar[] | null | undefined>;

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path of spec §7 under the API base, e.g. `/mallpcapi/product/productQuery`. */
  path: string;
  query?: Params;
  /** Form-encoded body (arrays as repeated parameters). */
  form?: Params;
  /** JSON body, only where the spec says JSON. */
  json?: object;
  /** Multipart upload: no timeout. */
  upload?: FormData;
  /** Needs a member token (spec §6). */
  auth?: boolean;
  /** Lets a caller cancel a stale request (autocomplete). */
  signal?: AbortSignal;
  /** Set by the client's own steps (the token), not by callers. */
  headers?: Record<string, string>;
}

/** Sends a call and settles with its decoded reply. */
export type Send = (call: Call) => Promise<unknown>;
export type Middleware = (next: Send) => Send;

/** What a lost session does; for the buyer, the boot wires them (stores/user.ts `initSession`). */
export interface Hooks {
  /** Spec §8: the server ended the session (`expired`) or a call needing it had no token (`missing`). */
  gone(reason: 'expired' | 'missing'): void;
  /** Spec §4: the refresh token was refused. */
  refreshFailed(): void;
}

/** A session: where its tokens live (cookies for the buyer and for the seller) and what losing it does. */
export interface Session extends Hooks {
  access(): string | undefined;
  refresh(): string | undefined;
  /** Keeps the pair a refresh returned (the server rotates both). */
  store(access: string, refresh: string): void;
  /** The device id sent as the `uuid` header (api-reference.md: on every call). */
  device(): string;
}

/** The API a client talks to; read on every call, so `vitrina('configure')` and the locale apply at once. */
export interface ClientConfig {
  api(): string;
  locale(): string;
}

/** The clock of env.ts: timers the tests can fake. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}
