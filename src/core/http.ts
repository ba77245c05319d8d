// Every call of spec §7 goes through `request`. It adds `lang`, the `uuid` header and the token,
// encodes bodies as forms with repeated array params, applies the 8 s timeout (none for uploads),
// and turns both reply families of api-reference.md into a value or one typed ApiError.
import wretch from 'wretch';
import { WretchError } from 'wretch/resolver';
import { $config } from './config';
import { env } from './env';
import { ApiError } from './errors';
import { $locale, t } from './locale';
import { accessToken, deviceUuid, refreshToken } from './session';
import { refreshOnce } from './refresh';

export const TIMEOUT_MS = 8000;

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
  json?: unknown;
  /** Multipart upload: no timeout. */
  upload?: FormData;
  /** Needs a member token (spec §6). */
  auth?: boolean;
  /** Lets a caller cancel a stale request (autocomplete). */
  signal?: AbortSignal;
}

type Gone = (reason: 'expired' | 'missing') => void;
let sessionGone: Gone = () => {};
/** The boot registers what "session gone" does (clear, then go to login): stores/user.ts `initSession`. */
export const onSessionGone = (fn: Gone) => void (sessionGone = fn);

/** Repeated keys for arrays; null/undefined dropped; booleans as 0|1 (Javashop convention). */
export function encodeParams(params: Params = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value == null) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(key, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return out;
}

export function buildUrl(call: Pick<Call, 'path' | 'query'>): string {
  const query = encodeParams({ ...call.query, lang: $locale.get() });
  return `${$config.get().api.replace(/\/$/, '')}${call.path}?${query}`;
}

const isWrapped = (path: string) => path.startsWith('/mallpcapi/');

interface Wrapped {
  success: boolean;
  code: number | string;
  message?: string;
  result?: unknown;
  /** on failure, the request field the message names */
  field?: unknown;
}

export async function request<T = unknown>(call: Call): Promise<T> {
  const url = buildUrl(call);
  if (call.auth) await ensureToken(url);

  const headers: Record<string, string> = { uuid: deviceUuid() };
  const token = accessToken();
  if (call.auth && token) headers.Authorization = token;

  let w = wretch(url).headers(headers);
  const timeout = call.upload ? undefined : timeoutSignal(TIMEOUT_MS);
  const signals = timeout ? [timeout.signal] : [];
  if (call.signal) signals.push(call.signal);
  if (signals.length) w = w.options({ signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] });
  if (call.form) w = w.content('application/x-www-form-urlencoded').body(encodeParams(call.form).toString());
  else if (call.json !== undefined) w = w.content('application/json').body(JSON.stringify(call.json));
  else if (call.upload) w = w.body(call.upload);

  let response: Response;
  let body: unknown;
  try {
    try {
      response = await w.fetch(call.method ?? 'GET').res();
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error; // the caller cancelled: not an API failure
      throw toApiError(error, url);
    }
    body = response.status === 204 ? undefined : await readBody(response);
  } finally {
    timeout?.clear();
  }

  if (isWrapped(call.path)) {
    const reply = body as Wrapped;
    if (Number(reply?.code) === 502) {
      sessionGone('expired');
      throw new ApiError(reply.message || t('error.pleaseLogin'), 200, '502', url);
    }
    if (reply?.success !== true) {
      const field = typeof reply?.field === 'string' ? reply.field : undefined;
      throw new ApiError(reply?.message || t('error.submit'), 200, String(reply?.code ?? ''), url, reply?.result, { field });
    }
    return reply.result as T;
  }
  return body as T;
}

/** AbortSignal.timeout on the injectable clock (STYLE habit 8), cleared once the reply is read. */
function timeoutSignal(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const id = env.setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => env.clearTimeout(id) };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return (response.headers.get('content-type') || '').includes('json') ? JSON.parse(text) : text;
}

async function ensureToken(url: string): Promise<void> {
  if (accessToken()) return;
  if (!refreshToken()) {
    // Spec §6: a call needing a token without a refresh token is not sent, and the session is cleared.
    sessionGone('missing');
    throw new ApiError(t('error.pleaseLogin'), 0, 'NO_TOKEN', url);
  }
  await refreshOnce();
}

function toApiError(error: unknown, url: string): ApiError {
  if (error instanceof WretchError) {
    const body = (error.json ?? {}) as { code?: string; message?: string; data?: unknown };
    // Spec §8: HTTP 403 (or code 502 in an error reply) with a refresh token present ends the session.
    if ((error.status === 403 || body.code === '502') && refreshToken()) sessionGone('expired');
    const message = body.message || (error.status >= 500 ? t('error.submit') : t('error.network'));
    return new ApiError(message, error.status, String(body.code ?? error.status), url, body.data, { cause: error });
  }
  // fetch's TypeError or the timeout's AbortError: the network, not the server.
  return new ApiError(t('error.network'), 0, 'NETWORK', url, undefined, { cause: error });
}
