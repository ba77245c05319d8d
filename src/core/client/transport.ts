// The one place that fetches: the call's method, headers and body, then the reply's body read as
// JSON or text by its content type (204 and empty bodies are `undefined`). A status outside 2xx
// rejects with an HttpError carrying that body, which the envelope reads.
// Plain fetch, no wrapper library: the client's own steps (envelope, refresh, auth, timeout) do what
// a wrapper would, and wretch cost the shared runtime every partner page downloads 2.6 KB gzip.
import { HttpError } from './http-error';
import { encodeParams } from './url';
import type { Call, Send, Session } from './types';

/** `fetch` defaults to the page's, looked up on every call (tests stub it). */
export const transport =
  (session: Session, url: (call: Call) => string, fetch?: typeof globalThis.fetch): Send =>
  async (call) => {
    const headers: Record<string, string> = { ...call.headers, uuid: session.device() };
    // fetch labels a URLSearchParams body as a form and a FormData one as multipart; JSON only where
    // the call asks for it. No method is GET.
    let body: BodyInit | undefined = call.form ? encodeParams(call.form) : call.upload;
    if (call.json) {
      body = JSON.stringify(call.json);
      headers['Content-Type'] = 'application/json';
    }
    const response = await (fetch ?? globalThis.fetch)(url(call), { method: call.method ?? 'GET', headers, body, signal: call.signal });
    // a 204 reads as an empty text, like any empty body
    const text = await response.text();
    const value = !text ? undefined : response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (!response.ok) throw new HttpError(response.status, value);
    return value;
  };
