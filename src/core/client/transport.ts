// The one place that fetches: wretch with the call's method, headers and body, then the reply's
// body read as JSON or text by its content type (204 and empty bodies are `undefined`). A status
// outside 2xx rejects with wretch's WretchError, whose JSON body the envelope reads.
// wretch's immutable builder itself: its default export adds a factory and global setters the
// runtime chunk has no use for (about 80 bytes gzip).
import { core as wretch } from 'wretch/core';
import { encodeParams } from './url';
import type { Call, Send, Session } from './types';

/** `fetch` defaults to the page's, looked up on every call (tests stub it). */
export const transport =
  (session: Session, url: (call: Call) => string, fetch?: typeof globalThis.fetch): Send =>
  async (call) => {
    // fetch labels a URLSearchParams body as a form and a FormData one as multipart; wretch sends
    // an object given to `fetch` as JSON. No method is GET.
    const response = await wretch
      .url(url(call))
      .options({
        headers: { ...call.headers, uuid: session.device() },
        body: call.form ? encodeParams(call.form) : call.upload,
        signal: call.signal,
      })
      .polyfills({ fetch })
      .fetch(call.method, '', call.json)
      .res();
    // a 204 reads as an empty text, like any empty body
    const text = await response.text();
    if (!text) return undefined;
    return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  };
